import type { Rect, ResizeHandle } from '../geometry';
import type { Axis, SnapIndexInput, SnapQuery, SnapResult } from './snap.types';
import {
  GRID_SIZE,
  GUIDE_EPSILON,
  createAxisBest,
  handleMaskX,
  handleMaskY,
  offerGrid,
  pushGuide,
  resetAxisBest,
  writeLines,
  type AxisBest,
} from './snap.utils';

const linesX = new Float64Array(3);
const linesY = new Float64Array(3);
const source = new Float64Array(3);
const nearest = new Float64Array(3);
const shifted = new Float64Array(3);
const found = new Float64Array(3);
const foundFrom = new Float64Array(3);
const foundTo = new Float64Array(3);
const bestX = createAxisBest();
const bestY = createAxisBest();

/**
 * The naive baseline: answers exactly like `createSnapIndex(input).snapMove/snapResize` (a null
 * handle means a move) but scans every section's lines on every query, as known peers do: one scan
 * per axis for the nudge, two more for the guides when a section's line won. For benchmarks and tests.
 */
export function snapFullScan(
  input: SnapIndexInput,
  rect: Rect,
  options: SnapQuery,
  handle: ResizeHandle | null = null,
): SnapResult {
  const out = options.out;
  out.dx = 0;
  out.dy = 0;
  out.guideCount = 0;
  if (options.isEnabled === false) return out;
  const grid = input.isGridEnabled ? (input.grid ?? GRID_SIZE) : 0;
  const maskX = handleMaskX(handle);
  const maskY = handleMaskY(handle);
  writeLines(linesX, rect.left, rect.width);
  writeLines(linesY, rect.top, rect.height);
  scanAxis(input, true, linesX, maskX, options.threshold, bestX);
  offerGrid(bestX, linesX, maskX, grid, input.scene.width, options.threshold);
  scanAxis(input, false, linesY, maskY, options.threshold, bestY);
  offerGrid(bestY, linesY, maskY, grid, input.scene.height, options.threshold);
  out.dx = bestX.line >= 0 ? bestX.position - (linesX[bestX.line] as number) : 0;
  out.dy = bestY.line >= 0 ? bestY.position - (linesY[bestY.line] as number) : 0;
  const top = rect.top + out.dy;
  const left = rect.left + out.dx;
  scanGuides(out, input, 'x', linesX, maskX, bestX, out.dx, top, top + rect.height);
  scanGuides(out, input, 'y', linesY, maskY, bestY, out.dy, left, left + rect.width);
  return out;
}

/** Whether `position` beats `current` as the nearest to `value`, with the index's tie rule (the neighbour below first). */
function isNearer(position: number, current: number, value: number): boolean {
  const distance = Math.abs(position - value);
  const currentDistance = Math.abs(current - value);
  if (distance !== currentDistance) return distance < currentDistance;
  const isBelow = position < value;
  if (isBelow !== current < value) return isBelow;
  return isBelow ? position > current : position < current;
}

/** The nearest guide to each masked line, by scanning every line; then the best line within the threshold. */
function scanAxis(
  input: SnapIndexInput,
  isX: boolean,
  lines: Float64Array,
  mask: number,
  threshold: number,
  best: AxisBest,
): void {
  resetAxisBest(best);
  nearest.fill(NaN);
  for (let i = 0; i <= input.others.length; i++) {
    writeSource(input, i, isX);
    offerLines(lines, mask);
  }
  for (let line = 0; line < 3; line++) {
    if ((mask & (1 << line)) === 0 || Number.isNaN(nearest[line])) continue;
    const distance = Math.abs((nearest[line] as number) - (lines[line] as number));
    if (distance <= threshold && distance < best.distance) {
      best.distance = distance;
      best.position = nearest[line] as number;
      best.line = line;
    }
  }
}

/** Writes the lines of source `i` into `source`: the i-th other section, or the scene after the last. */
function writeSource(input: SnapIndexInput, i: number, isX: boolean): void {
  const rect = input.others[i];
  if (rect) writeLines(source, isX ? rect.left : rect.top, isX ? rect.width : rect.height);
  else writeLines(source, 0, isX ? input.scene.width : input.scene.height);
}

/** Offers the three lines in `source` as the nearest guide of each masked line. */
function offerLines(lines: Float64Array, mask: number): void {
  for (let k = 0; k < 3; k++) {
    const position = source[k] as number;
    for (let line = 0; line < 3; line++) {
      if ((mask & (1 << line)) === 0) continue;
      const current = nearest[line] as number;
      if (Number.isNaN(current) || isNearer(position, current, lines[line] as number)) nearest[line] = position;
    }
  }
}

/** The guides of one axis in two more scans: which guides the nudged lines sit on, then their extents. */
function scanGuides(
  out: SnapResult,
  input: SnapIndexInput,
  axis: Axis,
  lines: Float64Array,
  mask: number,
  best: AxisBest,
  delta: number,
  start: number,
  end: number,
): void {
  if (best.line < 0) return;
  const isX = axis === 'x';
  const sceneExtent = isX ? input.scene.height : input.scene.width;
  if (best.isGrid) {
    pushGuide(out, axis, best.position, Math.min(0, start), Math.max(sceneExtent, end));
    return;
  }
  const others = mask & ~(1 << best.line);
  for (let line = 0; line < 3; line++) shifted[line] = (lines[line] as number) + delta;
  nearest.fill(NaN);
  for (let i = 0; i <= input.others.length; i++) {
    writeSource(input, i, isX);
    offerLines(shifted, others);
  }
  for (let line = 0; line < 3; line++) {
    const position = nearest[line] as number;
    found[line] =
      line === best.line
        ? best.position
        : Math.abs(position - (shifted[line] as number)) <= GUIDE_EPSILON
          ? position
          : NaN;
    foundFrom[line] = start;
    foundTo[line] = end;
  }
  for (let i = 0; i <= input.others.length; i++) {
    const rect = input.others[i];
    const from = rect ? (isX ? rect.top : rect.left) : 0;
    const to = rect ? from + (isX ? rect.height : rect.width) : sceneExtent;
    writeSource(input, i, isX);
    for (let k = 0; k < 3; k++) {
      for (let line = 0; line < 3; line++) {
        if (source[k] !== found[line]) continue;
        foundFrom[line] = Math.min(foundFrom[line] as number, from);
        foundTo[line] = Math.max(foundTo[line] as number, to);
      }
    }
  }
  for (let line = 0; line < 3; line++) {
    if ((mask & (1 << line)) === 0 || Number.isNaN(found[line])) continue;
    pushGuide(out, axis, found[line] as number, foundFrom[line] as number, foundTo[line] as number);
  }
}
