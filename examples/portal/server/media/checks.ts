import { imageSize } from 'image-size';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@screenplay/core';
import {
  mediaKindOf,
  mediaRefusal,
  type MediaAccept,
  type MediaKind,
  type MediaRefusalKey,
} from '@screenplay/core/library';
import { englishText } from '@screenplay/core/messages';
import { HttpError, unprocessableKeys } from '../http/errors';
import { isWithinPixelLimits, type PixelSize } from './dimensions';
import { type SniffedType, sniffMedia } from './sniff';
import { sanitizeSvg } from './svg';

/**
 * How much of a file's start decides its type: sniffing never looks further (`HEADER_SCAN_BYTES` of sniff.ts, the
 * SVG sniff of svg.ts), so a streamed upload is judged on this much, exactly as the whole file would be.
 */
export const MEDIA_HEAD_BYTES = 64 * 1024;

/**
 * A file as it is stored: its sniffed type and size, its pixels (null for SVGs without a size and videos not measured)
 * and a video's length (null for images and videos not measured; video.ts measures them).
 */
export interface MediaFacts {
  /** The sniffed content type. */
  mime: string;
  type: MediaKind;
  /** Bytes stored (an SVG after sanitising). */
  size: number;
  width: number | null;
  height: number | null;
  /** Seconds. */
  duration: number | null;
}

/** A file that passed every check and is ready to be written (all files of a request are checked first). */
export interface PreparedMedia extends MediaFacts {
  bytes: Uint8Array;
  ext: string;
}

/** What a file's first bytes say it is: the type it is stored as, and the most bytes it may have. */
export interface MediaTypeVerdict {
  sniffed: SniffedType;
  type: MediaKind;
  maxBytes: number;
}

/** 422 for a refused file, with its dnd key as the code (the contract's body). */
export function mediaRefused(key: MediaRefusalKey): HttpError {
  return unprocessableKeys({ file: [key] });
}

/** 413 for a file (or request) over the size limits. */
export function fileTooLarge(): HttpError {
  const text = englishText('media.fileTooLarge');
  return new HttpError(413, { message: text, code: 'media.fileTooLarge', errors: { file: [text] } });
}

/** The most bytes a file of this kind may have. */
export function maxBytesOf(kind: MediaKind): number {
  return kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
}

/**
 * Decides a file's type by its first bytes (at least {@link MEDIA_HEAD_BYTES} of them, or the whole file), never its
 * name or declared type: an allowed image or video for the target. Throws the 422 answer.
 */
export function mediaTypeOf(head: Uint8Array, fileName: string, accept: MediaAccept = 'any'): MediaTypeVerdict {
  const sniffed = sniffMedia(head, fileName);
  const refusal = mediaRefusal({ type: sniffed?.mime ?? '' }, accept);
  const type = sniffed && mediaKindOf(sniffed.mime);
  if (refusal || !sniffed || !type) throw mediaRefused(refusal ?? 'dnd.invalidMediaFile');
  return { sniffed, type, maxBytes: maxBytesOf(type) };
}

/** EXIF orientations that turn the picture a quarter: its displayed width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** Width and height as displayed, or null when the bytes do not hold a readable header (or end before it does). */
export function measureImage(bytes: Uint8Array): PixelSize | null {
  try {
    const size = imageSize(bytes);
    if (![size.width, size.height].every((n) => Number.isInteger(n) && n > 0)) return null;
    const isTurned = size.orientation !== undefined && QUARTER_TURNS.has(size.orientation);
    return isTurned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/** A raster image's size from its header; throws the 422 answer when it cannot be read or claims too many pixels. */
export function rasterSizeOf(bytes: Uint8Array): PixelSize {
  const size = measureImage(bytes);
  if (!size || !isWithinPixelLimits(size)) throw mediaRefused('dnd.invalidMediaFile');
  return size;
}

/** An SVG made harmless (svg.ts) and its size when it states one; throws the 422 answer for a broken SVG. */
export function sanitizedSvgOf(bytes: Uint8Array): { bytes: Uint8Array; size: PixelSize | null } {
  const svg = sanitizeSvg(bytes);
  if (svg === null) throw mediaRefused('dnd.invalidMediaFile');
  const stored = new TextEncoder().encode(svg);
  return { bytes: stored, size: measureImage(stored) };
}

/**
 * Checks one file by its bytes (never its name or declared type): an allowed image or video for the
 * target, within the size limit; sanitises an SVG and measures an image (a video is measured apart, asynchronously:
 * video.ts `withVideoFacts`). Throws the 422/413 answer.
 * Uploads stream through `receiveMediaFile` (receive.ts) instead, which applies the same checks as the bytes arrive.
 */
export function prepareMediaFile(bytes: Uint8Array, fileName: string, accept: MediaAccept = 'any'): PreparedMedia {
  const { sniffed, type, maxBytes } = mediaTypeOf(bytes, fileName, accept);
  if (bytes.length > maxBytes) throw fileTooLarge();
  const facts = { ext: sniffed.ext, mime: sniffed.mime, type, duration: null };
  if (type === 'video') return { ...facts, bytes, size: bytes.length, width: null, height: null };
  if (sniffed.mime === 'image/svg+xml') {
    // An SVG may leave its size to the layout.
    const svg = sanitizedSvgOf(bytes);
    return {
      ...facts,
      bytes: svg.bytes,
      size: svg.bytes.length,
      width: svg.size?.width ?? null,
      height: svg.size?.height ?? null,
    };
  }
  const { width, height } = rasterSizeOf(bytes);
  return { ...facts, bytes, size: bytes.length, width, height };
}
