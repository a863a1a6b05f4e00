import { describe, expect, it } from 'vitest';
import { newPlaylistItem } from '../scene';
import { defaultLayer } from './widgets.layers';
import type { VideoEntry, VideoLayer } from './widgets.types';
import {
  activeVideoUrl,
  addVideos,
  removeVideo,
  reorderVideos,
  replaceVideo,
  videoPlaylistDuration,
  withVideoLayer,
} from './widgets.video';

const video = (name: string, duration: number): VideoEntry => ({
  uuid: `uuid-${name}`,
  url: `/media/${name}.mp4`,
  name,
  duration,
});
const [a, b, c, d] = [video('a', 10), video('b', 20.4), video('c', 30), video('d', 5)] as [
  VideoEntry,
  VideoEntry,
  VideoEntry,
  VideoEntry,
];

function playlist(videos: VideoEntry[], activeIndex = 0): VideoLayer {
  const layer = addVideos(defaultLayer('Video', { left: 0, top: 0, width: 640, height: 360 }, 9), videos);
  return { ...layer, content: { ...layer.content, activeIndex } };
}

const names = (layer: VideoLayer) => layer.content.videos.map((entry) => entry.name);

describe('video playlist', () => {
  it('add appends, keeping videosUrls in step and the active video', () => {
    const layer = addVideos(playlist([a], 0), [b, c]);
    expect(names(layer)).toEqual(['a', 'b', 'c']);
    expect(layer.content.videosUrls).toEqual(['/media/a.mp4', '/media/b.mp4', '/media/c.mp4']);
    expect(layer.content.activeIndex).toBe(0);
  });

  it('replace swaps one video; on an empty playlist it becomes the only one', () => {
    expect(names(replaceVideo(playlist([a, b, c], 1), 1, d))).toEqual(['a', 'd', 'c']);
    expect(replaceVideo(playlist([a, b, c], 1), 1, d).content.videosUrls[1]).toBe('/media/d.mp4');
    expect(names(replaceVideo(playlist([]), 0, d))).toEqual(['d']);
    const layer = playlist([a]);
    expect(replaceVideo(layer, 3, d)).toBe(layer);
  });

  it('remove keeps the active video active', () => {
    const removedBefore = removeVideo(playlist([a, b, c, d], 2), 0);
    expect(names(removedBefore)).toEqual(['b', 'c', 'd']);
    expect(activeVideoUrl(removedBefore)).toBe('/media/c.mp4');
    expect(removedBefore.content.activeIndex).toBe(1);
    expect(removeVideo(playlist([a, b, c, d], 1), 3).content.activeIndex).toBe(1);
  });

  it('removing the active video makes the next one active, or the new last', () => {
    expect(activeVideoUrl(removeVideo(playlist([a, b, c], 1), 1))).toBe('/media/c.mp4');
    const last = removeVideo(playlist([a, b, c], 2), 2);
    expect(last.content.activeIndex).toBe(1);
    expect(activeVideoUrl(last)).toBe('/media/b.mp4');
    const empty = removeVideo(playlist([a], 0), 0);
    expect(empty.content).toMatchObject({ videos: [], videosUrls: [], activeIndex: 0 });
    expect(activeVideoUrl(empty)).toBeNull();
  });

  it('reorder moves a video and the active video follows', () => {
    const moved = reorderVideos(playlist([a, b, c, d], 1), 1, 3);
    expect(names(moved)).toEqual(['a', 'c', 'd', 'b']);
    expect(activeVideoUrl(moved)).toBe('/media/b.mp4');
    expect(activeVideoUrl(reorderVideos(playlist([a, b, c, d], 2), 0, 3))).toBe('/media/c.mp4');
    expect(activeVideoUrl(reorderVideos(playlist([a, b, c, d], 1), 3, 0))).toBe('/media/b.mp4');
    expect(activeVideoUrl(reorderVideos(playlist([a, b, c, d], 0), 2, 3))).toBe('/media/a.mp4');
  });
});

describe('playlist duration', () => {
  it('is the sum of the known durations, rounded up to a whole second', () => {
    expect(videoPlaylistDuration([a, b, c])).toBe(61); // 60.4 -> 61
    expect(videoPlaylistDuration([a, video('unknown', 0)])).toBe(10);
    expect(videoPlaylistDuration([])).toBe(0);
  });

  it('removing a video shortens the playlist item', () => {
    const layer = playlist([a, b, c]);
    const item = withVideoLayer(newPlaylistItem(1, [layer]), layer);
    expect(item.duration).toBe(61);
    const shorter = withVideoLayer(item, removeVideo(layer, 2));
    expect(shorter.duration).toBe(31);
    expect(shorter.layers[0]).toMatchObject({ id: 9, content: { videosUrls: ['/media/a.mp4', '/media/b.mp4'] } });
  });

  it('an item whose videos have no known duration keeps its own', () => {
    const layer = playlist([video('measuring', 0)]);
    expect(withVideoLayer(newPlaylistItem(1, [layer]), layer).duration).toBe(60);
    expect(withVideoLayer({ ...newPlaylistItem(1, [layer]), duration: 42 }, removeVideo(layer, 0)).duration).toBe(42);
  });
});
