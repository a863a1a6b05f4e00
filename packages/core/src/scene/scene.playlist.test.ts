import { describe, expect, it } from 'vitest';
import { formatColor, parseColor, DEFAULT_BACKGROUND, DEFAULT_COLOR } from './scene.color';
import { sectionFixture } from './scene.fixtures';
import {
  PLAYLIST_ITEM_DEFAULT_DURATION_S,
  addPlaylistItem,
  currentItem,
  findPlaylistItem,
  isPlayable,
  itemsInOrder,
  listedItems,
  newPlaylistItem,
  playlistItemKey,
  reorderedItems,
} from './scene.playlist';
import type { PlaylistItem } from './scene.types';

describe('playlist items', () => {
  it('play 60 s when created in the scene', () => {
    expect(PLAYLIST_ITEM_DEFAULT_DURATION_S).toBe(60);
    expect(newPlaylistItem(-1)).toEqual({
      id: -1,
      parentId: null,
      layers: [],
      hidden: false,
      markAsDeleted: false,
      duration: 60,
      styles: {},
    });
  });

  it('are shown in itemsOrder, then any item it does not name', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((id) => newPlaylistItem(id));
    const section = sectionFixture({ playlistItems: [a!, b!, c!, d!], itemsOrder: [3, 99, 1, 3] });
    expect(itemsInOrder(section).map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });

  it('are appended to the playlist and to itemsOrder', () => {
    const section = addPlaylistItem(sectionFixture({ itemsOrder: [] }), newPlaylistItem(-1));
    expect(section.itemsOrder).toEqual([-1]);
    expect(itemsInOrder(section).map((item) => item.duration)).toEqual([60]);
  });

  it('play unless hidden or marked deleted', () => {
    expect(isPlayable(newPlaylistItem(1))).toBe(true);
    expect(isPlayable({ ...newPlaylistItem(1), hidden: true })).toBe(false);
    expect(isPlayable({ ...newPlaylistItem(1), markAsDeleted: true })).toBe(false);
  });

  it('current: the first item in itemsOrder that is neither hidden nor deleted, null when none is', () => {
    const [a, b, c, d] = [1, 2, 3, 4].map((id) => newPlaylistItem(id));
    const hidden = { ...c!, hidden: true };
    const deleted = { ...a!, markAsDeleted: true, hidden: true };
    const section = sectionFixture({ playlistItems: [deleted, b!, hidden, d!], itemsOrder: [3, 1, 4, 2] });
    expect(currentItem(section)?.id).toBe(4);
    expect(currentItem(sectionFixture({ playlistItems: [deleted, hidden], itemsOrder: [1, 3] }))).toBeNull();
    expect(currentItem(sectionFixture({ playlistItems: [], itemsOrder: [] }))).toBeNull();
    // Items itemsOrder does not name come after the named ones, as they are listed.
    expect(currentItem(sectionFixture({ playlistItems: [b!, d!], itemsOrder: [4] }))?.id).toBe(4);
  });
});

describe('background colours', () => {
  it('parse rgb and rgba strings; rgb is opaque', () => {
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10,20,30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgb(10 20 30 / 25%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 });
    expect(parseColor('rgba(300,-5,30,2)')).toEqual({ r: 255, g: 0, b: 30, a: 1 });
  });

  it('default to white fully transparent', () => {
    for (const text of ['', null, undefined, '#fff', 'rgb(1,2)', 'rgba(a,b,c,d)'])
      expect(parseColor(text)).toEqual(DEFAULT_COLOR);
    expect(DEFAULT_BACKGROUND).toBe(formatColor(DEFAULT_COLOR));
  });

  it("format as 'rgba(r,g,b,a)' and read back", () => {
    expect(formatColor({ r: 10.4, g: 20, b: 30, a: 0.1 + 0.2 })).toBe('rgba(10,20,30,0.3)');
    expect(parseColor(formatColor({ r: 1, g: 2, b: 3, a: 0.25 }))).toEqual({ r: 1, g: 2, b: 3, a: 0.25 });
  });
});

describe('playlist edits in the scene editor', () => {
  const [a, b, c, d] = [1, 2, 3, 4].map((id) => newPlaylistItem(id)) as [
    PlaylistItem,
    PlaylistItem,
    PlaylistItem,
    PlaylistItem,
  ];
  const deleted = { ...b, markAsDeleted: true, hidden: true };
  const hidden = { ...c, hidden: true };
  const section = sectionFixture({ playlistItems: [a, deleted, hidden, d], itemsOrder: [4, 2, 3, 1] });

  it('list items in itemsOrder without the marked-deleted ones (hidden ones stay listed)', () => {
    expect(listedItems(section).map((item) => item.id)).toEqual([4, 3, 1]);
    expect(listedItems(sectionFixture({ playlistItems: [], itemsOrder: [5] }))).toEqual([]);
  });

  it("find an item by its id or by its draft copy's parentId", () => {
    const copy = { ...newPlaylistItem(40), parentId: 4 };
    expect(findPlaylistItem([a, copy], 4)).toBe(copy);
    expect(findPlaylistItem([a, copy], 40)).toBe(copy);
    expect(findPlaylistItem([a, copy], 1)).toBe(a);
    expect(findPlaylistItem([a, copy], 9)).toBeUndefined();
    expect(playlistItemKey(copy)).toBe(4);
    expect(playlistItemKey(a)).toBe(1);
  });

  it('reorder the listed items, deleted ones last', () => {
    expect(reorderedItems(section, 1, 0)).toEqual([1, 4, 3, 2]);
    expect(reorderedItems(section, 4, 2)).toEqual([3, 1, 4, 2]);
    expect(reorderedItems(section, 3, 1)).toBeNull(); // already there
  });

  it('refuse moves out of the list, of unknown or deleted items', () => {
    expect(reorderedItems(section, 4, -1)).toBeNull();
    expect(reorderedItems(section, 4, 3)).toBeNull();
    expect(reorderedItems(section, 4, 0.5)).toBeNull();
    expect(reorderedItems(section, 2, 0)).toBeNull();
    expect(reorderedItems(section, 99, 0)).toBeNull();
  });

  it("reorder a draft copy's items by their parent ids", () => {
    const copies = [a, d].map((item) => ({ ...item, id: item.id + 100, parentId: item.id }));
    const draft = sectionFixture({ playlistItems: copies, itemsOrder: [101, 104] });
    expect(reorderedItems(draft, 4, 0)).toEqual([104, 101]);
  });
});
