import { describe, expect, it, vi } from 'vitest';
import { createFolderStore } from './createFolderStore';
import { createLibraryStore } from './createLibraryStore';
import {
  deferred,
  fakeApi,
  folderFixture,
  httpFailure,
  layoutFixture,
  mediaFixture,
  templateFixture,
} from './library.fixtures';
import type { FakeHandler } from './library.fixtures';

const MINE = folderFixture(1, 'Brand', { owner: 1 });
const SUB = folderFixture(2, 'Logos', { parentId: 1, owner: 1 });
const THEIRS = folderFixture(3, 'Seasonal', { owner: 2 });
const FOLDERS = [MINE, SUB, THEIRS];

const inBrand = mediaFixture(1, { folderIds: [1] });
const inLogos = mediaFixture(2, { folderIds: [2] });
const loose = mediaFixture(3);

function setup(routes: Record<string, FakeHandler> = {}) {
  const { api, calls } = fakeApi({
    'GET library/folders/layouts': () => ({
      data: { folders: FOLDERS, layouts: [layoutFixture({ folderIds: [1] }), layoutFixture({ id: 6 })] },
    }),
    'GET library/folders/templates': () => ({
      data: { folders: FOLDERS, templates: [templateFixture(20, { folderIds: [2] })] },
    }),
    'GET library/folders/media': () => ({ data: { folders: FOLDERS, media: [inBrand, inLogos, loose] } }),
    ...routes,
  });
  const onError = vi.fn();
  const folders = createFolderStore({ api, kind: 'library', onError });
  const library = createLibraryStore({ api, folders, onError });
  return { library, folders, calls, onError };
}

describe('createLibraryStore — tabs', () => {
  it('loads a tab with its folders; the root lists every item, a folder only its own', async () => {
    const { library, folders, calls } = setup();
    await library.load();
    expect(calls.map((c) => c.url)).toEqual(['library/folders/layouts']);
    expect(folders.$folders.value.map((f) => f.name)).toEqual(['Brand', 'Logos', 'Seasonal']);
    expect(library.$visibleLayouts.value.map((l) => l.id)).toEqual([5, 6]);
    folders.select(1);
    expect(library.$visibleLayouts.value.map((l) => l.id)).toEqual([5]);
  });

  it('switching tabs loads that tab; a sub-folder selection shows the sub-folder items', async () => {
    const { library, folders } = setup();
    await library.setTab('Media');
    expect(library.$tab.value).toBe('Media');
    expect(library.$visibleMedia.value.map((m) => m.id)).toEqual([1, 2, 3]);
    folders.select(2);
    expect(library.$visibleMedia.value.map((m) => m.id)).toEqual([2]);
    await library.setTab('Elements');
    expect(library.$visibleTemplates.value.map((t) => t.id)).toEqual([20]);
  });

  it('shows the loading flag during the call and resets it when the load fails', async () => {
    const answer = deferred<unknown>();
    const { library, onError } = setup({ 'GET library/folders/layouts': () => answer.promise });
    const loading = library.load('Layouts');
    expect(library.$isLoading.value).toBe(true);
    answer.reject(httpFailure(500, { message: 'boom' }));
    await loading;
    expect(library.$isLoading.value).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(library.$error.value?.messageKey).toBe('errors.serverError');
  });

  it('fetches Rss, Instagram and Facebook together, one call each in parallel, merged', async () => {
    const answers = { Rss: deferred<unknown>(), Instagram: deferred<unknown>(), Facebook: deferred<unknown>() };
    const { library, calls } = setup({
      'GET library/Rss': () => answers.Rss.promise,
      'GET library/Instagram': () => answers.Instagram.promise,
      'GET library/Facebook': () => answers.Facebook.promise,
      'GET library/Clock': () => ({ data: [templateFixture(40, { type: 'Clock' })] }),
    });
    const feeds = library.loadKind('Instagram');
    await Promise.resolve();
    expect(calls.map((c) => c.url)).toEqual(['library/Rss', 'library/Instagram', 'library/Facebook']); // all sent before any answer
    answers.Facebook.resolve({ data: [templateFixture(33, { type: 'Facebook' })] });
    answers.Rss.resolve({ data: [templateFixture(31, { type: 'Rss' })] });
    answers.Instagram.resolve({ data: [templateFixture(32, { type: 'Instagram' })] });
    expect((await feeds).map((t) => t.type)).toEqual(['Rss', 'Instagram', 'Facebook']);
    expect((await library.loadKind('Clock')).map((t) => t.id)).toEqual([40]);
    expect(calls).toHaveLength(4);
  });
});

describe('createLibraryStore — moving, copying, deleting', () => {
  it('a drop on a folder of the same owner moves the item from its current folder', async () => {
    const { library, calls } = setup({
      'POST media/move': (call) => ({ data: { ...inBrand, folderIds: [(call.body as { to: number }).to] } }),
    });
    await library.setTab('Media');
    await expect(library.dropInto('media', 'uuid-1', 2)).resolves.toBe('moved');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: 'media/move', body: { uuid: 'uuid-1', from: 1, to: 2 } });
    expect(library.$media.value.find((m) => m.id === 1)?.folderIds).toEqual([2]);
  });

  it('a drop on another owner’s folder asks to copy instead and makes no call; the confirmed copy is added', async () => {
    const { library, calls } = setup({
      'POST layouts/6/copy/3': (call) => ({
        data: layoutFixture({ id: 60, folderIds: [3], owner: 2, ...(call.body as object) }),
      }),
    });
    await library.load('Layouts');
    const before = calls.length;
    await expect(library.dropInto('layouts', 6, 3)).resolves.toBe('confirmCopy');
    expect(calls).toHaveLength(before);
    await expect(library.copyInto('layouts', 6, 3)).resolves.toBe(true);
    expect(calls.at(-1)).toMatchObject({ url: 'layouts/6/copy/3', body: { name: 'Two columns' } });
    expect(library.$layouts.value.map((l) => l.id)).toEqual([5, 6, 60]);
  });

  it('moves layouts and templates through their own move calls; a drop on the root takes the item out', async () => {
    const { library, calls } = setup({
      'POST layouts/5/move': () => ({ data: layoutFixture({ folderIds: [] }) }),
      'POST library/folders/templates/20/move': () => ({ data: templateFixture(20, { folderIds: [1] }) }),
    });
    await library.load('Layouts');
    await expect(library.dropInto('layouts', 5, -1)).resolves.toBe('moved');
    expect(calls.at(-1)).toMatchObject({ url: 'layouts/5/move', body: { from: 1, to: -1 } });
    await library.load('Elements');
    await expect(library.dropInto('templates', 20, 1)).resolves.toBe('moved');
    expect(calls.at(-1)).toMatchObject({ url: 'library/folders/templates/20/move', body: { from: 2, to: 1 } });
  });

  it('a failed move is reported and answers failed', async () => {
    const { library, onError } = setup({
      'POST media/move': () => {
        throw httpFailure(403, { message: 'no' });
      },
    });
    await library.load('Media');
    await expect(library.dropInto('media', 'uuid-3', 1)).resolves.toBe('failed');
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ messageKey: 'errors.permission' });
  });

  it('deletes media by uuid and lists new media first', async () => {
    const { library, calls } = setup({ 'DELETE media': () => null });
    await library.load('Media');
    await expect(library.remove('media', 'uuid-2')).resolves.toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: 'media', params: { uuid: 'uuid-2' } });
    library.addMedia([mediaFixture(9)]);
    expect(library.$media.value.map((m) => m.id)).toEqual([9, 1, 3]);
  });
});
