import { describe, expect, it } from 'vitest';
import { boxProblems, collectBoxProblems, patchedBox } from './geometry.bounds';

const scene = { width: 1920, height: 1080 };

describe('section boxes inside a scene (spec §5)', () => {
  it('accepts a 1 x 1 section and one touching the far edges exactly', () => {
    expect(boxProblems({ left: 0, top: 0, width: 1, height: 1 }, scene)).toEqual([]);
    expect(boxProblems({ left: 1280, top: 720, width: 640, height: 360 }, scene)).toEqual([]);
    // A floating-point hair past the edge still fits.
    expect(boxProblems({ left: 1280, top: 720, width: 640.0000001, height: 360 }, scene)).toEqual([]);
  });

  it('refuses a width or height under 1', () => {
    expect(boxProblems({ left: 0, top: 0, width: 0.5, height: 10 }, scene)).toEqual([
      'The section width and height must be at least 1.',
    ]);
    expect(boxProblems({ left: 0, top: 0, width: 10, height: 0 }, scene)).toHaveLength(1);
  });

  it('refuses a section starting before the scene or reaching past it', () => {
    expect(boxProblems({ left: -1, top: 0, width: 10, height: 10 }, scene)).toEqual([
      'The section must not start before the scene.',
    ]);
    expect(boxProblems({ left: 1911, top: 0, width: 10, height: 10 }, scene)).toEqual([
      'The section must fit inside the scene (1920 x 1080).',
    ]);
    expect(boxProblems({ left: 0, top: 1071, width: 10, height: 10 }, scene)).toHaveLength(1);
  });

  it('refuses a box that is not numbers at all', () => {
    expect(boxProblems({ left: Number.NaN, top: 0, width: Number.NaN, height: 10 }, scene)).toHaveLength(3);
  });

  it('collects problems under their keys and says whether every box fits', () => {
    const errors: Record<string, string[]> = {};
    const boxes: [string, { left: number; top: number; width: number; height: number }][] = [
      ['sections.0', { left: 0, top: 0, width: 10, height: 10 }],
      ['sections.1', { left: 0, top: 0, width: 4000, height: 10 }],
    ];
    expect(collectBoxProblems(errors, boxes, scene)).toBe(false);
    expect(Object.keys(errors)).toEqual(['sections.1']);
    expect(collectBoxProblems({}, boxes.slice(0, 1), scene)).toBe(true);
  });

  it('applies only the fields a patch carries', () => {
    expect(patchedBox({ left: 1, top: 2, width: 3, height: 4 }, { width: 30 })).toEqual({
      left: 1,
      top: 2,
      width: 30,
      height: 4,
    });
  });
});
