import { describe, expect, it, vi } from 'vitest';
import type { PlaylistItem } from '@screenplay/core';
import { fakeApi, templateFixture } from '../library/library.fixtures';
import { createApiPlaylistItemRepository, playlistItemDocument } from './createApiPlaylistItemRepository';
import { createApiTemplateRepository, newTemplateDocument } from './createApiTemplateRepository';
import { createLayerEditorStore } from './createLayerEditorStore';
import { layerFixture } from './layers.fixtures';

const section = { id: 3, width: 1000, height: 500 };

function item(id: number, overrides: Partial<PlaylistItem> = {}): PlaylistItem {
  return {
    id,
    parentId: null,
    layers: [layerFixture(1, 'Text', {}, { text: 'Hi' })],
    hidden: false,
    markAsDeleted: false,
    duration: 30,
    styles: {},
    ...overrides,
  };
}

const formOf = (body: unknown) => Object.fromEntries(body as FormData) as Record<string, unknown>;

describe('playlist item repository', () => {
  it('loads the item from its section and saves it with PATCH sections/{s}/playlistitems/{id} carrying the layers', async () => {
    const { api, calls } = fakeApi({
      'GET sections/3/playlistitems': () => ({ data: [item(39), item(40)] }),
      'PATCH sections/3/playlistitems/40': (call) => ({ data: { ...item(40), ...(call.body as object) } }),
    });
    const editor = createLayerEditorStore({ repository: createApiPlaylistItemRepository(api, section) });
    expect(await editor.load(40)).toBe(true);
    expect(editor.$document.value).toMatchObject({ id: 40, sectionId: 3, width: 1000, height: 500, duration: 30 });
    editor.nudge(1, { dx: 12, dy: 0 });
    expect(editor.$isDirty.value).toBe(true);
    expect(await editor.save()).toBe(true);
    const patch = calls.at(-1);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toEqual({ layers: editor.$layers.value, duration: 30 });
    expect((patch?.body as PlaylistItem | undefined)?.layers[0]?.content.left).toBe(12);
    expect(editor.$isDirty.value).toBe(false);
  });

  it('creates a new item with POST sections/{s}/playlistitems (layers, duration 60 s)', async () => {
    const { api, calls } = fakeApi({
      'POST sections/3/playlistitems': (call) => ({ data: { ...item(41), ...(call.body as object), id: 41 } }),
    });
    const editor = createLayerEditorStore({ repository: createApiPlaylistItemRepository(api, section) });
    editor.open(playlistItemDocument(section));
    expect(editor.$isDirty.value).toBe(true);
    editor.addFromLibrary('Text', {});
    expect(await editor.save()).toBe(true);
    expect(calls[0]?.body).toMatchObject({
      duration: 60,
      parentId: null,
      hidden: false,
      layers: [{ id: -1, itemType: 'Text' }],
    });
    expect(editor.$document.value?.id).toBe(41);
    expect(editor.$isDirty.value).toBe(false);
  });

  it('reports errors.notFound for an item the section does not have', async () => {
    const { api } = fakeApi({ 'GET sections/3/playlistitems': () => ({ data: [item(39)] }) });
    const onError = vi.fn();
    const editor = createLayerEditorStore({ repository: createApiPlaylistItemRepository(api, section), onError });
    expect(await editor.load(40)).toBe(false);
    expect(editor.$error.value?.messageKey).toBe('errors.notFound');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(editor.$isLoading.value).toBe(false);
  });
});

describe('template repository', () => {
  it("refuses a template without layers with 'library.templateNeedsLayer' before any call", async () => {
    const { api, calls } = fakeApi({});
    const onError = vi.fn();
    const editor = createLayerEditorStore({ repository: createApiTemplateRepository(api), onError });
    editor.open(newTemplateDocument({ name: 'Welcome', width: 800, height: 600 }));
    expect(await editor.save()).toBe(false);
    expect(calls).toHaveLength(0);
    expect(editor.$error.value?.messageKey).toBe('library.templateNeedsLayer');
    expect(onError.mock.calls[0]?.[0].messageKey).toBe('library.templateNeedsLayer');
  });

  it('creates a template with a multipart POST library (name, type, width, height, layers as JSON, folder)', async () => {
    const { api, calls } = fakeApi({
      'UPLOAD library': () => ({
        data: templateFixture(9, { width: 800, height: 600, layers: [layerFixture(-1, 'Text')], folderIds: [4] }),
      }),
    });
    const editor = createLayerEditorStore({ repository: createApiTemplateRepository(api) });
    editor.open(newTemplateDocument({ name: 'Welcome', width: 800, height: 600, folderId: 4 }));
    const added = editor.addFromLibrary('Text', {});
    expect(await editor.save()).toBe(true);
    const form = formOf(calls[0]?.body);
    expect(form).toMatchObject({ name: 'Welcome', type: 'Template', width: '800', height: '600', folderId: '4' });
    expect(JSON.parse(form.layers as string)).toEqual(added);
    expect(editor.$document.value).toMatchObject({ id: 9, folderId: 4 });
    expect(editor.$isDirty.value).toBe(false);
  });

  it('loads a template and updates it with POST library/folders/templates/{id}?_method=PATCH and a preview', async () => {
    const stored = templateFixture(9, { layers: [layerFixture(1, 'Rectangle')] });
    const { api, calls } = fakeApi({
      'GET library/folders/templates/9': () => ({ data: stored }),
      'UPLOAD library/folders/templates/9?_method=PATCH': (call) => ({
        data: { ...stored, name: formOf(call.body).name },
      }),
    });
    const editor = createLayerEditorStore({ repository: createApiTemplateRepository(api) });
    await editor.load(9);
    editor.updateDocument({ name: 'Renamed' });
    expect(await editor.save({ preview: new Blob(['png'], { type: 'image/png' }) })).toBe(true);
    const form = formOf(calls[1]?.body);
    expect(form.name).toBe('Renamed');
    expect(form.preview).toBeInstanceOf(Blob);
    expect(form.folderId).toBeUndefined();
    expect(editor.$document.value?.name).toBe('Renamed');
  });
});
