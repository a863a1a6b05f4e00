/** The drag bench's budgets, its row and result shapes, and how a row is judged and printed (`drag.ts` measures). */

/** Budget (ARCHITECTURE.md "Performance budgets"): script time per drag frame at 1,000 sections in Chromium. */
export const DRAG_SCRIPT_BUDGET_MS = 4;
/** Budget (ARCHITECTURE.md "Performance budgets"): React renders per frame of the sections that are not dragged. */
export const DRAG_RENDER_BUDGET = 0;
/** The section count the budget is stated at, and the baseline measured in the same run. */
export const DRAG_SECTIONS = 1_000;
export const DRAG_BASELINE_SECTIONS = 10;

/** One scene's drag: script time per pointer-move frame and the renders/mutations it caused. */
export interface DragRow {
  sections: number;
  /**
   * The canvas's content preview (issue 15): on, every section holds one playlist item (a text or a rectangle layer)
   * drawn by the ui layer renderers; off, the same grid without items, each section its name label (the rows before).
   */
  showContent: boolean;
  frames: number;
  /** Script time of the gesture's first frame (the snap index is built there), ms. */
  firstFrameScriptMs: number;
  /** Script time per frame after the first, harness overhead subtracted, ms. */
  medianScriptMs: number;
  p95ScriptMs: number;
  maxScriptMs: number;
  /** The same, all frames, as one total from the renderer's counters divided by the frame count. */
  meanScriptMs: number;
  /**
   * Main-thread task time per frame (script, style, layout, paint and the harness's CDP commands),
   * median, ms; with its style recalculation, layout and CDP command parts.
   */
  medianTaskMs: number;
  medianLayoutMs: number;
  medianStyleMs: number;
  medianDevToolsMs: number;
  /** The harness's own script cost per frame that was subtracted (median of idle samples), ms. */
  overheadScriptMs: number;
  /** React renders of section components other than the dragged one, during the pointer moves. */
  nonDraggedRenders: number;
  /** React renders of the dragged section's component during the pointer moves. */
  draggedRenders: number;
  /** Every React component render during the pointer moves (guides, toolbar and the like included). */
  componentRenders: number;
  /** DOM mutations (attributes, children, text) inside sections other than the dragged one, during the moves. */
  nonDraggedMutations: number;
  /** Frames of 50 ms or more (long animation frames) reported by Chromium during the moves. */
  longAnimationFrames: number;
  /** After the release (store commit, save): renders of sections other than the dragged one. */
  nonDraggedRendersAtRelease: number;
  /** After the release: renders of the dragged section, and of every component (proves the render counter sees commits). */
  draggedRendersAtRelease: number;
  componentRendersAtRelease: number;
  /** Script time of the release (the store's commit, the draft copy, the debounced save's answer), ms. */
  releaseScriptMs: number;
  /** Whether the dragged section ended somewhere else (the drag really happened). */
  isMoved: boolean;
}

/** The drag bench's outcome: the 1,000-section and baseline rows, content off and on, their ratios, or why it was skipped. */
export interface DragResult {
  skipped: string | null;
  /** CDP `Performance` time domain of the script figures: `threadTicks` is CPU time of the renderer's main thread. */
  timeDomain: string | null;
  rows: DragRow[];
  /** Median script ms per frame at {@link DRAG_SECTIONS} over the same at {@link DRAG_BASELINE_SECTIONS}, content off. */
  ratio: number | null;
  /** The same ratio with the content preview on and an item in every section. */
  contentRatio: number | null;
}

/**
 * Whether a row at {@link DRAG_SECTIONS} keeps the budgets: p95 script per frame within {@link DRAG_SCRIPT_BUDGET_MS},
 * no render and no DOM change of a section not dragged during the moves, and the section really moved.
 */
export function isDragWithinBudget(row: DragRow): boolean {
  return (
    row.p95ScriptMs <= DRAG_SCRIPT_BUDGET_MS &&
    row.nonDraggedRenders <= DRAG_RENDER_BUDGET &&
    row.nonDraggedMutations === 0 &&
    row.isMoved
  );
}

/** The rows as `npm run bench` prints them (console.table). */
export function dragTable(rows: readonly DragRow[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    sections: row.sections,
    content: row.showContent ? 'on, 1 item each' : 'off',
    frames: row.frames,
    'first frame ms': row.firstFrameScriptMs.toFixed(2),
    'median ms': row.medianScriptMs.toFixed(2),
    'p95 ms': row.p95ScriptMs.toFixed(2),
    'task ms (median)': row.medianTaskMs.toFixed(1),
    'renders not dragged': row.nonDraggedRenders,
    'DOM changes not dragged': row.nonDraggedMutations,
    'long frames': row.longAnimationFrames,
    'release script ms': row.releaseScriptMs.toFixed(0),
    'renders at release': row.componentRendersAtRelease,
    moved: row.isMoved ? 'yes' : 'NO',
    'within budget': row.sections < DRAG_SECTIONS ? '' : isDragWithinBudget(row) ? 'yes' : 'NO',
  }));
}
