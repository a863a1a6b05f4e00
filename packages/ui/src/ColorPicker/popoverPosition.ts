/** Where a popover's top-left corner goes, in viewport px (for `position: fixed`). */
export interface PopoverPosition {
  left: number;
  top: number;
}

/** A box in viewport px, as `getBoundingClientRect()` gives it. */
export interface AnchorBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Gap between the button and its popover, and between a popover and the viewport's edge. */
export const POPOVER_GAP_PX = 8;

/**
 * Places a popover below its anchor, right edges aligned (the details panel sits at the right), flipping
 * above when there is no room below, and always kept inside the viewport where it fits.
 */
export function popoverPosition(
  anchor: AnchorBox,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopoverPosition {
  const maxLeft = viewport.width - size.width - POPOVER_GAP_PX;
  const left = Math.max(POPOVER_GAP_PX, Math.min(anchor.right - size.width, maxLeft));
  const below = anchor.bottom + POPOVER_GAP_PX;
  const above = anchor.top - POPOVER_GAP_PX - size.height;
  const fitsBelow = below + size.height <= viewport.height - POPOVER_GAP_PX;
  const top = fitsBelow
    ? below
    : above >= POPOVER_GAP_PX
      ? above
      : Math.max(POPOVER_GAP_PX, viewport.height - size.height - POPOVER_GAP_PX);
  return { left, top };
}
