/** What a paste event's `clipboardData` offers (a `DataTransfer` fits). */
export interface PasteData {
  getData(format: string): string;
}

// Elements whose content is never text to keep, and elements that start a line of their own.
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE', 'IFRAME', 'OBJECT', 'SVG']);
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

/** Tidies extracted text: no-break spaces become spaces, lines are trimmed, at most one empty line in a row. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Starts a new line unless the text already ends one (adjacent blocks are one line break apart). */
function breakLine(out: string[]): void {
  const last = out[out.length - 1];
  if (last !== undefined && !last.endsWith('\n')) out.push('\n');
}

function textOf(node: Node, out: string[]): void {
  if (node.nodeType === 3) {
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ');
    // Indentation between blocks is not text: a space at the start of a line is dropped.
    if (text !== ' ' || !(out[out.length - 1] ?? '\n').endsWith('\n')) out.push(text);
    return;
  }
  if (node.nodeType !== 1) return;
  const tag = (node as Element).tagName.toUpperCase();
  if (SKIPPED.has(tag)) return;
  if (tag === 'BR') {
    out.push('\n');
    return;
  }
  const isBlock = BLOCKS.has(tag);
  if (isBlock) breakLine(out);
  for (const child of Array.from(node.childNodes)) textOf(child, out);
  if (isBlock) breakLine(out);
}

/**
 * The plain text of an HTML fragment: the text as a reader sees it, each paragraph, list item or `<br>` on a
 * line of its own, without tags, styles or scripts (nothing is run: the fragment is parsed, never inserted).
 *
 * @example htmlToPlainText('<p><b>Hello</b> world</p><p>again</p>') // 'Hello world\nagain'
 */
export function htmlToPlainText(html: string): string {
  // Pastes happen in browsers; without a DOM parser (server rendering) tags are simply dropped.
  if (typeof DOMParser === 'undefined') return tidy(html.replace(/<[^>]*>/g, ''));
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out: string[] = [];
  textOf(body, out);
  return tidy(out.join(''));
}

/**
 * What a paste into a text layer inserts (spec §4: "Pasted text is inserted as plain text"): the clipboard's
 * `text/plain` when it has one, else its `text/html` reduced to plain text; a string is read as HTML.
 *
 * @example plainTextFromPaste(event.clipboardData)
 */
export function plainTextFromPaste(data: PasteData | string): string {
  if (typeof data === 'string') return htmlToPlainText(data);
  const text = data.getData('text/plain');
  if (text) return text.replace(/\r\n?/g, '\n');
  const html = data.getData('text/html');
  return html ? htmlToPlainText(html) : '';
}
