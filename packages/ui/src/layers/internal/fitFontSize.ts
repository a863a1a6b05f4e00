import { roundFontSize } from '@screenplay/core';
import { AVERAGE_GLYPH_WIDTH_EM } from '@screenplay/core/widgets';

/** Share of the box's height one line of a time widget may take (ours: room for ascenders and descenders). */
const LINE_SHARE = 0.6;

/**
 * The font size, in pixels, that fits one line of `text` in a box: as tall as the box allows, narrowed
 * so the line fits its width; rounded to 1/16 like every font size.
 *
 * @example fitFontSize(400, 100, '09:05') // 60: the height decides
 */
export function fitFontSize(width: number, height: number, text: string): number {
  const characters = Math.max(1, [...text].length);
  const size = Math.min(height * LINE_SHARE, width / (characters * AVERAGE_GLYPH_WIDTH_EM));
  return Number.isFinite(size) && size > 0 ? roundFontSize(size) : 0;
}
