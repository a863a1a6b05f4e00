import { describe, expect, it } from 'vitest';
import type { LayerContent } from '../scene';
import {
  BUILT_IN_LAYER_DEFINITIONS,
  BUILT_IN_LAYER_DEFINITION_BY_TYPE,
  isValidContent,
  matchesDefaults,
  type LayerDefinition,
} from './widgets.definitions';
import { LAYER_TYPES, defaultLayer } from './widgets.layers';
import { layerFromDefinition, layersFromLibraryKind } from './widgets.library';

type QrContent = LayerContent & { url: string; margin: number };

const qr: LayerDefinition<QrContent> = {
  itemType: 'QrCode',
  label: 'QR code',
  defaults: (box) => ({ ...box, url: 'https://example.com', margin: 4 }),
  isContent: (content) => typeof content.url === 'string',
  summary: (content) => content.url,
  library: { group: 'QrCode', order: 1000, size: [0.25, 0.25], isSquare: true },
};

describe('built-in layer definitions', () => {
  it('define every spec type once, in the spec order', () => {
    expect(BUILT_IN_LAYER_DEFINITIONS.map((d) => d.itemType)).toEqual([...LAYER_TYPES]);
  });

  it('are what defaultLayer builds from', () => {
    const box = { left: 0, top: 0, width: 200, height: 80 };
    for (const type of LAYER_TYPES)
      expect(defaultLayer(type, box, -1).content).toEqual(BUILT_IN_LAYER_DEFINITION_BY_TYPE[type].defaults(box));
  });

  it('add a library layer exactly as the library kind does', () => {
    const section = { width: 800, height: 600 };
    const fromKind = layersFromLibraryKind('Shape', section, { shape: 'Circle', point: { x: 10, y: 20 } })[0];
    const fromDefinition = layerFromDefinition(BUILT_IN_LAYER_DEFINITION_BY_TYPE.Circle, section, {
      point: { x: 10, y: 20 },
    });
    expect(fromDefinition).toEqual(fromKind);
  });
});

describe('a host definition', () => {
  it('makes a layer with its defaults, centred in its share of the canvas, with a temporary id', () => {
    const layer = layerFromDefinition(qr, { width: 800, height: 600 }, { existingIds: [-1, 5] });
    expect(layer.id).toBe(-2);
    expect(layer.itemType).toBe('QrCode');
    // a square from the shorter share: min(800 x 0.25, 600 x 0.25) = 150, centred
    expect(layer.content).toEqual({
      left: 325,
      top: 225,
      width: 150,
      height: 150,
      url: 'https://example.com',
      margin: 4,
    });
  });

  it('takes content over its defaults', () => {
    const layer = layerFromDefinition(qr, { width: 800, height: 600 }, { content: { url: 'https://a.test' } });
    expect(layer.content.url).toBe('https://a.test');
  });

  it('checks stored content by its schema and the box', () => {
    const box = { left: 0, top: 0, width: 1, height: 1 };
    expect(isValidContent(qr, { ...box, url: 'x' })).toBe(true);
    expect(isValidContent(qr, { ...box, url: 3 })).toBe(false);
    expect(isValidContent(qr, { ...box, top: '0' as unknown as number, url: 'x' })).toBe(false);
  });

  it('matchesDefaults accepts content with every default field of the same kind', () => {
    const box = { left: 0, top: 0, width: 1, height: 1 };
    expect(matchesDefaults(qr, { ...box, url: 'x', margin: 0 })).toBe(true);
    expect(matchesDefaults(qr, { ...box, url: 'x' })).toBe(false);
    expect(matchesDefaults(BUILT_IN_LAYER_DEFINITION_BY_TYPE.Image, { ...box, ...qr.defaults(box) })).toBe(false);
  });
});
