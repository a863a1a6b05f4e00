import type { Page } from '@playwright/test';
import { PreviewControlsModel, SceneDetailsModel, ScenePreviewModel } from './models/scene-preview.model';
import { ShellModel } from './models/shell.model';
import { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** The seeded Welcome screen (server/seed/seed.ts): what its sections show first and second. */
const WELCOME = 'Welcome screen';
const FIRST = {
  Hero: 'Welcome to Acme Retail',
  'Side panel': 'Opening hours',
  Ticker: 'Free delivery on orders over £50',
};
const SECOND = {
  Hero: 'New season, new prices',
  'Side panel': 'Opening hours',
  Ticker: 'Ask our staff about the loyalty card',
};

/** Signs in as Acme's admin and opens the Scenes screen. */
async function openScenes(page: Page, a11y: A11yChecker): Promise<void> {
  const shell = new ShellModel(page, a11y);
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await shell.expectPage('Home');
  await page.goto('/scenes');
  await shell.expectPage('Scenes');
}

/** Opens the Welcome screen's preview from its scene card. */
async function openWelcomePreview(page: Page, a11y: A11yChecker): Promise<ScenePreviewModel> {
  await openScenes(page, a11y);
  await page.getByRole('link', { name: `Preview ${WELCOME}` }).click();
  await expect(page).toHaveURL(/\/scenes\/preview\/\d+\/$/);
  const preview = new ScenePreviewModel(page, a11y);
  await preview.expectShown(WELCOME);
  await preview.expectShowing(WELCOME, FIRST);
  return preview;
}

test.describe('the scene preview', () => {
  test('plays the Welcome screen and obeys its buttons and keys', async ({ page, a11y }) => {
    const preview = await openWelcomePreview(page, a11y);
    await expect(preview.section(WELCOME, 'Logo')).toBeVisible();
    await expect(preview.state()).toHaveText('Playing');

    // Pause, then Next moves every section on, and it stays there while paused.
    await preview.button('Pause').click();
    await expect(preview.state()).toHaveText('Paused');
    await preview.button('Next').click();
    await preview.expectShowing(WELCOME, SECOND);
    await a11y.check(); // text over the second item's rectangle

    // Keyboard: ArrowLeft goes back, ArrowRight on, Space plays and pauses.
    await page.locator('main').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowLeft');
    await preview.expectShowing(WELCOME, FIRST);
    await page.keyboard.press('ArrowRight');
    await preview.expectShowing(WELCOME, SECOND);
    await page.keyboard.press('Space');
    await expect(preview.state()).toHaveText('Playing');
    await page.keyboard.press('Space');
    await expect(preview.state()).toHaveText('Paused');

    // The uid carries the scene id and names the remote control's page.
    const sceneId = /\/scenes\/preview\/(\d+)\//.exec(page.url())?.[1];
    const uid = (await preview.uid().textContent()) ?? '';
    expect(uid).toMatch(new RegExp(`^${sceneId}-[\\w-]+$`));
    await expect(page.getByRole('link', { name: 'Open remote control' })).toHaveAttribute(
      'href',
      `/scenes/preview/controls/${uid}/`,
    );
  });

  test('a remote control in a second page drives the preview, and says when no preview answers', async ({
    page,
    a11y,
    browser,
    baseURL,
  }) => {
    const preview = await openWelcomePreview(page, a11y);
    await preview.button('Pause').click();
    await expect(preview.state()).toHaveText('Paused');
    const controlsPath = await page.getByRole('link', { name: 'Open remote control' }).getAttribute('href');
    const sceneId = /\/scenes\/preview\/(\d+)\//.exec(page.url())?.[1];

    // A second browser context (axe needs a page of a context it can see), signed in as the same user.
    const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const other = await context.newPage();
    const otherA11y = new A11yChecker(other);
    try {
      await other.goto(controlsPath!);
      const remote = new PreviewControlsModel(other, otherA11y);
      await remote.expectShown();
      await expect(remote.status()).toHaveText('Paused', { timeout: 15_000 });
      await expect(other.getByRole('heading', { level: 2, name: WELCOME })).toBeVisible();
      await expect(remote.sectionRow('Hero')).toContainText('Item 1 of 2 · Welcome to Acme Retail');
      await otherA11y.check();

      await remote.button('Next').click();
      await preview.expectShowing(WELCOME, SECOND);
      await expect(remote.sectionRow('Hero')).toContainText('Item 2 of 2 · New season, new prices');
      await remote.button('Play').click();
      await expect(preview.state()).toHaveText('Playing');
      await expect(remote.status()).toHaveText('Playing');
      await remote.button('Pause').click();
      await expect(preview.state()).toHaveText('Paused');
      await remote.button('Previous').click();
      await preview.expectShowing(WELCOME, FIRST);

      // A uid no preview answers to: a clear message after 5 s, and the buttons are disabled.
      await other.goto(`/scenes/preview/controls/${sceneId}-nobody/`);
      await expect(remote.status()).toHaveText('Connecting to the preview…');
      await expect(remote.status()).toContainText(`No preview with the id ${sceneId}-nobody is answering`, {
        timeout: 10_000,
      });
      await expect(remote.button('Next')).toBeDisabled();
      await otherA11y.check();
      await otherA11y.finish();
    } finally {
      await context.close();
    }
  });

  test('the details page lists the sections with their items and playlist length', async ({ page, a11y }) => {
    await openScenes(page, a11y);
    await page.getByRole('link', { name: `Details of ${WELCOME}` }).click();
    const details = new SceneDetailsModel(page, a11y);
    await details.expectShown(WELCOME);
    await expect(details.fact('Size')).toHaveText('1920 × 1080');
    await expect(details.fact('Ratio')).toHaveText('16:9');
    await expect(details.fact('Tags')).toHaveText('lobby');
    await expect(details.fact('Folder')).toHaveText('All');
    await expect(details.sections().getByRole('rowheader')).toHaveText(['Hero', 'Side panel', 'Logo', 'Ticker']);
    await expect(details.row('Hero').getByRole('cell')).toHaveText(['1440 × 930', 'x 0, y 0', '2', '35 s']);
    await expect(details.row('Logo').getByRole('cell')).toHaveText(['480 × 150', 'x 1440, y 780', '1', '1 min 0 s']);
    await expect(details.row('Ticker').getByRole('cell')).toHaveText(['1920 × 150', 'x 0, y 930', '2', '20 s']);
    await expect(page.getByRole('link', { name: 'Edit scene' })).toHaveAttribute('href', /\/scenes\/edit_scene\/\d+$/);

    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await new ScenePreviewModel(page, a11y).expectShown(WELCOME);
  });

  test("switches each section's item after its duration", async ({ page, a11y }) => {
    await page.clock.install();
    const preview = await openWelcomePreview(page, a11y);

    // Ticker items last 10 s, the Hero's first 15 s.
    await page.clock.fastForward(10_000);
    await preview.expectShowing(WELCOME, { Hero: FIRST.Hero, Ticker: SECOND.Ticker });
    await page.clock.fastForward(5_000);
    await preview.expectShowing(WELCOME, { Hero: SECOND.Hero, Ticker: SECOND.Ticker });
    await page.clock.fastForward(5_000);
    await preview.expectShowing(WELCOME, { Hero: SECOND.Hero, Ticker: FIRST.Ticker });
  });
});
