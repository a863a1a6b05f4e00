import { ApiError } from '@screenplay/hooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO, HERO_DRAFT, WELCOME, fakeLayerApi, itemFixture } from '../../test/layerEditor.fixtures';
import { renderAt } from '../../test/layouts.fixtures';
import PlaylistItemEditorPage, { itemPosition } from './PlaylistItemEditorPage';

const canvas = () => screen.getByRole('group', { name: 'Playlist item canvas' });

describe('PlaylistItemEditorPage: a new item', () => {
  it('starts empty at 60 s in its section, and saves it with POST to the draft copy, back to the scene editor', async () => {
    const { api, calls } = fakeLayerApi({
      'get scenes/4': WELCOME,
      'post scenes/4/sections': HERO_DRAFT,
      'post sections/40/playlistitems': { ...itemFixture(52, 'Your text', 25) },
    });
    const { history, stores } = renderAt(
      '/scenes/edit_playlist/4/12',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12' }} />,
      api,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'New item in Hero' })).toBeTruthy();
    expect(screen.getByText('Welcome screen › Hero (1440 × 930)')).toBeTruthy();
    const duration = (await screen.findByRole('spinbutton', { name: 'Duration (seconds)' })) as HTMLInputElement;
    expect(duration.value).toBe('60');

    fireEvent.click(await screen.findByRole('button', { name: 'Add Text' }));
    expect(within(canvas()).getByRole('button', { name: 'Text layer: Your text' })).toBeTruthy();
    fireEvent.change(duration, { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of seconds from 1 to 86,400');
    fireEvent.change(duration, { target: { value: '25' } });
    expect(screen.getByText('Unsaved changes').getAttribute('role')).toBe('status');

    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(history.at(-1)).toBe('/scenes/edit_scene/4?sectionId=12'));
    // Hero is published: its draft copy is made first (the parent's items sent to be copied), the item goes there.
    const posts = calls.filter((call) => call.method === 'post');
    expect(posts.map((call) => call.url)).toEqual(['scenes/4/sections', 'sections/40/playlistitems']);
    expect(posts[0]?.body).toMatchObject({ parentId: 12, name: 'Hero' });
    expect(posts[1]?.body).toMatchObject({
      duration: 25,
      layers: [{ itemType: 'Text', content: { text: 'Your text' } }],
    });
    expect(calls.some((call) => call.url.startsWith('sections/12/'))).toBe(false);
    expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['playlistEditor.savedAsDraft']);
  });
});

describe('PlaylistItemEditorPage: a stored item', () => {
  it("opens the item named by its place in the playlist, and saves it with PATCH of its draft's copy", async () => {
    const items = [itemFixture(30, 'Welcome'), itemFixture(31, 'New prices', 20)];
    const { api, calls } = fakeLayerApi({
      'get scenes/4': WELCOME,
      'get sections/12/playlistitems': items,
      'post scenes/4/sections': HERO_DRAFT,
      'patch sections/40/playlistitems/51': HERO_DRAFT.playlistItems[1],
    });
    const { history } = renderAt(
      '/scenes/edit_playlist/4/12/31',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12', playlistId: '31' }} />,
      api,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Item 2 of Hero' })).toBeTruthy();
    expect(
      await within(await screen.findByRole('group', { name: 'Playlist item canvas' })).findByRole('button', {
        name: 'Text layer: New prices',
      }),
    ).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Duration (seconds)' }) as HTMLInputElement).value).toBe('20');
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(history.at(-1)).toBe('/scenes/edit_scene/4?sectionId=12'));
    const patch = calls.find((call) => call.method === 'patch');
    expect(patch?.url).toBe('sections/40/playlistitems/51');
    expect(patch?.body).toMatchObject({ duration: 20, layers: [{ content: { text: 'New prices' } }] });
  });

  it('edits the copy of an item when its section already has a draft copy, and makes no other', async () => {
    const { api, calls } = fakeLayerApi({
      'get scenes/4': { ...WELCOME, sections: [HERO, HERO_DRAFT] },
      'get sections/40/playlistitems': HERO_DRAFT.playlistItems,
      'patch sections/40/playlistitems/51': HERO_DRAFT.playlistItems[1],
    });
    renderAt(
      '/scenes/edit_playlist/4/12/31',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12', playlistId: '31' }} />,
      api,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Item 2 of Hero' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'patch')).toBe(true));
    expect(calls.filter((call) => call.method !== 'get').map((call) => call.url)).toEqual([
      'sections/40/playlistitems/51',
    ]);
  });

  it('says the item does not exist (errors.notFound), with a way back to the scene', async () => {
    const { api } = fakeLayerApi({
      'get scenes/4': WELCOME,
      'get sections/12/playlistitems': [itemFixture(30, 'Welcome')],
    });
    renderAt(
      '/scenes/edit_playlist/4/12/99',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12', playlistId: '99' }} />,
      api,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This playlist item does not exist or you cannot open it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the scene' }).getAttribute('href')).toBe(
      '/scenes/edit_scene/4?sectionId=12',
    );
  });

  it('says so for a section the scene does not have, and for ids that are not ids', async () => {
    const { api } = fakeLayerApi({ 'get scenes/4': WELCOME });
    const { unmount } = renderAt(
      '/scenes/edit_playlist/4/77',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '77' }} />,
      api,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This playlist item does not exist or you cannot open it.',
    );
    unmount();
    renderAt('/scenes/edit_playlist/4/-3', <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '-3' }} />, api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This playlist item does not exist or you cannot open it.',
    );
  });

  it('offers another try after a failed load', async () => {
    const failure = new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'Server Error' });
    const { api, calls } = fakeLayerApi({ 'get scenes/4': WELCOME, 'get sections/12/playlistitems': failure });
    renderAt(
      '/scenes/edit_playlist/4/12/30',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12', playlistId: '30' }} />,
      api,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The playlist could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.url === 'sections/12/playlistitems')).toHaveLength(2));
  });

  it('shows why a save failed and stays', async () => {
    const refused = new ApiError({
      status: 422,
      messageKey: 'errors.validation',
      message: 'Invalid',
      errors: { duration: ['The duration is too long'] },
    });
    const { api } = fakeLayerApi({
      'get scenes/4': WELCOME,
      'get sections/12/playlistitems': [itemFixture(30, 'Welcome')],
      'post scenes/4/sections': HERO_DRAFT,
      'patch sections/40/playlistitems/50': refused,
    });
    const { history } = renderAt(
      '/scenes/edit_playlist/4/12/30',
      <PlaylistItemEditorPage params={{ sceneId: '4', sectionId: '12', playlistId: '30' }} />,
      api,
    );
    await within(await screen.findByRole('group', { name: 'Playlist item canvas' })).findByRole('button', {
      name: 'Text layer: Welcome',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The duration is too long');
    expect(history).toEqual(['/scenes/edit_playlist/4/12/30']);
  });
});

describe('itemPosition', () => {
  it("is the item's place in itemsOrder, null for a new or unlisted item", () => {
    expect(itemPosition(HERO, 31)).toBe(2);
    expect(itemPosition(HERO, null)).toBeNull();
    expect(itemPosition(HERO, 99)).toBeNull();
  });
});
