import { newPlaylistItem, type Section } from '../scene';
import { playlistTimeline } from './preview';
import { describe, expect, it } from 'vitest';
import { nextSwitchIn, positionsAt, setPlaying, startPlayback, stepPlayback } from './preview.playback';

const section = (durations: number[]) => {
  const playlistItems = durations.map((duration, index) => ({ ...newPlaylistItem(index + 1), duration }));
  return { playlistItems, itemsOrder: playlistItems.map((item) => item.id) } as Pick<
    Section,
    'playlistItems' | 'itemsOrder'
  >;
};
/** The Welcome screen: Hero 15 s + 20 s, Logo 60 s, Ticker 10 s + 10 s, and an empty section. */
const timelines = [section([15, 20]), section([60]), section([10, 10]), section([])].map(playlistTimeline);
const indexes = (state: ReturnType<typeof startPlayback>, now: number) =>
  positionsAt(state, timelines, now).map((p) => p?.index ?? -1);

describe('preview playback', () => {
  it('plays every section on one clock, each switching after its item’s duration', () => {
    const state = startPlayback(4, 1_000);
    expect(indexes(state, 1_000)).toEqual([0, 0, 0, -1]);
    expect(indexes(state, 11_000)).toEqual([0, 0, 1, -1]);
    expect(indexes(state, 16_000)).toEqual([1, 0, 1, -1]);
    expect(indexes(state, 21_000)).toEqual([1, 0, 0, -1]);
  });

  it('stands still while paused and goes on from there', () => {
    const paused = setPlaying(startPlayback(4, 0), false, 5_000);
    expect(positionsAt(paused, timelines, 100_000)[0]?.remainingMs).toBe(10_000);
    const resumed = setPlaying(paused, true, 100_000);
    expect(positionsAt(resumed, timelines, 109_999)[0]).toMatchObject({ index: 0, remainingMs: 1 });
    expect(setPlaying(resumed, true, 200_000)).toBe(resumed);
  });

  it('steps all sections to the start of their next or previous item, looping', () => {
    const state = stepPlayback(startPlayback(4, 0), timelines, 1, 3_000);
    expect(indexes(state, 3_000)).toEqual([1, 0, 1, -1]);
    expect(positionsAt(state, timelines, 3_000)[0]?.remainingMs).toBe(20_000);
    expect(indexes(stepPlayback(state, timelines, 1, 3_000), 3_000)).toEqual([0, 0, 0, -1]);
    expect(indexes(stepPlayback(startPlayback(4, 0), timelines, -1, 0), 0)).toEqual([1, 0, 1, -1]);
  });

  it('wakes up when the soonest section switches, and not at all while paused or with nothing to play', () => {
    const state = startPlayback(4, 0);
    expect(nextSwitchIn(state, positionsAt(state, timelines, 3_000))).toBe(7_000);
    expect(nextSwitchIn(setPlaying(state, false, 3_000), positionsAt(state, timelines, 3_000))).toBeNull();
    expect(nextSwitchIn(state, [null, null])).toBeNull();
  });
});
