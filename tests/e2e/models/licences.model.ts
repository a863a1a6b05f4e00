import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Where the licence tests keep their screenshots. */
export const LICENCE_SHOTS = 'test-results/licences';

/**
 * Licences with a lifetime (issue 25) as a customer meets them: the warning on Screens and Billing, and Billing's
 * Licences section with its orders.
 */
export class LicencesModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly warning = () => this.page.getByRole('note', { name: 'Licence warning' });
  readonly section = () => this.page.getByRole('region', { name: 'Licences', exact: true });
  readonly orders = () => this.section().getByRole('table', { name: 'Licence orders' });
  /** The order rows whose cells read `cells` (amount, from, until, left, state, recorded by), in part. */
  readonly orderRow = (amount: string, state: string) =>
    this.orders()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: amount, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: state, exact: true }) });

  /** Waits for the warning, checks the page's accessibility and keeps a screenshot. */
  async expectWarning(shot: string): Promise<void> {
    await expect(this.warning()).toBeVisible();
    await this.a11y.check();
    await this.page.screenshot({ path: `${LICENCE_SHOTS}/${shot}.png`, fullPage: true });
  }
}
