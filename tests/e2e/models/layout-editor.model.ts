import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** The layout editor (`/library/create_layout`, `/library/create_layout/:id`, `/library/edit_layout/:id`) and its size chooser. */
export class LayoutEditorModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly canvas = () => this.page.getByRole('listbox', { name: 'Layout canvas' });
  readonly section = (name: string) => this.canvas().getByRole('option', { name, exact: true });
  readonly sections = () => this.canvas().getByRole('option');
  readonly sectionList = () => this.page.getByRole('region', { name: 'Sections' });
  readonly name = () => this.page.getByRole('textbox', { name: 'Layout name' });
  readonly breadcrumbs = () => this.page.getByRole('navigation', { name: 'Where this layout is' });
  readonly preview = () =>
    this.page.locator('[data-scope="layout-editor"][data-part="properties"] [data-scope="layout-preview"]');

  /** Opens the size chooser of a new layout and checks it. */
  async gotoSizeChooser(): Promise<void> {
    await this.page.goto('/library/create_layout');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Choose the size of the new layout' })).toBeVisible();
    await this.a11y.check();
  }

  /** Picks one of the preset sizes, e.g. `1920 × 1080`. */
  async choosePreset(size: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${size}`) }).click();
  }

  /** Asserts the editor shows a layout under its title ('New layout' or 'Edit layout <name>') and checks its accessibility. */
  async expectShown(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(this.canvas()).toBeVisible();
    await this.a11y.check();
  }

  /** Clicks a tool button by its name. */
  async tool(name: string): Promise<void> {
    await this.page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name, exact: true }).click();
  }

  /** Renames the layout through its name field. */
  async rename(name: string): Promise<void> {
    await this.name().fill(name);
    await this.name().press('Enter');
    // The name is committed when the field shows it trimmed (the title names it too while editing a saved layout).
    await expect(this.name()).toHaveValue(name.trim());
  }

  /** Saves the layout. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save layout' }).click();
  }

  /** Reads the product API as the signed-in user (the page's bearer token). */
  async apiGet<T>(path: string): Promise<T> {
    const token = await this.page.evaluate(() => window.localStorage.getItem('accessToken'));
    const response = await this.page.request.get(`/api/v1/${path}`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }
}
