import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Schedule } from '@screenplay/core/schedule';
import type { ScreenFoldersDto } from '@screenplay/core/screens';
import type { A11yChecker } from '../support/a11y';

/** The schedule editor pages (`/screen_scene_schedule/...`, `/playlist_schedule/...`), selected by role and name. */
export class ScheduleEditorModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 2, name, exact: true });
  readonly tab = (name: string) => this.page.getByRole('tab', { name, exact: true });
  readonly days = () => this.page.getByRole('group', { name: 'Days', exact: true });
  readonly day = (name: string) => this.days().getByRole('button', { name, exact: true });
  readonly preset = (name: 'All Week' | 'Weekdays' | 'Weekends') =>
    this.page.getByRole('group', { name: 'Day presets' }).getByRole('button', { name, exact: true });
  readonly range = (number: number) => this.page.getByRole('group', { name: `Time range ${number}`, exact: true });
  readonly rangeFrom = (number = 1) => this.range(number).getByLabel('From', { exact: true });
  readonly rangeTill = (number = 1) => this.range(number).getByLabel('Till', { exact: true });
  /** The first event's dates (the time ranges have From and Till too: these are the date inputs, typed dd/mm/yyyy). */
  readonly eventFrom = () =>
    this.page.getByLabel('From', { exact: true }).and(this.page.locator('[data-kind="date"] > input')).first();
  readonly eventTill = () =>
    this.page.getByLabel('Till', { exact: true }).and(this.page.locator('[data-kind="date"] > input')).first();
  readonly saveButton = () => this.page.getByRole('button', { name: 'Save', exact: true });
  readonly toast = (text: string) => this.page.locator('[data-scope="toast"]').filter({ hasText: text });

  /** Opens the editor of a scene on screens and checks it once its title is shown. */
  async goto(sceneId: number, screenIds: readonly number[], title: string): Promise<void> {
    await this.page.goto(`/screen_scene_schedule/${sceneId}/${screenIds.join(',')}`);
    await this.expectShown(title);
  }

  /** Asserts the page shows its schedule and is accessible. */
  async expectShown(title: string): Promise<void> {
    await expect(this.heading(title)).toBeVisible();
    await expect(this.days()).toBeVisible();
    await this.a11y.check();
  }

  /** Sets the first range of the first day group. */
  async setHours(from: string, till: string, range = 1): Promise<void> {
    await this.rangeFrom(range).fill(from);
    await this.rangeTill(range).fill(till);
  }

  /** Saves and waits for the toast. */
  async save(): Promise<void> {
    await expect(this.saveButton()).toBeEnabled();
    await this.saveButton().click();
    await expect(this.toast('Schedule saved').first()).toBeVisible();
    // A saved editor goes back (or to the scene's details): that page is shown, so it is checked too.
    await expect(this.page).not.toHaveURL(/\/(screen_scene_schedule|playlist_schedule)\//);
    await this.a11y.check();
  }

  /** Which day toggles are pressed, Monday first. */
  async pressedDays(): Promise<string[]> {
    const buttons: Locator[] = await this.days().locator('[data-part="days"] button').all();
    const pressed: string[] = [];
    for (const button of buttons)
      if ((await button.getAttribute('aria-pressed')) === 'true') pressed.push((await button.textContent()) ?? '');
    return pressed;
  }
}

/** `GET {path}` with a bearer token, answering `data`. */
export async function apiGet<T>(request: APIRequestContext, baseURL: string, token: string, path: string): Promise<T> {
  const answer = await request.get(new URL(`/api/v1/${path}`, baseURL).href, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** A demo screen's id by its name. */
export async function screenIdByName(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  name: string,
): Promise<number> {
  const listing = await apiGet<ScreenFoldersDto>(request, baseURL, token, 'folders/screens');
  const screen = listing.screens.find((one) => one.name === name);
  if (!screen) throw new Error(`No screen named ${name}`);
  return screen.id;
}

/** The scene's schedules on a screen, as stored. */
export function storedSchedules(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  sceneId: number,
  screenId: number,
): Promise<Schedule[]> {
  return apiGet<Schedule[]>(request, baseURL, token, `scenes/${sceneId}/schedules/${screenId}`);
}
