import { describe, expect, it } from 'vitest';
import { stageScale } from './playerDisplay';

describe('stageScale', () => {
  const fullHd = { width: 1920, height: 1080 };

  it('fits a landscape scene to the display, letterboxed on the tighter side', () => {
    expect(stageScale(fullHd, { width: 1280, height: 720 }, 'LANDSCAPE')).toBeCloseTo(2 / 3);
    expect(stageScale(fullHd, { width: 1280, height: 1024 }, 'LANDSCAPE')).toBeCloseTo(1280 / 1920);
    expect(stageScale(fullHd, { width: 3840, height: 1080 }, 'AUTO')).toBe(1);
  });

  it('turns a PORTRAIT screen: the scene width lies along the display height', () => {
    const portraitScene = { width: 1080, height: 1920 };
    expect(stageScale(portraitScene, { width: 1920, height: 1080 }, 'PORTRAIT')).toBe(1);
    expect(stageScale(fullHd, { width: 1280, height: 720 }, 'PORTRAIT')).toBeCloseTo(720 / 1920);
  });

  it('draws an empty scene at its size rather than dividing by zero', () => {
    expect(stageScale({ width: 0, height: 1080 }, fullHd, 'LANDSCAPE')).toBe(1);
  });
});
