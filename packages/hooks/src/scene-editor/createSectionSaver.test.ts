import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { retryDelay } from './createSectionSaver';
import { SECTION_SAVE_DEBOUNCE_MS } from '@screenplay/core';
import { SAVE_RETRY_INITIAL_MS, SAVE_RETRY_MAX_MS } from './sceneEditor.constants';
import { sceneFixture } from './sceneEditor.fixtures';

describe('retryDelay', () => {
  it('waits 1 s after the first failure, doubling up to the 20 s cap', () => {
    expect(SAVE_RETRY_INITIAL_MS).toBe(1000);
    expect(SAVE_RETRY_MAX_MS).toBe(20_000);
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000, 20_000, 20_000]);
  });
});

describe('section saving', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends several edited drafts in one bulk update, and a single one through updateSection', async () => {
    const repository = createMemorySceneRepository([sceneFixture()]);
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    await store.load(7);
    store.setGeometry(1, { left: 10 });
    store.setGeometry(2, { left: 20 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    const bulk = vi.spyOn(repository, 'updateSections');
    const single = vi.spyOn(repository, 'updateSection');
    store.reorder(1, 0);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(bulk).toHaveBeenCalledTimes(1);
    expect(bulk.mock.calls[0]?.[1].map((s) => [s.parentId, s.order])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    store.hide(1);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(single).toHaveBeenCalledTimes(1);
    expect(repository.peek(7)?.sections.filter((s) => s.parentId === 1)[0]).toMatchObject({ hidden: true, order: 2 });
  });

  it('keeps retrying with back-off capped at 20 s while the repository fails', async () => {
    let isDown = true;
    const repository = createMemorySceneRepository([sceneFixture()], {
      failNext: (op) => isDown && op === 'createSection',
    });
    const create = vi.spyOn(repository, 'createSection');
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    await store.load(7);
    store.setGeometry(1, { left: 10 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS + 1000 + 2000 + 4000 + 8000 + 16_000);
    expect(create).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MAX_MS - 1);
    expect(create).toHaveBeenCalledTimes(6);
    isDown = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(create).toHaveBeenCalledTimes(7);
    expect(store.$saveState.value.status).toBe('idle');
    expect(repository.peek(7)?.sections.find((s) => s.parentId === 1)?.left).toBe(10);
  });

  it('after a reset, answers of saves already sent are ignored and nothing more is sent', async () => {
    const repository = createMemorySceneRepository([sceneFixture()], { latencyMs: 100 });
    const store = createSceneEditorStore({ repository, clientId: 'a' });
    const loading = store.load(7);
    await vi.advanceTimersByTimeAsync(100);
    await loading;
    store.setGeometry(1, { left: 10 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS + 50);
    store.reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.$scene.value).toBeNull();
    expect(store.$saveState.value).toEqual({ status: 'idle', error: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});
