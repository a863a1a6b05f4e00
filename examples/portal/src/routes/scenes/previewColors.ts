import { parseColor, type Layer, type Rgba } from '@screenplay/core';

/** What a screen shows where nothing is drawn (a player's empty pixels are black). */
export const PREVIEW_STAGE_COLOR: Readonly<Rgba> = { r: 0, g: 0, b: 0, a: 1 };

/** Reads `#rgb`, `#rrggbb` or `rgb()/rgba()`; null for anything else. */
export function readCssColor(text: unknown): Rgba | null {
  if (typeof text !== 'string') return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    const value = Number.parseInt(digits, 16);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
  }
  return /^rgba?\(/i.test(text.trim()) ? parseColor(text) : null;
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
export function contrastingText(background: Rgba): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

const contains = (outer: Layer['content'], x: number, y: number) =>
  x >= outer.left && x <= outer.left + outer.width && y >= outer.top && y <= outer.top + outer.height;

/**
 * The colour a text layer without its own colour is drawn in (the spec's text widget has none):
 * black or white against what lies under its centre — the topmost filled rectangle below it in the
 * item, else the section's background when mostly opaque, else the black stage.
 */
export function defaultTextColor(layers: readonly Layer[], index: number, sectionBackground: string): string {
  const text = layers[index];
  if (!text) return contrastingText(PREVIEW_STAGE_COLOR);
  const x = text.content.left + text.content.width / 2;
  const y = text.content.top + text.content.height / 2;
  for (let below = index - 1; below >= 0; below -= 1) {
    const layer = layers[below]!;
    const fill = layer.itemType === 'Rectangle' && !layer.invisible ? readCssColor(layer.content.fill) : null;
    if (fill && fill.a >= 0.5 && contains(layer.content, x, y)) return contrastingText(fill);
  }
  const section = parseColor(sectionBackground);
  return contrastingText(section.a >= 0.5 ? section : PREVIEW_STAGE_COLOR);
}
