import { describe, expect, it, vi } from 'vitest';
import { createFolderStore } from './createFolderStore';
import { fakeApi, folderFixture, httpFailure } from './library.fixtures';
import type { FakeHandler } from './library.fixtures';

const BRAND = folderFixture(1, 'Brand');
const LOGOS = folderFixture(2, 'Logos', { parentId: 1 });
const SEASONAL = folderFixture(3, 'Seasonal');

function setup(routes: Record<string, FakeHandler> = {}, kind: 'library' | 'scenes' = 'library') {
  const { api, calls } = fakeApi(routes);
  const onError = vi.fn();
  const store = createFolderStore({ api, kind, onError });
  store.setFolders([SEASONAL, LOGOS, BRAND]);
  return { store, calls, onError };
}

describe('createFolderStore', () => {
  it('lists folders by name, as a tree, with the root "All" selected', () => {
    const { store } = setup();
    expect(store.$folders.value.map((f) => f.name)).toEqual(['Brand', 'Logos', 'Seasonal']);
    expect(store.$tree.value.map((n) => [n.folder.name, n.children.map((c) => c.folder.name)])).toEqual([
      ['Brand', ['Logos']],
      ['Seasonal', []],
    ]);
    expect(store.$selection.value).toEqual({ folderId: -1, subFolderId: null });
    expect(store.$selected.value).toBeNull();
  });

  it('selects a top-level folder alone and a sub-folder under its parent', () => {
    const { store } = setup();
    store.select(2);
    expect(store.$selection.value).toEqual({ folderId: 1, subFolderId: 2 });
    expect(store.$selected.value?.name).toBe('Logos');
    store.select(-1);
    expect(store.$selected.value).toBeNull();
  });

  it('refuses a 1-character name (after trim) without a call; 2 characters are enough', async () => {
    const created = folderFixture(9, 'Ab');
    const { store, calls } = setup({ 'POST library/folders': () => ({ data: created }) });
    await expect(store.create(' A ')).resolves.toBe('folders.nameTooShort');
    expect(calls).toHaveLength(0);
    await expect(store.create(' Ab ')).resolves.toBeNull();
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'library/folders', body: { name: 'Ab', parent_id: null } });
  });

  it('creates a folder in the selected one and selects the new folder (its parent and it when nested)', async () => {
    const top = folderFixture(10, 'Archive');
    const nested = folderFixture(11, 'Icons', { parentId: 1 });
    const answers = [top, nested];
    const { store, calls } = setup({ 'POST library/folders': () => ({ data: answers.shift() }) });
    await store.create('Archive');
    expect(store.$selection.value).toEqual({ folderId: 10, subFolderId: null });
    expect(store.$folders.value.map((f) => f.name)).toEqual(['Archive', 'Brand', 'Logos', 'Seasonal']);
    store.select(1);
    await store.create('Icons');
    expect(calls[1]?.body).toEqual({ name: 'Icons', parent_id: 1 });
    expect(store.$selection.value).toEqual({ folderId: 1, subFolderId: 11 });
    expect(store.$selected.value?.name).toBe('Icons');
  });

  it('creates other kinds through POST folders with their type', async () => {
    const created = folderFixture(12, 'Lobby', { kind: 'scenes' });
    const { store, calls } = setup({ 'POST folders': () => ({ data: created }) }, 'scenes');
    await store.create('Lobby');
    expect(calls[0]).toMatchObject({ url: 'folders', body: { name: 'Lobby', parent_id: null, type: 'scenes' } });
  });

  it('a refused create resolves the error key and reports it', async () => {
    const { store, onError } = setup({
      'POST library/folders': () => {
        throw httpFailure(403, { message: 'Forbidden' });
      },
    });
    await expect(store.create('Brand 2')).resolves.toBe('errors.permission');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(store.$error.value?.status).toBe(403);
  });

  it('rename trims, ignores empty or unchanged names, and re-sorts', async () => {
    const { store, calls } = setup({
      'PATCH folders/3': (call) => ({ data: { ...SEASONAL, ...(call.body as object) } }),
    });
    await expect(store.rename(3, '   ')).resolves.toBe(false);
    await expect(store.rename(3, ' Seasonal ')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    await expect(store.rename(3, '  Autumn ')).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: 'folders/3', body: { name: 'Autumn' } });
    expect(store.$folders.value.map((f) => f.name)).toEqual(['Autumn', 'Brand', 'Logos']);
  });

  it('a delete answered 409 resolves folders.folderNotEmpty and keeps the folder and the selection', async () => {
    const body = { message: 'Folder not empty or contains subfolders: cannot delete', code: 'folders.folderNotEmpty' };
    const { store, onError } = setup({
      'DELETE folders/1': () => {
        throw httpFailure(409, body);
      },
    });
    store.select(1);
    await expect(store.remove(1)).resolves.toBe('folders.folderNotEmpty');
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ messageKey: 'folders.folderNotEmpty', text: body.message });
    expect(store.$folders.value).toHaveLength(3);
    expect(store.$selection.value).toEqual({ folderId: 1, subFolderId: null });
  });

  it('a delete returns to the parent: a sub-folder to its folder, a top-level folder to the root', async () => {
    const { store } = setup({ 'DELETE folders/2': () => null, 'DELETE folders/3': () => null });
    store.select(2);
    await expect(store.remove(2)).resolves.toBeNull();
    expect(store.$selection.value).toEqual({ folderId: 1, subFolderId: null });
    expect(store.$folders.value.map((f) => f.id)).toEqual([1, 3]);
    store.select(3);
    await store.remove(3);
    expect(store.$selection.value).toEqual({ folderId: -1, subFolderId: null });
  });

  it('a new listing keeps the selection while its folder is there, else returns to the root', () => {
    const { store } = setup();
    store.select(2);
    store.setFolders([BRAND, LOGOS]);
    expect(store.$selection.value).toEqual({ folderId: 1, subFolderId: 2 });
    store.setFolders([BRAND]);
    expect(store.$selection.value).toEqual({ folderId: -1, subFolderId: null });
  });
});
