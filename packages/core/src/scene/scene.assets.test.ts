import { describe, expect, it } from 'vitest';
import { defaultLayer } from '../widgets/widgets.layers';
import type { LayerContentByType, LayerType } from '../widgets/widgets.types';
import { layerAssets, layersAssets } from './scene.assets';
import type { Layer } from './scene.types';

const box = { left: 0, top: 0, width: 400, height: 300 };

/** A built-in layer of the type with its defaults and `content` over them. */
function layerOf<T extends LayerType>(itemType: T, content: Partial<LayerContentByType[T]>): Layer {
  const layer = defaultLayer(itemType, box, 1);
  return { ...layer, content: { ...layer.content, ...content } };
}

describe('layerAssets: the media and fonts a layer uses (issue 24: both were always empty on the wire)', () => {
  it('an Image layer shows its file, uploaded or a stock photo', () => {
    expect(layerAssets(layerOf('Image', { image: 'u-1', imageUrl: '/media/4/u-1.png' }))).toEqual({
      media: ['/media/4/u-1.png'],
      fonts: [],
    });
    expect(layerAssets(layerOf('Image', { image: null, imageUrl: 'https://images.test/photo.jpg' })).media).toEqual([
      'https://images.test/photo.jpg',
    ]);
    expect(layerAssets(layerOf('Image', {}))).toEqual({ media: [], fonts: [] });
  });

  it('an HtmlVideo layer shows its background video', () => {
    expect(layerAssets(layerOf('HtmlVideo', { backgroundVideo: '/media/4/bg.webm' })).media).toEqual([
      '/media/4/bg.webm',
    ]);
  });

  it('a Video layer shows each video of its playlist once, in its order', () => {
    const videos = [
      { uuid: 'b', url: '/media/4/b.mp4', name: 'b.mp4', duration: 2 },
      { uuid: 'a', url: '/media/4/a.webm', name: 'a.webm', duration: 1.5 },
    ];
    const layer = layerOf('Video', { videos, videosUrls: videos.map((video) => video.url), activeIndex: 1 });
    expect(layerAssets(layer)).toEqual({ media: ['/media/4/b.mp4', '/media/4/a.webm'], fonts: [] });
  });

  it('a Slider layer shows each of its slides, in order', () => {
    const slider: Layer = {
      ...layerOf('Image', {}),
      itemType: 'Slider',
      content: {
        ...box,
        slides: [
          { url: '/media/4/one.jpg', uuid: 'one', width: 10, height: 10 },
          { url: 'https://images.test/two.jpg', uuid: null, width: 10, height: 10 },
        ],
        slideDuration: 10,
        contain: true,
      },
    };
    expect(layerAssets(slider).media).toEqual(['/media/4/one.jpg', 'https://images.test/two.jpg']);
  });

  it('a Text layer uses its font family, and its words are never taken for files', () => {
    const text = layerOf('Text', { fontFamily: 'Lato', text: 'see /media/4/a.png or https://shop.test/' });
    expect(layerAssets(text)).toEqual({ media: [], fonts: ['Lato'] });
    expect(layerAssets(layerOf('Text', { fontFamily: '  ' })).fonts).toEqual([]);
  });

  it('layers of the other types use neither', () => {
    for (const itemType of ['Clock', 'Calendar', 'Timer', 'Rectangle', 'Circle', 'Ellipse', 'Weather'] as const)
      expect(layerAssets(layerOf(itemType, {}))).toEqual({ media: [], fonts: [] });
    expect(layerAssets(layerOf('Instagram', { account: 'acme' }))).toEqual({ media: [], fonts: [] });
  });

  it('takes only files from the media fields: no script or data URL, nothing outside them', () => {
    const layer = layerOf('Image', { imageUrl: 'javascript:alert(1)' });
    expect(layerAssets({ content: { ...layer.content, link: '/media/4/elsewhere.png' } }).media).toEqual([]);
    expect(layerAssets(layerOf('Image', { imageUrl: 'data:image/png;base64,AAAA' })).media).toEqual([]);
  });

  it("a host's own layer type is read by the same keys", () => {
    const qr: Layer = {
      ...layerOf('Image', {}),
      itemType: 'QrCode',
      content: { ...box, logo: { url: '/media/4/q.svg' } },
    };
    expect(layerAssets(qr).media).toEqual(['/media/4/q.svg']);
  });

  it("several layers' media and fonts are listed once each, sorted", () => {
    const layers = [
      layerOf('Image', { imageUrl: '/media/4/b.png' }),
      layerOf('Text', { fontFamily: 'Roboto' }),
      layerOf('Image', { imageUrl: '/media/4/a.png' }),
      layerOf('Text', { fontFamily: 'Lato' }),
      layerOf('Image', { imageUrl: '/media/4/b.png' }),
    ];
    expect(layersAssets(layers)).toEqual({ media: ['/media/4/a.png', '/media/4/b.png'], fonts: ['Lato', 'Roboto'] });
  });
});
