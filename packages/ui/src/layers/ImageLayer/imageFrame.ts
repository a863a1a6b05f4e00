import type { Size } from '@screenplay/core';
import type { ImageContent } from '@screenplay/core/widgets';

/** A rectangle in pixels, relative to its parent. */
export interface FrameRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where an image layer draws: the visible (cropped) part in the layer's box, and the whole image inside it. */
export interface ImageFrame {
  /** The cropped part, fitted to the box (contain) or covering it (cover), centred; it clips the image. */
  crop: FrameRect;
  /** The whole image, scaled like the crop and placed so the cropped part shows, relative to `crop`. */
  image: FrameRect;
}

const isSize = (size: Size | null | undefined): size is Size =>
  !!size && Number.isFinite(size.width) && Number.isFinite(size.height) && size.width > 0 && size.height > 0;

/**
 * The frame an image layer draws its picture in, or null while the image's own size is unknown (the
 * renderer then fits the whole image with `object-fit`). The spec stores the cropped part's size, not
 * its position: our reading is a crop centred on the image. `contain` fits the cropped part inside the
 * box, otherwise it covers the box (the layer clips what overflows).
 *
 * @example imageFrame({ width: 200, height: 100, originalSize: { width: 400, height: 400 }, croppedSize: { width: 400, height: 200 }, contain: true })
 * // crop { left: 0, top: 0, width: 200, height: 100 }, image { left: 0, top: -50, width: 200, height: 200 }
 */
export function imageFrame(
  content: Pick<ImageContent, 'width' | 'height' | 'originalSize' | 'croppedSize' | 'contain'>,
): ImageFrame | null {
  const original = content.originalSize;
  if (!isSize(original) || !(content.width > 0) || !(content.height > 0)) return null;
  const cropped = isSize(content.croppedSize) ? content.croppedSize : original;
  const cw = Math.min(cropped.width, original.width);
  const ch = Math.min(cropped.height, original.height);
  const fit = content.contain ? Math.min : Math.max;
  const scale = fit(content.width / cw, content.height / ch);
  const crop = {
    left: (content.width - cw * scale) / 2,
    top: (content.height - ch * scale) / 2,
    width: cw * scale,
    height: ch * scale,
  };
  const image = {
    left: ((cw - original.width) / 2) * scale,
    top: ((ch - original.height) / 2) * scale,
    width: original.width * scale,
    height: original.height * scale,
  };
  return { crop, image };
}
