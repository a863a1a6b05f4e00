import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** A screen's week view (issue 12): day columns, scene blocks with their reason on focus or hover, now, the zone. */
export class WeekViewModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
    /** The view's heading ('Week schedule', or 'Week schedule: <screen>' in the assignment dialog's screens mode). */
    private readonly title = 'Week schedule',
  ) {}

  readonly region = () => this.page.getByRole('region', { name: this.title, exact: true });
  /** A block by its accessible name, e.g. 'Lobby loop, Monday 09:00–16:59'. */
  readonly block = (name: string) => this.region().getByRole('button', { name, exact: true });
  readonly blocks = () => this.region().locator('[data-part="block-button"]');
  readonly now = () => this.region().getByRole('img', { name: /^Now, \d\d:\d\d$/ });
  readonly range = () => this.region().locator('[data-part="range"]');
  readonly button = (name: 'Previous week' | 'This week' | 'Next week') =>
    this.region().getByRole('button', { name, exact: true });

  /** Asserts the week is shown in the screen's zone with its blocks loaded, and checks the page with axe. */
  async expectShown(zone: string): Promise<void> {
    await expect(this.region()).toBeVisible();
    await expect(this.region().getByText(`Times in ${zone}`, { exact: true })).toBeVisible();
    await expect(this.blocks().first()).toBeVisible();
    await this.a11y.check();
  }

  /** The tooltip that describes a block (its `aria-describedby`). */
  async tooltipOf(block: Locator): Promise<Locator> {
    const id = await block.getAttribute('aria-describedby');
    return this.page.locator(`[id="${id}"]`);
  }
}
