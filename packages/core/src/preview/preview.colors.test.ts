import { describe, expect, it } from 'vitest';
import { contrastingText, parseHexColor, readCssColor, type Layer } from '../scene';
import { PREVIEW_STAGE_COLOR, defaultTextColor } from './preview.colors';

const layer = (itemType: Layer['itemType'], content: Partial<Layer['content']>, invisible = false): Layer =>
  ({
    id: 1,
    itemType,
    invisible,
    content: { left: 0, top: 0, width: 100, height: 100, ...content },
  }) as Layer;

describe('colours a preview reads', () => {
  it('reads #rgb, #rrggbb, rgb() and rgba(); anything else is no colour', () => {
    expect(readCssColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(readCssColor(' #1A2b3C ')).toEqual({ r: 26, g: 43, b: 60, a: 1 });
    expect(readCssColor('rgba(10,20,30,0.4)')).toEqual({ r: 10, g: 20, b: 30, a: 0.4 });
    for (const text of ['fff', 'red', '#ffff', '', 42, null]) expect(readCssColor(text)).toBeNull();
    // A colour input's value may come without its '#'.
    expect(parseHexColor('0f0')).toEqual({ r: 0, g: 255, b: 0, a: 1 });
  });

  it('picks black on light colours and white on dark ones (WCAG contrast)', () => {
    expect(contrastingText({ r: 255, g: 255, b: 0, a: 1 })).toBe('#000000');
    expect(contrastingText({ r: 0, g: 0, b: 128, a: 1 })).toBe('#ffffff');
    expect(contrastingText(PREVIEW_STAGE_COLOR)).toBe('#ffffff');
  });
});

describe('defaultTextColor', () => {
  const text = layer('Text', { left: 10, top: 10, width: 20, height: 20 });

  it('reads the topmost visible, mostly opaque rectangle under the text centre', () => {
    const white = layer('Rectangle', { fill: '#ffffff' });
    expect(defaultTextColor([white, text], 1, 'rgba(0,0,0,1)')).toBe('#000000');
    expect(defaultTextColor([layer('Rectangle', { fill: '#ffffff' }, true), text], 1, 'rgba(0,0,0,1)')).toBe('#ffffff');
    expect(defaultTextColor([layer('Rectangle', { fill: 'rgba(255,255,255,0.4)' }), text], 1, 'rgba(0,0,0,1)')).toBe(
      '#ffffff',
    );
    expect(defaultTextColor([layer('Rectangle', { fill: '#fff', left: 50 }), text], 1, 'rgba(0,0,0,1)')).toBe(
      '#ffffff',
    );
  });

  it("falls back to the section's background when mostly opaque, else the black stage", () => {
    expect(defaultTextColor([text], 0, 'rgba(255,255,255,1)')).toBe('#000000');
    expect(defaultTextColor([text], 0, 'rgba(255,255,255,0)')).toBe('#ffffff');
    expect(defaultTextColor([], 3, 'rgba(255,255,255,1)')).toBe('#ffffff');
  });
});
