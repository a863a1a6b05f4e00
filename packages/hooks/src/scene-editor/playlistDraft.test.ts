import type { PlaylistItem } from '@screenplay/core';
import { describe, expect, it } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { draftItemId, resolvePlaylistDraft, resolvePlaylistItemDraft } from './playlistDraft';
import { sceneFixture, savedSection } from './sceneEditor.fixtures';

function item(id: number): PlaylistItem {
  return { id, parentId: null, layers: [], hidden: false, markAsDeleted: false, duration: 10, styles: {} };
}

/** Scene 7: saved section 1 plays items 11 and 12. */
function scene() {
  return sceneFixture({
    sections: [savedSection(1, 1, { playlistItems: [item(11), item(12)], itemsOrder: [11, 12] })],
  });
}

describe('resolvePlaylistDraft (one publishing rule: playlist writes go to a draft)', () => {
  it("makes a published section's draft copy once, then finds it; a draft answers itself", async () => {
    const repository = createMemorySceneRepository([scene()]);
    const draft = await resolvePlaylistDraft(repository, 7, 1);
    expect(draft).toMatchObject({ draft: true, parentId: 1 });
    expect(draft.id).toBeGreaterThan(0);
    expect(draft.playlistItems).toHaveLength(2);
    expect(await resolvePlaylistDraft(repository, 7, 1)).toMatchObject({ id: draft.id });
    expect(await resolvePlaylistDraft(repository, 7, draft.id)).toMatchObject({ id: draft.id });
    expect((await repository.load(7)).sections.filter((section) => section.parentId === 1)).toHaveLength(1);
    await expect(resolvePlaylistDraft(repository, 7, 999)).rejects.toMatchObject({ status: 404 });
    expect(await resolvePlaylistItemDraft(repository, 7, 1, 12)).toEqual({
      sectionId: draft.id,
      itemId: draftItemId(draft, 12),
    });
    await expect(resolvePlaylistItemDraft(repository, 7, 1, 99)).rejects.toMatchObject({ status: 404 });
  });

  it("names an item of the published section by its copy in the draft, the draft's own items by themselves", () => {
    const draft = {
      playlistItems: [
        { ...item(21), parentId: 11 },
        { ...item(22), parentId: null },
      ],
    };
    expect(draftItemId(draft, 11)).toBe(21);
    expect(draftItemId(draft, 22)).toBe(22);
    expect(draftItemId(draft, 99)).toBeNull();
  });
});

describe('createSceneEditorStore.playlistDraft', () => {
  it('lists the stored draft copy in place of the published section, once, and cancel discards it', async () => {
    const repository = createMemorySceneRepository([scene()]);
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    await store.load(7);
    expect(store.$hasDrafts.value).toBe(false);
    const draft = await store.playlistDraft(1);
    expect(draft).toMatchObject({ draft: true, parentId: 1 });
    expect(draft?.id).toBeGreaterThan(0);
    expect(store.$hasDrafts.value).toBe(true);
    expect(store.$sections.value.map((section) => section.id)).toEqual([draft?.id]);
    expect((await store.playlistDraft(1))?.id).toBe(draft?.id);
    expect((await store.playlistDraft(draft?.id ?? 0))?.id).toBe(draft?.id);
    store.select(1); // the saved section's id (a link back from the item editor) selects the copy in its place
    expect(store.$selectedId.value).toBe(draft?.id);
    await store.cancel();
    expect(store.$hasDrafts.value).toBe(false);
    expect((await repository.load(7)).sections.map((section) => section.id)).toEqual([1]);
  });
});
