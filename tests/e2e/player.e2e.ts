import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_CODE_TTL_MS } from '@screenplay/core/screens';
import {
  apiToken,
  assignScenes,
  openPlayer,
  pairPlayer,
  pairingCode,
  removeScreen,
  sceneIdByName,
} from './models/player.model';
import { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';

/** The seeded Welcome screen (server/db/seed.ts) and the text its hero section shows first. */
const WELCOME = 'Welcome screen';
const WELCOME_TEXT = 'Welcome to Acme Retail';
const SCREEN_NAME = 'Lobby player';
const SHOTS = 'test-results/player';

test.describe('the web player', () => {
  test('shows a pairing code, replaces it when it expires, pairs, plays, plays on offline and unpairs', async ({
    context,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    await context.clock.install();
    const player = await openPlayer(context, baseURL);
    const { page } = player;
    const a11y = new A11yChecker(page);

    // Pairing: 6 characters of core's alphabet, large, with the portal's add-screen address.
    const first = await player.code();
    expect(first).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`));
    await expect(page.getByText(`To add this screen, enter the code at ${baseURL}/screens/add_screen`)).toBeVisible();
    const fontSize = await pairingCode(page).evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    );
    expect(fontSize).toBeGreaterThan(
      0.15 * Math.min(page.viewportSize()?.width ?? 0, page.viewportSize()?.height ?? 0),
    );
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/1-pairing.png` });

    // Codes expire after 15 minutes and are replaced.
    await context.clock.fastForward(PAIRING_CODE_TTL_MS);
    await expect(pairingCode(page)).not.toHaveText(`${first.slice(0, 3)} ${first.slice(3)}`, { timeout: 15_000 });
    const code = await player.code();
    expect(code).not.toBe(first);

    // Entered in the portal (through the API), the player receives its credentials and has nothing to play yet.
    const { screenId, token } = await pairPlayer(request, baseURL, code, SCREEN_NAME);
    await expect(page.getByRole('heading', { name: SCREEN_NAME })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Nothing scheduled')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual(['screenplay.player']);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/2-nothing-scheduled.png` });

    // A scene assigned arrives live (the screen's event stream) and plays.
    const sceneId = await sceneIdByName(request, baseURL, await apiToken(request, baseURL), WELCOME);
    await assignScenes(request, baseURL, token, screenId, [sceneId]);
    const stage = page.getByRole('group', { name: `Playing ${WELCOME}` });
    await expect(stage.getByText(WELCOME_TEXT)).toBeVisible({ timeout: 15_000 });
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/3-playing.png` });

    // Offline, a reload still plays the scene from the service worker's caches.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('group', { name: `Playing ${WELCOME}` }).getByText(WELCOME_TEXT)).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: `${SHOTS}/4-offline.png` });
    await context.setOffline(false);

    // Removed in the portal, the player unpairs and shows a new code.
    await removeScreen(request, baseURL, token, screenId, SCREEN_NAME);
    await expect(pairingCode(page)).toBeVisible({ timeout: 45_000 });
    expect(await player.code()).not.toBe(code);
    expect(await page.evaluate(() => window.localStorage.getItem('screenplay.player'))).toBeNull();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/5-unpaired.png` });
    await a11y.finish();
  });
});
