import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const SCENE = 'Welcome screen';
/** Hero plays 'Welcome to Acme Retail' (15 s), then 'New season, new prices' (20 s). */
const HERO = 'Hero';
const WELCOME = 'Welcome to Acme Retail';
const PRICES = 'New season, new prices';

/** Signs in as Acme's admin, opens the scene and selects Hero from the section list. */
async function openHero(page: Page, a11y: A11yChecker): Promise<SceneEditorModel> {
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await new ShellModel(page, a11y).expectPage('Home');
  const editor = new SceneEditorModel(page, a11y);
  await editor.openFromScenes(SCENE);
  await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
  await expect(items(page, HERO)).toHaveCount(2);
  return editor;
}

const panel = (page: Page, section: string) => page.getByRole('region', { name: `Playlist of ${section}` });
const items = (page: Page, section: string) =>
  panel(page, section)
    .getByRole('list', { name: `Items of ${section}` })
    .getByRole('listitem');
/** The names of a section's listed items (from their content, issue 24), in order. */
const names = (page: Page, section: string) => items(page, section).locator('[data-part="item-name"]');

/** Saves the scene and waits for the confirmation. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save scene' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scene saved' })).toBeVisible();
}

/** Discards the scene's drafts, confirming. */
async function discard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Discard drafts' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Discard drafts' })
    .click();
  await expect(page.getByText('Drafts discarded')).toBeVisible();
}

test.describe('scene editor playlist panel', () => {
  test('reorders items by keyboard and by drag, and Discard drafts puts the saved order back', async ({
    page,
    a11y,
  }) => {
    const editor = await openHero(page, a11y);
    await expect(names(page, HERO)).toHaveText([WELCOME, PRICES]);

    // Keyboard: the move button, then Alt+Arrow on the moved item; each move is announced and keeps focus.
    await panel(page, HERO).getByRole('button', { name: 'Move item 1 down' }).click();
    await expect(names(page, HERO)).toHaveText([PRICES, WELCOME]);
    await expect(panel(page, HERO).getByRole('status')).toHaveText('Item 1 moved to position 2 of 2');
    await expect(panel(page, HERO).getByRole('button', { name: 'Move item 2 up' })).toBeFocused();
    await expect(editor.sectionList().getByText('draft')).toBeVisible();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(names(page, HERO)).toHaveText([WELCOME, PRICES]);
    await expect(panel(page, HERO).getByRole('status')).toHaveText('Item 2 moved to position 1 of 2');

    // Drag: the second item onto the first.
    await items(page, HERO).nth(1).dragTo(items(page, HERO).nth(0));
    await expect(names(page, HERO)).toHaveText([PRICES, WELCOME]);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/playlist-panel-reordered.png` });

    await discard(page);
    await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
    await expect(names(page, HERO)).toHaveText([WELCOME, PRICES]);

    // Reordered again and saved, the order survives a reload.
    await panel(page, HERO).getByRole('button', { name: 'Move item 2 up' }).click();
    await expect(names(page, HERO)).toHaveText([PRICES, WELCOME]);
    await save(page);
    await page.reload();
    await editor.expectShown();
    await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
    await expect(names(page, HERO)).toHaveText([PRICES, WELCOME]);
  });

  test('hides and shows an item; a hidden item is badged and its hide survives the save', async ({ page, a11y }) => {
    const editor = await openHero(page, a11y);
    await panel(page, HERO).getByRole('button', { name: 'Hide item 2' }).click();
    await expect(items(page, HERO).nth(1)).toHaveAttribute('data-state', 'hidden');
    await expect(items(page, HERO).nth(1).getByText('hidden', { exact: true })).toBeVisible();
    await expect(panel(page, HERO).getByRole('button', { name: 'Show item 2' })).toBeFocused();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/playlist-panel-hidden.png` });
    await panel(page, HERO).getByRole('button', { name: 'Show item 2' }).click();
    await expect(items(page, HERO).nth(1)).not.toHaveAttribute('data-state', 'hidden');
    await panel(page, HERO).getByRole('button', { name: 'Hide item 1' }).click();
    await expect(items(page, HERO).nth(0)).toHaveAttribute('data-state', 'hidden');
    await save(page);
    await page.reload();
    await editor.expectShown();
    await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
    await expect(items(page, HERO).nth(0)).toHaveAttribute('data-state', 'hidden');
  });

  test('a deleted item comes back on Discard drafts and is gone once the scene is saved', async ({ page, a11y }) => {
    const editor = await openHero(page, a11y);
    await panel(page, HERO).getByRole('button', { name: 'Delete item 1' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
    await expect(names(page, HERO)).toHaveText([PRICES]);
    await expect(
      page.getByText('Item deleted. Saving the scene removes it; Discard drafts brings it back.').first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/playlist-panel-deleted.png` });

    await discard(page);
    await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
    await expect(names(page, HERO)).toHaveText([WELCOME, PRICES]);

    await panel(page, HERO).getByRole('button', { name: 'Delete item 1' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
    await expect(names(page, HERO)).toHaveText([PRICES]);
    await save(page);
    await page.reload();
    await editor.expectShown();
    await editor.sectionList().getByRole('button', { name: HERO, exact: true }).click();
    await expect(names(page, HERO)).toHaveText([PRICES]);
  });

  test('moves items to other sections by the menu, a drag onto the canvas and onto the section list; Save applies them', async ({
    page,
    a11y,
  }) => {
    const editor = await openHero(page, a11y);
    await panel(page, HERO).getByRole('combobox', { name: 'Move item 1 to section' }).selectOption({ label: 'Ticker' });
    await expect(names(page, HERO)).toHaveText([PRICES]);
    await expect(panel(page, HERO).getByRole('status')).toHaveText('Item 1 moved to Ticker');

    // The remaining item, dragged onto the Side panel's box on the canvas.
    await items(page, HERO).first().dragTo(editor.section('Side panel'));
    await expect(panel(page, HERO).getByText('No items yet')).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/playlist-panel-moved.png` });

    // From Side panel (now a draft copy), its first item dragged onto Logo in the section list.
    await editor.section('Side panel').click();
    await expect(names(page, 'Side panel')).toHaveText([/^Opening hours/, PRICES]);
    const logoRow = editor.sectionList().getByRole('listitem').filter({ hasText: /^Logo/ });
    await items(page, 'Side panel').first().dragTo(logoRow);
    await expect(names(page, 'Side panel')).toHaveText([PRICES]);

    await save(page);
    await page.reload();
    await editor.expectShown();
    await editor.sectionList().getByRole('button', { name: 'Ticker', exact: true }).click();
    await expect(names(page, 'Ticker')).toHaveText([
      'Free delivery on orders over £50',
      'Ask our staff about the loyalty card',
      WELCOME,
    ]);
    await editor.sectionList().getByRole('button', { name: 'Logo', exact: true }).click();
    await expect(names(page, 'Logo')).toHaveText(['Rectangle', /^Opening hours/]);
    await editor.sectionList().getByRole('button', { name: 'Side panel', exact: true }).click();
    await expect(names(page, 'Side panel')).toHaveText([PRICES]);
    await page.screenshot({ path: `${SHOTS}/playlist-panel-after-move.png` });
  });
});
