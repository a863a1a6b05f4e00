import type { Size } from '@screenplay/core';
import type { ImageContent } from '@screenplay/core/widgets';
import { imageFrame } from '../../layers/ImageLayer/imageFrame';

/** The corners of the crop frame. */
export type CropCorner = 'nw' | 'ne' | 'se' | 'sw';

/** The crop frame's corners, clockwise from the top-left. */
export const CROP_CORNERS: readonly CropCorner[] = ['nw', 'ne', 'se', 'sw'];

/** What a crop gesture starts from: the cropped size in image pixels and the image pixels per canvas pixel. */
export interface CropStart {
  cropped: Size;
  original: Size;
  /** Canvas pixels per image pixel of the crop as drawn. */
  scale: number;
}

const isSize = (size: Size | null | undefined): size is Size => !!size && size.width > 0 && size.height > 0;

/** Where a crop gesture starts, or null while the image's own size is unknown (nothing to crop against). */
export function cropStart(content: ImageContent): CropStart | null {
  const original = content.originalSize;
  const frame = imageFrame(content);
  if (!isSize(original) || !frame) return null;
  const cropped = isSize(content.croppedSize) ? content.croppedSize : original;
  const width = Math.min(cropped.width, original.width);
  return {
    cropped: { width, height: Math.min(cropped.height, original.height) },
    original,
    scale: frame.crop.width / width,
  };
}

const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(1, value)));

/**
 * The cropped size after moving a corner by a distance in canvas pixels: the crop is centred on the image (our
 * reading of `croppedSize`, see `imageFrame`), so a corner moving out by d grows the crop by 2d on its axis; kept
 * between 1 image pixel and the whole image.
 */
export function resizedCrop(start: CropStart, corner: CropCorner, dx: number, dy: number): Size {
  const sx = corner.includes('e') ? 1 : -1;
  const sy = corner.includes('s') ? 1 : -1;
  const scale = start.scale > 0 ? start.scale : 1;
  return {
    width: clamp(start.cropped.width + (2 * sx * dx) / scale, start.original.width),
    height: clamp(start.cropped.height + (2 * sy * dy) / scale, start.original.height),
  };
}
