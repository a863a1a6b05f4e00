import { describe, expect, it } from 'vitest';
import { newPlaylistItem } from '../scene';
import { defaultLayer } from './widgets.layers';
import type { VideoEntry, VideoLayer } from './widgets.types';
import { addVideos, metadataDuration, removeVideo, videoPlaylistDuration, withVideoLayer } from './widgets.video';

/** Issue 15: a playlist item's duration follows its video playlist, read from the videos' metadata. */
const video = (name: string, duration: number): VideoEntry => ({
  uuid: name,
  url: `/media/${name}.webm`,
  name,
  duration,
});
const layerOf = (videos: VideoEntry[], activeIndex = 0): VideoLayer => {
  const layer = addVideos(defaultLayer('Video', { left: 0, top: 0, width: 10, height: 10 }, 3), videos);
  return { ...layer, content: { ...layer.content, activeIndex } };
};

describe('metadataDuration', () => {
  it('keeps a finite positive length, fractions included', () => {
    expect(metadataDuration(12.5)).toBe(12.5);
    expect(metadataDuration(Number.MIN_VALUE)).toBe(Number.MIN_VALUE);
  });

  it('is unknown (0) for NaN, Infinity, 0 and negatives', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -3]) {
      expect(metadataDuration(value)).toBe(0);
    }
  });
});

describe('an item’s duration follows its video playlist', () => {
  it('adding a measured video sets it to the sum, rounded up; a fraction of a second counts as one', () => {
    const layer = layerOf([video('a', 0.2)]);
    expect(withVideoLayer(newPlaylistItem(1, [layer]), layer).duration).toBe(1);
    const two = addVideos(layer, [video('b', 9.9)]);
    expect(withVideoLayer(newPlaylistItem(1, [two]), two).duration).toBe(11); // 10.1 -> 11
  });

  it('unknown lengths count as nothing; all unknown keeps the item’s own', () => {
    expect(videoPlaylistDuration([video('a', Number.NaN), video('b', Number.POSITIVE_INFINITY), video('c', 4)])).toBe(
      4,
    );
    const unknown = layerOf([video('a', 0)]);
    expect(withVideoLayer({ ...newPlaylistItem(1, [unknown]), duration: 15 }, unknown).duration).toBe(15);
  });

  it('removing the last (active) video makes the new last active and shortens the item', () => {
    const layer = layerOf([video('a', 10), video('b', 20), video('c', 30)], 2);
    const item = withVideoLayer(newPlaylistItem(1, [layer]), layer);
    const after = removeVideo(layer, 2);
    expect(after.content.activeIndex).toBe(1);
    expect(withVideoLayer(item, after).duration).toBe(30);
  });

  it('removing the first video keeps the active one active, one index lower', () => {
    const after = removeVideo(layerOf([video('a', 10), video('b', 20), video('c', 30)], 2), 0);
    expect([after.content.activeIndex, after.content.videosUrls[after.content.activeIndex]]).toEqual([
      1,
      '/media/c.webm',
    ]);
  });

  it('removing the only video empties the playlist (active 0) and the item keeps its duration', () => {
    const layer = layerOf([video('a', 10)]);
    const item = withVideoLayer(newPlaylistItem(1, [layer]), layer);
    const empty = removeVideo(layer, 0);
    expect([empty.content.videos, empty.content.videosUrls, empty.content.activeIndex]).toEqual([[], [], 0]);
    expect(withVideoLayer(item, empty).duration).toBe(10);
  });

  it('an index outside the playlist removes nothing', () => {
    const layer = layerOf([video('a', 10)]);
    expect(removeVideo(layer, 1)).toBe(layer);
    expect(removeVideo(layer, -1)).toBe(layer);
  });
});
