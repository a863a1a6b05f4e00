import { deflateSync } from 'node:zlib';
import { encodePng, PNG_SIGNATURE, pngChunk, type Rgba } from '../../../examples/portal/server/media/png';

/** A real, decodable 1x1 RGBA PNG of one colour. */
export function tinyPng(rgba: Rgba = [255, 0, 0, 255]): Uint8Array {
  return encodePng(1, 1, () => rgba);
}

/**
 * A PNG whose header claims `width` x `height` (up to 2147483647, the format's limit) but whose data is one
 * empty scanline: a "pixel bomb" that costs a few bytes to send and gigabytes to decode.
 */
export function pngClaiming(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1))),
      pngChunk('IEND', new Uint8Array()),
    ]),
  );
}
