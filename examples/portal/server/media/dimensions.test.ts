import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@screenplay/core';
import { isWithinPixelLimits } from './dimensions';
import { encodePng, pngClaiming } from './png';

/** A GIF header (logical screen) claiming `width` x `height` (16-bit little-endian each). */
function gifClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(13);
  bytes.write('GIF89a', 0, 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return new Uint8Array(bytes);
}

/** A JFIF APP0 segment, which a JPEG carries before its frame header. */
const JFIF_APP0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);

/** A baseline JPEG start (SOI, APP0, then SOF0) claiming `width` x `height` (16-bit big-endian each). */
function jpegClaiming(width: number, height: number): Uint8Array {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF_APP0, sof, Buffer.from([0xff, 0xd9])]));
}

/** An extended WebP (VP8X) header claiming a `width` x `height` canvas (24-bit, stored minus one). */
function webpClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return new Uint8Array(bytes);
}

describe('pixel limits (MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE)', () => {
  it('are 100 megapixels and 30,000 pixels a side', () => {
    expect(MAX_IMAGE_PIXELS).toBe(100_000_000);
    expect(MAX_IMAGE_SIDE).toBe(30_000);
  });

  it('accept an image at the limits and refuse one pixel more', () => {
    expect(isWithinPixelLimits({ width: 10_000, height: 10_000 })).toBe(true);
    expect(isWithinPixelLimits({ width: 10_000, height: 10_001 })).toBe(false);
    expect(isWithinPixelLimits({ width: MAX_IMAGE_SIDE, height: 1 })).toBe(true);
    expect(isWithinPixelLimits({ width: MAX_IMAGE_SIDE + 1, height: 1 })).toBe(false);
    expect(isWithinPixelLimits({ width: 7680, height: 4320 })).toBe(true);
  });

  it.each([
    ['PNG', pngClaiming],
    ['GIF', gifClaiming],
    ['JPEG', jpegClaiming],
    ['WebP', webpClaiming],
  ] as const)('reads a %s header’s claim and refuses a bomb of it', (_format, claiming) => {
    const bomb = claiming(65_535, 65_535);
    expect(imageSize(bomb)).toMatchObject({ width: 65_535, height: 65_535 });
    expect(isWithinPixelLimits(imageSize(bomb))).toBe(false);
    expect(isWithinPixelLimits(imageSize(claiming(1920, 1080)))).toBe(true);
  });

  it('reads the PNG bombs of the report: 100000x100000 and 2147483647x2147483647', () => {
    for (const side of [100_000, 2_147_483_647]) {
      const size = imageSize(pngClaiming(side, side));
      expect(size).toMatchObject({ width: side, height: side });
      expect(isWithinPixelLimits(size)).toBe(false);
    }
    expect(isWithinPixelLimits(imageSize(encodePng(4, 3, () => [0, 0, 0, 255])))).toBe(true);
  });
});
