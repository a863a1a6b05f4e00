import { formatColor, parseColor } from '../scene';

/**
 * A colour with an opacity applied, as an `'rgba(r,g,b,a)'` string: how a shape's `fill` and
 * `fillOpacity` (or `stroke` and `strokeOpacity`) paint together. The colour is read like every
 * colour (rgb or rgba, otherwise white fully transparent) and its alpha multiplied by the opacity.
 *
 * @example applyOpacity('rgb(255,0,0)', 0.5) // 'rgba(255,0,0,0.5)'
 */
export function applyOpacity(color: string | null | undefined, opacity: number): string {
  const parsed = parseColor(color);
  const factor = Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1;
  return formatColor({ ...parsed, a: parsed.a * factor });
}
