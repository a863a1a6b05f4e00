import mediaInfoFactory, {
  isTrackType,
  type GeneralTrack,
  type MediaInfo,
  type MediaInfoResult,
  type VideoTrack,
} from 'mediainfo.js';
import { MAX_IMAGE_SIDE } from '@screenplay/core';
import type { PreparedMedia } from './checks';

/** A video as measured: its picture as displayed and its length, each null when the file does not say. */
export interface VideoFacts {
  width: number | null;
  height: number | null;
  /** Seconds. */
  duration: number | null;
}

/** What a file the library cannot read is stored with: nothing known (the media row's nulls). */
export const UNKNOWN_VIDEO: VideoFacts = Object.freeze({ width: null, height: null, duration: null });

/**
 * Most bytes measuring one video reads (not in the spec; ours). What the measure needs is the container's header and
 * index (an MP4's `moov`, at its start or its end; a WebM's segment info), a few hundred KiB even for an hour of video;
 * a file that needs more is measured from what was read, or not at all, rather than read whole.
 */
export const VIDEO_PROBE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Longest a video's measure may take, waiting for an earlier one included (not in the spec; ours): past it the file is
 * measured from what was read, so an upload's answer never waits long on a strange file.
 */
export const VIDEO_PROBE_TIMEOUT_MS = 5_000;

/** Bytes handed to the library at a time (mediainfo.js's own default). */
const PROBE_CHUNK_BYTES = 256 * 1024;

/** A video's bytes as the measure reads them: its size and any part of it by position (a staged file, a buffer). */
export interface VideoSource {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
}

/** How much a measure may read, and for how long. */
export interface VideoProbeLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** A source over bytes already in memory (a downloaded file). */
export function bytesSource(bytes: Uint8Array): VideoSource {
  return { size: bytes.length, read: async (position, length) => bytes.subarray(position, position + length) };
}

/** A side the track claims, when it is one a picture can have (a positive integer up to {@link MAX_IMAGE_SIDE}). */
function sideOf(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value > 0 && value <= MAX_IMAGE_SIDE ? value : null;
}

/** Seconds to the millisecond, when positive and finite (a live stream or a broken header says 0 or nothing). */
function secondsOf(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : null;
}

/** Rotations (degrees, as the track header states them) that turn the picture a quarter: its displayed width is its height. */
const QUARTER_TURNS = new Set([90, 270]);

/**
 * What mediainfo's analysis says of a video: the first video track's size as displayed (a phone's portrait clip is
 * stored landscape with a rotation) and the file's duration (the video track's when the file states none).
 */
export function videoFactsOf(result: MediaInfoResult): VideoFacts {
  const tracks = result.media?.track ?? [];
  const general = tracks.find((track): track is GeneralTrack => isTrackType(track, 'General'));
  const video = tracks.find((track): track is VideoTrack => isTrackType(track, 'Video'));
  const width = sideOf(video?.Width);
  const height = sideOf(video?.Height);
  const rotation = ((Math.round(Number(video?.Rotation ?? 0)) % 360) + 360) % 360;
  const isTurned = QUARTER_TURNS.has(rotation) && width !== null && height !== null;
  return {
    width: isTurned ? height : width,
    height: isTurned ? width : height,
    duration: secondsOf(general?.Duration) ?? secondsOf(video?.Duration),
  };
}

let instance: Promise<MediaInfo<'object'>> | null = null;
/** The measures run one at a time: a MediaInfo instance analyses one file at once. */
let queue: Promise<unknown> = Promise.resolve();

/** The one MediaInfo instance (its WebAssembly module compiled once, on the first video). */
function mediaInfo(): Promise<MediaInfo<'object'>> {
  instance ??= mediaInfoFactory({ format: 'object', chunkSize: PROBE_CHUNK_BYTES });
  return instance;
}

/** Drops the instance after a failure (its state is unknown then); the next measure starts a new one. */
async function dropInstance(): Promise<void> {
  const failed = instance;
  instance = null;
  try {
    (await failed)?.close();
  } catch {
    // It never started, or is already gone.
  }
}

async function probe(source: VideoSource, limits: VideoProbeLimits, deadline: number): Promise<VideoFacts> {
  let budget = limits.maxBytes;
  try {
    const info = await mediaInfo();
    // Past the budget or the deadline the reader answers "no more bytes", and the library ends with what it has.
    const result = await info.analyzeData(source.size, async (length, position) => {
      if (budget <= 0 || Date.now() >= deadline) return new Uint8Array(0);
      const bytes = await source.read(position, Math.min(length, budget));
      budget -= bytes.length;
      return bytes;
    });
    return videoFactsOf(result);
  } catch (error) {
    console.warn('[media] a video could not be measured:', error instanceof Error ? error.message : error);
    await dropInstance();
    return UNKNOWN_VIDEO;
  }
}

/**
 * Measures a video with mediainfo.js (MediaInfoLib in WebAssembly: MP4, QuickTime, 3GPP, WebM, Matroska, Ogg, MPEG,
 * AVI, ASF/WMV), reading at most `maxBytes` of it within `timeoutMs`. Never throws: a file the library cannot read
 * (or only in part) answers what it could tell, nulls for the rest ({@link UNKNOWN_VIDEO}); storing it is not refused
 * for that.
 */
export function measureVideo(
  source: VideoSource,
  limits: VideoProbeLimits = { maxBytes: VIDEO_PROBE_MAX_BYTES, timeoutMs: VIDEO_PROBE_TIMEOUT_MS },
): Promise<VideoFacts> {
  const deadline = Date.now() + limits.timeoutMs;
  const measured = queue.then(() => probe(source, limits, deadline));
  queue = measured;
  return measured;
}

/** A checked file with its video measured (a downloaded video); an image as it is. */
export async function withVideoFacts(prepared: PreparedMedia): Promise<PreparedMedia> {
  if (prepared.type !== 'video') return prepared;
  return { ...prepared, ...(await measureVideo(bytesSource(prepared.bytes))) };
}
