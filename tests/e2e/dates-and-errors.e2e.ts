import type { Route } from '@playwright/test';
import { apiToken, assignScenes, openPlayer, pairPlayer, sceneIdByName } from './models/player.model';
import { ScheduleEditorModel, screenIdByName } from './models/schedule-editor.model';
import { ScreenDetailsModel } from './models/screen-details.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-b';
const ADMIN = 'admin@acme.test';
/** A demo scene and a demo screen in London (seed). */
const WELCOME = 'Welcome screen';
const LEEDS = 'Leeds – Market Street window';
/** An en-GB day, and an instant written in a zone and labelled with it ('27/11/2026 09:00:05 (Europe/London)'). */
const EN_GB_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const ZONED_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \([A-Za-z_]+(\/[A-Za-z_]+)*\)$/;

test.describe('issue 24: en-GB dates, zone-labelled times, live sync and the error dialog', () => {
  // The browser says en-US in New York: the portal must still write en-GB (spec authoring §1).
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('the schedule editor takes en-GB dates and 24-hour times in an en-US browser', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    await signInThroughApi(page, a11y, ADMIN);
    await new ShellModel(page, a11y).expectPage('Home');
    const token = await apiToken(request, origin, ADMIN);
    const sceneId = await sceneIdByName(request, origin, token, WELCOME);
    const screenId = await screenIdByName(request, origin, token, LEEDS);
    const editor = new ScheduleEditorModel(page, a11y);
    await editor.goto(sceneId, [screenId], `Schedule of ${WELCOME}`);

    // A new event starts today (in London), written day first; its range is 00:00 to 23:59, not 12:00 AM.
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'short' }).format(
      new Date(),
    );
    await expect(editor.eventFrom()).toHaveValue(today);
    await expect(editor.eventFrom()).toHaveValue(EN_GB_DATE);
    await expect(editor.eventFrom()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(editor.rangeFrom()).toHaveValue('00:00');
    await expect(editor.rangeTill()).toHaveValue('23:59');

    // Typed the en-GB way, a time is written back in full; an American date is refused with how to write it.
    await editor.rangeFrom().fill('9:00');
    await editor.rangeFrom().blur();
    await expect(editor.rangeFrom()).toHaveValue('09:00');
    await editor.rangeTill().fill('17:30');
    await editor.eventTill().fill('11/27/2026');
    await editor.eventTill().blur();
    await expect(editor.eventTill()).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a date as dd/mm/yyyy, for example 27/11/2026')).toBeVisible();
    await editor.eventTill().fill('27/11/2026');
    await expect(page.getByText('Enter a date as dd/mm/yyyy, for example 27/11/2026')).toHaveCount(0);
    // Keyboard: ArrowUp steps the day.
    await editor.eventTill().press('ArrowUp');
    await expect(editor.eventTill()).toHaveValue('28/11/2026');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/schedule-editor-en-gb.png`, fullPage: true });
  });

  test("a screen's pages label its times with its zone, and the assignment page follows the player to Live", async ({
    page,
    context,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    const player = await openPlayer(context, origin);
    const { screenId, token } = await pairPlayer(request, origin, await player.code(), 'Lobby');
    await expect(player.page.getByText('Nothing scheduled')).toBeVisible({ timeout: 20_000 });
    // The player's 'Live' report waits until the assignment page is open (its 'Content Loading' one goes through).
    const held: Route[] = [];
    let isHolding = true;
    await player.page.route('**/api/v1/player/sync', async (route) => {
      if (isHolding && route.request().postData()?.includes('"InLive"')) held.push(route);
      else await route.continue();
    });

    await signInThroughApi(page, a11y, ADMIN);
    await new ShellModel(page, a11y).expectPage('Home');
    const details = new ScreenDetailsModel(page, a11y);
    await details.goto(screenId, 'Lobby');
    const lastSeen = page.locator('[data-part="facts"] div').filter({ hasText: 'Last seen' }).getByRole('definition');
    await expect(lastSeen).toHaveText(ZONED_TIME);
    // The device's clock is labelled with the zone too.
    await expect(page.getByText(ZONED_TIME).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/screen-details-zoned.png`, fullPage: true });

    await assignScenes(request, origin, token, screenId, [await sceneIdByName(request, origin, token, WELCOME)]);
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto(`/screens/${screenId}/assign_scenes`);
    const sync = page.locator('[data-part="hint"]').filter({ hasText: 'Schedules: new Schedule' });
    await expect(sync).toContainText('Content Loading');
    await page.screenshot({ path: `${SHOTS}/assign-content-loading.png`, fullPage: true });
    isHolding = false;
    // A held report the player gave up on (and sends again) is already answered: let it be.
    for (const route of held) await route.continue().catch(() => undefined);
    // Live arrives on the customer's screens channel: the page is not opened again.
    await expect(sync).toContainText('Live', { timeout: 20_000 });
    await expect(sync).not.toContainText('Content Loading');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/assign-live.png`, fullPage: true });

    // The screens list says the zone too.
    await page.goto('/screens');
    await expect(page.getByRole('listitem', { name: 'Lobby' }).getByText(/Last seen .*\(.+\)/)).toBeVisible();
  });

  test("an unhandled error shows 'Something went wrong' with OK and reloads only when OK is pressed", async ({
    page,
    a11y,
  }) => {
    await signInThroughApi(page, a11y, ADMIN);
    await new ShellModel(page, a11y).expectPage('Home');
    await page.evaluate(() => {
      window.__issue24 = 'before reload';
      void Promise.reject(new Error('an interface fault'));
    });
    const dialog = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(dialog).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/error-dialog.png` });
    // It waits for the user: nothing reloads by itself.
    await page.waitForTimeout(4_000);
    expect(await page.evaluate(() => window.__issue24)).toBe('before reload');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await reloaded;
    expect(await page.evaluate(() => window.__issue24)).toBeUndefined();
    await new ShellModel(page, a11y).expectPage('Home');
  });
});

declare global {
  interface Window {
    /** A mark the error dialog test sets to tell a reloaded page from the same one. */
    __issue24?: string;
  }
}
