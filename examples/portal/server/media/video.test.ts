import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MediaInfoResult } from 'mediainfo.js';
import { bytesSource, measureVideo, UNKNOWN_VIDEO, type VideoSource, videoFactsOf } from './video';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/api/fixtures/media/${name}`, import.meta.url)));

/** A source that counts what the measure reads. */
function counted(bytes: Uint8Array): VideoSource & { readonly bytesRead: number } {
  let bytesRead = 0;
  return {
    size: bytes.length,
    async read(position, length) {
      const part = bytes.subarray(position, position + length);
      bytesRead += part.length;
      return part;
    },
    get bytesRead() {
      return bytesRead;
    },
  };
}

/** A result with a general and a video track as mediainfo.js reports them. */
const result = (general: Record<string, unknown>, video: Record<string, unknown> | null): MediaInfoResult =>
  ({
    media: {
      '@ref': '',
      track: [{ '@type': 'General', ...general }, ...(video ? [{ '@type': 'Video', ...video }] : [])],
    },
  }) as MediaInfoResult;

describe('measureVideo', () => {
  it('measures MP4, WebM and QuickTime files: width, height, seconds', async () => {
    expect(await measureVideo(bytesSource(fixture('clip-64x48-2s.mp4')))).toEqual({
      width: 64,
      height: 48,
      duration: 2,
    });
    expect(await measureVideo(bytesSource(fixture('clip-80x60-1.5s.webm')))).toEqual({
      width: 80,
      height: 60,
      duration: 1.5,
    });
    expect(await measureVideo(bytesSource(fixture('clip-48x32-1s.mov')))).toEqual({
      width: 48,
      height: 32,
      duration: 1,
    });
  });

  it('answers unknown for bytes it cannot read, and measures the next file again', async () => {
    const garbage = Uint8Array.from({ length: 100_000 }, (_, at) => (at * 7919) % 251);
    expect(await measureVideo(bytesSource(garbage))).toEqual(UNKNOWN_VIDEO);
    expect(await measureVideo(bytesSource(new Uint8Array(0)))).toEqual(UNKNOWN_VIDEO);
    expect((await measureVideo(bytesSource(fixture('clip-64x48-2s.mp4')))).duration).toBe(2);
  });

  it('reads no more than its byte budget of a large file', async () => {
    const large = new Uint8Array(8 * 1024 * 1024);
    large.set(fixture('clip-64x48-2s.mp4').subarray(0, 32)); // an MP4's head, then nothing a parser can use
    const source = counted(large);
    await measureVideo(source, { maxBytes: 512 * 1024, timeoutMs: 5_000 });
    expect(source.bytesRead).toBeLessThanOrEqual(512 * 1024);
  });

  it('stops reading at its deadline', async () => {
    const slow: VideoSource = {
      size: 64 * 1024 * 1024,
      read: (_, length) => new Promise((resolve) => setTimeout(() => resolve(new Uint8Array(length)), 20)),
    };
    const started = Date.now();
    expect(await measureVideo(slow, { maxBytes: Number.POSITIVE_INFINITY, timeoutMs: 200 })).toEqual(UNKNOWN_VIDEO);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('videoFactsOf', () => {
  it('gives the picture as displayed: a quarter-turned track swaps its sides', () => {
    expect(videoFactsOf(result({ Duration: 3.2 }, { Width: 1920, Height: 1080, Rotation: '90.000' }))).toEqual({
      width: 1080,
      height: 1920,
      duration: 3.2,
    });
    expect(videoFactsOf(result({ Duration: 3.2 }, { Width: 1920, Height: 1080, Rotation: '180.000' })).width).toBe(
      1920,
    );
  });

  it("takes the video track's duration when the file states none, and unknown for what is not a length or a side", () => {
    expect(videoFactsOf(result({}, { Width: 640, Height: 360, Duration: 4.0004 })).duration).toBe(4);
    expect(videoFactsOf(result({ Duration: 0 }, { Width: 0, Height: 99_999 }))).toEqual(UNKNOWN_VIDEO);
    expect(videoFactsOf(result({ Duration: 5 }, null))).toEqual({ width: null, height: null, duration: 5 });
    expect(videoFactsOf({})).toEqual(UNKNOWN_VIDEO);
  });
});
