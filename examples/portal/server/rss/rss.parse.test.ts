import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFeed, parseFeed, plainText, RSS_MAX_ITEMS, RSS_SUMMARY_MAX_LENGTH } from './rss.parse';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/api/fixtures/${name}`, import.meta.url), 'utf8');
const FEED_URL = 'https://news.example.org/feed.xml';

describe('parseFeed', () => {
  it('reads RSS 2.0 items with guid ids, relative links resolved and javascript links dropped', () => {
    const feed = parseFeed(fixture('feed-rss2.xml'), FEED_URL);
    expect(feed?.title).toBe('City News & Events');
    expect(feed?.items.map((item) => [item.id, item.link])).toEqual([
      ['https://news.example.org/?p=4812', 'https://news.example.org/2024/03/harbour-festival/'],
      ['https://news.example.org/2024/03/road-works/', 'https://news.example.org/2024/03/road-works/'],
      ['3', null],
    ]);
  });

  it('reads Atom entries', () => {
    const feed = parseFeed(fixture('feed-atom.xml'), 'https://blog.example.com/atom.xml');
    expect(feed?.items.map((item) => item.title)).toEqual(['Faster snapping without scanning', 'Release notes 0.9']);
  });

  it('reads RSS 1.0 (RDF) feeds, whose items sit beside the channel', () => {
    const rdf = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://example.org/rss"><title>Old style</title><link>https://example.org/</link></channel>
        <item rdf:about="https://example.org/a"><title>First</title><link>https://example.org/a</link><dc:date>2024-03-01T10:00:00+01:00</dc:date></item>
      </rdf:RDF>`;
    expect(parseFeed(rdf, 'https://example.org/rss')).toEqual({
      title: 'Old style',
      items: [
        {
          id: 'https://example.org/a',
          title: 'First',
          link: 'https://example.org/a',
          publishedAt: '2024-03-01T09:00:00.000Z',
          summary: '',
          imageUrl: null,
        },
      ],
    });
  });

  it('keeps numeric-looking titles as text, at most 50 items, and summaries of at most 500 characters', () => {
    const items = Array.from(
      { length: 60 },
      (_, i) => `<item><title>${1990 + i}</title><description>${'word '.repeat(200)}</description></item>`,
    ).join('');
    const feed = parseFeed(`<rss version="2.0"><channel><title>007</title>${items}</channel></rss>`, FEED_URL);
    expect(feed?.title).toBe('007');
    expect(feed?.items).toHaveLength(RSS_MAX_ITEMS);
    expect(feed?.items[0]?.title).toBe('1990');
    expect(feed?.items[0]?.summary.length).toBeLessThanOrEqual(RSS_SUMMARY_MAX_LENGTH);
    expect(feed?.items[0]?.summary.endsWith('word…')).toBe(true);
  });

  it('answers null for documents that are not feeds', () => {
    expect(parseFeed('<!doctype html><html><body>Hello</body></html>', FEED_URL)).toBeNull();
    expect(parseFeed('{"items": []}', FEED_URL)).toBeNull();
    expect(parseFeed('', FEED_URL)).toBeNull();
  });
});

describe('plainText', () => {
  it('removes markup and scripts, decodes entities once more, and collapses spaces', () => {
    expect(plainText('<p>Fish &amp; chips</p><p>at <a href="#">the <b>pier</b></a>.</p>')).toBe(
      'Fish & chips at the pier.',
    );
    expect(plainText('<script>alert(1)</script>Safe&nbsp;text &#8211; &#x263A;')).toBe('Safe text – ☺');
    expect(plainText('&unknown; stays')).toBe('&unknown; stays');
  });
});

describe('decodeFeed', () => {
  it('decodes in the declared encoding, else UTF-8', () => {
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><t>'),
      0xf8,
      ...new TextEncoder().encode('</t>'),
    ]);
    expect(decodeFeed(latin1)).toContain('<t>ø</t>');
    const bom = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('<?xml version="1.0" encoding="utf-8"?><t>ø</t>'),
    ]);
    expect(decodeFeed(bom)).toBe('<?xml version="1.0" encoding="utf-8"?><t>ø</t>');
    expect(decodeFeed(new TextEncoder().encode('<t>ø</t>'))).toBe('<t>ø</t>');
    expect(decodeFeed(new TextEncoder().encode('<?xml version="1.0" encoding="x-unknown"?><t>ø</t>'))).toContain(
      '<t>ø</t>',
    );
  });
});
