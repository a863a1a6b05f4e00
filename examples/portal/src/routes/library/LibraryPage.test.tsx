import { DRAG_MIME, encodeDragPayload } from '@screenplay/core/library';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LibraryPage from './LibraryPage';
import {
  READONLY_USER,
  apiError,
  fakeApi,
  folder,
  layout,
  media,
  renderAt,
  template,
} from '../../test/library.fixtures';

/** Brand (with Logos) is the user's; Seasonal belongs to another user (owner 2). */
const FOLDERS = [folder(1, 'Brand'), folder(2, 'Logos', 1), folder(3, 'Seasonal', null, 2)];
const LAYOUTS = [layout(5, 'Three columns', [1]), layout(6, 'Portrait split', [])];

function setup(answers: Record<string, unknown> = {}, sessionUser = undefined as Parameters<typeof renderAt>[3]) {
  const fake = fakeApi({
    'get library/folders/layouts': { folders: FOLDERS, layouts: LAYOUTS },
    'get library/folders/templates': { folders: FOLDERS, templates: [template(9, 'Sale banner', [1])] },
    'get library/folders/media': { folders: FOLDERS, media: [media(21, 'logo.png', [2])] },
    ...answers,
  });
  const view = renderAt('/library', <LibraryPage />, fake.api, sessionUser);
  return { ...fake, ...view };
}

const tree = () => screen.getByRole('tree', { name: 'Library folders' });
const selectFolder = (name: string) => fireEvent.click(within(tree()).getByText(name));
const confirmPopup = async (stores: ReturnType<typeof setup>['stores']) => {
  await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
  const [popup] = stores.popups.$popups.value;
  return { popup, confirm: () => stores.popups.resolve(popup?.id ?? 0, 'confirm') };
};
const toastTexts = (stores: ReturnType<typeof setup>['stores']) =>
  stores.toasts.$toasts.value.map((toast) => toast.messageKey ?? toast.text);

describe('LibraryPage', () => {
  it('lists the layouts of the selected folder under the folder tree and the three tabs', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Layouts in All' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent),
    ).toEqual(['Three columns', 'Portrait split']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Layouts', 'Elements', 'Media']);
    selectFolder('Brand');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Brand');
    const brand = screen.getByRole('list', { name: 'Layouts in Brand' });
    expect(within(brand).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Copy Three columns' }).getAttribute('href')).toBe(
      '/library/create_layout/5?folderId=1',
    );
    expect(screen.getByRole('link', { name: 'Edit Three columns' }).getAttribute('href')).toBe(
      '/library/edit_layout/5',
    );
    expect(screen.getByRole('link', { name: 'Create scene from Three columns' }).getAttribute('href')).toBe(
      '/scenes/create_scene_from_layout/5',
    );
  });

  it("says when a folder is empty, and opens the layout editor with 'New layout'", async () => {
    const { history } = setup();
    await screen.findByRole('list', { name: 'Layouts in All' });
    selectFolder('Seasonal');
    expect(screen.getByText('No layouts in this folder yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New layout' }));
    expect(history.at(-1)).toBe('/library/create_layout?folderId=3');
  });

  it('shows the elements with edit (the template editor), copy, move and delete, and offers a new element', async () => {
    const { calls, history } = setup({
      'post library/folders/templates/9/copy/-1': template(10, 'Copy of Sale banner'),
    });
    await screen.findByRole('list', { name: 'Layouts in All' });
    expect(screen.queryByRole('button', { name: 'New element' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    const list = await screen.findByRole('list', { name: 'Elements in All' });
    expect(within(list).getByRole('link', { name: 'Edit Sale banner' }).getAttribute('href')).toBe(
      '/library/edit_template/9',
    );
    fireEvent.click(screen.getByRole('button', { name: 'New element' }));
    expect(history.at(-1)).toBe('/library/edit_template');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Sale banner' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'post',
        url: 'library/folders/templates/9/copy/-1',
        body: { name: 'Copy of Sale banner' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Copy of Sale banner' })).toBeTruthy();
  });

  it('deletes a layout after a confirmation', async () => {
    const { calls, stores } = setup({ 'delete layouts/6': undefined });
    await screen.findByRole('list', { name: 'Layouts in All' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Portrait split' }));
    const { popup, confirm } = await confirmPopup(stores);
    expect(popup).toMatchObject({ messageKey: 'library.deleteConfirm', values: { name: 'Portrait split' } });
    confirm();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Portrait split' })).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'delete', url: 'layouts/6' });
  });

  it("asks to copy instead when an item is moved into another owner's folder", async () => {
    const { calls, stores } = setup({ 'post layouts/6/copy/3': layout(7, 'Portrait split', [3]) });
    await screen.findByRole('list', { name: 'Layouts in All' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Portrait split to a folder' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Seasonal' }));
    const { popup, confirm } = await confirmPopup(stores);
    expect(popup?.messageKey).toBe('folders.copyInsteadOfMove');
    confirm();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'post', url: 'layouts/6/copy/3' }));
    expect(calls.some((call) => call.url.endsWith('/move'))).toBe(false);
  });

  it('moves a layout dropped on one of the user’s folders', async () => {
    const { calls } = setup({ 'post layouts/6/move': layout(6, 'Portrait split', [2]) });
    await screen.findByRole('list', { name: 'Layouts in All' });
    const payload = encodeDragPayload({ kind: 'libraryLayout', id: 6 });
    fireEvent.drop(screen.getByRole('treeitem', { name: 'Logos' }), {
      dataTransfer: { types: [DRAG_MIME], getData: () => payload },
    });
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'post', url: 'layouts/6/move', body: { from: -1, to: 2 } }),
    );
  });

  it('uploads media into the selected folder with a progress bar per file', async () => {
    const { calls } = setup({ 'upload media/2': () => [media(30, 'a.png', [2])] });
    await screen.findByRole('list', { name: 'Layouts in All' });
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    await screen.findByRole('list', { name: 'Media in All' });
    selectFolder('Logos');
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Choose files'), { target: { files: [file, notes] } });
    expect(await screen.findByRole('progressbar', { name: 'a.png' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid media file');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Media in Logos' })).getByText('a.png')).toBeTruthy(),
    );
    expect(calls.filter((call) => call.method === 'upload').map((call) => call.url)).toEqual(['media/2']);
  });

  it('says the image service is unreachable and keeps the page working', async () => {
    setup({
      'post library/unsplash': apiError(502, "Can't get media from the image service", 'media.imageServiceError'),
    });
    await screen.findByRole('list', { name: 'Layouts in All' });
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search stock photos' }), {
      target: { value: 'lake' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByText("Can't get media from the image service")).getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('tab', { name: 'Layouts' }));
    expect(await screen.findByRole('list', { name: 'Layouts in All' })).toBeTruthy();
  });

  it('creates a folder and selects it; deleting a non-empty one says why', async () => {
    const { stores } = setup({
      'post library/folders': folder(40, 'Posters', 1),
      'delete folders/1': apiError(409, 'Folder not empty or contains subfolders: cannot delete'),
    });
    await screen.findByRole('list', { name: 'Layouts in All' });
    selectFolder('Brand');
    fireEvent.change(screen.getByRole('textbox', { name: 'New folder' }), { target: { value: 'Posters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Posters'));
    selectFolder('Brand');
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    (await confirmPopup(stores)).confirm();
    await waitFor(() => expect(toastTexts(stores)).toContain('folders.folderNotEmpty'));
    expect(screen.getByRole('treeitem', { name: 'Brand' })).toBeTruthy();
  });

  it('gives a readonly library user no folder creation or renaming', async () => {
    setup({}, READONLY_USER);
    await screen.findByRole('list', { name: 'Layouts in All' });
    expect((screen.getByRole('button', { name: 'Create folder' }) as HTMLButtonElement).disabled).toBe(true);
    selectFolder('Brand');
    expect((screen.getByRole('button', { name: 'Rename folder' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'New folder' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('offers no upload, stock photo, new item, copy, move or delete where a folder is readonly for the user', async () => {
    // Brand is readonly for this workgroup user (the folder listing's entries already apply to them).
    const brand = { ...folder(1, 'Brand'), groupPermissions: [{ permissionType: null, level: 'readonly' as const }] };
    const folders = [brand, folder(2, 'Logos', 1), folder(3, 'Seasonal', null, 2)];
    setup(
      {
        'get library/folders/layouts': { folders, layouts: LAYOUTS },
        'get library/folders/templates': { folders, templates: [template(9, 'Sale banner', [1])] },
        'get library/folders/media': { folders, media: [media(20, 'sunrise.png', [1]), media(21, 'logo.png', [2])] },
      },
      READONLY_USER,
    );
    const all = await screen.findByRole('list', { name: 'Layouts in All' });
    // At the root the user may add, and change what is not in Brand.
    expect(screen.getByRole('button', { name: 'New layout' })).toBeTruthy();
    expect(within(all).getByRole('button', { name: 'Delete Portrait split' })).toBeTruthy();
    expect(within(all).queryByRole('button', { name: 'Delete Three columns' })).toBeNull();
    expect(within(all).queryByRole('button', { name: /Move Three columns/ })).toBeNull();
    expect(within(all).getByRole('link', { name: 'Edit Three columns' })).toBeTruthy();
    expect(within(all).getAllByRole('article')[0]?.getAttribute('draggable')).toBe('false');

    selectFolder('Brand');
    expect(screen.queryByRole('button', { name: 'New layout' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Copy Three columns' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Elements' }));
    await screen.findByRole('list', { name: 'Elements in Brand' });
    expect(screen.queryByRole('button', { name: 'New element' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Sale banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sale banner' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    await screen.findByRole('list', { name: 'Media in Brand' });
    expect(screen.queryByLabelText('Choose files')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stock photos' })).toBeNull();
    expect(screen.getByText('This folder is read-only for you: nothing can be added to it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete sunrise.png' })).toBeNull();

    selectFolder('Logos');
    await screen.findByRole('list', { name: 'Media in Logos' });
    expect(screen.getByLabelText('Choose files')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete logo.png' })).toBeTruthy();
  });

  it('opens on the folder named by ?folderId= (the layout editor breadcrumbs link there)', async () => {
    const fake = fakeApi({ 'get library/folders/layouts': { folders: FOLDERS, layouts: LAYOUTS } });
    renderAt('/library?folderId=1', <LibraryPage />, fake.api);
    expect(await screen.findByRole('list', { name: 'Layouts in Brand' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Brand');
  });

  it('opens on the tab named by ?tab= (the template editor goes back to Elements)', async () => {
    const fake = fakeApi({
      'get library/folders/templates': { folders: FOLDERS, templates: [template(9, 'Sale banner', [1])] },
    });
    renderAt('/library?tab=Elements&folderId=1', <LibraryPage />, fake.api);
    expect(await screen.findByRole('list', { name: 'Elements in Brand' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Elements' }).getAttribute('aria-selected')).toBe('true');
  });
});
