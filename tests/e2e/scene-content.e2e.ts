import type { Locator, Page } from '@playwright/test';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** Where the screenshots of these tests go (looked at when the tests change). */
const SHOTS = '/tmp/shots';

/** Signs in as Acme's admin and opens the seeded 'Welcome screen' in the scene editor. */
async function openWelcome(page: Page, a11y: A11yChecker): Promise<SceneEditorModel> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await new ShellModel(page, a11y).expectPage('Home');
  const editor = new SceneEditorModel(page, a11y);
  await editor.openFromScenes('Welcome screen');
  return editor;
}

/** The centre of an element on screen. */
async function centre(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error('not rendered');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse at a section's centre (over its content) and moves it by a screen-pixel delta in 8 steps. */
async function dragBy(page: Page, section: Locator, dx: number, dy: number): Promise<void> {
  const { x, y } = await centre(section);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(x + (dx * i) / 8, y + (dy * i) / 8);
  await page.mouse.up();
}

test.describe('scene editor: section content on the canvas (issue 15)', () => {
  test("each section shows its current item's layers, with its name; Content preview switches to the plain boxes and back", async ({
    page,
    a11y,
  }) => {
    const editor = await openWelcome(page, a11y);
    const preview = page
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Content preview' });
    await expect(preview).toHaveAttribute('aria-pressed', 'true');

    // Hero's first item (itemsOrder), not its second; the other sections' items too.
    const hero = editor.section('Hero');
    await expect(hero.getByText('Welcome to Acme Retail')).toBeVisible();
    await expect(hero.getByText('New season, new prices')).toHaveCount(0);
    await expect(editor.section('Side panel').getByText('Sun 10:00-16:00', { exact: false })).toBeVisible();
    await expect(editor.section('Ticker').getByText('Free delivery on orders over £50')).toBeVisible();
    // The name stays as a small label over the content.
    await expect(hero.locator('[data-part="section-label"]')).toHaveText('Hero');
    await expect(hero.locator('[data-part="section-label"]')).toBeVisible();
    await page.waitForTimeout(300); // fonts
    await page
      .locator('[data-scope="scene-editor"][data-part="viewport"]')
      .screenshot({ path: `${SHOTS}/scene-content-on.png` });
    await a11y.check();

    await preview.click();
    await expect(preview).toHaveAttribute('aria-pressed', 'false');
    await expect(hero.getByText('Welcome to Acme Retail')).toHaveCount(0);
    await expect(hero.locator('[data-part="section-label"]')).toHaveText('Hero');
    await expect(editor.section('Ticker').locator('[data-part="section-label"]')).toHaveText('Ticker');
    await page
      .locator('[data-scope="scene-editor"][data-part="viewport"]')
      .screenshot({ path: `${SHOTS}/scene-content-off.png` });
    await a11y.check();

    await preview.click();
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
    await expect(hero.getByText('Welcome to Acme Retail')).toBeVisible();
  });

  test('a section is dragged by its content (the content never takes the pointer), and keeps its content', async ({
    page,
    a11y,
  }) => {
    const editor = await openWelcome(page, a11y);
    const ticker = editor.section('Ticker');
    await expect(ticker.getByText('Free delivery on orders over £50')).toBeVisible();
    await ticker.click();
    await editor.expectBox({ x: 0, y: 930 });
    await editor.tool('Snap'); // off: the move is the pointer's alone
    await dragBy(page, ticker, 0, -60);
    await expect.poll(async () => (await editor.box()).y).toBeLessThan(900);
    expect((await editor.box()).x).toBe(0);
    await expect(ticker.getByText('Free delivery on orders over £50')).toBeVisible();
    await expect(ticker).toHaveAttribute('aria-selected', 'true');
    await a11y.check();
  });

  test('in the 3D view a dragged section follows the pointer (it moved by travel / zoom, not the drawn scale)', async ({
    page,
    a11y,
  }) => {
    const editor = await openWelcome(page, a11y);
    await editor.tool('Snap');
    await editor.tool('3D view');
    await expect(editor.canvas().locator('xpath=..')).toHaveAttribute('data-state', '3d');
    const hero = editor.section('Hero');
    await hero.click();
    await page.waitForTimeout(300);
    const before = await centre(hero);
    await dragBy(page, hero, 50, 0);
    await expect.poll(async () => (await editor.box()).x).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const after = await centre(hero);
    // The box's centre moved with the pointer (the perspective changes it by a few pixels at most).
    expect(Math.abs(after.x - before.x - 50)).toBeLessThan(8);
    expect(Math.abs(after.y - before.y)).toBeLessThan(8);
    await page
      .locator('[data-scope="scene-editor"][data-part="viewport"]')
      .screenshot({ path: `${SHOTS}/scene-content-3d.png` });
    await a11y.check();
  });
});
