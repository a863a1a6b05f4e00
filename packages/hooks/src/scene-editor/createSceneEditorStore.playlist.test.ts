import type { PlaylistItem } from '@screenplay/core';
import { describe, expect, it } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { sceneFixture } from './sceneEditor.fixtures';

function item(id: number): PlaylistItem {
  return { id, parentId: null, layers: [], hidden: false, markAsDeleted: false, duration: 60, styles: {} };
}

describe('createSceneEditorStore — showPlaylist', () => {
  it('shows a stored playlist on its section, in order, without a history entry or a draft', async () => {
    const store = createSceneEditorStore({ repository: createMemorySceneRepository([sceneFixture()]), clientId: 'a' });
    await store.load(7);
    store.showPlaylist(2, [item(12), item(11)]);
    const section = store.$sections.value.find((s) => s.id === 2);
    expect(section?.playlistItems.map((i) => i.id)).toEqual([12, 11]);
    expect(section?.itemsOrder).toEqual([12, 11]);
    expect(store.$canUndo.value).toBe(false);
    expect(store.$hasDrafts.value).toBe(false);
  });

  it('changes nothing for a section the scene does not hold', async () => {
    const store = createSceneEditorStore({ repository: createMemorySceneRepository([sceneFixture()]), clientId: 'a' });
    await store.load(7);
    const before = store.$scene.value;
    store.showPlaylist(99, [item(1)]);
    expect(store.$scene.value).toBe(before);
  });
});
