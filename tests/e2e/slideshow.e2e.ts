import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { LayerEditorModel } from './models/layer-editor.model';
import { assignScenes, openPlayer, pairPlayer } from './models/player.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ScenePreviewModel } from './models/scene-preview.model';
import { ShellModel } from './models/shell.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-c';
mkdirSync(SHOTS, { recursive: true });

/** The seeded Summer promo (server/seed/seed.ts): one 'Full screen' section playing one item. */
const SCENE = 'Summer promo';
const SECTION = 'Full screen';
/** Two of the seeded media library's images (server/seed/seedMedia.ts). */
const SLIDES = ['Acme sunrise.png', 'Spring sale.png'];

/** Seconds each slide shows in the test (the default 10 would make it slow). */
const SLIDE_SECONDS = 3;

/** A slideshow's root element (`data-slide` says which image it shows, counted from 1). */
const slideshowIn = (where: Locator) => where.locator('[data-scope="layer"][data-part="slider"]');

/**
 * Sees a slideshow change its image: first the first, then the second, each drawn from a different file (only the
 * shown image is displayed), with screenshots of both.
 */
async function expectSlidesChange(page: Page, slideshow: Locator, shots: string): Promise<void> {
  const shownSource = () => slideshow.locator('img:visible').getAttribute('src');
  await expect(slideshow).toHaveAttribute('data-slide', '1');
  const first = await shownSource();
  await page.screenshot({ path: `${SHOTS}/${shots}-1.png` });
  await expect(slideshow).toHaveAttribute('data-slide', '2', { timeout: (SLIDE_SECONDS + 2) * 1000 });
  const second = await shownSource();
  await page.screenshot({ path: `${SHOTS}/${shots}-2.png` });
  expect(first).toMatch(/^\/media\//);
  expect(second).toMatch(/^\/media\//);
  expect(second).not.toBe(first);
}

/** Signs in as Acme's admin and opens the Summer promo's editor. */
async function openScene(page: Page, a11y: A11yChecker): Promise<SceneEditorModel> {
  await signInThroughApi(page, a11y, 'admin@acme.test');
  const shell = new ShellModel(page, a11y);
  await shell.expectPage('Home');
  await page.goto('/scenes');
  await shell.expectPage('Scenes');
  await page.getByRole('link', { name: SCENE, exact: true }).click();
  const scene = new SceneEditorModel(page, a11y);
  await scene.expectShown();
  return scene;
}

test.describe('a slider (issue 24: its images were stacked, only the top one ever showed)', () => {
  test('several images chosen as a slider play one after another on the canvas, in the preview and on a screen', async ({
    page,
    a11y,
    context,
    request,
  }) => {
    test.slow(); // an item edited, a scene saved, a preview and a paired player, each waiting for slides
    const scene = await openScene(page, a11y);
    await scene.section(SECTION).click();
    const playlist = page.getByRole('region', { name: `Playlist of ${SECTION}` });
    await playlist.getByRole('link', { name: 'Add item' }).click();
    const editor = new LayerEditorModel(page, a11y);
    await editor.expectShown('Edit playlist');

    // The Slider asks for images, several in order, and makes one slideshow layer of them.
    await editor.add('Slider');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Choose the slides');
    for (const name of SLIDES) await dialog.getByRole('checkbox', { name }).check();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Add to canvas' }).click();
    await expect(dialog).toHaveCount(0);
    // One layer named after its first image, not a stack of images; it stands on its first slide while edited.
    await expect(editor.layer(/^Slideshow layer/)).toHaveCount(1);
    await expect(editor.layer(`Slideshow layer: ${SLIDES[0]}`)).toBeVisible();
    await expect(slideshowIn(editor.canvas())).toHaveAttribute('data-slide', '1');
    await expect(editor.properties()).toContainText('Images shown in turn: 2');

    // Ten seconds a slide by default; three here: the item plays each once, 6 s.
    const seconds = editor.properties().getByRole('spinbutton', { name: 'Seconds per slide' });
    await expect(seconds).toHaveValue('10');
    await expect(page.getByLabel('Duration (seconds)')).toHaveValue('20');
    await seconds.fill(String(SLIDE_SECONDS));
    await seconds.press('Enter');
    await expect(page.getByLabel('Duration (seconds)')).toHaveValue(String(2 * SLIDE_SECONDS));
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/slideshow-item-editor.png` });
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect(page).toHaveURL(/\/scenes\/edit_scene\/\d+/);

    // The item is named after its first image, and on the canvas the section's slideshow plays (only the first item
    // shows there: the seeded one, so the new item is moved up first).
    await scene.expectShown();
    await scene.section(SECTION).click();
    await expect(playlist.getByText(SLIDES[0]!, { exact: true })).toBeVisible();
    await playlist.getByRole('button', { name: 'Move item 2 up' }).click();
    await expectSlidesChange(page, slideshowIn(scene.section(SECTION)), 'slideshow-canvas');
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scene saved' })).toBeVisible();

    // The preview plays it: the first image, then the second.
    const sceneId = Number(/\/scenes\/edit_scene\/(\d+)/.exec(page.url())?.[1]);
    await page.goto(`/scenes/preview/${sceneId}/`);
    const preview = new ScenePreviewModel(page, a11y);
    await preview.expectShown(SCENE);
    const played = preview.section(SCENE, SECTION);
    // A picture named by the image it shows.
    await expect(played.getByRole('img', { name: 'Slideshow, image 1 of 2' })).toBeVisible();
    await expectSlidesChange(page, slideshowIn(played), 'slideshow-preview');

    // So does a screen: the web player, paired and given the scene.
    const baseURL = new URL(page.url()).origin;
    const player = await openPlayer(context, baseURL);
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), 'Slideshow screen');
    await assignScenes(request, baseURL, token, screenId, [sceneId]);
    const stage = player.page.getByRole('group', { name: `Playing ${SCENE}` });
    await expect(stage.getByRole('img', { name: /^Slideshow, image/ })).toBeVisible({ timeout: 15_000 });
    await expectSlidesChange(player.page, slideshowIn(stage), 'slideshow-player');
  });
});
