import { describe, expect, it } from 'vitest';
import type { Layer } from '../scene';
import { defaultLayer } from './widgets.layers';
import { scaleLayer, scaleLayers } from './widgets.scale';

function text(fontSize: number, overrides: Partial<Layer['content']> = {}): Layer {
  const layer = defaultLayer('Text', { left: 10, top: 10, width: 101, height: 51 }, 1);
  return { ...layer, content: { ...layer.content, fontSize, ...overrides } };
}

describe('scaleLayer', () => {
  it('rounds the box to whole pixels, at least 1', () => {
    const scaled = scaleLayer(text(16), 1.5, 0.5);
    expect(scaled.content).toMatchObject({ left: 15, top: 5, width: 152, height: 26 }); // 151.5 -> 152, 25.5 -> 26
    expect(scaleLayer(text(16), 0.001, 0.001).content).toMatchObject({ width: 1, height: 1 });
  });

  it('rounds font sizes to 1/16: 1/32 past a step is the boundary', () => {
    // 1/32 = 0.03125: .03 rounds down, .04 rounds up to the next sixteenth (0.0625).
    expect(scaleLayer(text(10.03), 1, 1).content.fontSize).toBe(10);
    expect(scaleLayer(text(10.04), 1, 1).content.fontSize).toBe(10.0625);
    expect(scaleLayer(text(24), 0.5, 0.5).content.fontSize).toBe(12);
    expect(scaleLayer(text(17.03), 0.5, 0.5).content.fontSize).toBe(8.5);
  });

  it('scales fonts by the smaller factor so text still fits', () => {
    expect(scaleLayer(text(20), 2, 0.5).content.fontSize).toBe(10);
  });

  it('rounds scroll speed along its direction', () => {
    expect(scaleLayer(text(16, { scrollDirection: 'Left', scrollSpeed: 45 }), 1.5, 0.1).content.scrollSpeed).toBe(68); // 67.5
    expect(scaleLayer(text(16, { scrollDirection: 'Top', scrollSpeed: 45 }), 0.1, 1.5).content.scrollSpeed).toBe(68);
    expect(scaleLayer(text(16, { scrollDirection: 'Left', scrollSpeed: 45 }), 0.33, 1).content.scrollSpeed).toBe(15); // 14.85
  });

  it('rounds stroke width and corner radius', () => {
    const rectangle = defaultLayer('Rectangle', { left: 0, top: 0, width: 100, height: 100 }, 1);
    const styled = { ...rectangle, content: { ...rectangle.content, strokeWidth: 3, cornerRadius: 25 } };
    expect(scaleLayer(styled, 0.5, 0.5).content).toMatchObject({ strokeWidth: 2, cornerRadius: 13 }); // 1.5 -> 2, 12.5 -> 13
    expect(scaleLayer(styled, 0.3, 0.9).content).toMatchObject({ strokeWidth: 1, cornerRadius: 8 }); // 0.9, 7.5
  });

  it('keeps a circle round', () => {
    const circle = defaultLayer('Circle', { left: 100, top: 100, width: 80, height: 80 }, 1);
    expect(scaleLayer(circle, 2, 0.5).content).toMatchObject({ left: 200, top: 50, width: 40, height: 40 });
  });

  it('leaves line height and non-numeric fields alone', () => {
    const scaled = scaleLayer(text(16, { lineHeight: 1.2, text: 'Hi' }), 3, 3);
    expect(scaled.content).toMatchObject({ lineHeight: 1.2, text: 'Hi' });
  });

  it('scales a list the same way', () => {
    expect(scaleLayers([text(16), text(32)], 0.5, 0.5).map((layer) => layer.content.fontSize)).toEqual([8, 16]);
  });
});
