import { createMemorySceneRepository, createSceneEditorStore } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { HERO, WELCOME, fakeLayerApi, itemFixture } from '../layer-editor/layerEditor.fixtures';
import { renderAt } from '../layouts/layouts.fixtures';
import { PlaylistPanel } from './PlaylistPanel';
import { whenSectionsSaved } from './useSectionPlaylist';

async function setup(answers: Record<string, unknown>) {
  const store = createSceneEditorStore({ repository: createMemorySceneRepository([WELCOME]), clientId: 'test' });
  await store.load(4);
  const fake = fakeLayerApi(answers);
  const view = renderAt('/scenes/edit_scene/4', <PlaylistPanel store={store} sceneId={4} />, fake.api);
  return { store, ...fake, ...view };
}

describe('PlaylistPanel', () => {
  it('asks for a section first', async () => {
    await setup({});
    expect(screen.getByRole('region', { name: 'Playlist' }).textContent).toContain(
      'Select a section to see its playlist.',
    );
  });

  it("lists the selected section's items in itemsOrder with their duration, and links to edit and add them", async () => {
    const { store } = await setup({
      'get sections/12/playlistitems': [itemFixture(31, 'New prices', 75), itemFixture(30, 'Welcome')],
    });
    act(() => store.select(12));
    const list = await screen.findByRole('list', { name: 'Items of Hero' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-part="details"]')?.textContent)).toEqual([
      'Item 115 sWelcome',
      'Item 21 min 15 sNew prices',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Preview of item 1' })).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Edit item 2' }).getAttribute('href')).toBe(
      '/scenes/edit_playlist/4/12/31',
    );
    expect(screen.getByRole('link', { name: 'Add item' }).getAttribute('href')).toBe('/scenes/edit_playlist/4/12');
  });

  it('leaves for the item editor once section edits are saved', async () => {
    const { store, history } = await setup({ 'get sections/12/playlistitems': [itemFixture(30, 'Welcome')] });
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('link', { name: 'Edit item 1' }));
    await waitFor(() => expect(history.at(-1)).toBe('/scenes/edit_playlist/4/12/30'));
  });

  it('deletes an item once the user confirms', async () => {
    const { store, stores, calls } = await setup({
      'get sections/12/playlistitems': [itemFixture(30, 'Welcome'), itemFixture(31, 'New prices')],
      'delete sections/12/playlistitems/30': null,
    });
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete item 1' }));
    const [popup] = stores.popups.$popups.value;
    expect(popup).toMatchObject({
      kind: 'confirm',
      messageKey: 'playlistEditor.deleteConfirm',
      values: { position: 1, name: 'Hero' },
    });
    await act(async () => {
      stores.popups.resolve(popup?.id ?? 0, 'confirm');
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'delete').map((call) => call.url)).toEqual([
      'sections/12/playlistitems/30',
    ]);
    expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['playlistEditor.deleted']);
  });

  it('explains why a section without its server id offers no playlist yet', async () => {
    const { store } = await setup({});
    act(() => {
      store.addSection();
    });
    expect(screen.getByRole('region', { name: /^Playlist of new section/ }).textContent).toContain(
      'its playlist can be edited once it has been saved',
    );
    expect(HERO.id).toBeGreaterThan(0);
  });
});

describe('whenSectionsSaved', () => {
  it('resolves at once when nothing waits, true once saves finish, false when one fails', async () => {
    const $saveState = signal<{ status: 'idle' | 'saving' | 'error'; error: null }>({ status: 'idle', error: null });
    await expect(whenSectionsSaved({ $saveState })).resolves.toBe(true);
    $saveState.value = { status: 'saving', error: null };
    const saved = whenSectionsSaved({ $saveState });
    $saveState.value = { status: 'idle', error: null };
    await expect(saved).resolves.toBe(true);
    $saveState.value = { status: 'saving', error: null };
    const failed = whenSectionsSaved({ $saveState });
    $saveState.value = { status: 'error', error: null };
    await expect(failed).resolves.toBe(false);
  });
});
