import { mkdir, writeFile } from 'node:fs/promises';
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

/** The seeded Welcome screen (server/seed/seed.ts) and the text its hero section shows first. */
const WELCOME = 'Welcome screen';
const WELCOME_TEXT = 'Welcome to Acme Retail';
const SCREEN_NAME = 'Lobby player';
/** The seeded scene with every layer type, a photo among them. */
const SHOWCASE = 'Widgets showcase';
const SHOTS = 'test-results/player';

// On the embedded database `npm start` runs with (the other files use PostgreSQL when the run has one).
test.use({ engine: 'pglite' });

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
    // Its text is set in the scene's web font (Roboto), loaded before the switch, not the device's own.
    expect(await page.evaluate(() => document.fonts.check('400 16px Roboto'))).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded'),
      ),
    ).toBe(true);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/3-playing.png` });

    // Offline, a reload still plays the scene from the service worker's caches.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    expect(await page.evaluate(async () => (await caches.keys()).sort())).toEqual(
      expect.arrayContaining(['screenplay-player-content-v1', 'screenplay-player-media-v1']),
    );
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('group', { name: `Playing ${WELCOME}` }).getByText(WELCOME_TEXT)).toBeVisible({
      timeout: 15_000,
    });
    // The font files came from the cache too.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Roboto' && face.status === 'loaded'),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/4-offline.png` });
    await context.setOffline(false);

    // Removed in the portal, the player unpairs and shows a new code.
    await removeScreen(request, baseURL, token, screenId, SCREEN_NAME);
    await expect(pairingCode(page)).toBeVisible({ timeout: 45_000 });
    expect(await player.code()).not.toBe(code);
    expect(await page.evaluate(() => window.localStorage.getItem('screenplay.player'))).toBeNull();
    // Nothing of the removed screen is kept: its content and media caches are gone.
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('screenplay-player'))),
      )
      .toEqual([]);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/5-unpaired.png` });
    await a11y.finish();
  });

  test('applies orientation, brightness and timers live, uploads a screenshot on request and reloads when told', async ({
    context,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const player = await openPlayer(context, baseURL);
    const { page } = player;
    const a11y = new A11yChecker(page);
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), SCREEN_NAME);
    const sceneId = await sceneIdByName(request, baseURL, token, WELCOME);
    await assignScenes(request, baseURL, token, screenId, [sceneId]);
    const stage = page.getByRole('group', { name: `Playing ${WELCOME}` });
    await expect(stage.getByText(WELCOME_TEXT)).toBeVisible({ timeout: 15_000 });
    const put = async (path: string, data: unknown) => {
      const answer = await request.put(new URL(`/api/v1/screens/${screenId}/details/${path}`, baseURL).href, {
        headers: { Authorization: `Bearer ${token}` },
        data,
      });
      expect(answer.ok(), `PUT details/${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    };

    // The heartbeat reports the device: its display size and its own clock.
    const displaySize = await page.evaluate(() => `${window.screen.width}x${window.screen.height}`);
    await expect
      .poll(async () => {
        const answer = await request.get(new URL(`/api/v1/screens/${screenId}/details/device`, baseURL).href, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const device = ((await answer.json()) as { data: { displaySize: string | null; deviceTime: string | null } })
          .data;
        return { displaySize: device.displaySize, hasClock: device.deviceTime !== null };
      })
      .toEqual({ displaySize, hasClock: true });

    // A screenshot asked for in the portal is captured and uploaded while the take call waits.
    const take = await request.post(new URL(`/api/v1/screensyncs/${screenId}/screenshot/sos/take`, baseURL).href, {
      headers: { Authorization: `Bearer ${token}` },
      data: { duration: 20 },
    });
    expect(take.status(), await take.text()).toBe(200);
    const shot = (await take.json()) as { data: { uri: string; takenAt: string } };
    const image = await request.get(new URL(shot.data.uri, baseURL).href, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect((await image.body()).byteLength).toBeGreaterThan(1000);
    await mkdir(SHOTS, { recursive: true });
    await writeFile(`${SHOTS}/uploaded-screenshot.jpg`, await image.body());

    // Portrait turns the stage: it stands taller than wide, still fitted to the viewport.
    await put('orientation', { orientation: 'PORTRAIT', resolution: null });
    await expect(page.locator('[data-part="stage"][data-orientation="PORTRAIT"]')).toBeVisible({ timeout: 15_000 });
    const box = await page.getByRole('group', { name: `Playing ${WELCOME}` }).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height > box.width && box.height <= viewport.height + 1).toBe(true);
    await page.screenshot({ path: `${SHOTS}/6-portrait.png` });

    // Brightness 40 % all day: a black veil of 60 % over the stage.
    await put('brightness', { brightness1: 40, brightness2: 40, timeFrom1: '00:00', timeFrom2: '12:00' });
    await expect(page.locator('[data-part="dim"]')).toHaveCSS('opacity', '0.6', { timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/7-dimmed.png` });

    // A timer that has the screen on only on another day, one minute: the stage is blank now.
    const otherDay = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][(new Date().getUTCDay() + 2) % 7];
    await put('timer-settings', {
      type: 'TIMER_1',
      level: 'PROPRIETARY',
      timeOn: '00:00',
      timeOff: '00:01',
      volume: null,
      weekdays: [otherDay],
    });
    await expect(page.locator('[data-part="blank"]')).toBeVisible({ timeout: 15_000 });
    await expect(stage).toHaveCount(0);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/8-blank.png` });

    // Force reload: the page loads again (a mark left on the old window is gone).
    await page.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    const reload = await request.post(new URL(`/api/v1/screens/${screenId}/details/force-reload`, baseURL).href, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reload.ok(), await reload.text()).toBe(true);
    await reloaded;
    expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.locator('[data-part="blank"]')).toBeVisible({ timeout: 15_000 });
    await a11y.finish();
  });

  test("caches a scene's media before playing it and shows them offline after a reload", async ({
    context,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const player = await openPlayer(context, baseURL);
    const { page } = player;
    const a11y = new A11yChecker(page);
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), SCREEN_NAME);
    // The showcase's photo is a seeded file; its video names a file the server does not have (seedShowcase.ts).
    await assignScenes(request, baseURL, token, screenId, [await sceneIdByName(request, baseURL, token, SHOWCASE)]);
    const photo = page.getByRole('group', { name: `Playing ${SHOWCASE}` }).getByRole('region', { name: 'Photo' });
    await expect(photo.getByText('Every layer type, one scene')).toBeVisible({ timeout: 15_000 });
    const isPhotoDrawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('section[aria-label="Photo"] img')].some(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
    await expect.poll(isPhotoDrawn).toBe(true);
    expect(
      await page.evaluate(async () =>
        Boolean(await (await caches.open('screenplay-player-media-v1')).match('/media/demo/acme-sunrise.png')),
      ),
    ).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(photo.getByText('Every layer type, one scene')).toBeVisible({ timeout: 15_000 });
    await expect.poll(isPhotoDrawn).toBe(true);
    await page.screenshot({ path: `${SHOTS}/9-showcase-offline.png` });
    await context.setOffline(false);
    await a11y.check();
    await a11y.finish();
  });

  test('shows the weather and feed layers with the data it reads with its device token (as the preview)', async ({
    context,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const player = await openPlayer(context, baseURL);
    const { page } = player;
    // The machine has no network: the layers' data routes answer from here (the server's are tests/api/player-data.test.ts).
    const hour = 3_600_000;
    const start = Math.floor(Date.now() / hour) * hour;
    const symbol = { summary: { symbol_code: 'clearsky_day' }, details: { precipitation_amount: 0 } };
    const forecast = {
      type: 'Feature',
      properties: {
        timeseries: Array.from({ length: 96 }, (_, index) => ({
          time: new Date(start + index * hour).toISOString(),
          data: {
            instant: { details: { air_temperature: 17, wind_speed: 3, relative_humidity: 50 } },
            next_1_hours: symbol,
            next_6_hours: symbol,
            next_12_hours: symbol,
          },
        })),
      },
      timezone: 'Europe/Oslo',
      offset: 1,
    };
    const answers: Record<string, unknown> = {
      [`geo/forecast/${encodeURIComponent('59.91273,10.74609')}`]: forecast,
      'geo/forecast/59.91273,10.74609': forecast,
      'instagram/accounts': [{ id: '178', type: 'instagram', username: 'acme.retail' }],
      'facebook/accounts': [{ id: '104', type: 'facebook', username: 'Acme Retail' }],
      'instagram/accounts/178/media': [
        { id: 'm1', thumbnail_url: null, media_url: '/media/demo/acme-sunrise.png', caption: 'Sunrise at the store' },
      ],
      'facebook/accounts/104': [{ id: 'p1', full_picture: '/media/demo/acme-sunrise.png', message: 'Open on Sunday' }],
    };
    const authorizations = new Set<string>();
    // The player's fonts come with the content document: its layer stack never asks the font list.
    const fontListCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('/fonts')) fontListCalls.push(sent.url());
    });
    await page.route('**/api/v1/player/data/**', async (route) => {
      authorizations.add((await route.request().headerValue('authorization')) ?? '');
      const path = new URL(route.request().url()).pathname.replace('/api/v1/player/data/', '');
      const data = answers[path];
      await (data === undefined ? route.fulfill({ status: 404, json: {} }) : route.fulfill({ json: { data } }));
    });
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), SCREEN_NAME);
    await assignScenes(request, baseURL, token, screenId, [await sceneIdByName(request, baseURL, token, SHOWCASE)]);
    const stage = page.getByRole('group', { name: `Playing ${SHOWCASE}` });
    await expect(stage.getByRole('region', { name: 'Weather' }).getByText('17 °C').first()).toBeVisible({
      timeout: 15_000,
    });
    const social = stage.getByRole('region', { name: 'Social' });
    await expect
      .poll(() => social.locator('img[src$="/media/demo/acme-sunrise.png"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect([...authorizations]).toEqual([expect.stringMatching(/^Device [A-Za-z0-9_-]{43}$/)]);
    expect(fontListCalls).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/10-showcase-data.png` });
  });
});
