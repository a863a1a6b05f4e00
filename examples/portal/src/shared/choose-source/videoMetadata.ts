import type { MediaItem } from '@screenplay/core/library';
import { metadataDuration, type VideoEntry } from '@screenplay/core/widgets';

/** How long a video's metadata may take to arrive before its length is left unknown (ours: not in the spec). */
export const VIDEO_METADATA_TIMEOUT_MS = 10_000;

/** A number far past any video's end: seeking there makes a browser find the real end of a file without one. */
const PAST_THE_END_S = 1e101;

/**
 * A video's length in seconds, read by the browser from its metadata (`HTMLVideoElement.duration` on
 * `loadedmetadata`; nothing is played or downloaded beyond the header). A file whose header has no length
 * (Infinity, e.g. a browser recording) is sought past its end so the browser finds it (`durationchange`).
 * 0 (unknown) when the file cannot be read or does not answer within {@link VIDEO_METADATA_TIMEOUT_MS}.
 */
export function readVideoDuration(url: string, timeoutMs = VIDEO_METADATA_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (seconds: number) => {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('durationchange', onDurationChange);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load(); // lets the browser drop the connection
      resolve(metadataDuration(seconds));
    };
    const onDurationChange = () => {
      if (Number.isFinite(video.duration)) finish(video.duration);
    };
    const onMetadata = () => {
      if (video.duration !== Number.POSITIVE_INFINITY) finish(video.duration);
      else video.currentTime = PAST_THE_END_S;
    };
    const onError = () => finish(0);
    timer = setTimeout(() => finish(0), timeoutMs);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('durationchange', onDurationChange);
    video.addEventListener('error', onError);
    video.src = url;
  });
}

/**
 * Media files as videos of a Video layer's playlist, each with its length, so the playlist item's duration follows its
 * videos (core `withVideoLayer`) from the moment they are added: the length the server measured on upload, else
 * (a file stored before it measured videos, or one it could not read) read from its metadata here (in parallel).
 */
export function measuredVideoEntries(
  items: readonly (Pick<MediaItem, 'uuid' | 'url' | 'name'> & Partial<Pick<MediaItem, 'duration'>>)[],
  read: (url: string) => Promise<number> = readVideoDuration,
): Promise<VideoEntry[]> {
  return Promise.all(
    items.map(async (item) => ({
      uuid: item.uuid,
      url: item.url,
      name: item.name,
      duration: item.duration ? metadataDuration(item.duration) : await read(item.url),
    })),
  );
}
