import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** The customer management page (`/customer-management`): the customers table, its forms and confirmation. */
export class CustomersModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly table = () => this.page.getByRole('table', { name: 'Customers' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search customers' });
  readonly header = (name: string) => this.table().getByRole('columnheader', { name });
  readonly sortButton = (name: string) => this.header(name).getByRole('button', { name });
  readonly rowTitles = () => this.table().getByRole('rowheader');
  readonly row = (title: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  readonly createForm = () => this.page.getByRole('form', { name: 'New customer' });
  readonly licencesForm = (title: string) => this.page.getByRole('form', { name: `Licenses of ${title}` });

  /** Opens the page by its address and waits for the table; checks accessibility. */
  async goto(): Promise<void> {
    await this.page.goto('/customer-management');
    await this.expectShown();
  }

  /** Waits for the table and checks accessibility. */
  async expectShown(): Promise<void> {
    await expect(this.table()).toBeVisible();
    await this.a11y.check();
  }

  /** Asserts the customers' names in the table's order. */
  async expectTitles(titles: string[]): Promise<void> {
    await expect(this.rowTitles()).toHaveText(titles);
  }

  /** Creates a customer through the form: name, type and administrators' e-mails. */
  async create(title: string, type: 'Direct' | 'Delegated', administrators: string[]): Promise<void> {
    await this.page.getByRole('button', { name: 'Add customer' }).click();
    const form = this.createForm();
    await form.getByRole('textbox', { name: 'Name' }).fill(title);
    await form.getByRole('radio', { name: type }).check();
    await form.getByRole('textbox', { name: 'Administrators' }).fill(administrators.join('\n'));
    await this.a11y.check();
    await form.getByRole('button', { name: 'Create customer' }).click();
    await expect(form).toHaveCount(0);
  }

  /** Adds `amount` licences to a customer through its Licenses form. */
  async addLicences(title: string, amount: number): Promise<void> {
    await this.page.getByRole('button', { name: `Licenses of ${title}` }).click();
    const form = this.licencesForm(title);
    await form.getByRole('spinbutton', { name: 'Number of licenses' }).fill(String(amount));
    await form.getByRole('button', { name: 'Add licenses' }).click();
  }

  /** Asks to delete a customer and confirms in the dialog that says what deleting removes. */
  async delete(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = this.page.getByRole('alertdialog', { name: `Delete ${title}? This removes its users` });
    await expect(dialog).toBeVisible();
    await this.a11y.check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
}
