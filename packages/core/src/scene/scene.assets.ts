import type { Layer } from './scene.types';

/** The files a layer shows: what its `media` and `fonts` say on the wire (spec authoring §3 "Layer: ... media, fonts"). */
export interface LayerAssets {
  /** The URLs of the images and videos it shows, in the order it shows them, each once. */
  media: string[];
  /** The font families its text is set in, each once. */
  fonts: string[];
}

/** Where uploaded media is served (a `MediaItem`'s `url`, same origin). */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * Content keys whose URL is a file the layer shows: an Image's `imageUrl` (a stock photo too), an HtmlVideo's
 * `backgroundVideo`, a Video's `videosUrls` and each video's `url`, a slide's `url`. A host's own layer type that names
 * its files by these keys is covered as well; a word typed in a text is never taken for a file.
 */
export const LAYER_MEDIA_KEYS: ReadonlySet<string> = new Set(['imageUrl', 'backgroundVideo', 'videosUrls', 'url']);

/** The content key naming the font family a layer's text is set in (a Text layer's, or a host type's). */
export const LAYER_FONT_KEY = 'fontFamily';

/** Whether a string under a media key is a file to fetch: one of ours, or an http(s) URL (a stock photo). */
function isFileUrl(value: string): boolean {
  return value.startsWith(MEDIA_PATH_PREFIX) || /^https?:\/\//i.test(value);
}

function collect(value: unknown, key: string | null, media: Set<string>, fonts: Set<string>): void {
  if (typeof value === 'string') {
    if (key !== null && LAYER_MEDIA_KEYS.has(key) && isFileUrl(value)) media.add(value);
    else if (key === LAYER_FONT_KEY && value.trim() !== '') fonts.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, media, fonts);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) collect(item, name, media, fonts);
  }
}

/**
 * The media URLs and font families a layer uses, read from its content: what the server stores as the layer's `media`
 * and `fonts`, and what a player downloads before it shows the layer. Pure; every layer type goes through it, a host's
 * too (by {@link LAYER_MEDIA_KEYS} and {@link LAYER_FONT_KEY}), so it needs no registry.
 *
 * @example layerAssets({ content: { left: 0, top: 0, width: 1, height: 1, imageUrl: '/media/1/a.png' } })
 * // { media: ['/media/1/a.png'], fonts: [] }
 */
export function layerAssets(layer: Pick<Layer, 'content'>): LayerAssets {
  const media = new Set<string>();
  const fonts = new Set<string>();
  collect(layer.content, null, media, fonts);
  return { media: [...media], fonts: [...fonts] };
}

/** The media and fonts of several layers (a playlist item's, a scene's), each once, sorted: the same layers give the same lists. */
export function layersAssets(layers: Iterable<Pick<Layer, 'content'>>): LayerAssets {
  const media = new Set<string>();
  const fonts = new Set<string>();
  for (const layer of layers) {
    const assets = layerAssets(layer);
    for (const url of assets.media) media.add(url);
    for (const family of assets.fonts) fonts.add(family);
  }
  return { media: [...media].sort(), fonts: [...fonts].sort() };
}
