import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Layer } from '../scene';
import {
  LAYER_TYPES,
  TEXT_CHANGE_DEBOUNCE_MS,
  asTypedLayer,
  defaultLayer,
  isLayerOfType,
  isLayerType,
  isVideoLayer,
} from './widgets.layers';
import type { LayerOf, TypedLayer } from './widgets.types';

const box = { left: 10, top: 20, width: 300, height: 100 };

describe('layer types', () => {
  it('are the spec’s thirteen, in its order, then our Slider (issue 24)', () => {
    expect(LAYER_TYPES).toEqual([
      'Image',
      'HtmlVideo',
      'Video',
      'Text',
      'Clock',
      'Calendar',
      'Timer',
      'Rectangle',
      'Circle',
      'Ellipse',
      'Weather',
      'Instagram',
      'Facebook',
      'Slider',
    ]);
    expect(isLayerType('Rectangle')).toBe(true);
    expect(isLayerType('Rss')).toBe(false);
  });

  it('typed layers stay core layers', () => {
    expectTypeOf<LayerOf<'Text'>>().toMatchTypeOf<Layer>();
    expectTypeOf<TypedLayer>().toMatchTypeOf<Layer>();
  });

  it('the text widget reports changes 150 ms after the last keystroke', () => {
    expect(TEXT_CHANGE_DEBOUNCE_MS).toBe(150);
  });
});

describe('defaultLayer', () => {
  it('starts visible, unlinked, in the given box', () => {
    const layer = defaultLayer('Rectangle', box, -1);
    expect(layer).toMatchObject({
      id: -1,
      itemType: 'Rectangle',
      parentLayerId: null,
      invisible: false,
      media: [],
      fonts: [],
    });
    expect(layer.content).toMatchObject({ ...box, fillOpacity: 1, strokeWidth: 0, opacity: 1, cornerRadius: 0 });
  });

  it('gives only rectangles a corner radius', () => {
    expect(defaultLayer('Circle', box, -1).content).not.toHaveProperty('cornerRadius');
    expect(defaultLayer('Ellipse', box, -1).content).not.toHaveProperty('cornerRadius');
  });

  it('gives each widget the spec’s configuration fields, formatting in en-GB', () => {
    expect(defaultLayer('Clock', box, -1).content).toEqual({ ...box, locale: 'en-GB', timezone: '', format: 'short' });
    expect(defaultLayer('Calendar', box, -1).content).toEqual({
      ...box,
      locale: 'en-GB',
      timezone: '',
      format: 'Long',
      weekday: true,
    });
    expect(Object.keys(defaultLayer('Weather', box, -1).content).sort()).toEqual(
      [
        'caption',
        'dayCount',
        'fill',
        'fillOpacity',
        'format',
        'height',
        'left',
        'locale',
        'locationId',
        'showCaption',
        'top',
        'width',
      ].sort(),
    );
    expect(defaultLayer('Instagram', box, -1).content).toMatchObject({ account: null, showCaption: true });
    expect(Object.keys(defaultLayer('Image', box, -1).content)).toEqual(
      expect.arrayContaining([
        'imageUrl',
        'originalSize',
        'croppedSize',
        'contain',
        'opacity',
        'borderRadius',
        'flipH',
        'flipV',
      ]),
    );
    expect(defaultLayer('Text', box, -1).content).toMatchObject({
      verticalAlignment: 'Top',
      scrollDirection: null,
      columnCount: 1,
    });
    expect(defaultLayer('Video', box, -1).content).toMatchObject({ videos: [], videosUrls: [], activeIndex: 0 });
  });
});

describe('narrowing', () => {
  it('narrows by itemType', () => {
    const layer: Layer = defaultLayer('Video', box, 4);
    expect(isVideoLayer(layer)).toBe(true);
    expect(isLayerOfType(layer, 'Image')).toBe(false);
    if (isLayerOfType(layer, 'Video'))
      expectTypeOf(layer.content.videos).toEqualTypeOf<LayerOf<'Video'>['content']['videos']>();
  });

  it('fills missing content fields from the type’s defaults and keeps the present ones', () => {
    const stored: Layer = { ...defaultLayer('Text', box, 7), content: { ...box, text: 'Hello', fontSize: 40 } };
    const typed = asTypedLayer(stored);
    expect(typed?.itemType).toBe('Text');
    expect(typed?.content).toMatchObject({ text: 'Hello', fontSize: 40, lineHeight: 1.2, scrollSpeed: 0, ...box });
  });

  it('gives null for an unknown type', () => {
    expect(asTypedLayer({ ...defaultLayer('Text', box, 7), itemType: 'Marquee' })).toBeNull();
  });
});
