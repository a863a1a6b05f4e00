import type { Rect, ResizeHandle, Size } from '../geometry';

/** The axis a guide line measures: an `x` guide is a vertical line at x = position. */
export type Axis = 'x' | 'y';

/** A guide line to draw: at `position` on its axis, spanning `from`..`to` on the other axis. */
export interface Guide {
  axis: Axis;
  position: number;
  from: number;
  to: number;
}

/**
 * The answer of a snap query, written into a caller-owned object so queries allocate nothing:
 * the nudge to add to the dragged box, and the first `guideCount` entries of `guides` to draw.
 */
export interface SnapResult {
  dx: number;
  dy: number;
  /** Preallocated (`SNAP_MAX_GUIDES` entries); only the first `guideCount` are meaningful. */
  guides: Guide[];
  guideCount: number;
}

/** What a snap index is built from, once per gesture. */
export interface SnapIndexInput {
  /** The scene: its edges and centre are guides. */
  scene: Size;
  /** Every other section (not the one being dragged): their edges and centres are guides. */
  others: readonly Rect[];
  /** Grid step in scene pixels; `GRID_SIZE` by default. */
  grid?: number;
  isGridEnabled: boolean;
}

/** Options of one snap query. */
export interface SnapQuery {
  /** Largest nudge in scene pixels: `SNAP_THRESHOLD_PX / zoom` (see `snapThreshold`). */
  threshold: number;
  /** Where the answer is written (see `createSnapResult`). */
  out: SnapResult;
  /** False while Ctrl is held: the answer is no nudge and no guides. Defaults to true. */
  isEnabled?: boolean;
}

/** Sorted, deduplicated guide positions of one axis with each position's extent on the other axis. */
export interface SnapAxisIndex {
  positions: Float64Array;
  /** Smallest start, on the other axis, of the boxes that produced each position. */
  from: Float64Array;
  /** Largest end, on the other axis, of the boxes that produced each position. */
  to: Float64Array;
}

/** A snap index built once per gesture and queried on every pointer move. */
export interface SnapIndex {
  readonly x: SnapAxisIndex;
  readonly y: SnapAxisIndex;
  /** Snaps a moved box: its left/centre/right and top/middle/bottom lines are candidates. */
  snapMove(rect: Rect, query: SnapQuery): SnapResult;
  /**
   * Snaps a box being resized: only the edges the handle moves are candidates. With the ratio locked,
   * add the nudge to the pointer delta and resize again with `resizeFromHandle`, which keeps the ratio.
   */
  snapResize(rect: Rect, handle: ResizeHandle, query: SnapQuery): SnapResult;
}
