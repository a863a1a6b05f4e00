import { XMLParser } from 'fast-xml-parser';
import type { RssFeed, RssItem } from '@screenplay/core/widgets';

/**
 * Reads RSS 2.0, RSS 1.0 (RDF) and Atom 1.0 feeds into one shape. Feeds in the wild are often not
 * quite valid XML, so the parser is lenient and only the shape of the result decides whether the
 * document is a feed. Texts come out plain (markup removed, entities decoded); links and images only
 * as absolute http(s) URLs, so a feed cannot smuggle `javascript:` links into a screen.
 */

/** Items a feed answers (ours: more than any feed grid shows). */
export const RSS_MAX_ITEMS = 50;

/** Characters of an item's summary (ours: a caption, not the article). */
export const RSS_SUMMARY_MAX_LENGTH = 500;

/** Elements that may repeat and are read as lists whether they repeat or not. */
const LIST_ELEMENTS = new Set(['item', 'entry', 'link', 'enclosure', 'media:content', 'media:thumbnail']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => LIST_ELEMENTS.has(name),
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The text inside an element, its children's texts included (Atom's xhtml content), attributes left out. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (!isNode(value)) return '';
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, child]) => textOf(child))
    .join(' ');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes the HTML entities left in a text once its XML entities are decoded (HTML inside the feed). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Tags that break a line: removed with a space in their place; other tags (`a`, `b`, `em`) leave nothing. */
const BLOCK_TAG =
  /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|figure|figcaption|hr|img|pre)\b[^>]*>/gi;

/** Plain text of a possibly HTML text: scripts and tags removed, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const withoutMarkup = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}

function truncated(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** An absolute http(s) URL, resolved against the feed's URL, or null. */
function httpUrl(value: string, base: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || !URL.canParse(trimmed, base)) return null;
  const url = new URL(trimmed, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}

function isoDate(value: string): string | null {
  const ms = Date.parse(value.trim());
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const attribute = (node: unknown, name: string): string =>
  isNode(node) && typeof node[`@_${name}`] === 'string' ? (node[`@_${name}`] as string) : '';

/** The first image of an item: an image enclosure (RSS or Atom), a Media RSS thumbnail, or image content. */
function imageOf(item: Node, base: string): string | null {
  const candidates = [
    ...listOf(item.enclosure).filter((node) => attribute(node, 'type').startsWith('image/')),
    ...listOf(item.link).filter(
      (node) => attribute(node, 'rel') === 'enclosure' && attribute(node, 'type').startsWith('image/'),
    ),
    ...listOf(item['media:thumbnail']),
    ...listOf(item['media:content']).filter(
      (node) => attribute(node, 'medium') === 'image' || attribute(node, 'type').startsWith('image/'),
    ),
    ...(isNode(item['media:group']) ? listOf(item['media:group']['media:thumbnail']) : []),
  ];
  for (const node of candidates) {
    const url = httpUrl(attribute(node, 'url') || attribute(node, 'href'), base);
    if (url) return url;
  }
  return null;
}

/** An RSS item's link: `<link>`, else a permalink `<guid>`. */
function rssLink(item: Node, base: string): string | null {
  for (const link of listOf(item.link)) {
    const url = httpUrl(textOf(link), base);
    if (url) return url;
  }
  return attribute(item.guid, 'isPermaLink') === 'false' ? null : httpUrl(textOf(item.guid), base);
}

/** An Atom entry's link: the `alternate` one (a link without `rel` is one). */
function atomLink(entry: Node, base: string): string | null {
  const alternate = listOf(entry.link).find((link) => ['', 'alternate'].includes(attribute(link, 'rel')));
  return alternate === undefined ? null : httpUrl(attribute(alternate, 'href') || textOf(alternate), base);
}

function toItem(
  fields: { id: string; title: string; link: string | null; date: string; summary: string; imageUrl: string | null },
  index: number,
): RssItem {
  return {
    id: fields.id.trim() || fields.link || String(index + 1),
    title: plainText(fields.title),
    link: fields.link,
    publishedAt: isoDate(fields.date),
    summary: truncated(plainText(fields.summary), RSS_SUMMARY_MAX_LENGTH),
    imageUrl: fields.imageUrl,
  };
}

function rssItems(items: unknown[], base: string): RssItem[] {
  return items
    .filter(isNode)
    .slice(0, RSS_MAX_ITEMS)
    .map((item, index) =>
      toItem(
        {
          id: textOf(item.guid) || textOf(item['@_rdf:about']),
          title: textOf(item.title),
          link: rssLink(item, base),
          date: textOf(item.pubDate) || textOf(item['dc:date']),
          summary: textOf(item.description) || textOf(item['content:encoded']),
          imageUrl: imageOf(item, base),
        },
        index,
      ),
    );
}

function atomItems(entries: unknown[], base: string): RssItem[] {
  return entries
    .filter(isNode)
    .slice(0, RSS_MAX_ITEMS)
    .map((entry, index) =>
      toItem(
        {
          id: textOf(entry.id),
          title: textOf(entry.title),
          link: atomLink(entry, base),
          date: textOf(entry.published) || textOf(entry.updated),
          summary: textOf(entry.summary) || textOf(entry.content),
          imageUrl: imageOf(entry, base),
        },
        index,
      ),
    );
}

/**
 * The feed in a document fetched from `url` (which relative links resolve against), or null when the
 * document is not an RSS or Atom feed.
 */
export function parseFeed(xml: string, url: string): RssFeed | null {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  if (!isNode(document)) return null;
  const rss = document.rss;
  if (isNode(rss) && isNode(rss.channel)) {
    return { title: plainText(textOf(rss.channel.title)), items: rssItems(listOf(rss.channel.item), url) };
  }
  const rdf = document['rdf:RDF'];
  if (isNode(rdf) && isNode(rdf.channel)) {
    return { title: plainText(textOf(rdf.channel.title)), items: rssItems(listOf(rdf.item), url) };
  }
  const feed = document.feed;
  if (isNode(feed)) return { title: plainText(textOf(feed.title)), items: atomItems(listOf(feed.entry), url) };
  return null;
}

/**
 * The text of a feed's bytes in its declared encoding: a UTF-16 byte order mark, else the XML
 * declaration's `encoding`, else UTF-8 (the XML default).
 */
export function decodeFeed(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // Read as Latin-1 to find the declaration: a UTF-8 byte order mark shows as the three characters ï»¿.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^(?:\u00ef\u00bb\u00bf)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
