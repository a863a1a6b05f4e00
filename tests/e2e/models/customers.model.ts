import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/**
 * The customers list: the super-admin's `/customer-management` and a reseller's `/resellers/customers` show the same
 * table, forms and confirmation.
 */
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

  readonly administratorsPanel = (title: string) =>
    this.page.getByRole('region', { name: `Administrators of ${title}` });

  /**
   * A super-admin creates a Delegated customer under `reseller`: the form refuses it without a reseller first (the
   * message under the picker, checked with axe), then takes the one picked.
   */
  async createDelegated(title: string, reseller: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add customer' }).click();
    const form = this.createForm();
    await form.getByRole('textbox', { name: 'Name' }).fill(title);
    await form.getByRole('radio', { name: 'Delegated' }).check();
    await form.getByRole('button', { name: 'Create customer' }).click();
    await expect(form.getByRole('alert')).toHaveText('A Delegated customer needs a reseller');
    await this.a11y.check();
    await form.getByRole('combobox', { name: 'Reseller' }).selectOption({ label: reseller });
    await form.getByRole('button', { name: 'Create customer' }).click();
    await expect(form).toHaveCount(0);
  }

  readonly editForm = (title: string) => this.page.getByRole('form', { name: `Edit ${title}` });
  readonly tariffPlan = (form: ReturnType<Page['getByRole']>) => form.getByRole('combobox', { name: 'Tariff plan' });

  /**
   * A reseller creates a customer of its own (Delegated, no type to choose), with administrators' e-mails and, given
   * `plan`, on that tariff plan (else the default).
   */
  async createOwn(title: string, administrators: string[] = [], plan?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add customer' }).click();
    const form = this.createForm();
    await expect(form.getByRole('radio')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Name' }).fill(title);
    await form.getByRole('textbox', { name: 'Administrators' }).fill(administrators.join('\n'));
    if (plan) {
      await expect(this.tariffPlan(form)).toBeEnabled();
      await this.tariffPlan(form).selectOption({ label: plan });
    }
    await this.a11y.check();
    await form.getByRole('button', { name: 'Create customer' }).click();
    await expect(form).toHaveCount(0);
  }

  /** Opens a customer's edit form and waits for its tariff plan to be read; asserts the plan shown, checks axe. */
  async expectPlan(title: string, plan: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ${title}` }).click();
    const select = this.tariffPlan(this.editForm(title));
    await expect(select).toBeEnabled();
    await expect(select.locator('option:checked')).toHaveText(plan);
    await this.a11y.check();
  }

  /** Invites one more administrator through the customer's Administrators panel; it is listed there. */
  async addAdministrator(title: string, email: string): Promise<void> {
    await this.page.getByRole('button', { name: `Administrators of ${title}` }).click();
    const panel = this.administratorsPanel(title);
    await panel.getByRole('textbox', { name: /E-mail address/ }).fill(email);
    await panel.getByRole('button', { name: 'Add administrator' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: email })).toBeVisible();
    await this.a11y.check();
  }
}
