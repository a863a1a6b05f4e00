import type { BrowserContext } from '@playwright/test';
import { DAY_PRESETS, DAYS, firstInstantAt, wallTime } from '@screenplay/core/schedule';
import { apiToken, openPlayer, pairPlayer, sceneIdByName } from './models/player.model';
import { ScheduleEditorModel } from './models/schedule-editor.model';
import { ShellModel } from './models/shell.model';
import { WeekViewModel } from './models/week-view.model';
import { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = 'test-results/schedule-player';
const ADMIN = 'admin@acme.test';
const ZONE = 'America/New_York';
const WHOLE_DAY = { fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 };
const MINUTE_MS = 60_000;

/**
 * Tuesday of next week in New York, whatever day the test runs: 16:50 (the player's clock when it starts, with
 * room for the portal steps), 17:00:30 (the last minute of a 09:00-17:00 range) and 17:01 (after it), as instants.
 */
function nextTuesdayInNewYork(): { start: number; lastMinute: number; afterHours: number } {
  const today = wallTime(Date.now(), ZONE);
  const tuesday = today.day + (7 - DAYS.indexOf(today.weekday)) + 1;
  const start = firstInstantAt(today.year, today.month, tuesday, 16 * 60 + 50, ZONE);
  return { start, lastMinute: start + 10.5 * MINUTE_MS, afterHours: start + 11 * MINUTE_MS };
}

/** What lets the test move the player's clock safely (see {@link trustPlayerClock}). */
interface PlayerClockRoute {
  /** Fails every later heartbeat and waits for those in flight to be answered and read, before a jump. */
  hold(): Promise<void>;
}

/**
 * Lets the player run on the clock the test set: the server's clock is the real one, and the player corrects
 * its own by the heartbeat's `serverTime`; this answers the player's own clock as the server's, so the
 * correction is nil. A heartbeat answered across a jump of the test's clock would make the player correct by
 * half the jump, so before jumping the test holds: later heartbeats fail (the player keeps its correction and
 * plays on) and those in flight are answered first. (The service worker is blocked so that every call passes
 * this route.)
 */
async function trustPlayerClock(context: BrowserContext): Promise<PlayerClockRoute> {
  let isHeld = false;
  let inFlight = 0;
  await context.route('**/api/v1/player/heartbeat', async (route) => {
    if (isHeld) return route.abort('timedout');
    inFlight += 1;
    try {
      const response = await route.fetch();
      const sent = JSON.parse(route.request().postData() ?? '{}') as { clock?: string };
      const body = (await response.json()) as { serverTime?: string };
      if (sent.clock) body.serverTime = sent.clock;
      await route.fulfill({ response, json: body });
    } finally {
      inFlight -= 1;
    }
  });
  return {
    async hold() {
      isHeld = true;
      await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
      // The last answer delivered, give the page a moment to read it before its clock moves.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
  };
}

test.describe('a schedule from the editor to the screen', () => {
  test('Weekdays 09:00-17:00 built in the editor shows in the week view and the player follows it in the screen’s zone, playlist item schedules too, switching on the minute', async ({
    browser,
    page,
    a11y,
    baseURL,
    request,
  }) => {
    if (!baseURL) throw new Error('no baseURL');
    const when = nextTuesdayInNewYork();
    const playerContext = await browser.newContext({ serviceWorkers: 'block', locale: 'en-GB' });
    await playerContext.clock.install({ time: new Date(when.start) });
    const clockRoute = await trustPlayerClock(playerContext);
    const player = await openPlayer(playerContext, baseURL);
    const playerA11y = new A11yChecker(player.page);
    const { screenId, token } = await pairPlayer(request, baseURL, await player.code(), 'Office lobby');
    const api = async (method: 'put' | 'patch', path: string, data: unknown) => {
      const answer = await request[method](new URL(`/api/v1/${path}`, baseURL).href, {
        headers: { Authorization: `Bearer ${token}` },
        data,
      });
      expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    };

    // Set up through the API: the screen stands in New York and plays a summer promo all week; the welcome
    // scene's hero section has a greeting whose own playlist item schedule is weekends only.
    await api('put', `screens/${screenId}/details/timezone`, { timezone: ZONE });
    const adminToken = await apiToken(request, baseURL);
    const welcome = await sceneIdByName(request, baseURL, adminToken, 'Welcome screen');
    const promo = await sceneIdByName(request, baseURL, adminToken, 'Summer promo');
    const allDays = (days: readonly string[]) => ({
      from: '2026-01-01',
      till: null,
      daysSchedule: [{ days, timeRanges: [WHOLE_DAY] }],
    });
    const scene = await request.get(new URL(`/api/v1/scenes/${welcome}`, baseURL).href, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    type SectionIds = {
      id: number;
      name: string;
      itemsOrder: number[];
      top: number;
      left: number;
      width: number;
      height: number;
    };
    const { sections } = ((await scene.json()) as { data: { sections: SectionIds[] } }).data;
    const hero = sections.find((section) => section.name === 'Hero');
    if (!hero) throw new Error('the Welcome screen has a Hero section');
    // The item's schedule goes to Hero's draft copy and is published with the scene (issue 24, one publishing rule).
    const { name, top, left, width, height } = hero;
    const drafted = await request.post(new URL(`/api/v1/scenes/${welcome}/sections`, baseURL).href, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { parentId: hero.id, name, top, left, width, height },
    });
    expect(drafted.status(), await drafted.text()).toBe(201);
    type Draft = { id: number; playlistItems: { id: number; parentId: number | null }[] };
    const draft = ((await drafted.json()) as { data: Draft }).data;
    const greeting = draft.playlistItems.find((item) => item.parentId === hero.itemsOrder[0]);
    await api('put', `sections/${draft.id}/playlistitems/${greeting?.id}/schedules`, {
      schedules: [{ name: 'Weekends', events: [allDays(DAY_PRESETS.weekends)] }],
    });
    await api('patch', `scenes/${welcome}`, {});
    await api('patch', `screens/${screenId}/schedules`, {
      schedules: [{ sceneId: promo, name: 'Default', events: [allDays(DAY_PRESETS.allWeek)] }],
    });

    // In the portal: the welcome scene on that screen, Weekdays 09:00-17:00, built in the schedule editor.
    await signInThroughApi(page, a11y, ADMIN);
    await new ShellModel(page, a11y).expectPage('Home');
    const editor = new ScheduleEditorModel(page, a11y);
    await editor.goto(welcome, [screenId], 'Schedule of Welcome screen');
    await expect(page.getByText(`Office lobby (${ZONE})`)).toBeVisible();
    await editor.preset('Weekdays').click();
    await editor.setHours('09:00', '17:00');
    await editor.save();

    // The screen's week (next week, in New York): the welcome scene on weekdays over the all-week default, and why.
    await page.goto(`/screens/screen_details/${screenId}`);
    const week = new WeekViewModel(page, a11y);
    await week.expectShown(ZONE);
    await week.button('Next week').click();
    const office = week.block('Welcome screen, Tuesday 09:00–17:00');
    await expect(office).toBeVisible();
    await expect(week.block('Summer promo, Tuesday 17:01–23:59')).toBeVisible();
    await expect(week.region().getByRole('button', { name: /^Welcome screen, Saturday/ })).toHaveCount(0);
    // (The pointer, left over a block after the click, would hold that block's tooltip open: move it off.)
    await page.mouse.move(0, 0);
    await office.focus();
    const why = await week.tooltipOf(office);
    await expect(why).toBeVisible();
    await expect(why).toContainText('Overrides ‘Default’ (less specific');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/1-week.png`, fullPage: true });

    // The player, its clock just before 17:00 that Tuesday: office hours, the welcome scene (more specific) wins; its hero
    // skips the greeting (weekends only).
    const { page: screen } = player;
    const welcomeStage = screen.getByRole('group', { name: 'Playing Welcome screen' });
    await expect(welcomeStage.getByText('Opening hours')).toBeVisible({ timeout: 20_000 });
    // Unfiltered, the hero would show the greeting for its first 15 s: the second item plays at once instead.
    await expect(welcomeStage.getByText('New season, new prices')).toBeVisible({ timeout: 3_000 });
    await expect(welcomeStage.getByText('Welcome to Acme Retail')).toHaveCount(0);
    await playerA11y.check();
    await screen.screenshot({ path: `${SHOTS}/2-office-hours.png` });

    // 17:00 is the range's last minute: at 17:00:30 the welcome scene still plays.
    const playerNow = () => screen.evaluate(() => Date.now());
    await clockRoute.hold();
    await playerContext.clock.fastForward(Math.max(0, when.lastMinute - (await playerNow())));
    await expect(welcomeStage).toBeVisible();
    // At 17:01 the default takes over, without a reload or a poll of the server.
    await playerContext.clock.fastForward(Math.max(0, when.afterHours - (await playerNow())));
    const promoStage = screen.getByRole('group', { name: 'Playing Summer promo' });
    await expect(promoStage.getByText('Summer sale: up to 50% off')).toBeVisible({ timeout: 10_000 });
    await expect(welcomeStage).toHaveCount(0);
    await playerA11y.check();
    await screen.screenshot({ path: `${SHOTS}/3-after-hours.png` });
    await playerA11y.finish();
    await playerContext.close();
  });
});
