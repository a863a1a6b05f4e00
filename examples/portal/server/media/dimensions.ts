import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@screenplay/core';

/** Width and height in pixels, as an image's header claims them. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Whether a raster image's claimed size is one we accept: each side at most {@link MAX_IMAGE_SIDE} and
 * the area at most {@link MAX_IMAGE_PIXELS}. A header is only a claim, read before anything is decoded, so a
 * "pixel bomb" (a few bytes claiming 2147483647 x 2147483647) is refused before any player or thumbnailer
 * tries to allocate it. PNG (31-bit sides), JPEG and GIF (16-bit) and WebP (24-bit) all go through here.
 */
export function isWithinPixelLimits({ width, height }: PixelSize): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}
