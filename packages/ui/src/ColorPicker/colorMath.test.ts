import { describe, expect, it } from 'vitest';
import { hexToHsv, hexToRgb, hsvToHex, hsvToRgb, rgbToHex, rgbToHsv } from './colorMath';

describe('hex <-> rgb', () => {
  it('reads #rrggbb and #rgb in any case, with or without #', () => {
    expect(hexToRgb('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(hexToRgb('FF8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(hexToRgb(' #F80 ')).toEqual({ r: 255, g: 136, b: 0 });
  });

  it('refuses what is not a hex colour', () => {
    for (const text of ['', '#', '#ff80', '#ff80001', 'red', '#gg0000', 'rgba(1,2,3,1)'])
      expect(hexToRgb(text)).toBeNull();
  });

  it('writes lower-case #rrggbb, rounding and clamping channels', () => {
    expect(rgbToHex({ r: 255, g: 128, b: 0 })).toBe('#ff8000');
    expect(rgbToHex({ r: 300, g: -4, b: 15.6 })).toBe('#ff0010');
  });
});

describe('hex <-> hsv', () => {
  it('knows the primaries, black, white and grey', () => {
    expect(hexToHsv('#ff0000')).toEqual({ h: 0, s: 1, v: 1 });
    expect(hexToHsv('#00ff00')).toEqual({ h: 120, s: 1, v: 1 });
    expect(hexToHsv('#0000ff')).toEqual({ h: 240, s: 1, v: 1 });
    expect(hexToHsv('#000000')).toEqual({ h: 0, s: 0, v: 0 });
    expect(hexToHsv('#ffffff')).toEqual({ h: 0, s: 0, v: 1 });
    expect(hexToHsv('#808080')).toEqual({ h: 0, s: 0, v: 128 / 255 });
  });

  it('treats hue 360 as red and clamps saturation and value to 0..1', () => {
    expect(hsvToHex({ h: 360, s: 1, v: 1 })).toBe('#ff0000');
    expect(hsvToHex({ h: -120, s: 1, v: 1 })).toBe('#0000ff');
    expect(hsvToHex({ h: 200, s: 2, v: -1 })).toBe('#000000');
    expect(hsvToHex({ h: 200, s: 0, v: 1 })).toBe('#ffffff');
  });

  it('round-trips every hex colour at the edges of each channel', () => {
    const levels = [0, 1, 127, 128, 254, 255];
    for (const r of levels)
      for (const g of levels)
        for (const b of levels) {
          const hex = rgbToHex({ r, g, b });
          expect(hsvToHex(rgbToHsv({ r, g, b })), hex).toBe(hex);
        }
  });

  it('round-trips hsv at the corners of the 2D area (hue is lost only where it has no meaning)', () => {
    for (const h of [0, 60, 120, 180, 240, 300, 359]) {
      const back = hexToHsv(hsvToHex({ h, s: 1, v: 1 }));
      expect(back?.h).toBeCloseTo(h, 0);
      expect(back?.s).toBe(1);
      expect(back?.v).toBe(1);
    }
    expect(hsvToRgb({ h: 0, s: 0, v: 0 })).toEqual({ r: 0, g: 0, b: 0 });
  });
});
