import { SECTION_MIN_SIZE } from './geometry';
import type { Rect, Size } from './geometry.types';

/** Slack for floating-point edges (not in the spec): a section ending at 1920.0000001 still fits 1920. */
export const GEOMETRY_TOLERANCE = 1e-6;

/**
 * What is wrong with a section box inside a scene of `size` (spec §5: width and height at least 1,
 * x and y at least 0, at most the scene size minus the section size), as messages; empty when it fits.
 * The server answers them in its 422 errors map; the in-memory repository refuses a save with them.
 */
export function boxProblems(box: Rect, size: Size): string[] {
  const problems: string[] = [];
  if (!(box.width >= SECTION_MIN_SIZE && box.height >= SECTION_MIN_SIZE)) {
    problems.push(`The section width and height must be at least ${SECTION_MIN_SIZE}.`);
  }
  if (!(box.left >= -GEOMETRY_TOLERANCE && box.top >= -GEOMETRY_TOLERANCE))
    problems.push('The section must not start before the scene.');
  if (
    !(
      box.left + box.width <= size.width + GEOMETRY_TOLERANCE &&
      box.top + box.height <= size.height + GEOMETRY_TOLERANCE
    )
  ) {
    problems.push(`The section must fit inside the scene (${size.width} x ${size.height}).`);
  }
  return problems;
}

/** Adds the problems of each `[key, box]` to `errors` under its key (a 422 errors map); returns whether all fit. */
export function collectBoxProblems(
  errors: Record<string, string[]>,
  boxes: Iterable<[key: string, box: Rect]>,
  size: Size,
): boolean {
  let isValid = true;
  for (const [key, box] of boxes) {
    const problems = boxProblems(box, size);
    if (problems.length === 0) continue;
    isValid = false;
    errors[key] = [...(errors[key] ?? []), ...problems];
  }
  return isValid;
}

/** The box a section will have once the fields present in `patch` are applied. */
export function patchedBox(stored: Rect, patch: Partial<Rect>): Rect {
  return {
    left: patch.left ?? stored.left,
    top: patch.top ?? stored.top,
    width: patch.width ?? stored.width,
    height: patch.height ?? stored.height,
  };
}
