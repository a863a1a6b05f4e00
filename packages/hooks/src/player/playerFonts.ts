import type { PlayerFontFace } from '@screenplay/core/screens';

/** What the loader needs of the browser's `FontFace`. */
export interface PlayerFontFaceLike {
  load(): Promise<unknown>;
}

/** What the loader needs of the browser: `FontFace` and `document.fonts`. */
export interface PlayerFontDeps {
  FontFace: new (family: string, source: string, descriptors: FontFaceDescriptors) => PlayerFontFaceLike;
  fonts: { add(face: PlayerFontFaceLike): unknown };
}

/**
 * Creates the player's font loader: each face of a content document (core's `PlayerFontFace`) is added to the
 * document once, by family, weight, style and file, and loaded; a face that fails leaves the device's own font in
 * its place (the scene still plays). The files were downloaded with the content's media, so they come from the
 * cache, offline too.
 * @example
 * const loadFonts = createPlayerFontLoader({ FontFace, fonts: document.fonts });
 * await loadFonts(content.fonts ?? []);
 */
export function createPlayerFontLoader(deps: PlayerFontDeps): (faces: readonly PlayerFontFace[]) => Promise<void> {
  const added = new Set<string>();
  return async (faces) => {
    const loads: Promise<unknown>[] = [];
    for (const face of faces) {
      const key = `${face.family}|${face.weight}|${face.style}|${face.url}`;
      if (added.has(key)) continue;
      added.add(key);
      const fontFace = new deps.FontFace(
        face.family,
        `url(${JSON.stringify(face.url)}) format(${JSON.stringify(face.format)})`,
        {
          weight: face.weight,
          style: face.style,
        },
      );
      deps.fonts.add(fontFace);
      loads.push(fontFace.load().catch(() => undefined));
    }
    await Promise.all(loads);
  };
}
