import { groupPermissionsAt, type Folder, type FolderGroupPermission, type SceneSummary } from '@screenplay/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt, user } from '../../test/library.fixtures';
import ScenesPage from './ScenesPage';

const OPEN: FolderGroupPermission[] = [{ permissionType: null, level: 'full' }];
const scenesFolder = (id: number, name: string, owner: number, groupPermissions = OPEN): Folder => ({
  id,
  name,
  parentId: null,
  owner,
  kind: 'scenes',
  groupPermissions,
});
const scene = (id: number, name: string, folderIds: number[]): SceneSummary => ({
  id,
  name,
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  folderIds,
  tags: [],
  screensCount: 0,
  updatedAt: '2026-11-23T10:00:00Z',
  updatedBy: null,
  thumbnail: null,
  sectionsCount: 1,
});

/** Menus is the admin's (user 1), Store screens the editor's (user 2), Archive readonly for the editor. */
const FOLDERS = [
  scenesFolder(1, 'Menus', 1),
  scenesFolder(2, 'Store screens', 2),
  scenesFolder(3, 'Archive', 1, [{ permissionType: 'ManageAFolder', level: 'readonly' }]),
];
const SCENES = [scene(7, 'Menu board', [1]), scene(8, 'Old promo', [3])];
const EDITOR = user(
  {
    ...groupPermissionsAt('full'),
    createAFolder: 'readonly',
    createALibraryFolder: 'readonly',
    editALibraryAFolder: 'readonly',
  },
  2,
);

function setup(answers: Record<string, unknown> = {}, as = EDITOR) {
  const fake = fakeApi({ 'get folders/scenes': { folders: FOLDERS, scenes: SCENES }, ...answers });
  const view = renderAt('/scenes', <ScenesPage />, fake.api, as);
  return { ...fake, ...view };
}

describe('ScenesPage', () => {
  it('offers a workgroup user without createAFolder no new folder, and nothing on a readonly folder', async () => {
    setup();
    const tree = await screen.findByRole('tree', { name: 'Folders' });
    expect(screen.getByRole('button', { name: 'Create folder' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(tree).getByText('Archive'));
    expect(screen.getByRole('button', { name: 'Rename folder' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete folder' }).hasAttribute('disabled')).toBe(true);
    const card = screen.getByRole('group', { name: 'Actions for Old promo' });
    expect(within(card).getByRole('button', { name: 'Rename' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Move Old promo to a folder' })).toBeNull();
  });

  it('draws scenes as library cards: a placeholder with the initial without a thumbnail, a quiet Delete', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Menu board' });
    expect(card.getAttribute('data-scope')).toBe('library-card');
    expect(card.querySelector('[data-part="scene-placeholder"]')?.textContent).toBe('M');
    const remove = within(card).getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('data-part')).toBe('quiet-delete'); // not the red 'delete' of the theme
    expect(within(card).queryByRole('combobox')).toBeNull(); // one Move button, no label-select-button row
    expect(within(card).getByRole('button', { name: 'Move Menu board to a folder' })).toBeTruthy();
  });

  it("shows a scene's thumbnail, named 'Preview of …', instead of the placeholder once it has one", async () => {
    const drawn = { ...scene(7, 'Menu board', [1]), thumbnail: '/media/1/menu.png' };
    setup({ 'get folders/scenes': { folders: FOLDERS, scenes: [drawn] } });
    const card = await screen.findByRole('article', { name: 'Menu board' });
    const image = within(card).getByRole('img', { name: 'Preview of Menu board' });
    expect(image.getAttribute('src')).toBe('/media/1/menu.png');
    expect(card.querySelector('[data-part="scene-placeholder"]')).toBeNull();
  });

  it("asks to copy instead of moving a scene into another owner's folder, then copies it under its name", async () => {
    const { calls, stores } = setup({ 'post scenes/7/copy/2': scene(9, 'Menu board', [2]) });
    const card = await screen.findByRole('group', { name: 'Actions for Menu board' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move Menu board to a folder' }));
    // Archive is readonly for this user: it is not a move target; 'All' always is (the root is manageable).
    expect(within(card).queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    expect(within(card).getByRole('menuitem', { name: 'All' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('menuitem', { name: 'Store screens' }));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    const [popup] = stores.popups.$popups.value;
    expect(popup?.messageKey).toBe('folders.copyInsteadOfMove');
    stores.popups.resolve(popup?.id ?? 0, 'confirm');
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'post', url: 'scenes/7/copy/2', body: { name: 'Menu board' } }),
    );
    expect(calls.some((call) => call.url.endsWith('/move'))).toBe(false);
  });

  it("moves a scene back to 'All' from its card's menu (issue 24: only the library's menu could)", async () => {
    const { calls } = setup({ 'post scenes/7/move': scene(7, 'Menu board', []) }, user(groupPermissionsAt('full'), 1));
    const card = await screen.findByRole('group', { name: 'Actions for Menu board' });
    fireEvent.click(within(card).getByRole('button', { name: 'Move Menu board to a folder' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: 'All' }));
    await waitFor(() => expect(calls.some((call) => call.url === 'scenes/7/move')).toBe(true));
    expect(calls.find((call) => call.url === 'scenes/7/move')?.body).toMatchObject({ from: 1, to: -1 });
  });
});
