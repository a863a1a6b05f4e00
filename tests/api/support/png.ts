import { encodePng, type Rgba } from '../../../examples/portal/server/media/png';

export { pngClaiming } from '../../../examples/portal/server/media/png';

/** A real, decodable 1x1 RGBA PNG of one colour. */
export function tinyPng(rgba: Rgba = [255, 0, 0, 255]): Uint8Array {
  return encodePng(1, 1, () => rgba);
}
