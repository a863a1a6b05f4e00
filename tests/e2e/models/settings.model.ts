import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Where the settings tests keep their screenshots. */
const SHOTS = 'test-results/settings';

/** The settings page (`/settings`): the tenant's settings form and a reseller's brand editor. */
export class SettingsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly form = () => this.page.getByRole('form', { name: 'Organisation' });
  readonly brand = () => this.page.getByRole('form', { name: 'Brand' });
  readonly name = () => this.form().getByRole('textbox', { name: /^(Organisation|Reseller) name/ });
  readonly zoneSearch = () => this.form().getByRole('searchbox', { name: 'Search time zones' });
  readonly zone = () => this.form().getByRole('combobox', { name: 'Time zone of new screens' });
  readonly locale = () => this.form().getByRole('combobox', { name: 'Date format' });
  readonly localePreview = () => this.form().locator('output[data-part="locale-preview"]');
  readonly productName = () => this.brand().getByRole('textbox', { name: 'Product name' });
  readonly hex = (role: string) => this.brand().getByRole('textbox', { name: `${role} (hex)` });
  readonly contrastWarning = () => this.brand().getByRole('alert').filter({ hasText: 'hard to read' });
  readonly saveBrand = () => this.brand().getByRole('button', { name: 'Save brand' });
  readonly logoInput = () => this.brand().getByLabel('Upload logo');
  readonly logoPreview = (productName: string) =>
    this.brand()
      .getByRole('group', { name: 'Logo' })
      .getByRole('img', { name: `${productName} logo` });
  readonly toast = (text: string) => this.page.getByRole('status').filter({ hasText: text });

  /** Opens `/settings` from the home page's link and checks accessibility. */
  async openFromHome(): Promise<void> {
    await this.page.getByRole('link', { name: /^Settings/ }).click();
    await expect(this.page).toHaveURL('/settings');
    await expect(this.form()).toBeVisible();
    await this.a11y.check();
  }

  /** Types a brand's colours into the hex fields (by their labels). */
  async setColours(colours: Record<string, string>): Promise<void> {
    for (const [role, value] of Object.entries(colours)) await this.hex(role).fill(value);
  }

  /** Saves a full-page screenshot under test-results/settings/. */
  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

/** The computed value of a CSS property of the first element `selector` matches. */
export async function computedStyle(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}
