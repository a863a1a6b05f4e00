import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { withXmlHeader } from '@screenplay/core/library';
import { SVG_ATTRIBUTES, SVG_ELEMENTS } from './svg.allowList';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** How much of a file is read to tell whether it is SVG at all (ours: room for a long licence comment). */
const SVG_SNIFF_BYTES = 64 * 1024;

/** Deepest element nesting kept (ours: real drawings stay far below; deeper input is refused, not truncated). */
const MAX_SVG_DEPTH = 256;

/** Markup allowed before the root element: whitespace, the XML declaration, PIs, comments, a doctype. */
const PROLOG_PART = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;

/** Whether the text of a file starts (after its prolog) with an `<svg>` root element. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, SVG_SNIFF_BYTES)).replace(/^\uFEFF/, '');
  for (let match = PROLOG_PART.exec(text); match; match = PROLOG_PART.exec(text)) text = text.slice(match[0].length);
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text);
}

/** A raster image embedded in an `<image>`: the one `data:` URL kept. */
const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|bmp|webp);base64,[A-Za-z0-9+/=\s]*$/i;

/** `url(...)` references inside attribute values and CSS. */
const URL_REFERENCE = /url\(\s*['"]?([^'")]*)/gi;

/** Whether every `url(...)` in a value points inside the document (`url(#id)`). */
function hasOnlyLocalUrls(value: string): boolean {
  return [...value.matchAll(URL_REFERENCE)].every((match) => (match[1] ?? '').trim().startsWith('#'));
}

/** A value with whitespace and control characters removed, the way browsers read `java script:` URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern exists to remove
const squeezed = (value: string): string => value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/**
 * Whether CSS may stay: no imports, no external `url()`, no script hooks, and no backslash escapes
 * (which could spell any of those in disguise).
 */
function isSafeCss(css: string): boolean {
  const text = squeezed(css);
  if (
    css.includes('\\') ||
    ['@import', 'expression(', '-moz-binding', 'behavior:', ...SCRIPT_SCHEMES].some((bad) => text.includes(bad))
  )
    return false;
  return hasOnlyLocalUrls(css);
}

function isSafeHref(elementName: string, value: string): boolean {
  const href = value.trim();
  return href.startsWith('#') || (elementName === 'image' && RASTER_DATA_URL.test(href));
}

/** The attribute name written out, or null when the attribute is dropped. */
function keptAttributeName(attribute: {
  namespaceURI: string | null;
  localName: string | null;
  name: string;
}): string | null {
  const localName = attribute.localName ?? attribute.name;
  if (attribute.namespaceURI === XLINK_NS) return localName === 'href' ? 'xlink:href' : null;
  if (attribute.namespaceURI === XML_NS)
    return localName === 'space' || localName === 'lang' ? `xml:${localName}` : null;
  if (attribute.namespaceURI !== null || attribute.name.includes(':')) return null; // xmlns declarations, editor metadata
  return SVG_ATTRIBUTES.has(localName) ? localName : null;
}

function isSafeValue(elementName: string, name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return isSafeHref(elementName, value);
  if (name === 'style') return isSafeCss(value);
  const text = squeezed(value);
  return !SCRIPT_SCHEMES.some((scheme) => text.includes(scheme)) && hasOnlyLocalUrls(value);
}

/** Animations may not target links, handlers or styles (`<set attributeName="href" to="javascript:…">`). */
function isSafeAnimation(element: Element): boolean {
  const target = (element.getAttribute('attributeName') ?? '')
    .trim()
    .toLowerCase()
    .replace(/^xlink:/, '');
  return target !== 'href' && target !== 'style' && !target.startsWith('on');
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string =>
  escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/[\t\n\r]/g, (ch) => `&#${ch.charCodeAt(0)};`);

class SvgRefused extends Error {}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function textOf(element: Element): string {
  let text = '';
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) text += child.nodeValue ?? '';
  }
  return text;
}

/** Writes an allowed element with its allowed attributes and children; anything else is left out with its sub-tree. */
function writeElement(element: Element, depth: number, out: string[]): void {
  if (depth > MAX_SVG_DEPTH) throw new SvgRefused('too deep');
  const name = element.localName ?? '';
  if (element.namespaceURI !== SVG_NS || !SVG_ELEMENTS.has(name)) return;
  if (SVG_ELEMENTS.get(name) === 'animation' && !isSafeAnimation(element)) return;
  const style = name === 'style' ? textOf(element) : null;
  if (style !== null && !isSafeCss(style)) return;

  out.push(`<${name}`);
  if (depth === 0) out.push(` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`);
  for (let i = 0; i < element.attributes.length; i++) {
    const attribute = element.attributes.item(i);
    const kept = attribute ? keptAttributeName(attribute) : null;
    if (attribute && kept && isSafeValue(name, kept, attribute.value))
      out.push(` ${kept}="${escapeAttribute(attribute.value)}"`);
  }
  out.push('>');
  if (style !== null) out.push(escapeText(style));
  else writeChildren(element, depth, out);
  out.push(`</${name}>`);
}

function writeChildren(element: Element, depth: number, out: string[]): void {
  for (let child: Node | null = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) writeElement(child as Element, depth + 1, out);
    else if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE)
      out.push(escapeText(child.nodeValue ?? ''));
    // Comments, processing instructions (e.g. xml-stylesheet) and entity references are dropped.
  }
}

/**
 * Rebuilds an SVG from an allow-list of elements and attributes, so what is served can neither run
 * nor load anything: no scripts, event handlers, `foreignObject`, external references, `javascript:`
 * or `data:` URLs (except raster images in `<image>`), no CSS with imports or external `url()`.
 * Adds the XML header (spec: "SVG files lacking an xml header get one prepended"). Null when the
 * bytes are not a well-formed SVG document (or declare entities, which are never expanded).
 */
export function sanitizeSvg(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  if (/<!ENTITY/i.test(text)) return null;
  try {
    const parser = new DOMParser({
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') throw new SvgRefused(message);
      },
    });
    const root = parser.parseFromString(text, 'image/svg+xml').documentElement;
    if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NS) return null;
    const out: string[] = [];
    writeElement(root, 0, out);
    return withXmlHeader(out.join(''));
  } catch {
    return null;
  }
}
