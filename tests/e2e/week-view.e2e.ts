import type { ScreenFoldersDto } from '@screenplay/core/screens';
import { apiToken, sceneIdByName } from './models/player.model';
import { ScreenDetailsModel } from './models/screen-details.model';
import { ShellModel } from './models/shell.model';
import { WeekViewModel } from './models/week-view.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-week-view';

/** The demo screen whose week shows one scene overriding another (server/seed/seedScreens.ts). */
const OSLO = 'Oslo – Karl Johans gate';
const ZONE = 'Europe/Oslo';
const OPENING_SCENE = 'Menu board portrait';
const DEFAULT_SCENE = 'Widgets showcase';

/** The wall-clock minute in Oslo now and a minute later (the view's now may turn while the test reads it). */
function osloNow(): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return [Date.now(), Date.now() + 60_000].map((instant) => `Now, ${format.format(instant)}`);
}

test.describe('a screen’s week view', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('shows which scene plays when in the screen’s zone, why on focus and hover, and now', async ({
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
    const oslo = ((await listing.json()) as { data: ScreenFoldersDto }).data.screens.find((one) => one.name === OSLO);
    if (!oslo) throw new Error(`the demo has no screen ${OSLO}`);

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');
    const details = new ScreenDetailsModel(page, a11y);
    await details.goto(oslo.id, OSLO);
    const week = new WeekViewModel(page, a11y);
    await week.expectShown(ZONE);

    // Weekdays 09:00-16:59 the menu board overrides the all-week showcase; the weekend is the showcase's.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(week.block(`${OPENING_SCENE}, ${day} 09:00–16:59`)).toBeVisible();
      await expect(week.block(`${DEFAULT_SCENE}, ${day} 17:00–23:59`)).toBeVisible();
    }
    await expect(week.region().getByRole('button', { name: new RegExp(`^${DEFAULT_SCENE}, Saturday`) })).toBeVisible();
    await expect(week.region().getByText(/the most specific one plays/)).toBeVisible();

    // The keyboard reaches a block; its reason shows on focus and is its description.
    const block = week.block(`${OPENING_SCENE}, Monday 09:00–16:59`);
    await block.focus();
    const tooltip = await week.tooltipOf(block);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('role', 'tooltip');
    await expect(tooltip).toContainText('Plays because schedule ‘Opening hours’, Weekdays 09:00–16:59');
    await expect(tooltip).toContainText('Overrides ‘All week’ (less specific: 168 h a week vs 40 h)');
    await expect(block).toHaveAccessibleDescription(/Plays because schedule ‘Opening hours’/);
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/week-focus.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();

    // Hover shows the reason too.
    const weekend = week.region().getByRole('button', { name: new RegExp(`^${DEFAULT_SCENE}, Sunday`) });
    await weekend.hover();
    const weekendTooltip = await week.tooltipOf(weekend);
    await expect(weekendTooltip).toContainText('Plays because schedule ‘All week’, All Week 00:00–23:59');
    await expect(weekendTooltip).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/week-hover.png` });

    // Now is marked with the screen's wall clock (the browser runs in London).
    await expect(week.now()).toHaveCount(1);
    expect(osloNow()).toContain(await week.now().getAttribute('aria-label'));

    // A schedule put on the screen elsewhere reaches the open page on the screen's channel: no reload.
    const welcome = await sceneIdByName(request, origin, token, 'Welcome screen');
    const patched = await request.patch(new URL(`/api/v1/screens/${oslo.id}/schedules`, origin).href, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        schedules: [
          {
            sceneId: welcome,
            name: 'Saturday campaign',
            events: [
              {
                from: '2026-01-01',
                till: null,
                daysSchedule: [
                  { days: ['saturday'], timeRanges: [{ fromHour: 10, fromMinute: 0, tillHour: 11, tillMinute: 59 }] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const campaign = week.block('Welcome screen, Saturday 10:00–11:59');
    await expect(campaign).toBeVisible({ timeout: 20_000 });
    await campaign.focus();
    await expect(await week.tooltipOf(campaign)).toContainText(
      'Plays because schedule ‘Saturday campaign’, Saturday 10:00–11:59',
    );
    await expect(await week.tooltipOf(campaign)).toContainText(
      'Overrides ‘All week’ (less specific: 168 h a week vs 2 h)',
    );
    await page.screenshot({ path: `${SHOTS}/week-campaign.png` });

    // The next week has the same schedules and no now; back to this week.
    const thisRange = await week.range().textContent();
    await week.button('Next week').click();
    await expect(week.range()).not.toHaveText(thisRange ?? '');
    await expect(week.block(`${OPENING_SCENE}, Monday 09:00–16:59`)).toBeVisible();
    await expect(week.now()).toHaveCount(0);
    await week.button('This week').click();
    await expect(week.range()).toHaveText(thisRange ?? '');
    await expect(week.now()).toHaveCount(1);

    // Proof of play shows the week under the screen's scenes.
    await page.getByRole('link', { name: 'Proof of play' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Proof of play: ${OSLO}` })).toBeVisible();
    await week.expectShown(ZONE);
    await expect(week.block('Welcome screen, Saturday 10:00–11:59')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/proof-of-play-week.png`, fullPage: true });
  });

  test('the assignment dialog shows the screen’s week in both modes', async ({ page, request, baseURL, a11y }) => {
    const origin = baseURL ?? '';
    const token = await apiToken(request, origin);
    const headers = { Authorization: `Bearer ${token}` };
    const screens = (
      (await (await request.get(new URL('/api/v1/folders/screens', origin).href, { headers })).json()) as {
        data: ScreenFoldersDto;
      }
    ).data.screens;
    const oslo = screens.find((one) => one.name === OSLO);
    const scenes = (
      (await (await request.get(new URL('/api/v1/folders/scenes', origin).href, { headers })).json()) as {
        data: { scenes: { id: number; name: string }[] };
      }
    ).data.scenes;
    const menuBoard = scenes.find((one) => one.name === OPENING_SCENE);
    if (!oslo || !menuBoard) throw new Error('the demo lacks the Oslo screen or the menu board');

    await signInThroughApi(page, a11y, 'admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');

    // Scenes to a screen: that screen's week under the dialog.
    await page.goto(`/screens/${oslo.id}/assign_scenes`);
    await expect(page.getByRole('heading', { level: 2, name: `Assign scenes to ${OSLO}` })).toBeVisible();
    const week = new WeekViewModel(page, a11y);
    await week.expectShown(ZONE);
    await expect(week.block(`${OPENING_SCENE}, Friday 09:00–16:59`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/assign-scenes-week.png`, fullPage: true });
    // Each schedule leads to the schedule editor.
    await expect(
      page.getByRole('link', { name: `Edit schedule ‘Opening hours’ of ${OPENING_SCENE}`, exact: true }),
    ).toHaveAttribute('href', new RegExp(`^/screen_scene_schedule/${menuBoard.id}/${oslo.id}/\\d+$`));

    // Screens for a scene: the week of the assigned screen picked (the first by default).
    await page.goto(`/scenes/${menuBoard.id}/assign_screen`);
    await expect(page.getByRole('heading', { level: 2, name: `Assign screens to ${OPENING_SCENE}` })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Week of screen' });
    await expect(picker.locator('option:checked')).toHaveText(OSLO);
    const osloWeek = new WeekViewModel(page, a11y, `Week schedule: ${OSLO}`);
    await osloWeek.expectShown(ZONE);
    await picker.selectOption({ label: 'York – Coney Street till' });
    const yorkWeek = new WeekViewModel(page, a11y, 'Week schedule: York – Coney Street till');
    await yorkWeek.expectShown('Europe/London');
    await page.screenshot({ path: `${SHOTS}/assign-screens-week.png`, fullPage: true });
  });
});
