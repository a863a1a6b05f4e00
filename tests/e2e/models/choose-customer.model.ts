import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** What a super-admin or reseller acting as no customer sees on a customer's page: why, and whom to log in as. */
export class ChooseCustomerModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly region = () => this.page.getByRole('region', { name: 'Choose a customer' });
  readonly customers = () => this.region().getByRole('list', { name: 'Login As' });
  readonly loginAsButton = (customer: string) =>
    this.customers().getByRole('button', { name: `Login As ${customer}`, exact: true });

  /** Asserts the explanation and the customers on offer, and checks accessibility. */
  async expectShown(customers: string[]): Promise<void> {
    await expect(this.region()).toBeVisible();
    await expect(this.region()).toContainText('Screens, scenes and the library belong to a customer.');
    await expect(this.customers().getByRole('button')).toHaveText(customers.map((name) => `Login As ${name}`));
    await this.a11y.check();
  }

  /** Logs in as a customer from the page. */
  async loginAs(customer: string): Promise<void> {
    await this.loginAsButton(customer).click();
  }
}
