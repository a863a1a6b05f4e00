import type { Rect, ResizeHandle, Size } from '../geometry';
import type { Axis, SnapAxisIndex, SnapIndex, SnapIndexInput, SnapQuery, SnapResult } from './snap.types';
import {
  GRID_SIZE,
  GUIDE_EPSILON,
  LINES_ALL,
  createAxisBest,
  handleMaskX,
  handleMaskY,
  offerGrid,
  pushGuide,
  resetAxisBest,
  writeLines,
  type AxisBest,
} from './snap.utils';

// Scratch space reused by every query, so a pointer move allocates nothing.
const linesX = new Float64Array(3);
const linesY = new Float64Array(3);
const bestX = createAxisBest();
const bestY = createAxisBest();

/**
 * Builds the snap index of a gesture, once, from the other sections and the scene: per axis a sorted,
 * deduplicated Float64Array of their edges and centres, each with the extent of the boxes behind it.
 * Queries then binary-search it (O(log n)) and compute the grid arithmetically; they allocate nothing.
 * @example
 * const index = createSnapIndex({ scene, others, isGridEnabled: true });
 * const out = createSnapResult();
 * index.snapMove(moved, { threshold: snapThreshold(zoom), out, isEnabled: !event.ctrlKey });
 */
export function createSnapIndex(input: SnapIndexInput): SnapIndex {
  const scene = input.scene;
  const grid = input.isGridEnabled ? (input.grid ?? GRID_SIZE) : 0;
  const x = buildAxis(input.others, scene, true);
  const y = buildAxis(input.others, scene, false);
  const query = (rect: Rect, maskX: number, maskY: number, options: SnapQuery): SnapResult => {
    const out = options.out;
    out.dx = 0;
    out.dy = 0;
    out.guideCount = 0;
    if (options.isEnabled === false) return out;
    writeLines(linesX, rect.left, rect.width);
    writeLines(linesY, rect.top, rect.height);
    solveAxis(x, linesX, maskX, options.threshold, bestX);
    offerGrid(bestX, linesX, maskX, grid, scene.width, options.threshold);
    solveAxis(y, linesY, maskY, options.threshold, bestY);
    offerGrid(bestY, linesY, maskY, grid, scene.height, options.threshold);
    out.dx = bestX.line >= 0 ? bestX.position - (linesX[bestX.line] as number) : 0;
    out.dy = bestY.line >= 0 ? bestY.position - (linesY[bestY.line] as number) : 0;
    const top = rect.top + out.dy;
    const left = rect.left + out.dx;
    writeGuides(out, 'x', x, linesX, maskX, bestX, out.dx, top, top + rect.height, scene.height);
    writeGuides(out, 'y', y, linesY, maskY, bestY, out.dy, left, left + rect.width, scene.width);
    return out;
  };
  return {
    x,
    y,
    snapMove: (rect, options) => query(rect, LINES_ALL, LINES_ALL, options),
    snapResize: (rect: Rect, handle: ResizeHandle, options) =>
      query(rect, handleMaskX(handle), handleMaskY(handle), options),
  };
}

/** Sorts and deduplicates one axis's guide positions and unions the extents of the boxes behind each. */
function buildAxis(others: readonly Rect[], scene: Size, isX: boolean): SnapAxisIndex {
  const raw = new Float64Array(others.length * 3 + 3);
  others.forEach((rect, i) => {
    writeLines(raw.subarray(i * 3, i * 3 + 3), isX ? rect.left : rect.top, isX ? rect.width : rect.height);
  });
  writeLines(raw.subarray(others.length * 3), 0, isX ? scene.width : scene.height);
  raw.sort();
  let count = 0;
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i] as number;
    if (count === 0 || value !== raw[count - 1]) raw[count++] = value;
  }
  const positions = raw.slice(0, count);
  const from = new Float64Array(count).fill(Infinity);
  const to = new Float64Array(count).fill(-Infinity);
  const line = new Float64Array(3);
  const add = (start: number, size: number, extentFrom: number, extentTo: number): void => {
    writeLines(line, start, size);
    for (const value of line) {
      const i = lowerBound(positions, value);
      from[i] = Math.min(from[i] as number, extentFrom);
      to[i] = Math.max(to[i] as number, extentTo);
    }
  };
  for (const rect of others) {
    if (isX) add(rect.left, rect.width, rect.top, rect.top + rect.height);
    else add(rect.top, rect.height, rect.left, rect.left + rect.width);
  }
  add(0, isX ? scene.width : scene.height, 0, isX ? scene.height : scene.width);
  return { positions, from, to };
}

/** Index of the first position >= value (positions.length when none). */
function lowerBound(positions: Float64Array, value: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the position nearest to value (the lower one on a tie), or -1 when there is none. */
function nearestIndex(positions: Float64Array, value: number): number {
  const count = positions.length;
  if (count === 0) return -1;
  const i = lowerBound(positions, value);
  if (i === 0) return 0;
  if (i === count) return count - 1;
  return (positions[i] as number) - value < value - (positions[i - 1] as number) ? i : i - 1;
}

/** Finds, among the masked lines, the one nearest to a guide within the threshold (earlier lines win ties). */
function solveAxis(axis: SnapAxisIndex, lines: Float64Array, mask: number, threshold: number, best: AxisBest): void {
  resetAxisBest(best);
  for (let line = 0; line < 3; line++) {
    if ((mask & (1 << line)) === 0) continue;
    const value = lines[line] as number;
    const i = nearestIndex(axis.positions, value);
    if (i < 0) continue;
    const distance = Math.abs((axis.positions[i] as number) - value);
    if (distance <= threshold && distance < best.distance) {
      best.distance = distance;
      best.position = axis.positions[i] as number;
      best.line = line;
      best.index = i;
    }
  }
}

/** Writes the guides of one axis: the grid line, or every guide a masked line sits on after the nudge. */
function writeGuides(
  out: SnapResult,
  axis: Axis,
  index: SnapAxisIndex,
  lines: Float64Array,
  mask: number,
  best: AxisBest,
  delta: number,
  start: number,
  end: number,
  sceneExtent: number,
): void {
  if (best.line < 0) return;
  if (best.isGrid) {
    pushGuide(out, axis, best.position, Math.min(0, start), Math.max(sceneExtent, end));
    return;
  }
  for (let line = 0; line < 3; line++) {
    if ((mask & (1 << line)) === 0) continue;
    let i = best.index;
    if (line !== best.line) {
      const value = (lines[line] as number) + delta;
      i = nearestIndex(index.positions, value);
      if (i < 0 || !(Math.abs((index.positions[i] as number) - value) <= GUIDE_EPSILON)) continue;
    }
    pushGuide(
      out,
      axis,
      index.positions[i] as number,
      Math.min(index.from[i] as number, start),
      Math.max(index.to[i] as number, end),
    );
  }
}
