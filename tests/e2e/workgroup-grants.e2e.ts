import { LoginModel } from './models/login.model';
import { SceneDetailsModel } from './models/scene-preview.model';
import { ScenesModel } from './models/scenes.model';
import { ScreensListModel } from './models/screens-list.model';
import { ShellModel } from './models/shell.model';
import { WorkgroupsModel } from './models/workgroups.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = 'test-results/workgroup-grants';
const WELCOME = 'Welcome screen';
const SCENES_PERMISSION = 'Creating and editing scenes';
const SCHEDULING_PERMISSION = 'Scheduling scenes';
/** A demo screen of Acme's Stores playing the scene below (server/seed/seedScreens.ts). */
const TILL = 'York – Coney Street till';
const MENU_BOARD = 'Menu board portrait';

/**
 * The signed-in admin sets one of Stores' permissions, signs out, and Eddie (a member
 * of Stores) signs in: his session starts under the new level.
 */
async function setStoresPermissionThenSignInAsEddie(
  models: { login: LoginModel; shell: ShellModel; workgroups: WorkgroupsModel },
  permission: string,
  level: 'Readonly' | 'Hidden',
): Promise<void> {
  const { login, shell, workgroups } = models;
  await workgroups.openFromNav();
  await workgroups.open('Stores');
  await workgroups.setPermission('Stores', permission, level);
  await shell.logout();
  await login.expectShown();
  await login.signIn('editor@acme.test');
  await shell.expectPage('Home');
}

/**
 * Issue 13: a workgroup's permission holds for its members at once, in the portal and at the API. The admin sets
 * Stores' scenes permission; Eddie (a member of Stores) then sees scenes without being able to change them
 * (Readonly), or not at all (Hidden), and the server refuses what the portal does not offer.
 */
test.describe('workgroup permissions', () => {
  test('Readonly scenes: a member sees scenes but cannot edit one (UI and API); Hidden: no Scenes at all', async ({
    page,
    a11y,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    const scenes = new ScenesModel(page, a11y);

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await setStoresPermissionThenSignInAsEddie({ login, shell, workgroups }, SCENES_PERMISSION, 'Readonly');

    // Eddie, in Stores: Scenes is there, with nothing that changes a scene.
    await shell.expectNavItems(['Screens', 'Scenes', 'Library', 'Billing']);
    await scenes.goto();
    const card = scenes.actions(WELCOME);
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: 'New scene' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(scenes.moveButton(WELCOME)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/scenes-readonly.png`, fullPage: true });

    // The scene's title opens its details, which offer no editor.
    await page.getByRole('link', { name: WELCOME, exact: true }).click();
    await new SceneDetailsModel(page, a11y).expectShown(WELCOME);
    await expect(page.getByRole('link', { name: 'Edit scene' })).toHaveCount(0);
    const sceneId = Number(/\/scenes\/scene_details\/(\d+)/.exec(page.url())?.[1]);
    expect(sceneId).toBeGreaterThan(0);

    // The editor's address sends Eddie home, and the API refuses the write the page does not offer.
    a11y.expectRedirect(`/scenes/edit_scene/${sceneId}`);
    await page.goto(`/scenes/edit_scene/${sceneId}`);
    await expect(page).toHaveURL('/');
    await shell.expectPage('Home');
    const read = await scenes.api('GET', `scenes/${sceneId}`);
    expect(read.status).toBe(200);
    const rename = await scenes.api('PATCH', `scenes/${sceneId}`, { name: 'Renamed by Eddie' });
    expect(rename.status).toBe(403);
    expect((await scenes.api<{ name: string }>('GET', `scenes/${sceneId}`)).data.name).toBe(WELCOME);
    await shell.logout();

    // Hidden: the admin hides scenes from Stores; Eddie's same kind of session has no Scenes, and the API says 404.
    await login.expectShown();
    await login.signIn('admin@acme.test');
    await shell.expectPage('Home');
    await setStoresPermissionThenSignInAsEddie({ login, shell, workgroups }, SCENES_PERMISSION, 'Hidden');
    await shell.expectNavItems(['Screens', 'Library', 'Billing']);
    expect((await scenes.api('GET', `scenes/${sceneId}`)).status).toBe(404);
    a11y.expectRedirect('/scenes');
    await page.goto('/scenes');
    await expect(page).toHaveURL('/');
    await shell.expectPage('Home');
    await page.screenshot({ path: `${SHOTS}/home-scenes-hidden.png`, fullPage: true });
  });

  test('Hidden scheduling: a member sees screens and scenes, not which scene is on which screen (issue 22)', async ({
    page,
    a11y,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    const scenes = new ScenesModel(page, a11y);
    const screens = new ScreensListModel(page, a11y);

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await screens.goto();
    await expect(screens.card(TILL).getByText(MENU_BOARD)).toBeVisible();
    await setStoresPermissionThenSignInAsEddie({ login, shell, workgroups }, SCHEDULING_PERMISSION, 'Hidden');

    // Eddie sees the till, with neither its scene nor a claim that it has none.
    await screens.goto();
    const till = screens.card(TILL);
    await expect(till).toBeVisible();
    await expect(till.getByText(MENU_BOARD)).toHaveCount(0);
    await expect(till.getByText('No scenes assigned')).toHaveCount(0);
    await expect(till.getByRole('link', { name: 'Assign scenes' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/screens-scheduling-hidden.png`, fullPage: true });
    const listed = await scenes.api<{ screens: { name: string; scenes: unknown[]; syncs: unknown[] }[] }>(
      'GET',
      'folders/screens',
    );
    expect(listed.data.screens.filter((one) => one.scenes.length + one.syncs.length > 0)).toEqual([]);

    // The scene's details say nothing of the screens it plays on.
    const sceneId = (await scenes.listed()).scenes.find((scene) => scene.name === MENU_BOARD)?.id;
    await page.goto(`/scenes/scene_details/${sceneId}`);
    await new SceneDetailsModel(page, a11y).expectShown(MENU_BOARD);
    await expect(page.getByText('Plays on')).toHaveCount(0);
    await expect(page.getByText(TILL)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/scene-details-scheduling-hidden.png`, fullPage: true });
    expect((await scenes.api('GET', `scenes/${sceneId}/schedules/1`)).status).toBe(404);
  });
});
