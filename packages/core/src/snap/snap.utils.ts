import type { ResizeHandle } from '../geometry';
import type { Axis, Guide, SnapResult } from './snap.types';

/** Snapping distance in screen pixels (divide by the zoom for scene pixels). */
export const SNAP_THRESHOLD_PX = 4; // spec: snap threshold 4 px

/** Grid step in scene pixels. */
export const GRID_SIZE = 16; // spec: grid size 16

/** The editor grid's colour: white at 0.2 opacity (a theme may restyle the lines). */
export const GRID_COLOR = 'rgba(255, 255, 255, 0.2)'; // spec: grid color white at 0.2 opacity

/** Most guides one answer can hold: three lines per axis. */
export const SNAP_MAX_GUIDES = 6;

/** How close (scene px) a line must sit to a guide, after the nudge, for that guide to be drawn too. */
export const GUIDE_EPSILON = 1e-6;

/** Mask bit of a box's start line on an axis (left or top). */
export const LINE_START = 1;
/** Mask bit of a box's centre line on an axis. */
export const LINE_CENTRE = 2;
/** Mask bit of a box's end line on an axis (right or bottom). */
export const LINE_END = 4;
/** Mask of all three lines: what a move snaps. */
export const LINES_ALL = LINE_START | LINE_CENTRE | LINE_END;

/** The snap threshold in scene pixels at a zoom: 4 screen pixels divided by the zoom. */
export function snapThreshold(zoom: number): number {
  return SNAP_THRESHOLD_PX / zoom;
}

/** A result object with its guides preallocated, to reuse for every query of a gesture. */
export function createSnapResult(): SnapResult {
  const guides: Guide[] = [];
  for (let i = 0; i < SNAP_MAX_GUIDES; i++) guides.push({ axis: 'x', position: 0, from: 0, to: 0 });
  return { dx: 0, dy: 0, guides, guideCount: 0 };
}

/** Lines of the x axis a resize handle moves (its y lines: `handleMaskY`). */
export function handleMaskX(handle: ResizeHandle | null): number {
  if (handle === null) return LINES_ALL;
  return handle.includes('e') ? LINE_END : handle.includes('w') ? LINE_START : 0;
}

/** Lines of the y axis a resize handle moves. */
export function handleMaskY(handle: ResizeHandle | null): number {
  if (handle === null) return LINES_ALL;
  return handle.includes('s') ? LINE_END : handle.includes('n') ? LINE_START : 0;
}

/** The best candidate of one axis, kept in one reused object so queries allocate nothing. */
export interface AxisBest {
  distance: number;
  position: number;
  /** Which line (0 start, 1 centre, 2 end) snapped, or -1 for none. */
  line: number;
  /** Index of the guide position (index only; -1 for the grid or the full scan). */
  index: number;
  isGrid: boolean;
}

/** A fresh "nothing found" best. */
export function createAxisBest(): AxisBest {
  return { distance: Infinity, position: 0, line: -1, index: -1, isGrid: false };
}

/** Resets a best to "nothing found". */
export function resetAxisBest(best: AxisBest): void {
  best.distance = Infinity;
  best.position = 0;
  best.line = -1;
  best.index = -1;
  best.isGrid = false;
}

/**
 * Lets the grid compete after the guides: for each masked line, the nearest multiple of `grid`
 * inside the scene, taken only when strictly nearer than the best guide and within the threshold.
 */
export function offerGrid(
  best: AxisBest,
  lines: Float64Array,
  mask: number,
  grid: number,
  size: number,
  threshold: number,
): void {
  if (!(grid > 0)) return;
  const last = Math.floor(size / grid) * grid;
  for (let line = 0; line < 3; line++) {
    if ((mask & (1 << line)) === 0) continue;
    const value = lines[line] as number;
    const candidate = Math.min(Math.max(Math.round(value / grid) * grid, 0), last);
    const distance = Math.abs(candidate - value);
    if (distance <= threshold && distance < best.distance) {
      best.distance = distance;
      best.position = candidate;
      best.line = line;
      best.index = -1;
      best.isGrid = true;
    }
  }
}

/** Writes a box's three lines on one axis into `lines`. */
export function writeLines(lines: Float64Array, start: number, size: number): void {
  lines[0] = start;
  lines[1] = start + size / 2;
  lines[2] = start + size;
}

/** Appends a guide to a result (ignored past `SNAP_MAX_GUIDES`). */
export function pushGuide(out: SnapResult, axis: Axis, position: number, from: number, to: number): void {
  const guide = out.guides[out.guideCount];
  if (!guide) return;
  guide.axis = axis;
  guide.position = position;
  guide.from = from;
  guide.to = to;
  out.guideCount++;
}
