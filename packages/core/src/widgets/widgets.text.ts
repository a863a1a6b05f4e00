import type { Size } from '../geometry';
import type { LayerBox, TextContent } from './widgets.types';

/**
 * Average advance of a character, in em (ours: letters and digits of common sans-serif fonts, a little generous so
 * an estimate errs towards room to spare). Core cannot measure glyphs, so text sizes are estimated with it.
 */
export const AVERAGE_GLYPH_WIDTH_EM = 0.6;

/** What a text's lines depend on. */
export type TextMeasure = Pick<
  TextContent,
  'text' | 'width' | 'fontSize' | 'lineHeight' | 'columnCount' | 'columnGap' | 'scrollDirection'
>;

/** How many lines one paragraph takes when its words wrap at `maxChars` characters (a longer word breaks). */
function paragraphLines(paragraph: string, maxChars: number): number {
  let lines = 1;
  let used = 0;
  for (const word of paragraph.split(' ')) {
    const length = [...word].length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= maxChars) {
      used = needed;
      continue;
    }
    if (used > 0) lines++;
    // A word longer than a line fills lines of its own.
    lines += Math.max(0, Math.ceil(length / maxChars) - 1);
    used = length % maxChars || Math.min(length, maxChars);
  }
  return lines;
}

/**
 * The estimated height, in pixels, a text needs to show whole in its width: its paragraphs wrapped at word ends
 * (each character {@link AVERAGE_GLYPH_WIDTH_EM} of the font size wide), spread over its columns, each line the
 * font size times the line height. 0 for an empty text.
 * @example textHeightNeeded({ text: 'one two', width: 60, fontSize: 20, lineHeight: 1.5, columnCount: 1, columnGap: 0, scrollDirection: null }) // 60: 'one' and 'two' on two lines of 30 px
 */
export function textHeightNeeded(content: TextMeasure): number {
  const text = typeof content.text === 'string' ? content.text : '';
  if (text.trim() === '' || !(content.fontSize > 0)) return 0;
  const columns = Math.max(1, Math.floor(content.columnCount) || 1);
  const gap = Math.max(0, content.columnGap || 0);
  const columnWidth = Math.max(1, (content.width - gap * (columns - 1)) / columns);
  const maxChars = Math.max(1, Math.floor(columnWidth / (content.fontSize * AVERAGE_GLYPH_WIDTH_EM)));
  const lines = text.split('\n').reduce((sum, paragraph) => sum + paragraphLines(paragraph, maxChars), 0);
  const lineHeight = content.fontSize * (content.lineHeight > 0 ? content.lineHeight : 1);
  return Math.ceil(Math.ceil(lines / columns) * lineHeight);
}

/**
 * A text layer's box after its font size or its text changed (issue 24: a bigger font clipped the words): when the
 * text needs more height than the box has, the box grows downwards to that height, moving up only when the bottom
 * of the canvas stops it, and never past the canvas (there it clips). It never shrinks, and a scrolling text
 * (a marquee) keeps its box. The box as it was when the text fits.
 * @example grownTextBox({ ...text, top: 0, height: 40 }, { width: 1920, height: 1080 }) // height 120 for three lines
 */
export function grownTextBox(content: TextMeasure & LayerBox, canvas: Size): LayerBox {
  const { left, top, width, height } = content;
  const box = { left, top, width, height };
  if (content.scrollDirection) return box;
  const needed = Math.min(textHeightNeeded(content), Math.max(height, canvas.height));
  if (needed <= height) return box;
  const newTop = Math.max(0, Math.min(top, canvas.height - needed));
  return { ...box, top: newTop, height: needed };
}
