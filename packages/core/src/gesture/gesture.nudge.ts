/** How far an arrow key moves (or resizes) the selected section or layer, in scene pixels. */
export const NUDGE_PX = 1; // design: arrows nudge 1 px (spec names none)

/** How far Shift + an arrow key moves (or resizes) the selected section or layer, in scene pixels. */
export const NUDGE_SHIFT_PX = 10; // design: Shift + arrows nudge 10 px (spec names none)

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The step an arrow key asks for: 1 px in its direction, 10 px with Shift; null for any other key.
 * @example arrowNudge({ key: 'ArrowLeft', shiftKey: true }) // { dx: -10, dy: 0 }
 */
export function arrowNudge(event: { key: string; shiftKey: boolean }): { dx: number; dy: number } | null {
  const arrow = ARROWS[event.key];
  if (!arrow) return null;
  const distance = event.shiftKey ? NUDGE_SHIFT_PX : NUDGE_PX;
  return { dx: arrow[0] * distance, dy: arrow[1] * distance };
}
