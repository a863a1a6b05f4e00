import type { MediaAccept } from '@screenplay/core/library';
import {
  fileTooLarge,
  MEDIA_HEAD_BYTES,
  type MediaTypeVerdict,
  measureImage,
  mediaTypeOf,
  rasterSizeOf,
  sanitizedSvgOf,
} from './checks';
import { openStagingFile, type StagedFile, type StagingFile } from './storage';
import { measureVideo } from './video';

/**
 * How much of an image's start is read back to measure it (image-size's own window for files): headers end well
 * before it; only when one does not (a JPEG behind long metadata) is the whole file, at most an image's limit, read.
 */
export const MEASURE_BYTES = 512 * 1024;

/** Whoever sends a file's bytes as they arrive: a multipart part's stream, or any async source of chunks. */
export type ByteSource = AsyncIterable<Uint8Array>;

/** The bytes staged after the checks: a video as sent and measured (unknown when it cannot be), an image measured, an SVG sanitised. */
async function stageChecked(staging: StagingFile, verdict: MediaTypeVerdict): Promise<StagedFile> {
  const { sniffed, type } = verdict;
  const facts = { mime: sniffed.mime, type, size: staging.size, duration: null };
  if (type === 'video') {
    const video = await measureVideo({
      size: staging.size,
      read: (position, length) => staging.readAt(position, length),
    });
    return staging.stage(sniffed.ext, { ...facts, ...video });
  }
  if (sniffed.mime === 'image/svg+xml') {
    // SVGs are text for people to draw, far below the image limit: sanitising reads the whole (at most that limit).
    const svg = sanitizedSvgOf(await staging.readStart(staging.size));
    const size = { size: svg.bytes.length, width: svg.size?.width ?? null, height: svg.size?.height ?? null };
    return staging.stage(sniffed.ext, { ...facts, ...size }, svg.bytes);
  }
  const start = await staging.readStart(MEASURE_BYTES);
  const header = measureImage(start) || staging.size <= start.length ? start : await staging.readStart(staging.size);
  const { width, height } = rasterSizeOf(header);
  return staging.stage(sniffed.ext, { ...facts, width, height });
}

/**
 * Receives one uploaded file as its bytes arrive and stages it (storage.ts), never holding more than its first
 * {@link MEDIA_HEAD_BYTES} and the chunk in flight: the type is sniffed from that head (an allowed image or video for
 * `accept`, by the bytes, never the name), the size is counted against the type's limit as the bytes stream and a
 * file past it is refused with 413 at once, and at the end an image is measured from its header, a video by
 * video.ts (its size and length, within a bounded read) or an SVG sanitised (checks.ts, the same checks as
 * `prepareMediaFile`). Throws the 422/413 answer; whatever was written
 * is removed then, as on any failure of `source` (a request cut off).
 */
export async function receiveMediaFile(
  dataDir: string,
  customerId: number,
  source: ByteSource,
  fileName: string,
  accept: MediaAccept = 'any',
): Promise<StagedFile> {
  const staging = await openStagingFile(dataDir, customerId);
  try {
    let head: Buffer[] = [];
    let headLength = 0;
    let verdict: MediaTypeVerdict | null = null;
    for await (const chunk of source) {
      if (!verdict) {
        head.push(Buffer.from(chunk.subarray(0, MEDIA_HEAD_BYTES - headLength)));
        headLength += Math.min(chunk.length, MEDIA_HEAD_BYTES - headLength);
        if (headLength === MEDIA_HEAD_BYTES) {
          verdict = mediaTypeOf(Buffer.concat(head), fileName, accept);
          head = [];
        }
      }
      if (verdict && staging.size + chunk.length > verdict.maxBytes) throw fileTooLarge();
      await staging.write(chunk);
    }
    verdict ??= mediaTypeOf(Buffer.concat(head), fileName, accept);
    return await stageChecked(staging, verdict);
  } catch (error) {
    await staging.discard();
    throw error;
  }
}
