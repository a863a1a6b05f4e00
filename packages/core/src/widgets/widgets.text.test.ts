import { describe, expect, it } from 'vitest';
import { defaultContent } from './widgets.layers';
import { AVERAGE_GLYPH_WIDTH_EM, grownTextBox, textHeightNeeded } from './widgets.text';

const canvas = { width: 1920, height: 1080 };
// A 32 px Roboto text, 1.2 line height: each character about 0.6 em = 19.2 px wide, each line 38.4 px tall.
const text = (patch: Partial<ReturnType<typeof base>> = {}) => ({ ...base(), ...patch });
const base = () => defaultContent('Text', { left: 100, top: 100, width: 480, height: 40 });

describe('textHeightNeeded', () => {
  it('wraps words at the box width: 25 characters a line at 32 px in 480 px', () => {
    expect(Math.floor(480 / (32 * AVERAGE_GLYPH_WIDTH_EM))).toBe(25);
    expect(textHeightNeeded(text({ text: 'Opening hours today' }))).toBe(39); // one line, 38.4 rounded up
    // 'Opening hours today, all' is 24 characters: one more word goes to a second line.
    expect(textHeightNeeded(text({ text: 'Opening hours today, all welcome' }))).toBe(77);
  });

  it('counts each paragraph, a word longer than a line on lines of its own, and spreads lines over columns', () => {
    expect(textHeightNeeded(text({ text: 'one\ntwo\nthree' }))).toBe(116); // 3 x 38.4
    expect(textHeightNeeded(text({ text: 'x'.repeat(60) }))).toBe(116); // 25 + 25 + 10
    expect(textHeightNeeded(text({ text: 'a\nb\nc\nd', columnCount: 2, columnGap: 0 }))).toBe(77);
  });

  it('needs nothing for an empty text', () => {
    expect(textHeightNeeded(text({ text: '  ' }))).toBe(0);
  });
});

describe('grownTextBox (issue 24: a bigger font clipped the words)', () => {
  it('grows the height downwards when a bigger font no longer fits', () => {
    const bigger = text({ text: 'Open daily', fontSize: 64 }); // 1 line of 76.8 px in a 40 px box
    expect(grownTextBox(bigger, canvas)).toEqual({ left: 100, top: 100, width: 480, height: 77 });
  });

  it('keeps the box when the text fits, and never shrinks it', () => {
    expect(grownTextBox(text({ text: 'Hi', height: 300 }), canvas)).toEqual({
      left: 100,
      top: 100,
      width: 480,
      height: 300,
    });
  });

  it('moves up at the bottom of the canvas and stops at the canvas height', () => {
    const low = text({ text: 'one\ntwo\nthree', top: 1050 });
    expect(grownTextBox(low, canvas)).toMatchObject({ top: 964, height: 116 });
    const huge = text({ text: Array.from({ length: 40 }, () => 'line').join('\n'), top: 500 });
    expect(grownTextBox(huge, canvas)).toMatchObject({ top: 0, height: 1080 });
  });

  it('leaves a scrolling text (a marquee) its box', () => {
    const ticker = text({ text: 'x'.repeat(200), scrollDirection: 'Left', scrollSpeed: 100 });
    expect(grownTextBox(ticker, canvas).height).toBe(40);
  });
});
