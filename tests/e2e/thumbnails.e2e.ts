import { writeFile } from 'node:fs/promises';
import type { Locator, Page, Response } from '@playwright/test';
import { LayerEditorModel } from './models/layer-editor.model';
import { LayoutEditorModel } from './models/layout-editor.model';
import { LibraryModel } from './models/library.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ScenesModel } from './models/scenes.model';
import { ShellModel } from './models/shell.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** Where the screenshots of these tests go (looked at when the tests change). */
const SHOTS = '/tmp/shots';

async function signIn(page: Page, a11y: A11yChecker): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await new ShellModel(page, a11y).expectPage('Home');
}

/** The next answer to `PUT <kind>/{id}/thumbnail` (the upload that follows a save). */
function thumbnailUpload(page: Page, kind: 'scenes' | 'layouts'): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && new RegExp(`/api/v1/${kind}/\\d+/thumbnail$`).test(response.url()),
  );
}

/** What an image shows, sampled on a canvas: its natural size, how many distinct colours and opaque samples. */
interface Sampled {
  width: number;
  height: number;
  colours: number;
  opaque: number;
}

/** Waits for `image` to load, then samples its pixels (same origin: the canvas is readable). */
async function sample(image: Locator): Promise<Sampled> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4 * 5) {
      if ((data[i + 3] ?? 0) > 200) opaque += 1;
      colours.add((((data[i] ?? 0) >> 4) << 8) | (((data[i + 1] ?? 0) >> 4) << 4) | ((data[i + 2] ?? 0) >> 4));
    }
    return { width: canvas.width, height: canvas.height, colours: colours.size, opaque };
  });
}

/** A drawn thumbnail: at most 320 px a side, not blank (more than one colour, mostly opaque). */
function expectDrawn(sampled: Sampled, size: { width: number; height: number }): void {
  expect(sampled).toMatchObject(size);
  expect(sampled.colours, 'distinct colours').toBeGreaterThan(1);
  expect(sampled.opaque, 'opaque samples').toBeGreaterThan(100);
}

test.describe('thumbnails of scenes, layouts and templates (issue 15)', () => {
  test("saving a scene draws its sections' current items; its card on /scenes shows the picture", async ({
    page,
    a11y,
  }) => {
    await signIn(page, a11y);
    const scenes = new ScenesModel(page, a11y);
    await scenes.goto();
    // Before: the neutral placeholder with the initial.
    await expect(scenes.card('Welcome screen').getByRole('img', { name: 'Preview of Welcome screen' })).toHaveCount(0);

    const editor = new SceneEditorModel(page, a11y);
    await editor.openFromScenes('Welcome screen');
    await expect(editor.section('Hero').getByText('Welcome to Acme Retail')).toBeVisible();
    const uploaded = thumbnailUpload(page, 'scenes');
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'saved' }).first()).toBeVisible();
    expect((await uploaded).status()).toBe(200);

    await scenes.goto();
    const image = scenes.card('Welcome screen').getByRole('img', { name: 'Preview of Welcome screen' });
    await expect(image).toHaveAttribute('src', /^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    const sampled = await sample(image);
    expectDrawn(sampled, { width: 320, height: 180 });
    // The scene's navy hero, white text and black ticker: many colours, not one flat fill.
    expect(sampled.colours).toBeGreaterThan(3);
    await a11y.check();
    await scenes.card('Welcome screen').screenshot({ path: `${SHOTS}/thumbnail-scene-card.png` });
    // The stored picture itself, to look at.
    const stored = await page.request.get((await image.getAttribute('src')) ?? '');
    await writeFile(`${SHOTS}/thumbnail-scene.png`, await stored.body());
  });

  test('saving a layout draws its sections; its card in the library shows the picture instead of the boxes', async ({
    page,
    a11y,
  }) => {
    await signIn(page, a11y);
    const layouts = new LayoutEditorModel(page, a11y);
    const library = new LibraryModel(page, a11y);
    await library.goto();
    await library.openTab('Layouts');
    const card = page.locator('[data-scope="library-card"][data-kind="layout"]').filter({
      has: page.getByRole('heading', { name: 'Main with ticker', exact: true }),
    });
    await expect(card.locator('[data-scope="layout-preview"]')).toBeVisible();

    // From the card, as a user goes: saving goes back to the library within the app, while the picture is sent.
    await page.getByRole('link', { name: 'Edit Main with ticker' }).click();
    await layouts.expectShown('Edit layout Main with ticker');
    const uploaded = thumbnailUpload(page, 'layouts');
    await layouts.save();
    expect((await uploaded).status()).toBe(200);
    await expect(page).toHaveURL(/\/library/);

    await library.goto();
    await library.openTab('Layouts');
    const image = card.getByRole('img', { name: 'Preview of Main with ticker' });
    await expect(image).toHaveAttribute('src', /^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    await expect(card.locator('[data-scope="layout-preview"]')).toHaveCount(0);
    expectDrawn(await sample(image), { width: 320, height: 180 });
    await card.screenshot({ path: `${SHOTS}/thumbnail-layout-card.png` });
    await a11y.check();
  });

  test('saving an element sends its preview with it; its card in the library shows it', async ({ page, a11y }) => {
    await signIn(page, a11y);
    const library = new LibraryModel(page, a11y);
    await library.goto();
    await library.openTab('Elements');
    await page.getByRole('button', { name: 'New element' }).click();
    const editor = new LayerEditorModel(page, a11y, 'Element canvas');
    await editor.expectShown('Template editor');
    await page.getByLabel('Name', { exact: true }).fill('Thumbnailed corner');
    await editor.add('Rectangle');
    await editor.add('Text');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/v1\/library$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save element' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    // The preview went with the save: the answer names the stored picture.
    const stored = (await answer.json()) as { data: { preview: string | null } };
    expect(stored.data.preview).toMatch(/^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    await expect(page).toHaveURL(/\/library\?tab=Elements/);

    const card = page.locator('[data-scope="library-card"][data-kind="template"]').filter({
      has: page.getByRole('heading', { name: 'Thumbnailed corner', exact: true }),
    });
    const image = card.getByRole('img', { name: 'Preview of Thumbnailed corner' });
    await expect(image).toHaveAttribute('src', /^\/media\/\d+\/[0-9a-f-]{36}\.png$/);
    expectDrawn(await sample(image), { width: 320, height: 180 });
    await card.screenshot({ path: `${SHOTS}/thumbnail-template-card.png` });
    await a11y.check();
  });
});
