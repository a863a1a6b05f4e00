import type { Response } from '@playwright/test';
import type { PlayerContent, ScreenFoldersDto } from '@screenplay/core/screens';
import { apiToken, assignScenes, openPlayer, pairPlayer, sceneIdByName } from './models/player.model';
import { ProofOfPlayModel } from './models/proof-of-play.model';
import { ScreenDetailsModel } from './models/screen-details.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-h5';

/** A saved scene of the demo Acme customer (seed). */
const WELCOME = 'Welcome screen';

/** Whether a response is the player's content document with settings that pass `check`. */
async function isContent(response: Response, check: (content: PlayerContent) => boolean): Promise<boolean> {
  if (!response.url().includes('/api/v1/player/content') || !response.ok()) return false;
  try {
    return check((await response.json()) as PlayerContent);
  } catch {
    return false;
  }
}

test.describe('screen details and proof of play', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('a screenshot of a paired player lands first in proof of play; the player follows volume and orientation; timers round-trip', async ({
    page,
    context,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    const player = await openPlayer(context, origin);
    const { screenId, token } = await pairPlayer(request, origin, await player.code(), 'Reception');
    await expect(player.page.getByText('Nothing scheduled')).toBeVisible({ timeout: 20_000 });

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');
    const details = new ScreenDetailsModel(page, a11y);
    await details.goto(screenId, 'Reception');
    await expect(details.status()).toHaveText('ONLINE');
    await page.screenshot({ path: `${SHOTS}/screen-details.png`, fullPage: true });

    // Proof of play: the screenshot the player uploads is placed first, marked current.
    const proof = new ProofOfPlayModel(page, a11y);
    await page.getByRole('link', { name: 'Proof of play' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Proof of play: Reception' })).toBeVisible();
    await a11y.check();
    await expect(proof.scenes().getByText('No scenes are assigned to this screen.')).toBeVisible();
    const take = await proof.takeHeld();
    await expect(proof.takeButton()).toHaveAttribute('aria-busy', 'true');
    await expect(proof.screenshots().getByRole('status')).toHaveText('Waiting for the screen…');
    await take.release();
    await expect(proof.error()).toHaveCount(0);
    await expect(proof.images().first()).toHaveAttribute('alt', /^Screenshot of Reception taken /, { timeout: 25_000 });
    await expect(proof.takeButton()).not.toHaveAttribute('aria-busy', 'true');
    const first = proof.screenshots().getByRole('listitem').first();
    await expect(first).toHaveAttribute('data-state', 'current');
    await expect(first.getByText('Current')).toBeVisible();
    const loaded = await proof
      .images()
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0));
    expect(loaded).toBe(true);
    await page.screenshot({ path: `${SHOTS}/proof-of-play.png`, fullPage: true });

    // A scene put on the screen: listed with its sync status, Live once the player plays it; a force push is acknowledged.
    await assignScenes(request, origin, token, screenId, [await sceneIdByName(request, origin, token, WELCOME)]);
    const stage = player.page.locator('[data-scope="player"][data-part="stage"]');
    await expect(stage).toHaveAttribute('data-orientation', 'LANDSCAPE', { timeout: 30_000 });
    // No reload: the page's screen learns of the scene on the customer's channel.
    const row = proof.scenes().getByRole('row', { name: new RegExp(WELCOME) });
    await expect(row.getByRole('cell').first()).toHaveText('Live', { timeout: 20_000 });
    await row.getByRole('button', { name: `Force push ${WELCOME}` }).click();
    await expect(page.getByText(`The screen fetches ${WELCOME} again`)).toBeVisible();
    await a11y.check();

    // A second screenshot, of the scene playing, goes above the first.
    await proof.take();
    await expect(proof.images()).toHaveCount(2, { timeout: 25_000 });
    await expect(proof.screenshots().getByRole('listitem').first()).toHaveAttribute('data-state', 'current');
    await expect(proof.screenshots().getByRole('listitem').nth(1)).not.toHaveAttribute('data-state', 'current');
    await page.screenshot({ path: `${SHOTS}/proof-of-play-scenes.png`, fullPage: true });

    // Volume: the player fetches its content again and takes the new level.
    await details.goto(screenId, 'Reception');
    const volumeReached = player.page.waitForResponse((response) =>
      isContent(response, (content) => content.screen.volume === 70),
    );
    await details.setVolume(70);
    await volumeReached;

    // Orientation: the player's stage turns.
    await details.setOrientation('Portrait');
    await expect(stage).toHaveAttribute('data-orientation', 'PORTRAIT', { timeout: 20_000 });
    await player.page.screenshot({ path: `${SHOTS}/player-portrait.png` });

    // Force reload: the player's page loads again, and plays the scene again.
    const reloaded = player.page.waitForEvent('load');
    await details.region('Force reload').getByRole('button', { name: 'Force reload' }).click();
    await expect(details.toast('The screen reloads').first()).toBeVisible();
    await reloaded;
    await expect(stage).toHaveAttribute('data-orientation', 'PORTRAIT', { timeout: 20_000 });

    // Timers: one added is there after a reload; removed, it is gone after a reload.
    await details.addTimer('06:00', '22:00');
    await page.reload();
    await details.expectShown('Reception');
    await expect(details.timer(1).getByLabel('On at')).toHaveValue('06:00');
    await expect(details.timer(1).getByLabel('Off at')).toHaveValue('22:00');
    await details.removeTimer(1);
    await page.reload();
    await details.expectShown('Reception');
    await expect(details.region('Timers').getByText('No timers: the screen is always on.')).toBeVisible();
  });

  test("an offline screen answers 'Not available. Device is offline' at once", async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    const token = await apiToken(request, origin);
    const listing = await request.get(new URL('/api/v1/folders/screens', origin).href, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { screens } = ((await listing.json()) as { data: ScreenFoldersDto }).data;
    const offline = screens.find((screen) => screen.status === 'OFFLINE');
    if (!offline) throw new Error('the demo customer has no offline screen');

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');
    const proof = new ProofOfPlayModel(page, a11y);
    await proof.goto(offline.id, offline.name);
    const started = Date.now();
    await proof.take();
    await expect(proof.error()).toHaveText('Not available. Device is offline');
    // At once: well inside the 20 s a reachable player is waited for.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(proof.takeButton()).not.toHaveAttribute('aria-busy', 'true');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/proof-of-play-offline.png`, fullPage: true });
  });
});
