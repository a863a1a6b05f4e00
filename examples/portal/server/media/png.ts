import { crc32, deflateSync } from 'node:zlib';

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGBA colour, each channel 0-255. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Encodes a real, decodable 8-bit RGBA PNG whose pixels come from `pixel(x, y)` — enough to draw demo
 * images and test fixtures in code without an image library.
 *
 * @example encodePng(1, 1, () => [255, 0, 0, 255]) // one red pixel
 */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height); // each scanline: filter byte 0 (none) + pixels
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 4);
  }
  return new Uint8Array(
    Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', new Uint8Array()),
    ]),
  );
}

/**
 * A PNG whose header claims `width` x `height` (up to 2147483647, the format's limit) but whose data is one
 * empty scanline: a "pixel bomb" that costs a few bytes to send and gigabytes to decode (the pixel-limit tests).
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
