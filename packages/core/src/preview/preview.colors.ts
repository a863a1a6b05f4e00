import { contrastingText, parseColor, readCssColor, type Layer, type Rgba } from '../scene';

/** What a screen shows where nothing is drawn (a player's empty pixels are black). */
export const PREVIEW_STAGE_COLOR: Readonly<Rgba> = { r: 0, g: 0, b: 0, a: 1 };

/** A colour at least this opaque hides what is below it; a fainter one lets the colour below decide. */
const OPAQUE_ENOUGH = 0.5;

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
    const layer = layers[below];
    const fill = layer?.itemType === 'Rectangle' && !layer.invisible ? readCssColor(layer.content.fill) : null;
    if (layer && fill && fill.a >= OPAQUE_ENOUGH && contains(layer.content, x, y)) return contrastingText(fill);
  }
  const section = parseColor(sectionBackground);
  return contrastingText(section.a >= OPAQUE_ENOUGH ? section : PREVIEW_STAGE_COLOR);
}
