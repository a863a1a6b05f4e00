import type { Rect, ResizeHandle, Size } from '../geometry';
import type { SnapIndex, SnapResult } from '../snap';

/** Keys held during a drag: Ctrl (or Cmd) turns snapping off, Shift keeps the ratio (spec §5). */
export interface GestureModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** What a move or resize needs to know about the editor, read on every pointer move. */
export interface GestureSettings {
  /** The editor's zoom: pointer movement is in screen pixels, boxes in scene pixels. */
  zoom: number;
  /** The editor's snap toggle (Ctrl turns it off for the moment, see {@link GestureModifiers}). */
  isSnapEnabled: boolean;
  /** The keep-ratio toggle (Shift keeps the ratio too). */
  keepRatio: boolean;
  /** The container the box stays inside; null lets it leave (overflow allowed). */
  bounds: Size | null;
  /** Round the answer to whole pixels (layers are stored in whole pixels; sections keep fractions). */
  isRounded?: boolean;
}

/** What {@link startBoxGesture} builds a gesture from. */
export interface BoxGestureInput {
  /** The box when the gesture starts: every answer is computed from it plus the total movement. */
  start: Rect;
  /** The resize handle held, or null for a move. */
  handle: ResizeHandle | null;
  /** The container (scene or canvas): its edges and centre are guides. */
  container: Size;
  /** The other visible boxes: their edges and centres are guides. */
  others: readonly Rect[];
  isGridEnabled: boolean;
}

/** One move or resize of one box: its start box, the snap index of everything else, and the latest snap answer. */
export interface BoxGesture {
  handle: ResizeHandle | null;
  start: Rect;
  index: SnapIndex;
  /** Reused by every query of the gesture, so a pointer move allocates no snap answer. */
  result: SnapResult;
}
