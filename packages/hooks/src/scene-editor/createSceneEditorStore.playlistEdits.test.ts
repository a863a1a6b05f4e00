import type { PlaylistItem } from '@screenplay/core';
import { listedItems } from '@screenplay/core';
import { describe, expect, it, vi } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { sceneFixture, savedSection } from './sceneEditor.fixtures';

function item(id: number, duration = 60): PlaylistItem {
  return { id, parentId: null, layers: [], hidden: false, markAsDeleted: false, duration, styles: {} };
}

/** Scene 7: section 1 plays items 11, 12, 13; section 2 plays item 21. */
async function setup() {
  const scene = sceneFixture({
    sections: [
      savedSection(1, 1, { playlistItems: [item(11), item(12), item(13)], itemsOrder: [11, 12, 13] }),
      savedSection(2, 2, { left: 960, top: 540, playlistItems: [item(21)], itemsOrder: [21] }),
    ],
  });
  const repository = createMemorySceneRepository([scene]);
  const onError = vi.fn();
  const store = createSceneEditorStore({ repository, clientId: 'a', onError });
  await store.load(7);
  /** The listed section for a saved section id (its draft copy once there is one). */
  const shown = (id: number) => store.$sections.value.find((s) => s.id === id || s.parentId === id);
  const listed = (id: number) => listedItems(shown(id) ?? { playlistItems: [], itemsOrder: [] }).map((i) => i.id);
  return { repository, store, onError, shown, listed };
}

describe('createSceneEditorStore — playlist edits follow the section drafts', () => {
  it('a delete marks the item on a draft copy of the saved section; the saved section keeps it until the save', async () => {
    const { repository, store, shown, listed } = await setup();
    store.select(1);
    expect(await store.deletePlaylistItem(1, 12)).toBe(true);
    const draft = shown(1);
    expect(draft).toMatchObject({ draft: true, parentId: 1 });
    expect(draft?.id).toBeGreaterThan(0);
    expect(store.$selectedId.value).toBe(draft?.id);
    expect(listed(1)).toEqual([11, 13]);
    expect(draft?.playlistItems.find((i) => i.id === 12)).toMatchObject({ markAsDeleted: true, hidden: true });
    expect(store.$hasDrafts.value).toBe(true);
    expect(
      repository
        .peek(7)
        ?.sections.find((s) => s.id === 1)
        ?.playlistItems.map((i) => i.markAsDeleted),
    ).toEqual([false, false, false]);

    expect(await store.save()).toBe(true);
    const saved = repository.peek(7)?.sections.find((s) => s.id === 1);
    expect(saved?.playlistItems.map((i) => i.id)).toEqual([11, 13]);
    expect(saved?.itemsOrder).toEqual([11, 13]);
    expect(store.$hasDrafts.value).toBe(false);
  });

  it('cancel brings a deleted item back and undoes hide and reorder', async () => {
    const { store, shown, listed } = await setup();
    await store.deletePlaylistItem(1, 11);
    await store.setPlaylistItemHidden(1, 12, true);
    expect(await store.reorderPlaylistItem(1, 13, 0)).toBe(true);
    expect(listed(1)).toEqual([13, 12]);
    expect(shown(1)?.playlistItems.find((i) => i.id === 12)?.hidden).toBe(true);

    expect(await store.cancel()).toBe(true);
    expect(shown(1)).toMatchObject({ id: 1, draft: false, itemsOrder: [11, 12, 13] });
    expect(listed(1)).toEqual([11, 12, 13]);
    expect(shown(1)?.playlistItems.every((i) => !i.hidden && !i.markAsDeleted)).toBe(true);
  });

  it('reorders by position in the listed items, one edit after another, refusing positions outside', async () => {
    const { store, listed, repository } = await setup();
    const moves = [store.reorderPlaylistItem(1, 11, 1), store.reorderPlaylistItem(1, 11, 2)];
    expect(await Promise.all(moves)).toEqual([true, true]);
    expect(listed(1)).toEqual([12, 13, 11]);
    expect(await store.reorderPlaylistItem(1, 11, 3)).toBe(false);
    expect(await store.reorderPlaylistItem(1, 11, 2)).toBe(false);
    expect(await store.save()).toBe(true);
    expect(repository.peek(7)?.sections.find((s) => s.id === 1)?.itemsOrder).toEqual([12, 13, 11]);
    // No undo entry: the history records section fields only.
    expect(store.$canUndo.value).toBe(false);
  });

  it('moves an item to another section between draft copies; save applies it', async () => {
    const { store, listed, repository } = await setup();
    expect(await store.moveItemToSection(1, 12, 2)).toBe(true);
    expect(listed(1)).toEqual([11, 13]);
    expect(listed(2)).toEqual([21, 12]);
    expect(await store.moveItemToSection(1, 11, 1)).toBe(false);
    expect(await store.save()).toBe(true);
    const sections = repository.peek(7)?.sections;
    expect(sections?.find((s) => s.id === 1)?.itemsOrder).toEqual([11, 13]);
    expect(sections?.find((s) => s.id === 2)?.itemsOrder).toEqual([21, 12]);
  });

  it('edits a draft copy that already exists in place, and reports a failed call', async () => {
    const { store, shown, onError } = await setup();
    store.setGeometry(1, { left: 10 });
    expect(await store.setPlaylistItemHidden(1, 13, true)).toBe(true);
    expect(store.$scene.value?.sections.filter((s) => s.parentId === 1)).toHaveLength(1);
    expect(shown(1)).toMatchObject({ left: 10, draft: true });
    expect(await store.setPlaylistItemHidden(1, 99, true)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});
