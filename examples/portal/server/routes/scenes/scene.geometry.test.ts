import { describe, expect, it } from 'vitest';
import { boxProblems, collectBoxProblems } from './scene.geometry';

const scene = { width: 1920, height: 1080 };

describe('section geometry inside a scene', () => {
  it('accepts a 1 x 1 section and one touching the far edges exactly', () => {
    expect(boxProblems({ left: 0, top: 0, width: 1, height: 1 }, scene)).toEqual([]);
    expect(boxProblems({ left: 1280, top: 720, width: 640, height: 360 }, scene)).toEqual([]);
  });

  it('refuses a width or height under 1', () => {
    expect(boxProblems({ left: 0, top: 0, width: 0.5, height: 10 }, scene)).toHaveLength(1);
  });

  it('refuses a section starting before the scene or reaching past it', () => {
    expect(boxProblems({ left: -1, top: 0, width: 10, height: 10 }, scene)).toHaveLength(1);
    expect(boxProblems({ left: 1911, top: 0, width: 10, height: 10 }, scene)).toHaveLength(1);
    expect(boxProblems({ left: 0, top: 1071, width: 10, height: 10 }, scene)).toHaveLength(1);
  });

  it('collects problems under their keys', () => {
    const errors = {};
    const isValid = collectBoxProblems(errors, [['sections.1', { left: 0, top: 0, width: 4000, height: 10 }]], scene);
    expect(isValid).toBe(false);
    expect(Object.keys(errors)).toEqual(['sections.1']);
  });
});
