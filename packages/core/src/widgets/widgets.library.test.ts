import { describe, expect, it } from 'vitest';
import { englishText } from '../messages';
import type { Layer } from '../scene';
import { defaultLayer } from './widgets.layers';
import { RSS_SCROLL_SPEED, clearOfStack, layersFromLibraryKind, templateLayersError } from './widgets.library';

const section = { width: 800, height: 600 };

describe('library layer kinds', () => {
  it('Clock becomes a clock, calendar or timer, centred at half width and a quarter height', () => {
    const [clock] = layersFromLibraryKind('Clock', section, {});
    expect(clock).toMatchObject({
      id: -1,
      itemType: 'Clock',
      content: { left: 200, top: 225, width: 400, height: 150, format: 'short' },
    });
    const [calendar] = layersFromLibraryKind('Clock', section, {
      itemType: 'Calendar',
      content: { format: 'short', weekday: false },
    });
    expect(calendar).toMatchObject({
      itemType: 'Calendar',
      content: { format: 'short', weekday: false, locale: 'en-GB' },
    });
  });

  it('Weather, Instagram and Facebook become their own layers, feeds filling the section', () => {
    const [weather] = layersFromLibraryKind('Weather', section, { content: { locationId: 'oslo', dayCount: 3 } });
    expect(weather).toMatchObject({
      itemType: 'Weather',
      content: { locationId: 'oslo', dayCount: 3, width: 400, height: 300 },
    });
    const [feed] = layersFromLibraryKind('Instagram', section, { content: { account: 'cafe', rows: 3, columns: 4 } });
    expect(feed).toMatchObject({
      itemType: 'Instagram',
      content: { left: 0, top: 0, width: 800, height: 600, account: 'cafe', rows: 3 },
    });
    expect(layersFromLibraryKind('Facebook', section, {})[0]?.itemType).toBe('Facebook');
  });

  it('Rss becomes a Text layer whose headlines scroll to the left', () => {
    const [ticker] = layersFromLibraryKind('Rss', section, { headlines: ['Storm warning', 'Trains delayed'] });
    expect(ticker).toMatchObject({
      itemType: 'Text',
      content: {
        text: 'Storm warning • Trains delayed',
        scrollDirection: 'Left',
        scrollSpeed: RSS_SCROLL_SPEED,
        width: 800,
      },
    });
  });

  it('Text and Shape become a Text layer and a Rectangle, Circle or Ellipse', () => {
    expect(layersFromLibraryKind('Text', section, { content: { text: 'Welcome' } })[0]).toMatchObject({
      itemType: 'Text',
      content: { text: 'Welcome' },
    });
    expect(layersFromLibraryKind('Shape', section, {})[0]).toMatchObject({
      itemType: 'Rectangle',
      content: { width: 200, height: 150, cornerRadius: 0 },
    });
    expect(layersFromLibraryKind('Shape', section, { shape: 'Circle' })[0]).toMatchObject({
      itemType: 'Circle',
      content: { left: 325, top: 225, width: 150, height: 150 },
    });
    expect(layersFromLibraryKind('Shape', section, { shape: 'Ellipse' })[0]?.itemType).toBe('Ellipse');
  });

  it('Media becomes an Image fitted to the section, or a Video filling it, by the file’s type', () => {
    const image = { uuid: 'u1', url: '/media/u1.png', type: 'image' as const, width: 1600, height: 400 };
    expect(layersFromLibraryKind('Media', section, { media: image })[0]).toMatchObject({
      itemType: 'Image',
      content: {
        left: 0,
        top: 200,
        width: 800,
        height: 200,
        image: 'u1',
        imageUrl: '/media/u1.png',
        originalSize: { width: 1600, height: 400 },
      },
    });
    const video = {
      uuid: 'u2',
      url: '/media/u2.mp4',
      type: 'video' as const,
      width: null,
      height: null,
      name: 'intro',
      duration: 12,
    };
    expect(layersFromLibraryKind('Media', section, { media: video })[0]).toMatchObject({
      itemType: 'Video',
      content: {
        width: 800,
        height: 600,
        videosUrls: ['/media/u2.mp4'],
        activeIndex: 0,
        videos: [{ uuid: 'u2', duration: 12, name: 'intro' }],
      },
    });
  });

  it('Pixabay becomes an Image, Video a Video layer with the videos as its playlist', () => {
    const photo = { url: 'https://cdn.example/p.jpg', width: null, height: null };
    expect(layersFromLibraryKind('Pixabay', section, { photo })[0]).toMatchObject({
      itemType: 'Image',
      content: { left: 0, top: 0, width: 800, height: 600, image: null, originalSize: null },
    });
    const videos = [1, 2].map((n) => ({ uuid: `v${n}`, url: `/media/v${n}.mp4`, name: `v${n}`, duration: 10 }));
    expect(layersFromLibraryKind('Video', section, { videos })[0]?.content.videosUrls).toEqual([
      '/media/v1.mp4',
      '/media/v2.mp4',
    ]);
  });

  it('Slider becomes one full-section Slider layer showing its images in order, 10 s each (issue 24)', () => {
    const images = ['a', 'b', 'c'].map((name) => ({ url: `/media/${name}.jpg`, width: 100, height: 100 }));
    const layers = layersFromLibraryKind('Slider', section, { images, existingIds: [5, -2] });
    expect(layers).toHaveLength(1);
    expect(layers[0]).toMatchObject({
      id: -3,
      itemType: 'Slider',
      content: { left: 0, top: 0, width: 800, height: 600, slideDuration: 10, contain: true },
    });
    expect(layers[0]?.content.slides).toEqual([
      { url: '/media/a.jpg', uuid: null, width: 100, height: 100 },
      { url: '/media/b.jpg', uuid: null, width: 100, height: 100 },
      { url: '/media/c.jpg', uuid: null, width: 100, height: 100 },
    ]);
  });

  it('places a drop at its point', () => {
    expect(layersFromLibraryKind('Clock', section, { point: { x: 12.4, y: 30.6 } })[0]?.content).toMatchObject({
      left: 12,
      top: 31,
      width: 400,
    });
  });
});

describe('templates', () => {
  const title: Layer = {
    ...defaultLayer('Text', { left: 100, top: 50, width: 200, height: 100 }, 41),
    parentLayerId: 9,
  };
  const frame: Layer = {
    ...defaultLayer('Rectangle', { left: 0, top: 0, width: 400, height: 300 }, 42),
    invisible: true,
  };
  title.content.fontSize = 20;
  const template = { id: 7, width: 400, height: 300, layers: [frame, title] };

  it('become their layers, scaled to fit the section with their proportions and centred', () => {
    const layers = layersFromLibraryKind('Template', { width: 1000, height: 600 }, { template, existingIds: [41, 42] });
    // factor min(1000/400, 600/300) = 2: the canvas is 800 x 600, centred 100 px from the left.
    expect(layers.map((layer) => layer.content)).toMatchObject([
      { left: 100, top: 0, width: 800, height: 600 },
      { left: 300, top: 100, width: 400, height: 200, fontSize: 40 },
    ]);
    expect(layers.map((layer) => layer.id)).toEqual([-1, -2]);
    expect(
      layers.every(
        (layer) =>
          layer.sectionTemplateId === 7 &&
          layer.sectionTemplateGroup === 'template-7_1' &&
          layer.parentLayerId === null,
      ),
    ).toBe(true);
    expect(layers[0]?.invisible).toBe(true);
    expect(template.layers[1]?.content.left).toBe(100);
  });

  it('need at least one layer', () => {
    expect(templateLayersError([])).toBe('library.templateNeedsLayer');
    expect(englishText('library.templateNeedsLayer')).toBe('A template needs at least one layer');
    expect(templateLayersError([title])).toBeNull();
    expect(layersFromLibraryKind('Template', section, { template: { ...template, layers: [] } })).toEqual([]);
  });
});

describe('clearOfStack', () => {
  const box = { left: 100, top: 100, width: 200, height: 100 };

  it('keeps a free place, and steps 5% of the section lower-right past each layer at the same corner', () => {
    expect(clearOfStack(box, [{ left: 0, top: 0 }], section)).toEqual(box);
    expect(clearOfStack(box, [{ left: 100, top: 100 }], section)).toMatchObject({ left: 140, top: 130 });
    const taken = [
      { left: 100, top: 100 },
      { left: 140, top: 130 },
    ];
    expect(clearOfStack(box, taken, section)).toMatchObject({ left: 180, top: 160, width: 200, height: 100 });
  });

  it('stays inside the section, and stops where it can step no further', () => {
    const atEdge = { left: 600, top: 500, width: 200, height: 100 };
    expect(clearOfStack(atEdge, [{ left: 600, top: 500 }], section)).toEqual(atEdge);
    const nearEdge = { left: 590, top: 480, width: 200, height: 100 };
    expect(clearOfStack(nearEdge, [{ left: 590, top: 480 }], section)).toMatchObject({ left: 600, top: 500 });
  });
});
