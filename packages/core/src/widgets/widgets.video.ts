import type { PlaylistItem } from '../scene';
import type { VideoEntry, VideoLayer } from './widgets.types';

function withVideos(layer: VideoLayer, videos: VideoEntry[], activeIndex: number): VideoLayer {
  const last = Math.max(0, videos.length - 1);
  return {
    ...layer,
    content: {
      ...layer.content,
      videos,
      videosUrls: videos.map((video) => video.url),
      activeIndex: Math.min(Math.max(0, activeIndex), last),
    },
  };
}

/** Replace: the video at `index` becomes `video` (on an empty playlist it becomes the only one); the active one stays. */
export function replaceVideo(layer: VideoLayer, index: number, video: VideoEntry): VideoLayer {
  const videos = [...layer.content.videos];
  if (videos.length === 0) return withVideos(layer, [video], 0);
  if (index < 0 || index >= videos.length) return layer;
  videos[index] = video;
  return withVideos(layer, videos, layer.content.activeIndex);
}

/** Add: the videos appended to the playlist; the active one stays. */
export function addVideos(layer: VideoLayer, videos: readonly VideoEntry[]): VideoLayer {
  return withVideos(layer, [...layer.content.videos, ...videos], layer.content.activeIndex);
}

/**
 * Remove: the playlist without the video at `index`. The active video stays active (its index drops by
 * one when an earlier video goes); when the active one goes, the next takes its place, or the new last.
 */
export function removeVideo(layer: VideoLayer, index: number): VideoLayer {
  const { videos, activeIndex } = layer.content;
  if (index < 0 || index >= videos.length) return layer;
  return withVideos(
    layer,
    videos.filter((_, i) => i !== index),
    index < activeIndex ? activeIndex - 1 : activeIndex,
  );
}

/** Reorder: the video at `from` moved to `to`; the active video stays active at its new index. */
export function reorderVideos(layer: VideoLayer, from: number, to: number): VideoLayer {
  const { videos, activeIndex } = layer.content;
  if (from < 0 || from >= videos.length || to < 0 || to >= videos.length) return layer;
  const next = [...videos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  let active = activeIndex;
  if (activeIndex === from) active = to;
  else if (from < activeIndex && to >= activeIndex) active = activeIndex - 1;
  else if (from > activeIndex && to <= activeIndex) active = activeIndex + 1;
  return withVideos(layer, next, active);
}

/** The url of the video playing now (`videosUrls` at the active index), null for an empty playlist. */
export function activeVideoUrl(layer: VideoLayer): string | null {
  return layer.content.videosUrls[layer.content.activeIndex] ?? null;
}

/**
 * A video's length in seconds from its metadata (`HTMLMediaElement.duration` on `loadedmetadata`, or a
 * server's probe): a finite positive number is kept; NaN (no metadata), Infinity (a stream, or a recording
 * without a duration header) and anything else not positive are unknown, 0, as `VideoEntry.duration` says.
 */
export function metadataDuration(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Seconds a playlist of videos plays: the sum of the known durations rounded up to a whole second (so
 * the last video is not cut short); 0 when no duration is known.
 */
export function videoPlaylistDuration(videos: readonly VideoEntry[]): number {
  const total = videos.reduce(
    (sum, video) => sum + (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0),
    0,
  );
  return Math.ceil(total);
}

/**
 * The playlist item with the video layer put in place of the layer with its id (spec: "removing adjusts
 * the duration"). Our rule: the item plays as long as its videos, so its duration becomes the playlist's
 * duration; while no duration is known (an empty playlist, or videos still being measured) it keeps its own.
 */
export function withVideoLayer(item: PlaylistItem, layer: VideoLayer): PlaylistItem {
  const layers = item.layers.map((other) => (other.id === layer.id ? layer : other));
  const duration = videoPlaylistDuration(layer.content.videos);
  return { ...item, layers, duration: duration > 0 ? duration : item.duration };
}
