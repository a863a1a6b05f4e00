import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECTION_MIN_SIZE,
  canLockRatio,
  clampNumberInput,
  clampRect,
  lockedRatio,
  roundRect,
  sectionLimits,
} from './geometry';
import { resizeFromHandle } from './geometry.resize';
import type { Rect, ResizeHandle, Size } from './geometry.types';

const scene: Size = { width: 1920, height: 1080 };
const HANDLES: ResizeHandle[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
const EPSILON = 1e-9;

/** A scene and a box inside it at least 1 px wide and high. */
const sceneAndRect = fc
  .record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) })
  .chain((bounds) =>
    fc
      .record({
        w: fc.double({ min: 1, max: bounds.width, noNaN: true }),
        h: fc.double({ min: 1, max: bounds.height, noNaN: true }),
      })
      .chain(({ w, h }) =>
        fc.record({
          bounds: fc.constant(bounds),
          rect: fc.record({
            left: fc.double({ min: 0, max: bounds.width - w, noNaN: true }),
            top: fc.double({ min: 0, max: bounds.height - h, noNaN: true }),
            width: fc.constant(w),
            height: fc.constant(h),
          }),
        }),
      ),
  );

function isInside(rect: Rect, bounds: Size): boolean {
  return (
    rect.left >= -EPSILON &&
    rect.top >= -EPSILON &&
    rect.width >= SECTION_MIN_SIZE - EPSILON &&
    rect.height >= SECTION_MIN_SIZE - EPSILON &&
    rect.left + rect.width <= bounds.width + EPSILON * bounds.width &&
    rect.top + rect.height <= bounds.height + EPSILON * bounds.height
  );
}

describe('section limits', () => {
  it('ranges width/height from 1 to the room left and x/y from 0 to scene minus size', () => {
    expect(sectionLimits({ left: 100, top: 80, width: 400, height: 200 }, scene, false)).toEqual({
      left: { min: 0, max: 1520 },
      top: { min: 0, max: 880 },
      width: { min: 1, max: 1820 },
      height: { min: 1, max: 1000 },
    });
  });

  it('scales the size ranges proportionally when the ratio is locked', () => {
    const limits = sectionLimits({ left: 100, top: 80, width: 400, height: 200 }, scene, true);
    expect(limits.width).toEqual({ min: 2, max: 1820 });
    expect(limits.height).toEqual({ min: 1, max: 910 });
    const tall = sectionLimits({ left: 0, top: 0, width: 100, height: 400 }, scene, true);
    expect(tall.width).toEqual({ min: 1, max: 270 });
    expect(tall.height).toEqual({ min: 4, max: 1080 });
  });

  it('toggles the ratio lock only when width and height are positive', () => {
    expect(canLockRatio({ width: 1, height: 1 })).toBe(true);
    expect(canLockRatio({ width: 0, height: 10 })).toBe(false);
    expect(canLockRatio({ width: 10, height: 0 })).toBe(false);
  });

  it('stores a locked ratio in lowest terms, and none when it cannot lock (issue 24: Keep ratio was not saved)', () => {
    expect(lockedRatio({ width: 640, height: 360 })).toBe('16:9');
    expect(lockedRatio({ width: 1080, height: 1920 })).toBe('9:16');
    expect(lockedRatio({ width: 7, height: 7 })).toBe('1:1');
    expect(lockedRatio({ width: 641, height: 360 })).toBe('641:360');
    expect(lockedRatio({ width: 639.6, height: 360.2 })).toBe('16:9');
    expect(lockedRatio({ width: 0, height: 10 })).toBeNull();
  });

  it('clamps number inputs to their min and max', () => {
    const range = { min: 1, max: 1820 };
    expect(clampNumberInput(0, range)).toBe(1);
    expect(clampNumberInput(1, range)).toBe(1);
    expect(clampNumberInput(1820, range)).toBe(1820);
    expect(clampNumberInput(1821, range)).toBe(1820);
    expect(clampNumberInput(Number.NaN, range)).toBe(1);
  });

  it('keeps a clamped rect inside the scene for any input', () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 1, max: 5000 }), height: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({
          left: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
          top: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
          width: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
          height: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        }),
        (bounds, rect) => isInside(clampRect(rect, bounds), bounds),
      ),
    );
  });

  it('rounds a rect to whole pixels', () => {
    expect(roundRect({ left: 0.4, top: 1.5, width: 9.6, height: 2.49 })).toEqual({
      left: 0,
      top: 2,
      width: 10,
      height: 2,
    });
  });
});

describe('resizeFromHandle', () => {
  const start: Rect = { left: 100, top: 100, width: 400, height: 200 };
  const free = { keepRatio: false, bounds: scene };
  const locked = { keepRatio: true, bounds: scene };

  it('moves only the dragged edges and keeps the opposite ones', () => {
    expect(resizeFromHandle(start, 'e', { x: 50, y: 30 }, free)).toEqual({
      left: 100,
      top: 100,
      width: 450,
      height: 200,
    });
    expect(resizeFromHandle(start, 'nw', { x: 50, y: 30 }, free)).toEqual({
      left: 150,
      top: 130,
      width: 350,
      height: 170,
    });
    expect(resizeFromHandle(start, 's', { x: 50, y: 30 }, free)).toEqual({
      left: 100,
      top: 100,
      width: 400,
      height: 230,
    });
  });

  it('stops at 1 px instead of flipping, and at the scene edge', () => {
    expect(resizeFromHandle(start, 'w', { x: 1000, y: 0 }, free)).toEqual({
      left: 499,
      top: 100,
      width: 1,
      height: 200,
    });
    expect(resizeFromHandle(start, 'se', { x: 5000, y: 5000 }, free)).toEqual({
      left: 100,
      top: 100,
      width: 1820,
      height: 980,
    });
    expect(resizeFromHandle(start, 'nw', { x: -5000, y: -5000 }, free)).toEqual({
      left: 0,
      top: 0,
      width: 500,
      height: 300,
    });
  });

  it('keeps the ratio of the start box on a corner, following the axis that moved further', () => {
    expect(resizeFromHandle(start, 'se', { x: 100, y: 10 }, locked)).toEqual({
      left: 100,
      top: 100,
      width: 500,
      height: 250,
    });
    expect(resizeFromHandle(start, 'nw', { x: 0, y: 100 }, locked)).toEqual({
      left: 300,
      top: 200,
      width: 200,
      height: 100,
    });
  });

  it('scales the other side about its centre on a locked edge, kept inside the scene', () => {
    expect(resizeFromHandle(start, 'e', { x: 200, y: 0 }, locked)).toEqual({
      left: 100,
      top: 50,
      width: 600,
      height: 300,
    });
    const atTop = resizeFromHandle({ left: 0, top: 0, width: 200, height: 100 }, 'e', { x: 200, y: 0 }, locked);
    expect(atTop).toEqual({ left: 0, top: 0, width: 400, height: 200 });
  });

  it('computes from the start box and the total delta: a drag past the minimum and back ends at the start box', () => {
    expect(resizeFromHandle(start, 'se', { x: -1000, y: -1000 }, locked)).toEqual({
      left: 100,
      top: 100,
      width: 2,
      height: 1,
    });
    expect(resizeFromHandle(start, 'se', { x: 0, y: 0 }, locked)).toEqual(start);
  });

  it('stays inside the scene and at least 1 px for any handle and delta', () => {
    fc.assert(
      fc.property(
        sceneAndRect,
        fc.constantFrom(...HANDLES),
        fc.record({
          x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
          y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        }),
        fc.boolean(),
        ({ bounds, rect }, handle, delta, keepRatio) =>
          isInside(resizeFromHandle(rect, handle, delta, { keepRatio, bounds }), bounds),
      ),
    );
  });

  it('preserves the ratio within 1e-9 (before rounding) for locked corner resizes', () => {
    fc.assert(
      fc.property(
        sceneAndRect,
        fc.constantFrom<ResizeHandle>('ne', 'nw', 'se', 'sw'),
        fc.record({
          x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
          y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        }),
        ({ bounds, rect }, handle, delta) => {
          const next = resizeFromHandle(rect, handle, delta, { keepRatio: true, bounds });
          const ratio = rect.width / rect.height;
          return Math.abs(next.width / next.height - ratio) <= 1e-9 * ratio;
        },
      ),
    );
  });
});
