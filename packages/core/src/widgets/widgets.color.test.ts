import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR, formatColor, parseColor } from './index';
import { applyOpacity } from './widgets.color';

describe('widget colours', () => {
  it('are read from rgb or rgba; anything else is white fully transparent', () => {
    expect(parseColor('rgba(0, 128, 255, 0.25)')).toEqual({ r: 0, g: 128, b: 255, a: 0.25 });
    expect(parseColor('rgb(0,128,255)')).toEqual({ r: 0, g: 128, b: 255, a: 1 });
    expect(parseColor('#ff0000')).toEqual({ r: 255, g: 255, b: 255, a: 0 });
    expect(parseColor(undefined)).toEqual(DEFAULT_COLOR);
    expect(formatColor(parseColor('rgb(1,2,3)'))).toBe('rgba(1,2,3,1)');
  });

  it('paint with their opacity: fill with fillOpacity, stroke with strokeOpacity', () => {
    expect(applyOpacity('rgb(255,0,0)', 0.5)).toBe('rgba(255,0,0,0.5)');
    expect(applyOpacity('rgba(0,0,0,0.5)', 0.5)).toBe('rgba(0,0,0,0.25)');
    expect(applyOpacity('rgba(0,0,0,0.5)', 3)).toBe('rgba(0,0,0,0.5)');
    expect(applyOpacity('nonsense', 1)).toBe('rgba(255,255,255,0)');
  });
});
