import { describe, expect, it } from 'vitest';
import { newPlaylistItem, type Layer, type PlaylistItem } from '../scene';
import { sectionFixture } from '../scene/scene.fixtures';
import { itemAt, itemDurationMs, itemSummary, nextIndex, playlistTimeline, previousIndex, startOf } from './preview';

const item = (id: number, duration: number, extra: Partial<PlaylistItem> = {}): PlaylistItem => ({
  ...newPlaylistItem(id),
  duration,
  ...extra,
});
const textLayer = (text: unknown, invisible = false): Layer => ({
  id: 1,
  itemType: 'Text',
  content: { left: 0, top: 0, width: 10, height: 10, text },
  parentLayerId: null,
  sectionTemplateGroup: null,
  sectionTemplateId: null,
  invisible,
  media: [],
  fonts: [],
});

/** The Welcome screen's Hero: 15 s then 20 s. */
const hero = playlistTimeline(sectionFixture({ playlistItems: [item(1, 15), item(2, 20)], itemsOrder: [1, 2] }));
const empty = playlistTimeline(sectionFixture());

describe('playlistTimeline', () => {
  it('plays visible, not deleted items in itemsOrder with their durations in ms', () => {
    const section = sectionFixture({
      playlistItems: [
        item(1, 10),
        item(2, 20, { hidden: true }),
        item(3, 30),
        item(4, 40, { markAsDeleted: true }),
        item(5, 5),
      ],
      itemsOrder: [5, 4, 3, 2, 1],
    });
    const timeline = playlistTimeline(section);
    expect(timeline.entries.map(({ item: i, startMs, durationMs }) => [i.id, startMs, durationMs])).toEqual([
      [5, 0, 5_000],
      [3, 5_000, 30_000],
      [1, 35_000, 10_000],
    ]);
    expect(timeline.totalMs).toBe(45_000);
  });

  it('gives an item with duration 0 (the call layer default) the spec default of 60 s', () => {
    expect(itemDurationMs({ duration: 0 })).toBe(60_000);
    expect(itemDurationMs({ duration: -3 })).toBe(60_000);
    expect(itemDurationMs({ duration: Number.NaN })).toBe(60_000);
    expect(itemDurationMs({ duration: 1 })).toBe(1_000);
    expect(playlistTimeline(sectionFixture({ playlistItems: [item(1, 0)], itemsOrder: [1] })).totalMs).toBe(60_000);
  });

  it('is empty for a section without playable items', () => {
    expect(empty).toEqual({ entries: [], totalMs: 0 });
    expect(
      playlistTimeline(sectionFixture({ playlistItems: [item(1, 10, { hidden: true })], itemsOrder: [1] })).entries,
    ).toEqual([]);
  });
});

describe('itemAt', () => {
  it('starts with the first item and counts down its remaining time', () => {
    expect(itemAt(hero, 0)).toMatchObject({ index: 0, remainingMs: 15_000 });
    expect(itemAt(hero, 14_999)).toMatchObject({ index: 0, remainingMs: 1 });
  });

  it('starts the next item exactly at the boundary', () => {
    expect(itemAt(hero, 15_000)).toMatchObject({ index: 1, remainingMs: 20_000 });
    expect(itemAt(hero, 15_000)?.item.id).toBe(2);
  });

  it('loops back to the first item after the last', () => {
    expect(itemAt(hero, 34_999)).toMatchObject({ index: 1, remainingMs: 1 });
    expect(itemAt(hero, 35_000)).toMatchObject({ index: 0, remainingMs: 15_000 });
    expect(itemAt(hero, 3 * 35_000 + 15_000)).toMatchObject({ index: 1, remainingMs: 20_000 });
    expect(itemAt(hero, -1)).toMatchObject({ index: 1, remainingMs: 1 });
  });

  it('finds nothing in an empty playlist', () => {
    expect(itemAt(empty, 0)).toBeNull();
  });

  it('plays a single item forever', () => {
    const single = playlistTimeline(sectionFixture({ playlistItems: [item(1, 30)], itemsOrder: [1] }));
    expect(itemAt(single, 30_000)).toMatchObject({ index: 0, remainingMs: 30_000 });
  });
});

describe('nextIndex / previousIndex / startOf', () => {
  it('step through the playlist and loop at both ends', () => {
    expect(nextIndex(hero, 0)).toBe(1);
    expect(nextIndex(hero, 1)).toBe(0);
    expect(previousIndex(hero, 1)).toBe(0);
    expect(previousIndex(hero, 0)).toBe(1);
    expect(startOf(hero, 1)).toBe(15_000);
    expect(startOf(hero, 9)).toBe(0);
  });

  it('answer -1 for an empty playlist', () => {
    expect(nextIndex(empty, 0)).toBe(-1);
    expect(previousIndex(empty, 0)).toBe(-1);
  });
});

describe('itemSummary', () => {
  it('is the first non-empty line of the first visible text layer', () => {
    expect(itemSummary({ layers: [textLayer('hidden', true), textLayer('\nOpening hours\nMon-Sat')] })).toBe(
      'Opening hours',
    );
    expect(itemSummary({ layers: [textLayer(undefined)] })).toBeNull();
    expect(itemSummary({ layers: [] })).toBeNull();
  });

  it('is cut to 60 characters with an ellipsis', () => {
    const summary = itemSummary({ layers: [textLayer('x'.repeat(80))] });
    expect(summary).toHaveLength(60);
    expect(summary?.endsWith('…')).toBe(true);
  });
});
