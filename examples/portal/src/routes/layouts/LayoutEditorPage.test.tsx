import { ApiError } from '@screenplay/hooks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LayoutEditorPage from './LayoutEditorPage';
import { THREE_COLUMNS, fakeApi, folder, renderAt } from '../../test/layouts.fixtures';

const LIBRARY_FOLDERS = { folders: [folder(2, 'Brand', null, 'library'), folder(3, 'Logos', 2, 'library')] };
const backspace = () => fireEvent.keyDown(document.body, { key: 'Backspace' });
const sectionNames = () =>
  screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? option.textContent);

describe('LayoutEditorPage: the size chooser', () => {
  it('offers the preset sizes and opens the editor for a new layout of the chosen one, in the current folder', () => {
    const { api } = fakeApi({});
    const { history } = renderAt('/library/create_layout?folderId=4', <LayoutEditorPage params={{}} />, api);
    expect(screen.getAllByRole('button', { name: /×/ }).map((button) => button.textContent)).toEqual([
      '1920 × 1080Full HD, landscape',
      '1080 × 1920Full HD, portrait',
      '1280 × 720HD, landscape',
      '3840 × 2160' + '4K, landscape',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^1080 × 1920/ }));
    expect(history.at(-1)).toBe('/library/create_layout/-1?width=1080&height=1920&folderId=4');
  });

  it('refuses a custom size outside 1..32768 whole pixels and opens a valid one', () => {
    const { api } = fakeApi({});
    const { history } = renderAt('/library/create_layout', <LayoutEditorPage params={{}} />, api);
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    fireEvent.change(width, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create layout' }));
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 1 to 32,768')).toBeTruthy();
    expect(history).toEqual(['/library/create_layout']);
    fireEvent.change(width, { target: { value: '800' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Height' }), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create layout' }));
    expect(history.at(-1)).toBe('/library/create_layout/-1?width=800&height=600');
  });
});

describe('LayoutEditorPage: a new layout', () => {
  const setup = () => {
    const fake = fakeApi({
      'get layouts': [THREE_COLUMNS],
      'get library/folders': LIBRARY_FOLDERS,
      'post layouts': { ...THREE_COLUMNS, id: 9, name: 'Layout 1920×1080' },
    });
    const view = renderAt(
      '/library/create_layout/-1?width=1920&height=1080&folderId=3',
      <LayoutEditorPage params={{ layoutId: '-1' }} />,
      fake.api,
    );
    return { ...fake, ...view };
  };

  it("is titled 'New layout', named after its size, with one section covering it and the breadcrumbs of its folder", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'New layout' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Layout name' }) as HTMLInputElement).value).toBe('Layout 1920×1080'),
    );
    expect(screen.getByRole('img', { name: 'Preview of Layout 1920×1080' }).closest('figure')?.textContent).toBe(
      '1920 × 1080',
    );
    const trail = await screen.findByRole('navigation', { name: 'Where this layout is' });
    // One trail of the folders (the layout is the title, not repeated); Library is the way back.
    await waitFor(() => expect(trail.textContent).toBe('LibraryBrandLogos'));
    expect(within(trail).getByRole('link', { name: 'Library' }).getAttribute('href')).toBe('/library');
    expect(screen.queryByRole('link', { name: 'Back to library' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('keeps the last section: Backspace only says why, and the list offers no delete', async () => {
    const { stores } = setup();
    await screen.findByRole('listbox', { name: 'Layout canvas' });
    fireEvent.click(screen.getByRole('button', { name: /^new section/ }));
    backspace();
    expect(stores.popups.$popups.value).toHaveLength(0);
    expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['layoutEditor.lastSection']);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('deletes the selected section with Backspace once the user confirms, then saves with POST and goes to /library', async () => {
    const { stores, calls, history } = setup();
    await screen.findByRole('listbox', { name: 'Layout canvas' });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate new section (2)' }));
    // spec: the duplicate gets a unique name and is selected.
    expect(sectionNames()).toEqual(['new section', 'new section (2)', 'new section (3)']);

    backspace();
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('sceneEditor.deleteSection');
    await act(async () => {
      stores.popups.resolve(popup?.id ?? 0, 'confirm');
    });
    await waitFor(() => expect(sectionNames()).toEqual(['new section', 'new section (2)']));

    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(history.at(-1)).toBe('/library'));
    const post = calls.find((call) => call.method === 'post');
    expect(post?.url).toBe('layouts');
    expect(post?.body).toMatchObject({ name: 'Layout 1920×1080', width: 1920, height: 1080, folderId: 3 });
    expect((post?.body as { sections: unknown[] } | undefined)?.sections).toHaveLength(2);
  });
});

describe('LayoutEditorPage: an existing layout', () => {
  it("is titled 'Edit layout' with its name, saves with PATCH and leaves the editor", async () => {
    const { api, calls } = fakeApi({
      'get layouts/5': THREE_COLUMNS,
      'get library/folders': LIBRARY_FOLDERS,
      'patch layouts/5': THREE_COLUMNS,
    });
    const { history } = renderAt('/library/edit_layout/5', <LayoutEditorPage params={{ layoutId: '5' }} />, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit layout Three columns' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const name = screen.getByRole('textbox', { name: 'Layout name' });
    fireEvent.change(name, { target: { value: '  Three wide columns ' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'patch')).toBe(true));
    expect(calls.find((call) => call.method === 'patch')?.body).toMatchObject({ name: 'Three wide columns' });
    // The tab's first page: "going back" falls back to the library.
    await waitFor(() => expect(history.at(-1)).toBe('/library'));
  });

  it('copies a layout under a new name into the current folder; the save creates it', async () => {
    const { api, calls } = fakeApi({
      'get layouts/5': THREE_COLUMNS,
      'get layouts': [THREE_COLUMNS],
      'post layouts': { ...THREE_COLUMNS, id: 6 },
    });
    renderAt('/library/create_layout/5?folderId=2', <LayoutEditorPage params={{ layoutId: '5' }} />, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'New layout' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Layout name' }) as HTMLInputElement).value).toBe(
        'Copy of Three columns',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'post')?.body).toMatchObject({
        name: 'Copy of Three columns',
        folderId: 2,
      }),
    );
  });

  it('says so when the layout does not exist, with a way back to the library', async () => {
    const { api } = fakeApi({});
    renderAt('/library/edit_layout/99', <LayoutEditorPage params={{ layoutId: '99' }} />, api);
    expect((await screen.findByRole('alert')).textContent).toBe('This layout does not exist or you cannot open it.');
    expect(screen.getByRole('link', { name: 'Back to library' }).getAttribute('href')).toBe('/library');
  });

  it('shows why a save failed and stays in the editor', async () => {
    const refused = new ApiError({
      status: 422,
      messageKey: 'errors.validation',
      message: 'Invalid',
      errors: { name: ['The name is too long'] },
    });
    const { api } = fakeApi({ 'get layouts/5': THREE_COLUMNS, 'patch layouts/5': refused });
    const { history } = renderAt('/library/edit_layout/5', <LayoutEditorPage params={{ layoutId: '5' }} />, api);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save layout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The layout was not saved. The name is too long');
    expect(history).toEqual(['/library/edit_layout/5']);
  });
});
