import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SAVE_DEBOUNCE_MS } from '@screenplay/core';
import type { Id, Section } from '@screenplay/core';
import { createLayoutEditorStore } from '../library/createLayoutEditorStore';
import { createMemoryLayoutRepository } from '../library/createMemoryLayoutRepository';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { sceneFixture } from './sceneEditor.fixtures';
import type { SceneRepository } from './sceneRepository.types';

/** A memory repository whose `createSection` calls wait until `release()` (a create "in flight"). */
function heldCreates() {
  const memory = createMemorySceneRepository([sceneFixture()]);
  const gates: (() => void)[] = [];
  const repository: SceneRepository = {
    ...memory,
    async createSection(sceneId: Id, section: Section) {
      await new Promise<void>((resolve) => gates.push(resolve));
      return memory.createSection(sceneId, section);
    },
  };
  const release = async () => {
    for (const open of gates.splice(0)) open();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { memory, repository, release, pending: () => gates.length };
}

describe('a section deleted while its create is on its way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays deleted when the create answers, and the server section is marked deleted', async () => {
    const { memory, repository, release, pending } = heldCreates();
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    await store.load(7);
    const copy = store.duplicateSection(1);
    const tempId = copy?.id ?? 0;
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(pending()).toBe(1);
    store.deleteSection(tempId);
    expect(store.$sections.value.map((s) => s.id)).not.toContain(tempId);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    await release();
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.$sections.value).toHaveLength(2);
    const created = memory.peek(7)?.sections.find((s) => s.name === copy?.name);
    expect(created).toMatchObject({ markAsDeleted: true, hidden: true });
    expect(store.$saveState.value.status).toBe('idle');
  });

  it('deletes by the temporary id after the create answered (a confirmation opened before it did)', async () => {
    const { memory, repository, release } = heldCreates();
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    await store.load(7);
    const tempId = store.duplicateSection(1)?.id ?? 0;
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    await release();
    const serverId = store.$selectedId.value ?? 0;
    expect(serverId).toBeGreaterThan(0);
    store.setGeometry(tempId, { left: 33 }); // an edit by the stale id lands on the stored section too
    store.deleteSection(tempId);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.$sections.value.map((s) => s.id)).toEqual([1, 2]);
    expect(memory.peek(7)?.sections.find((s) => s.id === serverId)).toMatchObject({ markAsDeleted: true, left: 33 });
  });

  it('the layout editor deletes by the temporary id after the create answered', async () => {
    const store = createLayoutEditorStore({ repository: createMemoryLayoutRepository() });
    await store.open({ mode: 'create', width: 1920, height: 1080 });
    const added = store.editor.addSection();
    const tempId = store.editor.duplicateSection(added?.id ?? 0)?.id ?? 0;
    expect(tempId).toBeLessThan(0);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.editor.$sections.value.map((s) => s.id)).not.toContain(tempId);
    expect(store.deleteSection(tempId)).toBe(true);
    expect(store.editor.$sections.value).toHaveLength(2);
    expect(store.$layout.value?.sections.map((s) => s.name)).toEqual(['new section', 'new section (2)']);
  });
});
