import {
  createMemorySceneRepository,
  createPopupStore,
  createSceneEditorStore,
  createToastStore,
  whenSectionsSaved,
} from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import { defaultLayer } from '@screenplay/core/widgets';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { HERO, WELCOME, itemFixture, layerDataFixture } from '../test/sceneEditor.fixtures';
import { PlaylistPanel, type PlaylistLinks } from './PlaylistPanel';

/** Scene 4 with Hero (items 30 'Welcome' 15 s and 31 'New prices' 20 s) and an empty second section 'Side'. */
const SIDE = { ...HERO, id: 13, name: 'Side', order: 2, left: 1440, width: 480, playlistItems: [], itemsOrder: [] };

/** The portal's addresses: the item editor at /scenes/edit_playlist/:scene/:section/:item?. */
function portalLinks(history: string[]): PlaylistLinks {
  return {
    itemHref: (scene, section, item) =>
      `/scenes/edit_playlist/${scene}/${section}${item === undefined ? '' : `/${item}`}`,
    scheduleHref: (scene, section, item) => `/playlist_schedule/${scene}/${section}/${item}`,
    navigate: (href) => history.push(href),
  };
}

async function setup(sections = [HERO, SIDE]) {
  const repository = createMemorySceneRepository([{ ...WELCOME, sections }]);
  const store = createSceneEditorStore({ repository, clientId: 'test' });
  await store.load(4);
  const stores = { popups: createPopupStore(), toasts: createToastStore() };
  const history: string[] = [];
  const view = renderWithIntl(
    <PlaylistPanel store={store} sceneId={4} {...stores} links={portalLinks(history)} layerData={layerDataFixture()} />,
  );
  return { store, repository, stores, history, ...view };
}

/** The listed items' names (from their content) and durations, as shown. */
async function shownItems(name = 'Items of Hero') {
  const list = await screen.findByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-part="details"]')?.textContent);
}

describe('PlaylistPanel', () => {
  it('asks for a section first', async () => {
    await setup();
    expect(screen.getByRole('region', { name: 'Playlist' }).textContent).toContain(
      'Select a section to see its playlist.',
    );
  });

  it("lists the selected section's items in itemsOrder with their duration, and links to edit and add them", async () => {
    const { store } = await setup([{ ...HERO, itemsOrder: [31, 30] }, SIDE]);
    act(() => store.select(12));
    expect(await shownItems()).toEqual(['New prices20 s', 'Welcome15 s']);
    const items = within(screen.getByRole('list', { name: 'Items of Hero' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: 'Preview of item 1' })).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Edit item 2' }).getAttribute('href')).toBe(
      '/scenes/edit_playlist/4/12/30',
    );
    expect(screen.getByRole('link', { name: 'Add item' }).getAttribute('href')).toBe('/scenes/edit_playlist/4/12');
  });

  it('names each item from its content: a text, an image file, a widget and its place, else its position (issue 24)', async () => {
    const { store } = await setup();
    act(() => store.select(12));
    await shownItems();
    const withLayer = (id: number, itemType: 'Image' | 'Weather' | 'Clock', content: Record<string, unknown>) => {
      const own = defaultLayer(itemType, { left: 0, top: 0, width: 100, height: 100 }, 1);
      return { ...itemFixture(id, '', 10), layers: [{ ...own, content: { ...own.content, ...content } }] };
    };
    act(() =>
      store.showPlaylist(12, [
        itemFixture(30, '  Summer sale\nUp to 50%', 10),
        withLayer(32, 'Image', { imageUrl: '/media/1/5eed.png', name: 'Acme sunrise.png' }),
        withLayer(33, 'Weather', { caption: 'London' }),
        withLayer(34, 'Clock', {}),
        { ...itemFixture(35, '', 10), layers: [] },
      ]),
    );
    expect(await shownItems()).toEqual([
      'Summer sale10 s',
      'Acme sunrise.png10 s',
      'Weather: London10 s',
      'Clock10 s',
      'Item 510 s',
    ]);
    // Actions keep their position in their names: unique, whatever two items show.
    expect(screen.getByRole('link', { name: 'Edit item 3' }).getAttribute('href')).toBe(
      '/scenes/edit_playlist/4/12/33',
    );
  });

  it("follows the store's playlist: an item shown there (a drop on the section) appears at once", async () => {
    const { store } = await setup();
    act(() => store.select(12));
    await shownItems();
    act(() => store.showPlaylist(12, [...HERO.playlistItems, itemFixture(32, 'Dropped', 60)]));
    expect(await shownItems()).toEqual(['Welcome15 s', 'New prices20 s', 'Dropped1 min 0 s']);
  });

  it('leaves for the item editor once section edits are saved', async () => {
    const { store, history } = await setup();
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('link', { name: 'Edit item 1' }));
    await waitFor(() => expect(history.at(-1)).toBe('/scenes/edit_playlist/4/12/30'));
  });

  it('marks an item deleted once the user confirms; Discard drafts brings it back', async () => {
    const { store, stores } = await setup();
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
    await waitFor(async () => expect(await shownItems()).toEqual(['New prices20 s']));
    const draft = store.$selected.value;
    expect(draft).toMatchObject({ draft: true, parentId: 12 });
    expect(draft?.playlistItems.find((item) => item.id === 30)).toMatchObject({ markAsDeleted: true, hidden: true });
    expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['playlistEditor.markedDeleted']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Discard drafts brings it back'));

    await act(async () => {
      await store.cancel();
    });
    act(() => store.select(12));
    expect(await shownItems()).toEqual(['Welcome15 s', 'New prices20 s']);
    // The notice no longer holds once the item is back: it closes, and nothing is announced as deleted (issue 24).
    expect(stores.toasts.$toasts.value.map((toast) => toast.state)).toEqual(['closing']);
    expect(screen.getByRole('status').textContent).not.toContain('Item deleted');
  });

  it('hides and shows an item, announcing it', async () => {
    const { store } = await setup();
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Hide item 2' }));
    const show = await screen.findByRole('button', { name: 'Show item 2' });
    expect(show.closest('li')?.getAttribute('data-state')).toBe('hidden');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Item 2 hidden: it does not play'));
    fireEvent.click(show);
    await screen.findByRole('button', { name: 'Hide item 2' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Item 2 shown'));
  });

  it('reorders with the move buttons and Alt+Arrow keys, announcing the move and keeping focus on the item', async () => {
    const { store } = await setup();
    act(() => store.select(12));
    fireEvent.click(await screen.findByRole('button', { name: 'Move item 1 down' }));
    await waitFor(async () => expect(await shownItems()).toEqual(['New prices20 s', 'Welcome15 s']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Item 1 moved to position 2 of 2'));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move item 2 up'));
    expect(store.$selected.value?.itemsOrder.length).toBe(2);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Move item 2 up' }), { key: 'ArrowLeft', altKey: true });
    await waitFor(async () => expect(await shownItems()).toEqual(['Welcome15 s', 'New prices20 s']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Item 2 moved to position 1 of 2'));
    // Without Alt the arrows are left alone.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move item 1 down' }), { key: 'ArrowRight' });
    expect(await shownItems()).toEqual(['Welcome15 s', 'New prices20 s']);
  });

  it('moves an item to another section from its menu', async () => {
    const { store } = await setup();
    act(() => store.select(12));
    const menu = await screen.findByRole('combobox', { name: 'Move item 1 to section' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Move to section…', 'Side']);
    fireEvent.change(menu, { target: { value: String(13) } });
    await waitFor(async () => expect(await shownItems()).toEqual(['New prices20 s']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Item 1 moved to Side'));
    // Side is a draft copy now (the move is discarded with it on cancel): select the listed section.
    const side = store.$sections.value.find((section) => section.name === 'Side');
    expect(side).toMatchObject({ draft: true, parentId: 13 });
    act(() => store.select(side?.id ?? null));
    expect(await shownItems('Items of Side')).toEqual(['Welcome15 s']);
  });

  it('explains why a section without its server id offers no playlist yet', async () => {
    const { store } = await setup();
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
