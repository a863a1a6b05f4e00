import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/screens/screen_details/:screenId`: one region per setting, each saved by its own Save button. */
export class ScreenDetailsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 2, name, exact: true });
  readonly status = () => this.page.locator('[data-scope="screen-details"] [data-part="status"]');
  /** A setting's region, e.g. `Volume`, `Timers`, `Orientation and resolution`. */
  readonly region = (name: string) => this.page.getByRole('region', { name, exact: true });
  readonly timer = (number: number) =>
    this.region('Timers').getByRole('group', { name: `Timer ${number}`, exact: true });
  /** The toast a save shows ('Volume saved'). */
  readonly toast = (text: string) => this.page.locator('[data-scope="toast"]').filter({ hasText: text });

  /** Opens the page of a screen and checks it once its name is shown. */
  async goto(screenId: number, name: string): Promise<void> {
    await this.page.goto(`/screens/screen_details/${screenId}`);
    await this.expectShown(name);
  }

  /** Asserts the page shows the screen and is accessible. */
  async expectShown(name: string): Promise<void> {
    await expect(this.heading(name)).toBeVisible();
    await expect(this.region('Timers')).toBeVisible();
    await this.a11y.check();
  }

  /** Saves a setting's region and waits for its '{section} saved' toast. */
  async save(region: string): Promise<void> {
    await this.region(region).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.toast(`${region} saved`).first()).toBeVisible();
  }

  async setVolume(volume: number): Promise<void> {
    await this.region('Volume').getByRole('slider', { name: 'Volume' }).fill(String(volume));
    await this.save('Volume');
  }

  async setOrientation(label: 'Landscape' | 'Portrait' | 'Auto'): Promise<void> {
    const region = this.region('Orientation and resolution');
    await region.getByRole('combobox', { name: 'Orientation' }).selectOption({ label });
    await this.save('Orientation and resolution');
  }

  /** Adds a timer (the next free slot) on between two times on the default days, and saves. */
  async addTimer(timeOn: string, timeOff: string): Promise<Locator> {
    const region = this.region('Timers');
    const before = await region.getByRole('group', { name: /^Timer \d$/ }).count();
    await region.getByRole('button', { name: 'Add timer' }).click();
    const timer = region.getByRole('group', { name: /^Timer \d$/ }).nth(before);
    await timer.getByLabel('On at').fill(timeOn);
    await timer.getByLabel('Off at').fill(timeOff);
    await this.save('Timers');
    return timer;
  }

  async removeTimer(number: number): Promise<void> {
    await this.timer(number)
      .getByRole('button', { name: `Remove timer ${number}` })
      .click();
    await this.save('Timers');
  }
}
