import type { Page } from '@playwright/test';
import { AddScreenModel } from './models/add-screen.model';
import { LoginModel } from './models/login.model';
import { openPlayer, pairPlayer } from './models/player.model';
import { ScreensListModel } from './models/screens-list.model';
import { ShellModel } from './models/shell.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-screens-ui';

/** The demo scene assigned in the test and a text it shows (server/seed/seed.ts). */
const DEMO_SCENE = 'Summer promo';
const DEMO_SCENE_TEXT = 'Summer sale: up to 50% off';

/** Signs in (and logs in as `customer`, for a super-admin or a reseller) and opens the Screens page through the navigation. */
async function openScreens(page: Page, a11y: A11yChecker, email: string, customer?: string): Promise<ScreensListModel> {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInThroughApi(page, a11y, email);
  const shell = new ShellModel(page, a11y);
  await shell.expectPage('Home');
  if (customer) {
    await shell.loginAs(customer);
    await expect(page.getByRole('banner').getByText(`Acting as ${customer}`)).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Screens' }).click();
  const screens = new ScreensListModel(page, a11y);
  await screens.expectShown();
  return screens;
}

test.describe('the Screens page', () => {
  test('pairs a real player through the wizard, shows it ONLINE, and a scene assigned to it plays there', async ({
    page,
    context,
    a11y,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const player = await openPlayer(context, baseURL ?? '');
    const code = await player.code();
    await player.page.screenshot({ path: `${SHOTS}/player-code.png` });

    const screens = await openScreens(page, a11y, 'admin@acme.test');
    await screens.addScreenLink().click();
    const wizard = new AddScreenModel(page, a11y);
    await wizard.expectStep('Add screen');
    await page.screenshot({ path: `${SHOTS}/wizard-1.png`, fullPage: true });
    await wizard.nameScreen('Lobby display');
    await page.screenshot({ path: `${SHOTS}/wizard-2.png`, fullPage: true });
    await wizard.skipInstructions();
    // Lower case with a space, as a person may type it: the code is normalised.
    await wizard.enterCode(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await wizard.expectStep('Success');
    await expect(page.getByRole('status').filter({ hasText: '“Lobby display” is paired' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wizard-4.png`, fullPage: true });

    await page.getByRole('link', { name: 'Go to screens' }).click();
    await screens.expectShown();
    await expect(screens.card('Lobby display')).toBeVisible();
    await expect(screens.status('Lobby display')).toHaveText('ONLINE', { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/screens-online.png`, fullPage: true });

    await screens.card('Lobby display').getByRole('link', { name: 'Assign scenes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Assign scenes to Lobby display' })).toBeVisible();
    await expect(page.getByText('Nothing assigned yet.')).toBeVisible();
    await a11y.check();
    await page.getByRole('checkbox', { name: DEMO_SCENE }).check();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const assigned = page.getByRole('list', { name: 'Assigned' });
    await expect(assigned.getByRole('listitem').filter({ hasText: DEMO_SCENE })).toContainText('new Schedule');
    await expect(page.getByRole('checkbox', { name: DEMO_SCENE })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/assign-scenes.png`, fullPage: true });

    await expect(player.page.getByText(DEMO_SCENE_TEXT)).toBeVisible({ timeout: 30_000 });
    await player.page.screenshot({ path: `${SHOTS}/player-playing.png` });

    // The pick list's items drag (the spec's 'scene' kind) onto the assigned panel.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'Welcome screen' }) })
      .dragTo(page.getByRole('region', { name: 'Assigned' }));
    await expect(assigned.getByRole('listitem').filter({ hasText: 'Welcome screen' })).toContainText('new Schedule');

    // The list names the scene on the screen's card, live or after coming back.
    await page.getByRole('link', { name: 'Back' }).click();
    await screens.expectShown();
    await expect(screens.card('Lobby display').getByRole('list', { name: 'Scenes on Lobby display' })).toContainText(
      DEMO_SCENE,
    );

    // The other mode: from the scene, the screen is listed as assigned and can be unassigned (the scene's id is
    // read with the page's own session, from the page it is on).
    const sceneId = await page.evaluate(async (name) => {
      const answer = await fetch('/api/v1/folders/scenes', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await answer.json()) as { data: { scenes: { id: number; name: string }[] } };
      return body.data.scenes.find((scene) => scene.name === name)?.id ?? null;
    }, DEMO_SCENE);
    expect(sceneId).not.toBeNull();
    // The scene's details say where it plays, and lead to the dialog.
    await page.goto(`/scenes/scene_details/${sceneId}`);
    await expect(page.getByRole('link', { name: 'Lobby display' })).toHaveAttribute(
      'href',
      /\/screens\/screen_details\/\d+$/,
    );
    await a11y.check();
    await page.getByRole('link', { name: 'Assign screens' }).click();
    await expect(page).toHaveURL(new RegExp(`/scenes/${sceneId}/assign_screen$`));
    await expect(page.getByRole('heading', { level: 2, name: `Assign screens to ${DEMO_SCENE}` })).toBeVisible();
    await expect(assigned.getByRole('listitem').filter({ hasText: 'Lobby display' })).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/assign-screens.png`, fullPage: true });
    await page.getByRole('button', { name: 'Unassign Lobby display' }).click();
    await expect(page.getByText('Nothing assigned yet.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Lobby display' })).toBeVisible();
    // The pick list's screens drag too (the spec's 'screen' kind) onto the assigned panel.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: 'Lobby display' }) })
      .dragTo(page.getByRole('region', { name: 'Assigned' }));
    await expect(assigned.getByRole('listitem').filter({ hasText: 'Lobby display' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Lobby display' })).toHaveCount(0);
  });

  test('refuses an empty name and code, and a wrong code with "Can\'t add screen"', async ({ page, a11y }) => {
    const screens = await openScreens(page, a11y, 'admin@acme.test');
    await screens.addScreenLink().click();
    const wizard = new AddScreenModel(page, a11y);
    await wizard.expectStep('Add screen');
    await wizard.next().click();
    await expect(wizard.name()).toHaveAccessibleDescription(/Screen name is required/);
    await wizard.expectStep('Add screen');
    // The keyboard walks the wizard: Enter submits a step.
    await wizard.name().fill('Window');
    await wizard.name().press('Enter');
    await wizard.skipInstructions();
    await wizard.submit().click();
    await expect(wizard.code()).toHaveAccessibleDescription(/Verification code is required/);
    await wizard.code().fill('ZZZZZZ');
    await wizard.code().press('Enter');
    await expect(wizard.code()).toHaveAccessibleDescription(/Can't add screen/);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/wizard-error.png`, fullPage: true });
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await wizard.expectStep('Instructions');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.name()).toHaveValue('Window');
  });

  test('offers a free screen to a super-admin logged in as the customer, never to its own admin (issue 22)', async ({
    page,
    context,
    a11y,
    baseURL,
  }) => {
    const own = await openScreens(page, a11y, 'admin@acme.test');
    await own.addScreenLink().click();
    const wizard = new AddScreenModel(page, a11y);
    await wizard.expectStep('Add screen');
    await expect(wizard.name()).toBeVisible();
    await expect(wizard.freeScreen()).toHaveCount(0);
    await expect(page.getByText('A free screen is not charged a licence (0.00).')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/wizard-no-free-screen.png`, fullPage: true });
    await new ShellModel(page, a11y).logout();
    await new LoginModel(page, a11y).expectShown();

    const player = await openPlayer(context, baseURL ?? '');
    const code = await player.code();
    const screens = await openScreens(page, a11y, 'superadmin@screenplay.test', 'Acme Retail');
    await screens.addScreenLink().click();
    await wizard.expectStep('Add screen');
    await wizard.freeScreen().check();
    await expect(page.getByText('A free screen is not charged a licence (0.00).')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wizard-free-screen.png`, fullPage: true });
    await wizard.nameScreen('Free lobby');
    await wizard.skipInstructions();
    await wizard.enterCode(code);
    await wizard.expectStep('Success');
    await expect(page.getByRole('status').filter({ hasText: '“Free lobby” is paired' })).toBeVisible();
  });

  test('creates and renames screen folders and moves a screen into one', async ({ page, context, a11y, baseURL }) => {
    const player = await openPlayer(context, baseURL ?? '');
    const code = await player.code();
    const screens = await openScreens(page, a11y, 'admin@acme.test');
    await screens.createFolder('Ha');
    await expect(screens.folder('Ha')).toHaveAttribute('aria-selected', 'true');
    await screens.renameFolder('Ha', 'Ground floor');
    await expect(screens.folder('Ground floor')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Ground floor' })).toBeVisible();
    // A folder selected when adding: the wizard offers it first.
    await screens.addScreenLink().click();
    const wizard = new AddScreenModel(page, a11y);
    await expect(wizard.folder()).toHaveValue(/\d+/);
    await expect(wizard.folder().locator('option:checked')).toHaveText(/Ground floor/);
    await wizard.nameScreen('Side door');
    await wizard.skipInstructions();
    await wizard.enterCode(code);
    await wizard.expectStep('Success');
    await page.getByRole('link', { name: 'Go to screens' }).click();
    await screens.expectShown();
    await screens.folder('Ground floor').click();
    await expect(screens.list('Ground floor').getByRole('listitem', { name: 'Side door' })).toBeVisible();
    await screens.moveScreen('Side door', 'All');
    await expect(page.getByText('No screens in this folder.')).toBeVisible();
    // A screen card drags (the spec's 'screen' kind) onto a folder of the tree.
    await screens.folder('All').click();
    await screens.card('Side door').dragTo(screens.folder('Ground floor'));
    await screens.folder('Ground floor').click();
    await expect(screens.list('Ground floor').getByRole('listitem', { name: 'Side door' })).toBeVisible();
    // Search by name, and single vs multiple selection.
    await screens.folder('All').click();
    await screens.searchField().fill('side d');
    await expect(screens.list('All').getByRole('listitem', { name: 'Side door' })).toBeVisible();
    await screens.searchField().fill('no such screen');
    await expect(page.getByText('No screen matches “no such screen”.')).toBeVisible();
    await screens.searchField().fill('');
    await screens.selectBox('Side door').check();
    await expect(page.getByText('Selected: 1')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/screens-folders.png`, fullPage: true });
  });

  test('shows a screen paired elsewhere live, without a reload', async ({ page, context, a11y, baseURL, request }) => {
    const screens = await openScreens(page, a11y, 'admin@acme.test');
    const player = await openPlayer(context, baseURL ?? '');
    const code = await player.code();
    await pairPlayer(request, baseURL ?? '', code, 'Live arrival');
    // No navigation: the card arrives over customer:{id}:screens and turns ONLINE once the player reports.
    await expect(screens.card('Live arrival')).toBeVisible({ timeout: 20_000 });
    await expect(screens.status('Live arrival')).toHaveText('ONLINE', { timeout: 30_000 });
  });

  test('a user without the manage-screen flag gets no Add screen, and the wizard route sends them home', async ({
    page,
    a11y,
  }) => {
    const screens = await openScreens(page, a11y, 'editor@acme.test');
    await expect(screens.card('Leeds – Market Street window')).toBeVisible();
    await expect(screens.addScreenLink()).toHaveCount(0);
    a11y.expectRedirect('/screens/add_screen');
    await page.goto('/screens/add_screen');
    await expect(page).toHaveURL('/');
    await new ShellModel(page, a11y).expectPage('Home');
  });

  test('an account without screens is told how to add the first one', async ({ page, a11y }) => {
    const screens = await openScreens(page, a11y, 'admin@globex.test');
    await expect(page.getByText('No screens yet')).toBeVisible();
    await expect(page.getByText(/open http:\/\/.+\/player in the browser of the display/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/screens-empty.png`, fullPage: true });
    await expect(screens.tree()).toBeVisible();
  });
});
