import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as its pages draw it, for tests reading an invoice back (issue 25: "its text read back in the
 * test"): every content stream (inflated when Flate-encoded), every string shown with `Tj` or `TJ`, in drawing order,
 * one entry each. It reads what pdf-lib writes with the standard fonts (hex or literal strings in WinAnsi); it is no
 * general PDF reader.
 */

/** WinAnsi code points 0x80-0x9F that are not Latin-1 (the rest of WinAnsi is Latin-1). */
const WIN_ANSI_HIGH: Readonly<Record<number, string>> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

function winAnsi(bytes: readonly number[]): string {
  return bytes.map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

function hexString(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 2) bytes.push(Number.parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return winAnsi(bytes);
}

function literalString(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return winAnsi([Number.parseInt(escaped, 8)]);
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped;
  });
}

/** The content streams of a PDF's bytes, decoded. */
function streams(pdf: Uint8Array): string[] {
  const buffer = Buffer.from(pdf);
  const text = buffer.toString('latin1');
  const found: string[] = [];
  const pattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = buffer.subarray(start, end);
    const dictionary = match[1] ?? '';
    try {
      found.push((dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not a stream this reader decodes (an image): skipped.
    }
    pattern.lastIndex = end;
  }
  return found;
}

/** Every string the PDF's pages show, in drawing order. */
export function pdfTexts(pdf: Uint8Array): string[] {
  const texts: string[] = [];
  const show = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\[([^\]]*)\]\s*TJ/g;
  for (const content of streams(pdf)) {
    for (let match = show.exec(content); match !== null; match = show.exec(content)) {
      if (match[1] !== undefined) texts.push(hexString(match[1]));
      else if (match[2] !== undefined) texts.push(literalString(match[2]));
      else if (match[3] !== undefined) {
        const parts = match[3].match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
        texts.push(
          parts
            .map((part) => (part.startsWith('<') ? hexString(part.slice(1, -1)) : literalString(part.slice(1, -1))))
            .join(''),
        );
      }
    }
  }
  return texts;
}

/** The PDF's text as one string, its shown strings joined by new lines. */
export function pdfText(pdf: Uint8Array): string {
  return pdfTexts(pdf).join('\n');
}
