import type { BrowserContext, Page } from '@playwright/test';
import { LayerEditorModel } from './models/layer-editor.model';
import { assignScenes, openPlayer, pairPlayer, sceneIdByName } from './models/player.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-h8';
const SCENE = 'Summer promo';
const SECTION = 'Full screen';

declare global {
  interface Window {
    /** Every Web Animation started on the page: the animated element's `data-animation` and its keyframes. */
    __animations?: { animation: string | undefined; frames: string }[];
  }
}

/** Signs in as Acme's admin and opens a seeded scene's editor from the Scenes page. */
async function openScene(page: Page, a11y: A11yChecker, name: string): Promise<SceneEditorModel> {
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await new ShellModel(page, a11y).expectPage('Home');
  await page.goto('/scenes');
  await new ShellModel(page, a11y).expectPage('Scenes');
  await page.getByRole('link', { name, exact: true }).click();
  const scene = new SceneEditorModel(page, a11y);
  await scene.expectShown();
  return scene;
}

/** Records every `Element.animate` call of the page, or of every page of a context (before any script runs). */
async function recordAnimations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const log: { animation: string | undefined; frames: string }[] = [];
    window.__animations = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      log.push({ animation: (this as HTMLElement).dataset?.animation, frames: JSON.stringify(frames) });
      return animate.call(this, frames, options);
    };
  });
}

const animationsOf = (page: Page, id: string) =>
  page.evaluate((wanted) => (window.__animations ?? []).filter((entry) => entry.animation === wanted).length, id);

test.describe('section animation', () => {
  test('an animation chosen in the editor is saved, kept on reload and played by the preview (not under reduced motion)', async ({
    page,
    a11y,
  }) => {
    await recordAnimations(page);
    const scene = await openScene(page, a11y, SCENE);
    await scene.section(SECTION).click();
    await page.getByRole('button', { name: 'Animation: None' }).click();
    await page.getByRole('menuitemradio', { name: 'Fade' }).click();
    await expect(page.getByRole('button', { name: 'Animation: Fade' })).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/editor-animation.png` });
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByText('Scene saved')).toBeVisible();

    // Reload: the saved scene answers the choice.
    await page.reload();
    await scene.expectShown();
    await scene.section(SECTION).click();
    await expect(page.getByRole('button', { name: 'Animation: Fade' })).toBeVisible();
    const sceneId = /\/scenes\/edit_scene\/(\d+)/.exec(page.url())?.[1];

    // The preview plays the fade as the section's item comes on.
    await page.goto(`/scenes/preview/${sceneId}/`);
    const stage = page.getByRole('group', { name: new RegExp(SCENE) });
    const content = stage.getByRole('region', { name: SECTION }).locator('[data-part="content"]');
    await expect(content).toHaveAttribute('data-animation', 'fade');
    await expect.poll(() => animationsOf(page, 'fade')).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__animations?.find((entry) => entry.animation === 'fade')?.frames)).toBe(
      JSON.stringify([{ opacity: 0 }, { opacity: 1 }]),
    );
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/preview-animation.png` });

    // Reduced motion: the section still says its animation, nothing moves.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(content).toHaveAttribute('data-animation', 'fade');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(300);
    expect(await animationsOf(page, 'fade')).toBe(0);
  });

  test('a video added to a playlist item sets the item’s duration from the video’s metadata', async ({
    page,
    a11y,
  }) => {
    const scene = await openScene(page, a11y, SCENE);
    await scene.section(SECTION).click();
    await page
      .getByRole('region', { name: `Playlist of ${SECTION}` })
      .getByRole('link', { name: 'Add item' })
      .click();
    const editor = new LayerEditorModel(page, a11y);
    await editor.expectShown('Edit playlist');
    await expect(page.getByLabel('Duration (seconds)')).toHaveValue('60');

    // A 2.5 s WebM recorded by the browser itself (a recording's header carries no length: the hardest case).
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      let frame = 0;
      const paint = setInterval(() => {
        if (!context) return;
        context.fillStyle = frame++ % 2 ? '#c00' : '#00c';
        context.fillRect(0, 0, 64, 36);
      }, 100);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      recorder.stop();
      await stopped;
      clearInterval(paint);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    });

    await editor.add('Video');
    await expect(editor.dialog()).toContainText('Choose the videos');
    await editor
      .dialog()
      .getByLabel('Choose files')
      .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') });
    await expect(editor.dialog().getByRole('checkbox', { name: 'clip.webm' })).toBeChecked();
    await a11y.check();
    await editor.dialog().getByRole('button', { name: 'Add to canvas' }).click();
    await expect(editor.dialog()).toHaveCount(0);

    // The item plays as long as its video: about 2.5 s, rounded up to whole seconds.
    const duration = page.getByLabel('Duration (seconds)');
    await expect.poll(async () => Number(await duration.inputValue())).toBeLessThan(60);
    const seconds = Number(await duration.inputValue());
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(4);
    await page.screenshot({ path: `${SHOTS}/playlist-video-duration.png` });

    // A second video (the same file again): the item plays both; removing one gives the time back.
    await editor.properties().getByRole('button', { name: 'Add videos' }).click();
    await editor.dialog().getByRole('checkbox', { name: 'clip.webm' }).check();
    await editor.dialog().getByRole('button', { name: 'Add to canvas' }).click();
    await expect(editor.dialog()).toHaveCount(0);
    await expect(editor.properties().getByRole('button', { name: 'Remove clip.webm' })).toHaveCount(2);
    await expect.poll(async () => Number(await duration.inputValue())).toBeGreaterThan(seconds);
    await editor.properties().getByRole('button', { name: 'Remove clip.webm' }).last().click();
    await expect(editor.properties().getByRole('button', { name: 'Remove clip.webm' })).toHaveCount(1);
    await expect(duration).toHaveValue(String(seconds));
  });

  test('the player plays a section’s saved animation as its item comes on', async ({ context, baseURL, request }) => {
    if (!baseURL) throw new Error('no baseURL');
    await recordAnimations(context);
    const player = await openPlayer(context, baseURL);
    const { page } = player;
    const a11y = new A11yChecker(page);
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), 'Animated player');
    const sceneId = await sceneIdByName(request, baseURL, token, SCENE);
    const headers = { Authorization: `Bearer ${token}` };
    const stored = (await (
      await request.get(new URL(`/api/v1/scenes/${sceneId}`, baseURL).href, { headers })
    ).json()) as {
      data: { sections: { id: number; name: string }[] };
    };
    const sectionId = stored.data.sections.find((section) => section.name === SECTION)?.id;
    // Saved with the scene, as the editor saves it (a published section changes only so: issue 24).
    const patched = await request.patch(new URL(`/api/v1/scenes/${sceneId}`, baseURL).href, {
      headers,
      data: { sections: [{ id: sectionId, animation: 'zoom' }] },
    });
    expect(patched.status()).toBe(200);
    await assignScenes(request, baseURL, token, screenId, [sceneId]);

    const played = page.getByRole('group', { name: `Playing ${SCENE}` }).getByRole('region', { name: SECTION });
    await expect(played.getByText('Summer sale: up to 50% off')).toBeVisible({ timeout: 15_000 });
    await expect(played.locator('[data-part="content"]')).toHaveAttribute('data-animation', 'zoom');
    await expect.poll(() => animationsOf(page, 'zoom')).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/player-animation.png` });
    await a11y.check();
    await a11y.finish();
  });
});
