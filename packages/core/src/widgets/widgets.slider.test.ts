import { describe, expect, it } from 'vitest';
import type { PlaylistItem } from '../scene';
import { layersFromLibraryKind } from './widgets.library';
import { defaultLayer } from './widgets.layers';
import {
  SLIDE_DURATION_S,
  isSliderLayer,
  nextSlideIn,
  slideAt,
  slideSeconds,
  sliderDuration,
  withSliderLayer,
} from './widgets.slider';
import type { SlideEntry, SliderLayer } from './widgets.types';

const slide = (name: string): SlideEntry => ({ url: `/media/${name}.jpg`, uuid: name, width: 400, height: 300 });
const three = { slides: [slide('a'), slide('b'), slide('c')], slideDuration: 10 };

function slider(content: Partial<SliderLayer['content']> = {}): SliderLayer {
  const layer = defaultLayer('Slider', { left: 10, top: 20, width: 800, height: 600 }, -1);
  return { ...layer, content: { ...layer.content, ...content } };
}

describe('slideAt (issue 24: a slider shows one image at a time)', () => {
  it('shows each slide for its seconds, in order, then the first again', () => {
    expect([0, 9_999, 10_000, 19_999, 20_000, 29_999, 30_000, 45_000].map((ms) => slideAt(three, ms))).toEqual([
      0, 0, 1, 1, 2, 2, 0, 1,
    ]);
  });

  it('shows the first slide before the start, and for one slide or none', () => {
    expect(slideAt(three, -5_000)).toBe(0);
    expect(slideAt({ slides: [slide('a')], slideDuration: 10 }, 25_000)).toBe(0);
    expect(slideAt({ slides: [], slideDuration: 10 }, 25_000)).toBe(0);
  });

  it('takes 10 s a slide when the stored duration is not a whole second of at least 1', () => {
    for (const slideDuration of [0, -3, 2.5, Number.NaN])
      expect(slideSeconds({ slideDuration })).toBe(SLIDE_DURATION_S);
    expect(slideAt({ ...three, slideDuration: 0 }, 10_000)).toBe(1);
    expect(slideAt({ ...three, slideDuration: 2 }, 4_000)).toBe(2);
  });
});

describe('nextSlideIn', () => {
  it('waits until the next slide boundary', () => {
    expect(nextSlideIn(three, 0)).toBe(10_000);
    expect(nextSlideIn(three, 12_500)).toBe(7_500);
    expect(nextSlideIn(three, 20_000)).toBe(10_000);
  });

  it('never changes a slideshow of one slide', () => {
    expect(nextSlideIn({ slides: [slide('a')], slideDuration: 10 }, 0)).toBeNull();
  });
});

describe('the item plays the whole slideshow once', () => {
  const item: PlaylistItem = {
    id: 1,
    parentId: null,
    layers: [],
    hidden: false,
    markAsDeleted: false,
    duration: 60,
    styles: {},
  };

  it('lasts the slides times the seconds of one', () => {
    expect(sliderDuration(three)).toBe(30);
    expect(sliderDuration({ slides: [], slideDuration: 10 })).toBe(0);
    const layer = slider({ slides: three.slides, slideDuration: 5 });
    expect(withSliderLayer({ ...item, layers: [layer] }, layer).duration).toBe(15);
  });

  it('keeps its own duration without slides', () => {
    const layer = slider();
    expect(withSliderLayer({ ...item, layers: [layer] }, layer).duration).toBe(60);
  });
});

describe('the Slider library kind', () => {
  it('makes one slideshow layer, not a stack of images', () => {
    const images = [
      { url: '/a.png', width: null, height: null, uuid: 'a' },
      { url: '/b.png', width: 10, height: 5 },
    ];
    const layers = layersFromLibraryKind('Slider', { width: 1920, height: 1080 }, { images });
    expect(layers.map((layer) => layer.itemType)).toEqual(['Slider']);
    const [only] = layers;
    expect(only && isSliderLayer(only) ? only.content.slides.map((s) => s.uuid) : []).toEqual(['a', null]);
  });
});
