import { apiToken, sceneIdByName } from './models/player.model';
import { ScheduleEditorModel, apiGet, screenIdByName, storedSchedules } from './models/schedule-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import type { Scene } from '@screenplay/core';
import type { Schedule } from '@screenplay/core/schedule';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-schedule-editor';
const ADMIN = 'admin@acme.test';
/** A demo scene and a demo screen it does not play on yet (seed). */
const WELCOME = 'Welcome screen';
const LEEDS = 'Leeds – Market Street window';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

test.describe('schedule editor', () => {
  test.beforeEach(async ({ page, a11y }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInThroughApi(page, a11y, ADMIN);
    await new ShellModel(page, a11y).expectPage('Home');
  });

  test('builds Weekdays 09:00-17:00 for a scene on a screen, stores it, keeps the last day and refuses a till before from', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    const token = await apiToken(request, origin, ADMIN);
    const sceneId = await sceneIdByName(request, origin, token, WELCOME);
    const screenId = await screenIdByName(request, origin, token, LEEDS);
    const editor = new ScheduleEditorModel(page, a11y);

    await editor.goto(sceneId, [screenId], `Schedule of ${WELCOME}`);
    await expect(page.getByText(`${LEEDS} (Europe/London)`)).toBeVisible();
    await expect(page.getByText(/wall-clock times in each screen’s own time zone/)).toBeVisible();
    await expect(editor.tab('new Schedule')).toHaveAttribute('aria-selected', 'true');
    await expect(editor.preset('All Week')).toHaveAttribute('aria-pressed', 'true');

    await editor.preset('Weekdays').click();
    await editor.setHours('09:00', '17:00');
    expect(await editor.pressedDays()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    // The screen's week follows the unsaved edit: the scene plays weekdays 09:00 to the end of 17:00, not weekends
    // (next week: the new event starts now, so this week's earlier days stay empty).
    const week = page.getByRole('region', { name: `Week of ${LEEDS} with these schedules` });
    await week.getByRole('button', { name: 'Next week' }).click();
    await expect(week.getByRole('button', { name: `${WELCOME}, Monday 09:00–17:00` })).toBeVisible();
    await expect(week.getByRole('button', { name: new RegExp(`^${WELCOME}, Saturday`) })).toHaveCount(0);

    // Keyboard only: Tab reaches a day toggle, Space and Enter switch it.
    await editor.day('Monday').focus();
    await page.keyboard.press('Tab');
    await expect(editor.day('Tuesday')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(editor.day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(editor.day('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${SHOTS}/screen-scene-schedule.png`, fullPage: true });

    await editor.save();
    // Opened by its address, the editor leads to the scene's details.
    await expect(page).toHaveURL(new RegExp(`/scenes/scene_details/${sceneId}$`));
    await a11y.check();
    const [stored] = await storedSchedules(request, origin, token, sceneId, screenId);
    expect(stored?.name).toBe('new Schedule');
    expect(stored?.events[0]?.daysSchedule).toEqual([
      { days: WEEKDAYS, timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 }] },
    ]);

    // Opened again: the stored schedule, as saved.
    await editor.goto(sceneId, [screenId], `Schedule of ${WELCOME}`);
    await expect(editor.preset('Weekdays')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.rangeFrom()).toHaveValue('09:00');
    await expect(editor.rangeTill()).toHaveValue('17:00');
    await expect(editor.saveButton()).toBeDisabled();

    // The last remaining day cannot be deselected.
    await editor.preset('Weekends').click();
    await editor.day('Saturday').click();
    await expect(editor.day('Sunday')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Sunday is the last selected day and cannot be deselected.')).toBeVisible();
    await editor.day('Sunday').click({ force: true });
    await expect(editor.day('Sunday')).toHaveAttribute('aria-pressed', 'true');
    expect(await editor.pressedDays()).toEqual(['Sunday']);

    // A till before from is marked at Till and nothing is sent.
    const writes: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/schedules') && sent.method() !== 'GET') writes.push(`${sent.method()} ${sent.url()}`);
    });
    await editor.eventFrom().fill('10/03/2027');
    await editor.eventTill().fill('01/03/2027');
    await expect(page.getByText('The end must not be before the start')).toBeVisible();
    await expect(editor.eventTill()).toHaveAttribute('aria-invalid', 'true');
    await editor.saveButton().click();
    await expect(page.getByText('Correct the problems marked below, then save again.')).toBeVisible();
    await expect(editor.eventTill()).toBeFocused();
    await a11y.check();
    expect(writes).toEqual([]);
    const [unchanged] = await storedSchedules(request, origin, token, sceneId, screenId);
    expect(unchanged?.events[0]?.daysSchedule[0]?.days).toEqual(WEEKDAYS);

    // Corrected (no end) and renamed, it is stored over the same schedule: one PUT.
    await editor.eventTill().fill('');
    await expect(page.getByText('The end must not be before the start')).toHaveCount(0);
    await page.getByLabel('Schedule name').fill('Sundays');
    await expect(editor.tab('Sundays')).toBeVisible();
    await editor.save();
    expect(writes).toEqual([expect.stringMatching(/^PUT .*\/api\/v1\/scenes\/\d+\/schedules$/)]);
    const after = await storedSchedules(request, origin, token, sceneId, screenId);
    expect(after.map((one) => [one.id, one.name])).toEqual([[stored?.id, 'Sundays']]);
    expect(after[0]?.events[0]).toMatchObject({ from: '2027-03-10', till: null });
    expect(after[0]?.events[0]?.daysSchedule[0]?.days).toEqual(['sunday']);
  });

  test('the playlist schedule page, reached from the scene editor’s playlist panel, saves the item’s schedule, a complex event included', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    const origin = baseURL ?? '';
    const token = await apiToken(request, origin, ADMIN);
    const sceneId = await sceneIdByName(request, origin, token, WELCOME);
    const scene = await apiGet<Scene>(request, origin, token, `scenes/${sceneId}`);
    const section = scene.sections.find((one) => one.itemsOrder.length > 0);
    if (!section) throw new Error('The demo scene has no playlist items');
    const itemId = section.itemsOrder[0] ?? 0;

    await page.goto(`/scenes/edit_scene/${sceneId}?sectionId=${section.id}`);
    const link = page.getByRole('link', { name: 'Schedule item 1', exact: true });
    await expect(link).toBeVisible();
    await a11y.check();
    await link.click();
    const editor = new ScheduleEditorModel(page, a11y);
    await editor.expectShown(`Schedule of item 1 in ${section.name}`);
    await expect(page.getByRole('button', { name: 'Add schedule' })).toHaveCount(0);
    await editor.preset('Weekends').click();
    await editor.setHours('10:00', '12:30');
    // Other hours on other days: a second day group makes the event complex.
    await page.getByRole('button', { name: 'Add other hours for other days' }).click();
    await expect(page.getByText('Complex event: different hours on different days.')).toBeVisible();
    const weekdays = page.getByRole('group', { name: 'Days 2', exact: true });
    await weekdays.getByRole('button', { name: 'Friday', exact: true }).click();
    await expect(weekdays.getByRole('button', { name: 'Friday', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const second = page.getByRole('group', { name: 'Time range 1', exact: true }).nth(1);
    await second.getByLabel('From', { exact: true }).fill('08:00');
    await second.getByLabel('Till', { exact: true }).fill('09:00');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/playlist-schedule.png`, fullPage: true });
    await editor.save();
    await expect(page).toHaveURL(/\/scenes\/edit_scene\//);
    // The schedule waits in the section's draft (issue 24, one publishing rule) until the scene is saved.
    await expect(page.locator('[data-scope="scene-editor"][data-part="save-status"]')).toHaveText(
      'All changes kept as draft',
    );
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scene saved' })).toBeVisible();
    const schedules = await apiGet<Schedule[]>(
      request,
      origin,
      token,
      `sections/${section.id}/playlistitems/${itemId}/schedules`,
    );
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.events[0]?.daysSchedule).toEqual([
      { days: ['saturday', 'sunday'], timeRanges: [{ fromHour: 10, fromMinute: 0, tillHour: 12, tillMinute: 30 }] },
      {
        days: ['monday', 'tuesday', 'wednesday', 'thursday'],
        timeRanges: [{ fromHour: 8, fromMinute: 0, tillHour: 9, tillMinute: 0 }],
      },
    ]);
  });
});
