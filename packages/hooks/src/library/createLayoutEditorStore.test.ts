import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Layout, LayoutInput } from '@screenplay/core/library';
import { SECTION_SAVE_DEBOUNCE_MS } from '@screenplay/core';
import { createApiLayoutRepository } from './createApiLayoutRepository';
import { createLayoutEditorStore } from './createLayoutEditorStore';
import { createMemoryLayoutRepository } from './createMemoryLayoutRepository';
import { fakeApi, httpFailure, layoutFixture } from './library.fixtures';
import type { FakeHandler } from './library.fixtures';

const EXISTING = [layoutFixture(), layoutFixture({ id: 6, name: 'Layout 1920×1080' })];

/** The server's answer to a stored layout: the body as a layout with an id. */
function stored(id: number, body: unknown): { data: Layout } {
  const input = body as LayoutInput;
  const { folderId, ...fields } = input;
  const tags = input.tags.map((tag, index) => ('id' in tag ? tag : { id: 100 + index, name: tag.name }));
  const layout = { ...layoutFixture(), ...fields, tags, id, draft: false, folderIds: folderId ? [folderId] : [] };
  return { data: layout };
}

function setup(routes: Record<string, FakeHandler> = {}) {
  const { api, calls } = fakeApi({
    'GET layouts': () => ({ data: EXISTING }),
    'GET layouts/5': () => ({ data: layoutFixture({ folderIds: [1] }) }),
    ...routes,
  });
  const onError = vi.fn();
  const store = createLayoutEditorStore({ repository: createApiLayoutRepository(api), onError });
  return { store, calls, onError };
}

describe('createLayoutEditorStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates a layout from the chosen size: a generated unique name and one section covering the canvas', async () => {
    const { store, calls } = setup();
    await expect(store.open({ mode: 'create', width: 1920, height: 1080, folderId: 3 })).resolves.toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET layouts']);
    const layout = store.$layout.value;
    expect(layout).toMatchObject({ name: 'Layout 1920×1080 (2)', width: 1920, height: 1080, folderIds: [3] });
    expect(layout?.sections.map(({ left, top, width, height }) => ({ left, top, width, height }))).toEqual([
      { left: 0, top: 0, width: 1920, height: 1080 },
    ]);
    expect(store.$isNew.value).toBe(true);
    expect(store.editor.$sections.value).toHaveLength(1);
  });

  it('cannot delete the last section; with two it can', async () => {
    const { store } = setup();
    await store.open({ mode: 'create', width: 1080, height: 1920 });
    const [only] = store.editor.$sections.value;
    expect(store.deleteSection(only?.id ?? 0)).toBe(false);
    store.editor.deleteSection(only?.id ?? 0); // the section list and keyboard go through the editor: refused too
    expect(store.editor.$sections.value).toHaveLength(1);
    const added = store.editor.addSection();
    expect(store.deleteSection(added?.id ?? 0)).toBe(true);
    expect(store.$layout.value?.sections).toHaveLength(1);
    expect(store.deleteSection(only?.id ?? 0)).toBe(false);
  });

  it('adds, duplicates and undoes through the scene editor store', async () => {
    const { store } = setup();
    await store.open({ mode: 'edit', layoutId: 5 });
    expect(store.$isNew.value).toBe(false);
    store.editor.duplicateSection(11);
    store.editor.addSection();
    expect(store.$layout.value?.sections.map((s) => s.name)).toEqual([
      'Section 11',
      'Section 12',
      'Section 11 (2)',
      'new section',
    ]);
    expect(store.editor.$selected.value?.name).toBe('new section');
    store.editor.undo();
    expect(store.$layout.value?.sections.map((s) => s.name)).toEqual(['Section 11', 'Section 12', 'Section 11 (2)']);
    store.editor.undo();
    expect(store.$layout.value?.sections.map((s) => s.name)).toEqual(['Section 11', 'Section 12']);
    store.editor.redo();
    expect(store.$layout.value?.sections).toHaveLength(3);
  });

  it('a copy is renamed and goes into the current folder; its save creates a new layout', async () => {
    const { store, calls } = setup({ 'POST layouts': (call) => stored(41, call.body) });
    await store.open({ mode: 'copy', layoutId: 5, folderId: 3 });
    expect(store.$layout.value).toMatchObject({ id: -1, name: 'Copy of Two columns', folderIds: [3] });
    expect(store.$isNew.value).toBe(true);
    const result = await store.save();
    expect(result?.created).toBe(true);
    const body = calls.at(-1)?.body as LayoutInput;
    expect(calls.at(-1)?.url).toBe('layouts');
    expect(body).toMatchObject({ name: 'Copy of Two columns', width: 1920, height: 1080, folderId: 3 });
    expect(body.sections.map((s) => s.name)).toEqual(['Section 11', 'Section 12']);
  });

  it('save POSTs a new layout (with its folder), then PATCHes it as stored', async () => {
    const { store, calls } = setup({
      'POST layouts': (call) => stored(40, call.body),
      'PATCH layouts/40': (call) => stored(40, { ...(call.body as object), folderId: 3 }),
    });
    await store.open({ mode: 'create', width: 1920, height: 1080, folderId: 3 });
    store.rename('  Lobby wall ');
    store.editor.addTag('Sports');
    const created = await store.save();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: 'layouts' });
    expect(calls.at(-1)?.body).toMatchObject({ name: 'Lobby wall', folderId: 3, tags: [{ name: 'Sports' }] });
    expect(created).toMatchObject({ created: true, layout: { id: 40, name: 'Lobby wall' } });
    expect(store.$isNew.value).toBe(false);
    store.editor.addSection();
    const updated = await store.save();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', url: 'layouts/40' });
    expect(calls.at(-1)?.body).not.toHaveProperty('folderId');
    expect((calls.at(-1)?.body as LayoutInput | undefined)?.sections).toHaveLength(2);
    expect(updated?.created).toBe(false);
  });

  it('editing PATCHes the layout with its sections under their own ids, after the drafts were saved or not', async () => {
    const { store, calls } = setup({ 'PATCH layouts/5': (call) => stored(5, call.body) });
    await store.open({ mode: 'edit', layoutId: 5 });
    store.editor.setGeometry(11, { width: 900 });
    await vi.advanceTimersByTimeAsync(SECTION_SAVE_DEBOUNCE_MS); // the draft copy reached the in-memory repository
    store.editor.setGeometry(12, { width: 920 });
    store.rename('');
    const result = await store.save();
    const body = calls.at(-1)?.body as LayoutInput;
    expect(body.name).toBe('Two columns');
    expect(body.sections.map((s) => [s.id, s.width, s.parentId, s.draft])).toEqual([
      [11, 900, null, false],
      [12, 920, null, false],
    ]);
    expect(body.tags).toEqual([{ id: 30, name: 'News' }]);
    expect(result).toMatchObject({ created: false, layout: { id: 5 } });
  });

  it('the tag search asks GET tags?search=', async () => {
    const { store, calls } = setup({
      'GET tags': () => ({
        data: [
          { id: 30, name: 'News' },
          { id: 31, name: 'Newsroom' },
        ],
      }),
    });
    await store.open({ mode: 'edit', layoutId: 5 });
    store.editor.searchTags('new');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: 'tags', params: { search: 'new' } });
    expect(store.editor.$tagSuggestions.value.map((t) => t.name)).toEqual(['Newsroom']); // 'News' is on the layout already
  });

  it('a missing layout sets notFound without a toast; a failed save keeps the edits and reports', async () => {
    const { store, onError } = setup({
      'GET layouts/9': () => {
        throw httpFailure(404, { message: 'Item not found' });
      },
      'PATCH layouts/5': () => {
        throw httpFailure(422, { message: 'Invalid', errors: { sections: ['A layout keeps at least one section'] } });
      },
    });
    await expect(store.open({ mode: 'edit', layoutId: 9 })).resolves.toBe(false);
    expect(store.$notFound.value).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    await store.open({ mode: 'edit', layoutId: 5 });
    expect(store.$notFound.value).toBe(false);
    store.editor.addSection();
    await expect(store.save()).resolves.toBeNull();
    expect(onError.mock.calls[0]?.[0].text).toBe('A layout keeps at least one section');
    expect(store.$layout.value?.sections).toHaveLength(3);
    expect(store.$isSaving.value).toBe(false);
  });

  it('runs over the memory repository: a new layout is stored with an id, then edited and found again', async () => {
    const repository = createMemoryLayoutRepository(EXISTING, { tags: [{ id: 31, name: 'Newsroom' }] });
    const onError = vi.fn();
    const store = createLayoutEditorStore({ repository, onError });
    await store.open({ mode: 'create', width: 1920, height: 1080, folderId: 3 });
    expect(store.$layout.value?.name).toBe('Layout 1920×1080 (2)');
    store.editor.searchTags('room');
    await vi.advanceTimersByTimeAsync(200);
    expect(store.editor.$tagSuggestions.value).toEqual([{ id: 31, name: 'Newsroom' }]);
    store.editor.addSection();
    store.editor.addTag('Sports');
    const created = await store.save();
    expect(created).toMatchObject({
      created: true,
      layout: { id: 7, folderIds: [3], tags: [{ id: 32, name: 'Sports' }] },
    });
    expect(created?.layout.sections.map((s) => [s.id, s.order])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    store.rename('Lobby wall');
    expect(store.deleteSection(2)).toBe(true);
    await expect(store.save()).resolves.toMatchObject({ created: false, layout: { id: 7, name: 'Lobby wall' } });
    await expect(repository.loadLayout(7)).resolves.toMatchObject({ name: 'Lobby wall', sections: [{ id: 1 }] });
    await store.open({ mode: 'copy', layoutId: 7, folderId: null });
    expect(store.$layout.value).toMatchObject({ id: -1, name: 'Copy of Lobby wall', folderIds: [] });
    await expect(store.open({ mode: 'edit', layoutId: 99 })).resolves.toBe(false);
    expect(store.$notFound.value).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });
});
