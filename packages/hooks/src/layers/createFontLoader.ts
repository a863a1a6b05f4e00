import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { Layer } from '@screenplay/core';
import { WIDGETS_API } from '@screenplay/core/contract';
import type { FontFamily, FontFile, FontStyleName } from '@screenplay/core/widgets';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';

/** What the loader needs of a `FontFace`. */
export interface FontFaceLike {
  load(): Promise<unknown>;
}

/** The `FontFace` constructor (injected in tests). */
export type FontFaceConstructor = new (
  family: string,
  source: string,
  descriptors?: FontFaceDescriptors,
) => FontFaceLike;

/** Dependencies of `createFontLoader`. */
export interface FontLoaderDeps {
  /** The global `FontFace` by default. */
  FontFace?: FontFaceConstructor;
  /** Where loaded faces go; `document.fonts` by default. */
  fontSet?: { add(face: FontFaceLike): unknown };
  /** Receives failures (the list, or a family's files); the text falls back to another font. */
  onError?: (error: ApiError) => void;
}

/** Loads the product's font families into the page, each once. */
export interface FontLoader {
  /** The families of `GET fonts`, once loaded (for the font picker). */
  $families: ReadonlySignal<readonly FontFamily[]>;
  /** Names of the families loaded into the page (renderers may measure text again when it grows). */
  $loaded: ReadonlySignal<ReadonlySet<string>>;
  /** Fetches the family list (once; a failed fetch is tried again on the next call). */
  families(): Promise<readonly FontFamily[]>;
  /** Loads every style of a family with the FontFace API, once per family; false for a family the list lacks. */
  load(fontFamily: string): Promise<boolean>;
  /** Loads the families the layers use (their content's `fontFamily`). */
  loadForLayers(layers: readonly Layer[]): Promise<void>;
}

const STYLE_DESCRIPTORS: Record<FontStyleName, FontFaceDescriptors> = {
  Regular: { weight: '400', style: 'normal' },
  Bold: { weight: '700', style: 'normal' },
  Italic: { weight: '400', style: 'italic' },
  BoldItalic: { weight: '700', style: 'italic' },
};

/** CSS `format()` names of the API's formats where they differ (CSS Fonts 4: "truetype", "embedded-opentype"). */
const CSS_FONT_FORMATS: Readonly<Record<string, string>> = { ttf: 'truetype', eot: 'embedded-opentype' };

/** A `@font-face` source list: `url("…") format("woff2"), url("…") format("woff")`, ttf as "truetype", eot as "embedded-opentype". */
export function fontSource(file: FontFile): string {
  return file.formats
    .map(
      ({ url, format }) => `url(${JSON.stringify(url)}) format(${JSON.stringify(CSS_FONT_FORMATS[format] ?? format)})`,
    )
    .join(', ');
}

/** The font families layers use: each layer content's `fontFamily`, once each. */
export function layerFontFamilies(layers: readonly Layer[]): string[] {
  const names = layers
    .map((layer) => layer.content.fontFamily)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return [...new Set(names)];
}

/**
 * Creates the font loader: `GET fonts` answers `{ data: FontFamily[] }`; each family a layer uses is loaded once,
 * every style as `new FontFace(family, 'url(...) format(...)', { weight, style })` added to `document.fonts`.
 * @example
 * const fonts = createFontLoader(api);
 * await fonts.loadForLayers(editor.$layers.value);
 */
export function createFontLoader(api: ApiClient, deps: FontLoaderDeps = {}): FontLoader {
  const $families = signal<readonly FontFamily[]>([]);
  const $loaded = signal<ReadonlySet<string>>(new Set());
  const loads = new Map<string, Promise<boolean>>();
  let list: Promise<readonly FontFamily[]> | null = null;

  function report(reason: unknown): void {
    deps.onError?.(toApiError(reason));
  }

  function families(): Promise<readonly FontFamily[]> {
    list ??= api.call(WIDGETS_API.fonts).then(
      ({ data }) => ($families.value = data),
      (reason: unknown) => {
        list = null;
        report(reason);
        return [];
      },
    );
    return list;
  }

  async function loadFamily(name: string): Promise<boolean> {
    const family = (await families()).find((candidate) => candidate.fontFamily.toLowerCase() === name.toLowerCase());
    if (!family) return false;
    const Face = deps.FontFace ?? (globalThis.FontFace as unknown as FontFaceConstructor | undefined);
    const fontSet = deps.fontSet ?? (globalThis.document?.fonts as unknown as FontLoaderDeps['fontSet']);
    if (!Face || !fontSet) return false;
    try {
      const faces = (Object.keys(STYLE_DESCRIPTORS) as FontStyleName[]).flatMap((style) => {
        const file = family.fonts[style];
        return file && file.formats.length > 0
          ? [new Face(family.fontFamily, fontSource(file), STYLE_DESCRIPTORS[style])]
          : [];
      });
      await Promise.all(faces.map((face) => face.load()));
      for (const face of faces) fontSet.add(face);
      $loaded.value = new Set([...$loaded.peek(), family.fontFamily]);
      return true;
    } catch (reason) {
      loads.delete(name.toLowerCase()); // a family that failed is tried again next time
      report(reason);
      return false;
    }
  }

  function load(fontFamily: string): Promise<boolean> {
    const key = fontFamily.toLowerCase();
    let loading = loads.get(key);
    if (!loading) {
      loading = loadFamily(fontFamily);
      loads.set(key, loading);
    }
    return loading;
  }

  return {
    $families,
    $loaded,
    families,
    load,
    async loadForLayers(layers) {
      await Promise.all(layerFontFamilies(layers).map(load));
    },
  };
}
