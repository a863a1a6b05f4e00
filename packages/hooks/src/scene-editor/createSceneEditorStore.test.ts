import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createMemorySceneRepository } from './createMemorySceneRepository';
import type { MemorySceneRepositoryOptions } from './createMemorySceneRepository';
import { createSceneEditorStore } from './createSceneEditorStore';
import { SECTION_SAVE_DEBOUNCE_MS } from '@screenplay/core';
import { sceneFixture } from './sceneEditor.fixtures';

const CLIENT_ID = 'editor-a';

async function setup(options: MemorySceneRepositoryOptions = {}) {
  const repository = createMemorySceneRepository([sceneFixture()], {
    tags: [{ id: 31, name: 'Newsroom' }],
    ...options,
  });
  const onError = vi.fn();
  const store = createSceneEditorStore({ repository, clientId: CLIENT_ID, onError });
  const loading = store.load(7);
  await vi.advanceTimersByTimeAsync(options.latencyMs ?? 0);
  await loading;
  return { repository, store, onError };
}

describe('createSceneEditorStore — drafts and saving', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the scene, lists its sections by order and selects nothing', async () => {
    const { store } = await setup();
    expect(store.$sections.value.map((s) => s.id)).toEqual([1, 2]);
    expect(store.$selectedId.value).toBeNull();
    expect(store.$saveState.value).toEqual({ status: 'idle', error: null });
  });

  it('the first edit of a saved section makes a draft copy with a temporary id and parentId; the original stays', async () => {
    const { store } = await setup();
    store.select(1);
    store.setGeometry(1, { left: 100 });
    const [draft] = store.$sections.value;
    expect(draft).toMatchObject({ id: -1, parentId: 1, draft: true, left: 100, name: 'Section 1' });
    expect(store.$selectedId.value).toBe(-1);
    expect(store.$scene.value?.sections.find((s) => s.id === 1)).toMatchObject({ left: 0, draft: false });
    expect(store.$sections.value.map((s) => s.id)).toEqual([-1, 2]);
    store.setGeometry(-1, { left: 120 });
    expect(store.$scene.value?.sections).toHaveLength(3); // a second edit changes the same draft
  });

  it('saves 200 ms after the last edit (not at 199 ms), then the draft takes the server id', async () => {
    const { store, repository } = await setup();
    const createSection = vi.spyOn(repository, 'createSection');
    store.select(1);
    store.setGeometry(1, { left: 100 });
    expect(store.$saveState.value.status).toBe('saving');
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS - 1);
    expect(createSection).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(createSection).toHaveBeenCalledTimes(1);
    expect(createSection.mock.calls[0]?.[1]).toMatchObject({ parentId: 1, left: 100, draft: true });
    const draft = store.$sections.value[0];
    expect(draft?.id).toBeGreaterThan(0);
    expect(draft).toMatchObject({ parentId: 1, left: 100 });
    expect(store.$selectedId.value).toBe(draft?.id);
    expect(store.keyOf(draft!)).toBe(1);
    expect(repository.peek(7)?.sections.find((s) => s.id === draft?.id)).toMatchObject({
      draft: true,
      parentId: 1,
      left: 100,
    });
    expect(store.$saveState.value).toEqual({ status: 'idle', error: null });
  });

  it('an edit while the create is on its way sets needToUpdate and is re-sent with the server id after it returns', async () => {
    const { store, repository } = await setup({ latencyMs: 100 });
    const updateSection = vi.spyOn(repository, 'updateSection');
    store.setGeometry(1, { left: 100 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS + 50); // create sent at 200, answers at 300
    store.setGeometry(-1, { top: 50 });
    expect(store.$sections.value[0]).toMatchObject({ id: -1, needToUpdate: true, top: 50 });
    await vi.advanceTimersByTimeAsync(50); // the create answered: server id, still to update
    const serverId = store.$sections.value[0]?.id ?? 0;
    expect(serverId).toBeGreaterThan(0);
    expect(store.$sections.value[0]).toMatchObject({ needToUpdate: true, top: 50 });
    expect(repository.peek(7)?.sections.find((s) => s.id === serverId)?.top).toBe(0);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS + 100);
    expect(updateSection).toHaveBeenCalledTimes(1);
    expect(updateSection.mock.calls[0]?.[1]).toMatchObject({ id: serverId, left: 100, top: 50 });
    expect(store.$sections.value[0]?.needToUpdate).toBe(false);
    expect(repository.peek(7)?.sections.find((s) => s.id === serverId)).toMatchObject({ left: 100, top: 50 });
  });

  it('reverts a draft copy: the server deletes it and the saved section shows again', async () => {
    const { store, repository } = await setup();
    const revert = vi.spyOn(repository, 'revertSection');
    store.select(1);
    store.setGeometry(1, { width: 800 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    const draftId = store.$selectedId.value ?? 0;
    expect(await store.revertSection(2)).toBe(false); // a saved section has no draft to revert
    expect(await store.revertSection(draftId)).toBe(true);
    expect(revert).toHaveBeenCalledWith(7, draftId);
    expect(store.$sections.value[0]).toMatchObject({ id: 1, width: 640, draft: false });
    expect(store.$selectedId.value).toBe(1);
    expect(repository.peek(7)?.sections.map((s) => s.id)).toEqual([1, 2]);
  });

  it('cancel discards every draft and shows the scene as saved', async () => {
    const { store, repository } = await setup();
    store.setGeometry(1, { left: 300 });
    store.addSection();
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(repository.peek(7)?.sections).toHaveLength(4);
    store.setGeometry(2, { left: 10 }); // still waiting to be saved: discarded too
    expect(await store.cancel()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(repository.peek(7)?.sections.map((s) => s.id)).toEqual([1, 2]);
    expect(store.$sections.value.map((s) => [s.id, s.left])).toEqual([
      [1, 0],
      [2, 960],
    ]);
    expect(store.$canUndo.value).toBe(false);
  });

  it('save sends the leaf sections only, with the clientId, and the server promotes each draft over its parent', async () => {
    const { store, repository } = await setup();
    const saveScene = vi.spyOn(repository, 'saveScene');
    store.select(1);
    store.setGeometry(1, { left: 300 });
    store.deleteSection(2);
    const added = store.addSection();
    store.addTag('Sports');
    const isSaved = await store.save(); // pending edits are saved first, no need to wait 200 ms
    expect(isSaved).toBe(true);
    const input = saveScene.mock.calls[0]?.[1];
    expect(input?.clientId).toBe(CLIENT_ID);
    expect(input?.sections.map((s) => s.parentId)).toEqual([1, 2, null]);
    expect(input?.sections.every((s) => s.id > 0 && s.draft)).toBe(true);
    expect(input?.tags).toEqual([{ id: 30, name: 'News' }, { name: 'Sports' }]);
    const stored = repository.peek(7);
    expect(stored?.sections.map((s) => [s.id, s.left, s.draft])).toEqual([
      [1, 300, false],
      [stored?.sections[1]?.id, 640, false],
    ]);
    expect(stored?.sections[1]?.name).toBe(added?.name);
    expect(store.$scene.value?.sections.some((s) => s.draft)).toBe(false);
    expect(store.$selectedId.value).toBe(stored?.sections[1]?.id);
  });
  it('deletes a new section by its temporary id also after its create came back (a confirmation kept it)', async () => {
    const { store } = await setup();
    const added = store.addSection();
    const tempId = added?.id ?? 0;
    expect(tempId).toBeLessThan(0);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS); // stored: it has a server id now
    expect(store.$sections.value.some((s) => s.id === tempId)).toBe(false);
    store.deleteSection(tempId);
    expect(store.$sections.value.map((s) => s.name)).not.toContain(added?.name);
  });

  it('tells whether changes are kept as draft: none when loaded, some after an edit, none again once the scene is saved', async () => {
    const { store } = await setup();
    expect(store.$hasDrafts.value).toBe(false);
    store.setGeometry(1, { left: 300 });
    expect(store.$hasDrafts.value).toBe(true);
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.$saveState.value.status).toBe('idle');
    expect(store.$hasDrafts.value).toBe(true); // the section draft is stored, the scene not yet saved
    expect(await store.save()).toBe(true);
    expect(store.$hasDrafts.value).toBe(false);
    store.renameScene('Hall');
    expect(store.$hasDrafts.value).toBe(true);
    expect(await store.save()).toBe(true);
    expect(store.$hasDrafts.value).toBe(false);
    store.addTag('Sports');
    expect(store.$hasDrafts.value).toBe(true);
    expect(await store.cancel()).toBe(true);
    expect(store.$hasDrafts.value).toBe(false);
  });
});

describe('createSceneEditorStore — failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a failing save loses no edit: it retries after 1 s, then 2 s, and ends idle with the server holding the last geometry', async () => {
    let failuresLeft = 2;
    const error500 = new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'Server Error' });
    const failNext = (op: string) => op === 'createSection' && failuresLeft-- > 0 && error500;
    const { store, repository, onError } = await setup({ failNext });
    const createSection = vi.spyOn(repository, 'createSection');
    store.setGeometry(1, { left: 100 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.$saveState.value).toEqual({ status: 'error', error: error500 });
    expect(onError).toHaveBeenCalledTimes(1);
    store.setGeometry(-1, { top: 20 }); // an edit during the back-off joins the retry
    await vi.advanceTimersByTimeAsync(999);
    expect(createSection).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(createSection).toHaveBeenCalledTimes(2);
    expect(store.$saveState.value.status).toBe('error');
    await vi.advanceTimersByTimeAsync(1999);
    expect(createSection).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(createSection).toHaveBeenCalledTimes(3);
    expect(store.$saveState.value).toEqual({ status: 'idle', error: null });
    expect(onError).toHaveBeenCalledTimes(1); // one toast per failure streak
    const draft = store.$sections.value[0];
    expect(draft).toMatchObject({ left: 100, top: 20 });
    expect(repository.peek(7)?.sections.find((s) => s.id === draft?.id)).toMatchObject({
      left: 100,
      top: 20,
      parentId: 1,
    });
  });

  it('save resolves false and keeps the edits while section saves fail', async () => {
    const { store, onError } = await setup({ failNext: (op) => op === 'createSection' });
    store.setGeometry(1, { left: 100 });
    expect(await store.save()).toBe(false);
    expect(store.$sections.value[0]).toMatchObject({ id: -1, left: 100 });
    expect(store.$saveState.value.status).toBe('error');
    expect(onError).toHaveBeenCalledTimes(1);
    store.reset();
  });

  it('a refused scene save reports the error and leaves the drafts in place', async () => {
    const invalid = new ApiError({
      status: 422,
      messageKey: 'sceneEditor.invalidSceneData',
      message: 'bad',
      code: 'sceneEditor.invalidSceneData',
    });
    const { store, onError } = await setup({ failNext: (op) => op === 'saveScene' && invalid });
    store.setGeometry(1, { left: 100 });
    expect(await store.save()).toBe(false);
    expect(onError).toHaveBeenCalledWith(invalid);
    expect(store.$saveState.value).toEqual({ status: 'error', error: invalid });
    expect(store.$sections.value[0]).toMatchObject({ parentId: 1, left: 100 });
  });

  it('reverting a draft that never reached the server drops it here and ends the failure streak', async () => {
    const { store, repository } = await setup({ failNext: (op) => op === 'createSection' });
    const revert = vi.spyOn(repository, 'revertSection');
    store.setGeometry(1, { left: 100 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS);
    expect(store.$saveState.value.status).toBe('error');
    expect(await store.revertSection(-1)).toBe(true);
    expect(revert).not.toHaveBeenCalled();
    expect(store.$sections.value[0]).toMatchObject({ id: 1, left: 0 });
    expect(store.$saveState.value).toEqual({ status: 'idle', error: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});
