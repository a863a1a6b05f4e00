import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rect, ResizeHandle } from '../geometry';
import { createSnapIndex } from './snap';
import { snapFullScan } from './snap.scan';
import type { Guide, SnapIndexInput, SnapResult } from './snap.types';
import { parseColor } from '../scene';
import { GRID_COLOR, GRID_SIZE, SNAP_THRESHOLD_PX, createSnapResult, snapThreshold } from './snap.utils';

const scene = { width: 1920, height: 1080 };
const other: Rect = { left: 400, top: 300, width: 200, height: 100 };
const threshold = snapThreshold(1);

function guidesOf(result: SnapResult): Guide[] {
  return result.guides.slice(0, result.guideCount).map((guide) => ({ ...guide }));
}

function move(input: SnapIndexInput, rect: Rect, zoom = 1, isEnabled = true): SnapResult {
  return createSnapIndex(input).snapMove(rect, { threshold: snapThreshold(zoom), out: createSnapResult(), isEnabled });
}

describe('snap constants', () => {
  it('snaps within 4 screen px on a grid of 16', () => {
    expect(SNAP_THRESHOLD_PX).toBe(4);
    expect(GRID_SIZE).toBe(16);
    // spec: grid color white at 0.2 opacity
    expect(parseColor(GRID_COLOR)).toEqual({ r: 255, g: 255, b: 255, a: 0.2 });
    expect(snapThreshold(2)).toBe(2);
    expect(snapThreshold(0.5)).toBe(8);
  });
});

describe('snapMove', () => {
  const input: SnapIndexInput = { scene, others: [other], isGridEnabled: false };

  it("snaps a left edge onto another section's right edge and draws a guide spanning both boxes", () => {
    const result = move(input, { left: 603, top: 700, width: 100, height: 50 });
    expect(result.dx).toBe(-3);
    expect(result.dy).toBe(0);
    expect(guidesOf(result)).toEqual([{ axis: 'x', position: 600, from: 300, to: 750 }]);
  });

  it('snaps at exactly 4 px and not beyond', () => {
    expect(move(input, { left: 604, top: 700, width: 101, height: 51 }).dx).toBe(-4);
    expect(move(input, { left: 604.01, top: 700, width: 101, height: 51 }).dx).toBe(0);
  });

  it('measures the threshold in screen pixels: 4 px at zoom 2 is 2 scene px', () => {
    expect(move(input, { left: 603, top: 700, width: 101, height: 51 }, 2).dx).toBe(0);
    expect(move(input, { left: 602, top: 700, width: 101, height: 51 }, 2).dx).toBe(-2);
    expect(move(input, { left: 608, top: 700, width: 101, height: 51 }, 0.5).dx).toBe(-8);
  });

  it('picks the nearest of left, centre and right', () => {
    // left 402 is 2 px from 400; right 1 px from 600 wins
    const result = move(input, { left: 402, top: 700, width: 199, height: 51 });
    expect(result.dx).toBe(-1);
    expect(guidesOf(result).map((guide) => guide.position)).toEqual([600]);
  });

  it('draws a guide for every line that lands on one after the nudge', () => {
    const result = move(input, { left: 401, top: 700, width: 200, height: 51 });
    expect(result.dx).toBe(-1);
    expect(guidesOf(result).map((guide) => guide.position)).toEqual([400, 500, 600]);
  });

  it("snaps a centre to the scene's centre with a guide across the whole scene", () => {
    const result = move({ scene, others: [], isGridEnabled: false }, { left: 911, top: 100, width: 100, height: 51 });
    expect(result.dx).toBe(-1);
    expect(guidesOf(result)).toEqual([{ axis: 'x', position: 960, from: 0, to: 1080 }]);
  });

  it('snaps to the nearest grid multiple when no guide is nearer, with a guide across the scene', () => {
    const result = move({ scene, others: [], isGridEnabled: true }, { left: 163, top: 205, width: 37, height: 27 });
    expect(result.dx).toBe(-3);
    expect(result.dy).toBe(3);
    expect(guidesOf(result)).toEqual([
      { axis: 'x', position: 160, from: 0, to: 1080 },
      { axis: 'y', position: 208, from: 0, to: 1920 },
    ]);
    expect(move({ scene, others: [], isGridEnabled: false }, { left: 163, top: 205, width: 37, height: 37 }).dx).toBe(
      0,
    );
  });

  it('prefers a guide over the grid at the same distance', () => {
    const result = move(
      { scene, others: [{ left: 162, top: 0, width: 10, height: 10 }], isGridEnabled: true },
      {
        left: 161,
        top: 600,
        width: 37,
        height: 37,
      },
    );
    expect(result.dx).toBe(1);
    expect(result.dy).toBe(3);
    expect(guidesOf(result)[0]).toEqual({ axis: 'x', position: 162, from: 0, to: 640 });
  });

  it('does nothing while Ctrl is held', () => {
    const result = move(input, { left: 603, top: 700, width: 100, height: 50 }, 1, false);
    expect([result.dx, result.dy, result.guideCount]).toEqual([0, 0, 0]);
  });

  it('writes into the caller-provided result and reuses its guides', () => {
    const out = createSnapResult();
    const guides = out.guides;
    const first = guides[0];
    const index = createSnapIndex(input);
    expect(index.snapMove({ left: 603, top: 700, width: 100, height: 50 }, { threshold, out })).toBe(out);
    expect(out.guides).toBe(guides);
    expect(out.guides[0]).toBe(first);
    index.snapMove({ left: 1000, top: 700, width: 101, height: 51 }, { threshold, out });
    expect(out.guideCount).toBe(0);
  });

  it('indexes each position once, with the union of the boxes behind it', () => {
    const index = createSnapIndex({
      scene,
      others: [other, { left: 400, top: 800, width: 100, height: 100 }],
      isGridEnabled: false,
    });
    expect(Array.from(index.x.positions)).toEqual([0, 400, 450, 500, 600, 960, 1920]);
    expect(index.x.from[1]).toBe(300);
    expect(index.x.to[1]).toBe(900);
  });
});

describe('snapResize', () => {
  it('snaps only the edges the handle moves', () => {
    const index = createSnapIndex({ scene, others: [other], isGridEnabled: false });
    const out = createSnapResult();
    // right edge 398 is 2 px from 400; the left edge 299 would snap to nothing anyway
    expect(index.snapResize({ left: 299, top: 297, width: 99, height: 50 }, 'e', { threshold, out }).dx).toBe(2);
    expect(out.dy).toBe(0);
    // with the west handle the right edge does not snap
    expect(index.snapResize({ left: 299, top: 297, width: 99, height: 50 }, 'w', { threshold, out }).dx).toBe(0);
    expect(index.snapResize({ left: 299, top: 297, width: 99, height: 50 }, 'nw', { threshold, out }).dy).toBe(3);
  });
});

const coordinate = fc.double({ min: -100, max: 2100, noNaN: true }).map((value) => value + 0);
const size = fc.double({ min: 1, max: 800, noNaN: true });
const integerRect = fc.record({
  left: fc.integer({ min: -50, max: 2000 }),
  top: fc.integer({ min: -50, max: 1100 }),
  width: fc.integer({ min: 1, max: 600 }),
  height: fc.integer({ min: 1, max: 600 }),
});
const fractionalRect = fc.record({ left: coordinate, top: coordinate, width: size, height: size });
const anyRect = fc.oneof(integerRect, fractionalRect);
const handles: (ResizeHandle | null)[] = [null, 'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];

describe('the index and the full scan', () => {
  it('give the same nudge and guides, and never move a box by more than the threshold', () => {
    fc.assert(
      fc.property(
        fc.array(anyRect, { maxLength: 40 }),
        fc.array(anyRect, { minLength: 1, maxLength: 10 }),
        fc.constantFrom(...handles),
        fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 8),
        fc.boolean(),
        fc.constantFrom(8, 16, 10.5),
        (others, queries, handle, zoom, isGridEnabled, grid) => {
          const input: SnapIndexInput = { scene, others, isGridEnabled, grid };
          const index = createSnapIndex(input);
          const indexed = createSnapResult();
          const scanned = createSnapResult();
          const options = { threshold: snapThreshold(zoom) };
          for (const rect of queries) {
            if (handle === null) index.snapMove(rect, { ...options, out: indexed });
            else index.snapResize(rect, handle, { ...options, out: indexed });
            snapFullScan(input, rect, { ...options, out: scanned }, handle);
            expect([indexed.dx, indexed.dy, guidesOf(indexed)]).toEqual([scanned.dx, scanned.dy, guidesOf(scanned)]);
            expect(Math.abs(indexed.dx)).toBeLessThanOrEqual(options.threshold);
            expect(Math.abs(indexed.dy)).toBeLessThanOrEqual(options.threshold);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agree when boxes share edges and sit exactly between two guides', () => {
    const others = [other, { left: 608, top: 0, width: 16, height: 16 }, { left: 600, top: 500, width: 8, height: 8 }];
    const input: SnapIndexInput = { scene, others, isGridEnabled: true };
    const index = createSnapIndex(input);
    for (const left of [602, 604, 606, 596, 604.5, 611.99]) {
      const rect = { left, top: 290, width: 40, height: 20 };
      const indexed = index.snapMove(rect, { threshold, out: createSnapResult() });
      const scanned = snapFullScan(input, rect, { threshold, out: createSnapResult() });
      expect(guidesOf(indexed)).toEqual(guidesOf(scanned));
      expect(indexed.dx).toBe(scanned.dx);
    }
  });
});
