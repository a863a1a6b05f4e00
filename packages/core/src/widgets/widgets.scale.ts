import { roundFontSize } from '../geometry';
import type { Layer, LayerContent } from '../scene';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The layer scaled by `factorX` horizontally and `factorY` vertically (spec: "Scaling rounds sizes; font
 * sizes round to 1/16; scroll speed, stroke width and corner radius are rounded"). The box is rounded to
 * whole pixels, width and height at least 1. Lengths that are not along one axis (font size, stroke
 * width, corner and border radius) scale by the smaller factor, so text and outlines still fit the box; a
 * circle keeps a square box the same way. Scroll speed scales along its direction (Top: vertical,
 * otherwise horizontal), column gaps horizontally. Line height is a multiple of the font size: unchanged.
 *
 * @example scaleLayer(text, 0.5, 0.5).content.fontSize // 17.03 * 0.5 = 8.515 -> 8.5
 */
export function scaleLayer(layer: Layer, factorX: number, factorY: number): Layer {
  const c = layer.content;
  const factor = Math.min(factorX, factorY);
  const isCircle = layer.itemType === 'Circle';
  const content: LayerContent = {
    ...c,
    left: Math.round(c.left * factorX),
    top: Math.round(c.top * factorY),
    width: Math.max(1, Math.round(c.width * (isCircle ? factor : factorX))),
    height: Math.max(1, Math.round(c.height * (isCircle ? factor : factorY))),
  };
  if (isNumber(c.fontSize)) content.fontSize = roundFontSize(c.fontSize * factor);
  if (isNumber(c.scrollSpeed))
    content.scrollSpeed = Math.round(c.scrollSpeed * (c.scrollDirection === 'Top' ? factorY : factorX));
  if (isNumber(c.columnGap)) content.columnGap = Math.round(c.columnGap * factorX);
  for (const key of ['strokeWidth', 'cornerRadius', 'borderRadius'] as const) {
    const value = c[key];
    if (isNumber(value)) content[key] = Math.round(value * factor);
  }
  return { ...layer, content };
}

/** Every layer scaled by the same factors (see `scaleLayer`). */
export function scaleLayers(layers: readonly Layer[], factorX: number, factorY: number): Layer[] {
  return layers.map((layer) => scaleLayer(layer, factorX, factorY));
}
