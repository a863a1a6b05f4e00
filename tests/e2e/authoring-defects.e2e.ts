import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** Screenshots of issue 15's defects, fixed (looked at by hand). */
const SHOTS = '/tmp/shots-h6';

/** Signs in as `email` at a desktop size and waits for Home. */
async function signIn(
  page: import('@playwright/test').Page,
  a11y: import('./support/a11y').A11yChecker,
  email: string,
) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, a11y, email);
  const shell = new ShellModel(page, a11y);
  await shell.expectPage('Home');
  return shell;
}

test.describe('issue 15: defects found as a new user', () => {
  test('the side navigation draws a distinct icon per item, kept (and named) when collapsed', async ({
    page,
    a11y,
  }) => {
    const shell = await signIn(page, a11y, 'admin@acme.test');
    const icon = (name: string) => shell.nav().getByRole('link', { name }).locator('[data-part="icon"] svg');
    await expect(icon('Screens')).toHaveAttribute('data-icon', 'screens');
    await expect(icon('Scenes')).toHaveAttribute('data-icon', 'scenes');
    const screens = await icon('Screens').innerHTML();
    const scenes = await icon('Scenes').innerHTML();
    expect(screens).not.toBe(scenes);
    await expect(shell.nav().locator('[data-part="icon"]').first()).toHaveText('');
    await page.screenshot({ path: `${SHOTS}/nav-expanded.png`, clip: { x: 0, y: 0, width: 320, height: 600 } });

    await shell.nav().getByRole('button', { name: 'Collapse or expand the navigation' }).click();
    await expect(shell.nav()).toHaveAttribute('data-state', 'collapsed');
    const link = shell.nav().getByRole('link', { name: 'Scenes' });
    await expect(link).toHaveAttribute('title', 'Scenes');
    await expect(link.locator('[data-part="label"]')).toBeHidden();
    await expect(link.locator('[data-part="icon"] svg')).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/nav-collapsed.png`, clip: { x: 0, y: 0, width: 200, height: 600 } });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scenes' })).toBeVisible();
  });

  test('section names keep one line; the 3D view keeps the tilted stack inside the canvas frame, labels readable', async ({
    page,
    a11y,
  }) => {
    await signIn(page, a11y, 'admin@acme.test');
    const editor = new SceneEditorModel(page, a11y);
    await editor.openFromScenes('Welcome screen');
    // The section list keeps each name on one line ('new section (2)' wrapped onto three lines at 1280 px).
    await page.setViewportSize({ width: 1280, height: 800 });
    await editor.sectionList().getByRole('button', { name: 'Add section' }).click();
    await editor.sectionList().getByRole('button', { name: 'Duplicate new section' }).click();
    const copy = editor.sectionList().getByRole('button', { name: /^new section \(2\)/ });
    await expect(copy).toBeVisible();
    const name = copy.locator('[data-part="name"]');
    const lineHeight = await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 20);
    expect((await name.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight + 1);
    await editor.sectionList().screenshot({ path: `${SHOTS}/section-list.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await editor.tool('3D view');
    const root = editor.canvas().locator('xpath=..');
    await expect(root).toHaveAttribute('data-state', '3d');
    await page.waitForTimeout(300); // any transition of the tilt settles
    const frame = await root.boundingBox();
    if (!frame) throw new Error('no canvas frame');
    const sections = editor.canvas().getByRole('option');
    expect(await sections.count()).toBeGreaterThan(1);
    for (const section of await sections.all()) {
      const box = await section.boundingBox();
      if (!box) throw new Error('section not drawn');
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.y).toBeGreaterThanOrEqual(frame.y - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    // Labels stay about their flat size on screen (14px text), not shrunk with the fitted stack.
    for (const label of await editor.canvas().locator('[data-part="section-label"]').all()) {
      const box = await label.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(12);
    }
    await page
      .locator('[data-scope="scene-editor"][data-part="viewport"]')
      .screenshot({ path: `${SHOTS}/scene-editor-3d.png` });
    await a11y.check();
  });

  test('the Login As tooltip covers no menu item (it covered Logout)', async ({ page, a11y }) => {
    const shell = await signIn(page, a11y, 'reseller@screenplay.test');
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Login As' }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('You can login into your customer account');
    const tip = await tooltip.boundingBox();
    if (!tip) throw new Error('no tooltip');
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const items = page.getByRole('menuitem').or(page.getByRole('menuitemradio'));
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    for (const item of await items.all()) {
      const box = await item.boundingBox();
      if (box) expect(overlaps(tip, box), `the tooltip covers ${await item.textContent()}`).toBe(false);
    }
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-as-tooltip.png`, clip: { x: 840, y: 0, width: 600, height: 320 } });
  });

  test('the avatar field is a picker: preview, Change photo and Remove, the file input hidden but labelled and focusable', async ({
    page,
    a11y,
  }) => {
    await signIn(page, a11y, 'admin@acme.test');
    await page.goto('/user_settings');
    await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    const picker = page.getByRole('group', { name: 'Avatar' });
    await expect(picker.getByText('Change photo')).toBeVisible();
    await expect(picker.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    const input = picker.getByLabel('Change photo');
    await expect(input).toHaveAccessibleName('Avatar Change photo');
    const inputBox = await input.boundingBox();
    expect(inputBox?.width ?? 0).toBeLessThanOrEqual(1); // visually hidden, not the browser's plain file input
    // Keyboard: the input is reached by Tab, and its 'Change photo' button shows the focus ring.
    await page.getByRole('main').focus();
    for (let presses = 0; presses < 30 && !(await input.evaluate((el) => el === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    const outline = await picker.getByText('Change photo').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.screenshot({ path: `${SHOTS}/avatar-picker.png`, clip: { x: 200, y: 60, width: 900, height: 300 } });

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(picker.getByRole('img', { name: 'Avatar preview' })).toBeVisible();
    await expect(picker.getByText('me.png will be saved with the profile')).toBeVisible();
    await a11y.check();
    await page.screenshot({
      path: `${SHOTS}/avatar-picker-chosen.png`,
      clip: { x: 200, y: 60, width: 900, height: 300 },
    });
    await picker.getByRole('button', { name: 'Remove the chosen photo' }).click();
    await expect(picker.getByRole('img', { name: 'Avatar preview' })).toHaveCount(0);
    await expect(input).toBeFocused();
  });
});

/** A valid 1x1 PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
