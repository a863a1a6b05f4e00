import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Where the resellers tests keep their screenshots. */
const SHOTS = 'test-results/resellers';

/** The resellers page (`/resellers`): the super-admin's table, a reseller's panel, its forms and confirmations. */
export class ResellersModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly table = () => this.page.getByRole('table', { name: 'Resellers' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search resellers' });
  readonly header = (name: string) => this.table().getByRole('columnheader', { name });
  readonly sortButton = (name: string) => this.header(name).getByRole('button', { name });
  readonly rowTitles = () => this.table().getByRole('rowheader');
  readonly row = (title: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  readonly addButton = () => this.page.getByRole('button', { name: 'Add reseller' });
  readonly createForm = () => this.page.getByRole('form', { name: 'New reseller' });
  /** One reseller's panel: its details, administrators and prices. */
  readonly panel = (title: string) => this.page.getByRole('region', { name: title, exact: true });
  readonly administrators = (title: string) =>
    this.panel(title).getByRole('table', { name: `Administrators of ${title}` });
  readonly addAdminForm = (title: string) => this.panel(title).getByRole('form', { name: 'Add administrator' });
  readonly planPrices = (title: string) => this.panel(title).getByRole('table', { name: 'Prices per tariff plan' });
  readonly customerPrices = (title: string) => this.panel(title).getByRole('table', { name: 'Prices per customer' });
  readonly toast = (text: string) => this.page.getByRole('status').filter({ hasText: text });

  /** Waits for the super-admin's table and checks accessibility. */
  async expectTable(): Promise<void> {
    await expect(this.table()).toBeVisible();
    await this.a11y.check();
  }

  /** Waits for a reseller's panel and checks accessibility. */
  async expectPanel(title: string): Promise<void> {
    await expect(this.panel(title)).toBeVisible();
    await this.a11y.check();
  }

  /** Saves a full-page screenshot under test-results/resellers/. */
  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }

  /** Adds a reseller through the form (super-admin). */
  async create(title: string, email: string, phone: string): Promise<void> {
    await this.addButton().click();
    const form = this.createForm();
    await form.getByRole('textbox', { name: 'Name' }).fill(title);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await this.a11y.check();
    await this.shot('add-reseller-form');
    await form.getByRole('button', { name: 'Create reseller' }).click();
    await expect(form).toHaveCount(0);
  }

  /** Fills and sends the Add administrator form of a reseller. */
  async addAdministrator(reseller: string, name: string, email: string): Promise<void> {
    const form = this.addAdminForm(reseller);
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: 'Add administrator' }).click();
  }

  /** Sets a price through a price form: `customer` picks the per-customer form. */
  async setPrice(reseller: string, plan: string, price: string, customer?: string): Promise<void> {
    const name = customer ? 'Set customer price' : 'Set price';
    const form = this.panel(reseller).getByRole('form', { name });
    if (customer) await form.getByRole('combobox', { name: 'Customer' }).selectOption({ label: customer });
    await form.getByRole('combobox', { name: 'Tariff plan' }).selectOption({ label: plan });
    await form.getByRole('textbox', { name: /^Price/ }).fill(price);
    await form.getByRole('button', { name }).click();
  }

  /** The confirmation dialog whose message starts with `text`; checks accessibility once it shows. */
  async confirm(text: string, button: string): Promise<void> {
    const dialog = this.page.getByRole('alertdialog', { name: text });
    await expect(dialog).toBeVisible();
    await this.a11y.check();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** Asks to delete a reseller from its row and confirms (super-admin). */
  async delete(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
    await this.confirm(`Delete ${title}?`, 'Delete');
  }

  /** A price table's row holding all of `cells`, in order. */
  priceRow(table: Locator, cells: string[]): Locator {
    return table.getByRole('row', { name: cells.join(' '), exact: true });
  }
}
