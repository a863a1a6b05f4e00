import { afterEach, describe, expect, it, vi } from 'vitest';
import { measuredVideoEntries, readVideoDuration } from './videoMetadata';

/** The video element `readVideoDuration` creates, with a duration the test sets (jsdom loads no media). */
function fakeVideo() {
  const created = document.createElement('video');
  let duration = Number.NaN;
  Object.defineProperty(created, 'duration', { get: () => duration });
  vi.spyOn(created, 'load').mockImplementation(() => undefined);
  vi.spyOn(document, 'createElement').mockReturnValueOnce(created);
  return {
    element: created,
    metadata(seconds: number) {
      duration = seconds;
      created.dispatchEvent(new Event('loadedmetadata'));
    },
    durationChange(seconds: number) {
      duration = seconds;
      created.dispatchEvent(new Event('durationchange'));
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('readVideoDuration', () => {
  it('answers the length the metadata gives and lets the file go', async () => {
    const video = fakeVideo();
    const reading = readVideoDuration('/media/a.webm');
    expect(video.element.getAttribute('src')).toBe('/media/a.webm');
    video.metadata(12.5);
    await expect(reading).resolves.toBe(12.5);
    expect(video.element.hasAttribute('src')).toBe(false);
  });

  it('seeks past the end of a file without a length and answers the one the browser finds', async () => {
    const video = fakeVideo();
    const reading = readVideoDuration('/media/recorded.webm');
    video.metadata(Number.POSITIVE_INFINITY);
    expect(video.element.currentTime).toBeGreaterThan(1e100);
    video.durationChange(3.2);
    await expect(reading).resolves.toBe(3.2);
  });

  it('answers 0 (unknown) for an unreadable file and after the timeout', async () => {
    const broken = fakeVideo();
    const failing = readVideoDuration('/media/broken.webm');
    broken.element.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBe(0);
    vi.useFakeTimers();
    fakeVideo();
    const silent = readVideoDuration('/media/silent.webm', 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(silent).resolves.toBe(0);
  });
});

describe('measuredVideoEntries', () => {
  it('makes playlist entries of media files, in order, each with its length', async () => {
    const lengths: Record<string, number> = { '/media/a.webm': 4, '/media/b.webm': 0 };
    const entries = await measuredVideoEntries(
      [
        { uuid: 'a', url: '/media/a.webm', name: 'a.webm' },
        { uuid: 'b', url: '/media/b.webm', name: 'b.webm' },
      ],
      async (url) => lengths[url] ?? 0,
    );
    expect(entries).toEqual([
      { uuid: 'a', url: '/media/a.webm', name: 'a.webm', duration: 4 },
      { uuid: 'b', url: '/media/b.webm', name: 'b.webm', duration: 0 },
    ]);
  });

  it('takes the length the server measured, reading only a video it could not (issue 24)', async () => {
    const read = vi.fn(async () => 7);
    const entries = await measuredVideoEntries(
      [
        { uuid: 'a', url: '/media/a.mp4', name: 'a.mp4', duration: 2.5 },
        { uuid: 'b', url: '/media/b.mp4', name: 'b.mp4', duration: null },
      ],
      read,
    );
    expect(entries.map((entry) => entry.duration)).toEqual([2.5, 7]);
    expect(read).toHaveBeenCalledExactlyOnceWith('/media/b.mp4');
  });
});
