import { SECTION_MIN_SIZE, canLockRatio, clamp } from './geometry';
import type { Point, Rect, ResizeHandle, ResizeOptions } from './geometry.types';

/**
 * Resizes a box from one of its 8 handles. The answer is computed from the gesture's START box plus
 * the TOTAL pointer delta, never step by step, so rounding cannot drift the ratio over a long drag.
 * The opposite edge (or corner) stays put; sizes stay between `minSize` and the room left in
 * `bounds`; a box is never flipped inside out (it stops at `minSize`). With `keepRatio`, a corner
 * follows whichever axis moved further relative to its size, and an edge scales the other side about
 * its centre (shifted back inside the bounds when it would leave them). Values are not rounded.
 * @example resizeFromHandle(start, 'se', { x: 40, y: 10 }, { keepRatio: true, bounds: scene })
 */
export function resizeFromHandle(start: Rect, handle: ResizeHandle, delta: Point, options: ResizeOptions): Rect {
  const minSize = options.minSize ?? SECTION_MIN_SIZE;
  const bounds = options.bounds;
  const isEast = handle.includes('e');
  const isWest = handle.includes('w');
  const isNorth = handle.includes('n');
  const isSouth = handle.includes('s');
  const right = start.left + start.width;
  const bottom = start.top + start.height;
  // Room for each side measured from the edge that stays put.
  const maxWidth = bounds ? (isWest ? right : isEast ? bounds.width - start.left : bounds.width) : Infinity;
  const maxHeight = bounds ? (isNorth ? bottom : isSouth ? bounds.height - start.top : bounds.height) : Infinity;
  const draggedWidth = isEast ? start.width + delta.x : isWest ? start.width - delta.x : start.width;
  const draggedHeight = isSouth ? start.height + delta.y : isNorth ? start.height - delta.y : start.height;

  if (!options.keepRatio || !canLockRatio(start)) {
    const width = isEast || isWest ? clamp(draggedWidth, minSize, maxWidth) : start.width;
    const height = isNorth || isSouth ? clamp(draggedHeight, minSize, maxHeight) : start.height;
    return { left: isWest ? right - width : start.left, top: isNorth ? bottom - height : start.top, width, height };
  }

  const scaleX = draggedWidth / start.width;
  const scaleY = draggedHeight / start.height;
  const isHorizontal = isEast || isWest;
  const isVertical = isNorth || isSouth;
  const wanted =
    isHorizontal && isVertical
      ? Math.abs(scaleX - 1) >= Math.abs(scaleY - 1)
        ? scaleX
        : scaleY
      : isHorizontal
        ? scaleX
        : scaleY;
  const scale = clamp(
    wanted,
    Math.max(minSize / start.width, minSize / start.height),
    Math.min(maxWidth / start.width, maxHeight / start.height),
  );
  const width = start.width * scale;
  const height = start.height * scale;
  return {
    left: isWest ? right - width : isEast ? start.left : centred(start.left, start.width, width, bounds?.width),
    top: isNorth ? bottom - height : isSouth ? start.top : centred(start.top, start.height, height, bounds?.height),
    width,
    height,
  };
}

/** The start of a side resized about its centre, kept inside `[0, limit]` when there is a limit. */
function centred(start: number, size: number, next: number, limit: number | undefined): number {
  const position = start + (size - next) / 2;
  return limit === undefined ? position : clamp(position, 0, limit - next);
}
