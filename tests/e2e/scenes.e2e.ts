import { ScenesModel } from './models/scenes.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-h2';

/** Signs in and opens the Scenes page. */
async function openScenes(
  page: import('@playwright/test').Page,
  a11y: import('./support/a11y').A11yChecker,
  email: string,
) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInThroughApi(page, a11y, email);
  await new ShellModel(page, a11y).expectPage('Home');
  const scenes = new ScenesModel(page, a11y);
  await scenes.goto();
  return scenes;
}

test.describe('the Scenes page', () => {
  test('creates (1 character refused), renames with F2, moves a scene into, and deletes folders', async ({
    page,
    a11y,
  }) => {
    const scenes = await openScenes(page, a11y, 'admin@acme.test');
    await expect(scenes.folder('All')).toHaveAttribute('aria-selected', 'true');
    await expect(scenes.folder('Menus')).toBeVisible();
    await expect(scenes.folder('Summer')).toHaveAttribute('aria-level', '3');
    await page.screenshot({ path: `${SHOTS}/scenes.png`, fullPage: true });

    await scenes.createFolder('P');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Folder name must be at least 2 characters' }),
    ).toBeVisible();
    await scenes.createFolder('Lobby');
    // spec §4: creating a folder selects it.
    await expect(scenes.folder('Lobby')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No scenes in this folder yet.')).toBeVisible();

    // F2 renames inline: Escape cancels, Enter saves, and the tree re-sorts.
    await scenes.folder('Lobby').focus();
    await scenes.folder('Lobby').press('F2');
    await scenes.folderNameField().fill('Entrance');
    await scenes.folderNameField().press('Escape');
    await expect(scenes.folder('Lobby')).toBeFocused();
    await scenes.folder('Lobby').press('F2');
    await scenes.folderNameField().fill('Entrance screens');
    await scenes.folderNameField().press('Enter');
    await expect(scenes.folder('Entrance screens')).toBeFocused();
    const names = await scenes.tree().getByRole('treeitem').allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual(['All', 'Campaigns', 'Summer', 'Entrance screens', 'Menus']);

    // Move a scene in with its card: both folders are the admin's, so it simply moves.
    await scenes.selectFolder('All');
    await scenes.moveScene('Welcome screen', 'Entrance screens');
    await expect(page.getByRole('status').filter({ hasText: 'Scene moved' })).toBeVisible();
    await scenes.selectFolder('Entrance screens');
    await expect(
      scenes.list('Entrance screens').getByRole('link', { name: 'Welcome screen', exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/scene-moved.png`, fullPage: true });

    // A folder holding a scene cannot be deleted (409); an empty one can, and the page returns to its parent.
    await scenes.deleteFolderButton().click();
    await scenes.expectDialog('Delete the folder “Entrance screens”?');
    await scenes.dialog().getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Folder not empty or contains subfolders: cannot delete' }),
    ).toBeVisible();
    await expect(scenes.folder('Entrance screens')).toBeVisible();

    await scenes.selectFolder('Campaigns');
    await scenes.createFolder('Winter');
    await expect(scenes.folder('Winter')).toHaveAttribute('aria-selected', 'true');
    await scenes.deleteFolderButton().click();
    await scenes.expectDialog('Delete the folder “Winter”?');
    await scenes.dialog().getByRole('button', { name: 'Delete' }).click();
    await expect(scenes.folder('Winter')).toHaveCount(0);
    await expect(scenes.folder('Campaigns')).toHaveAttribute('aria-selected', 'true');
    await a11y.check();
  });

  test("asks to copy instead when a scene moves into another owner's folder", async ({ page, a11y }) => {
    const scenes = await openScenes(page, a11y, 'editor@acme.test');
    // The Stores workgroup may create scene folders; this one is the editor's, Menus the admin's.
    await scenes.createFolder('Store screens');
    await expect(scenes.folder('Store screens')).toHaveAttribute('aria-selected', 'true');
    await scenes.selectFolder('Menus');
    await scenes.moveScene('Menu board portrait', 'Store screens');
    await scenes.expectDialog('This item belongs to another owner. Copy it instead of moving it?');
    await page.screenshot({ path: `${SHOTS}/copy-instead.png` });
    await scenes.dialog().getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scene copied' })).toBeVisible();

    // The original stays in Menus; a copy with the same name is in the editor's folder.
    await expect(scenes.list('Menus').getByRole('link', { name: 'Menu board portrait', exact: true })).toBeVisible();
    await scenes.selectFolder('Store screens');
    await expect(
      scenes.list('Store screens').getByRole('link', { name: 'Menu board portrait', exact: true }),
    ).toBeVisible();
    const { folders, scenes: listed } = await scenes.listed();
    const menus = folders.find((folder) => folder.name === 'Menus');
    expect(listed.filter((scene) => scene.name === 'Menu board portrait').map((scene) => scene.folderIds)).toEqual(
      expect.arrayContaining([[menus?.id]]),
    );
    expect(listed.filter((scene) => scene.name === 'Menu board portrait')).toHaveLength(2);
  });
});

/**
 * The demo data gives the Stores workgroup no restricted scene folder, so this test's server starts from a copy
 * of the seeded data where Menus is readonly and Campaigns hidden for Stores (as an admin would set them).
 */
const restricted = test.extend({
  server: async ({ engine }, use) => {
    const server = await startServer({
      engine,
      sql: `
      INSERT INTO folder_group_permissions (folder_id, workgroup_id, permission_type, level)
      SELECT f.id, w.id, 'ManageAFolder', CASE f.name WHEN 'Menus' THEN 'readonly' ELSE 'hidden' END
      FROM folders f JOIN workgroups w ON w.customer_id = f.customer_id AND w.title = 'Stores'
      WHERE f.kind = 'scenes' AND f.name IN ('Menus', 'Campaigns');`,
    });
    await use(server);
    await server.stop();
  },
});

restricted('a workgroup user is not offered what its folder permissions forbid', async ({ page, a11y }) => {
  const scenes = await openScenes(page, a11y, 'editor@acme.test');
  // Hidden: Campaigns and its sub-folder are not shown; a scene may move only into the folders it may change.
  await expect(scenes.folder('Campaigns')).toHaveCount(0);
  await expect(scenes.folder('Summer')).toHaveCount(0);
  await scenes.createFolder('Store screens');
  await expect(scenes.folder('Store screens')).toHaveAttribute('aria-selected', 'true');
  await scenes.selectFolder('All');
  await scenes.moveButton('Welcome screen').click();
  // 'All', where it is, is listed but disabled (as in the library's menu); of the folders, only Store screens.
  await expect(scenes.actions('Welcome screen').getByRole('menuitem')).toHaveText(['All', 'Store screens']);
  await expect(scenes.actions('Welcome screen').getByRole('menuitem', { name: 'All' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  // Readonly: Menus can be opened, but not renamed, deleted, created in, or moved into.
  await scenes.selectFolder('Menus');
  await expect(scenes.renameFolderButton()).toBeDisabled();
  await expect(scenes.deleteFolderButton()).toBeDisabled();
  await expect(scenes.newFolderName()).toBeDisabled();
  await expect(scenes.createFolderButton()).toBeDisabled();
  await scenes.folder('Menus').press('F2');
  await expect(scenes.folderNameField()).toHaveCount(0);
  // Its scene may not be renamed, moved or deleted (the server answers 403 to each).
  const actions = scenes.actions('Menu board portrait');
  await expect(actions.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(scenes.moveButton('Menu board portrait')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/readonly.png`, fullPage: true });
  await a11y.check();

  // What the page does not offer, the server refuses.
  const menus = (await scenes.listed()).folders.find((folder) => folder.name === 'Menus');
  expect((await scenes.api('PATCH', `folders/${menus?.id ?? 0}`, { name: 'Renamed' })).status).toBe(403);
});
