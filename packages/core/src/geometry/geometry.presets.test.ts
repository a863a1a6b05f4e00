import { describe, expect, it } from 'vitest';
import {
  DISPLAY_SCALE_MAX,
  PERSPECTIVE_3D,
  PREVIEW_SCALE_MAX,
  RATIO_PRESETS,
  ZOOM_MIN,
  ZOOM_PRESETS,
  parseRatio,
  previewScale,
  roundFontSize,
  sizeForRatio,
  stackSpacing3d,
  zoomForPreset,
  zoomToFit,
} from './geometry.presets';

describe('ratios', () => {
  it('lists the spec ratio options in order', () => {
    expect(RATIO_PRESETS.map((preset) => preset.name)).toEqual([
      'Free',
      '1:1',
      '2:3',
      '3:2',
      '3:4',
      '4:3',
      '9:16',
      '16:9',
    ]);
    expect(RATIO_PRESETS[0]?.ratio).toBeNull();
  });

  it('reads ratio labels and refuses Free or nonsense', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9, 12);
    expect(parseRatio('Free')).toBeNull();
    expect(parseRatio(null)).toBeNull();
    expect(parseRatio('0:9')).toBeNull();
    expect(parseRatio('4:0')).toBeNull();
  });

  it('keeps the width and rounds the height for a ratio; Free keeps the size', () => {
    expect(sizeForRatio({ width: 1920, height: 1000 }, '16:9')).toEqual({ width: 1920, height: 1080 });
    expect(sizeForRatio({ width: 1000, height: 1000 }, '3:4')).toEqual({ width: 1000, height: 1333 });
    expect(sizeForRatio({ width: 1920, height: 1000 }, 'Free')).toEqual({ width: 1920, height: 1000 });
  });
});

describe('zoom and scale', () => {
  it('offers in, out, fit, 50, 100 and 200', () => {
    expect(ZOOM_PRESETS).toEqual(['in', 'out', 'fit', 50, 100, 200]);
  });

  it('fits the content, capping the display scale at 9.99 and previews at 0.5', () => {
    expect(zoomToFit({ width: 1920, height: 1080 }, { width: 960, height: 1080 })).toBe(0.5);
    expect(zoomToFit({ width: 10, height: 10 }, { width: 1000, height: 1000 })).toBe(DISPLAY_SCALE_MAX);
    expect(DISPLAY_SCALE_MAX).toBe(9.99);
    expect(previewScale({ width: 100, height: 100 }, { width: 1000, height: 1000 })).toBe(PREVIEW_SCALE_MAX);
    expect(previewScale({ width: 1000, height: 1000 }, { width: 400, height: 1000 })).toBe(0.4);
  });

  it('applies presets: percentages, fit, and steps bounded by the caps', () => {
    expect(zoomForPreset(50, 3, 0.7)).toBe(0.5);
    expect(zoomForPreset(200, 3, 0.7)).toBe(2);
    expect(zoomForPreset('fit', 3, 0.7)).toBe(0.7);
    expect(zoomForPreset('in', 1, 0.7)).toBe(1.25);
    expect(zoomForPreset('in', 9.9, 0.7)).toBe(DISPLAY_SCALE_MAX);
    expect(zoomForPreset('out', 0.11, 0.7)).toBe(ZOOM_MIN);
  });

  it('spaces the 3D stack by min(75/count, 5) under perspective 100', () => {
    expect(PERSPECTIVE_3D).toBe(100);
    expect(stackSpacing3d(1)).toBe(5);
    expect(stackSpacing3d(15)).toBe(5);
    expect(stackSpacing3d(16)).toBe(75 / 16);
    expect(stackSpacing3d(0)).toBe(5);
  });

  it('rounds font sizes to 1/16', () => {
    expect(roundFontSize(12.03)).toBe(12);
    expect(roundFontSize(12.04)).toBe(12.0625);
    expect(roundFontSize(7.97)).toBe(8);
  });
});
