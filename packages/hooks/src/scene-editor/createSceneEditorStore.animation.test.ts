import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { sceneFixture } from './sceneEditor.fixtures';

async function setup() {
  const repository = createMemorySceneRepository([sceneFixture()]);
  const store = createSceneEditorStore({ repository, clientId: 'editor-a' });
  await store.load(7);
  return { repository, store };
}

describe('createSceneEditorStore — section animation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets the selected section’s animation on a draft copy, saved with the scene', async () => {
    const { repository, store } = await setup();
    store.select(1);
    store.setAnimation('fade');
    expect(store.$selected.value).toMatchObject({ parentId: 1, draft: true, animation: 'fade' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await store.save()).toBe(true);
    expect(repository.peek(7)?.sections.find((section) => section.id === 1)?.animation).toBe('fade');
  });

  it("'none' and null clear it; each choice is one undo step", async () => {
    const { store } = await setup();
    store.select(1);
    store.setAnimation('zoom');
    store.setAnimation('none');
    expect(store.$selected.value?.animation).toBeNull();
    store.undo();
    expect(store.$selected.value?.animation).toBe('zoom');
    store.undo();
    expect(store.$selected.value?.animation ?? null).toBeNull();
  });

  it('does nothing without a selection or for the same choice', async () => {
    const { store } = await setup();
    store.select(null);
    store.setAnimation('fade');
    expect(store.$sections.value.every((section) => (section.animation ?? null) === null)).toBe(true);
    store.select(1);
    store.setAnimation(null);
    expect(store.$canUndo.value).toBe(false);
  });
});
