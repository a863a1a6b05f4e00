import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextFromPaste } from './plainTextFromPaste';

const clipboard = (data: Record<string, string>) => ({ getData: (type: string) => data[type] ?? '' });

describe('plainTextFromPaste', () => {
  it("takes the clipboard's plain text when it has one", () => {
    expect(plainTextFromPaste(clipboard({ 'text/plain': 'one\r\ntwo', 'text/html': '<b>ignored</b>' }))).toBe(
      'one\ntwo',
    );
  });

  it('reduces HTML to its text: paragraphs, list items and line breaks on lines of their own', () => {
    const html =
      '<h1>Menu</h1><p>Soup&nbsp;of the <b>day</b><br>Bread</p><ul><li>Tea</li><li>Coffee &amp; cake</li></ul>';
    expect(plainTextFromPaste(clipboard({ 'text/html': html }))).toBe(
      'Menu\nSoup of the day\nBread\nTea\nCoffee & cake',
    );
    expect(htmlToPlainText('<div>\n  <p>One</p>\n  <p>Two</p>\n</div>')).toBe('One\nTwo');
  });

  it('drops scripts, styles and markup without running anything', () => {
    const html =
      '<style>p{color:red}</style><p onclick="alert(1)">Safe <img src=x onerror="alert(2)">text</p><script>alert(3)</script>';
    expect(htmlToPlainText(html)).toBe('Safe text');
    expect(plainTextFromPaste('<span>  spaced\n  out  </span>')).toBe('spaced out');
  });
});
