import { expect, type Download, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Where the invoices tests keep their screenshots. */
const SHOTS = 'test-results/invoices';

/**
 * Buying licences and orders as documents on the billing page (issue 25): the Buy licences dialog, an order opened
 * from the orders list, its PDF invoice and Pay now.
 */
export class InvoicesModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly buyButton = () => this.page.getByRole('button', { name: 'Buy licences', exact: true });
  readonly buyDialog = () => this.page.getByRole('dialog', { name: 'Buy licences' });
  readonly amount = () => this.buyDialog().getByRole('spinbutton', { name: 'Number of licences' });
  readonly period = () => this.buyDialog().getByRole('combobox', { name: 'Period' });
  readonly buy = () => this.buyDialog().getByRole('button', { name: /^Buy and pay / });
  readonly orders = () => this.page.getByRole('table', { name: 'Orders', exact: true });
  readonly openOrder = (number: string | RegExp) =>
    this.orders().getByRole('button', { name: typeof number === 'string' ? `Open order ${number}` : number });
  readonly orderDialog = () => this.page.getByRole('dialog', { name: /^Order / });
  readonly lines = () => this.orderDialog().getByRole('table', { name: 'Order lines' });
  readonly download = () => this.orderDialog().getByRole('button', { name: 'Download invoice (PDF)' });
  readonly payNow = () => this.orderDialog().getByRole('button', { name: 'Pay now' });
  readonly close = () => this.orderDialog().getByRole('button', { name: 'Close' });

  /** Waits for a dialog, checks its accessibility and keeps a screenshot. */
  async expectDialog(dialog: ReturnType<Page['getByRole']>, shot: string): Promise<void> {
    await expect(dialog).toBeVisible();
    await this.a11y.check();
    // The viewport: a modal dialog stands over what is in view, not over the whole page.
    await this.page.screenshot({ path: `${SHOTS}/${shot}.png` });
  }

  /** Clicks Download invoice (PDF) and answers the file the browser saved. */
  async downloadInvoice(): Promise<{ download: Download; bytes: Uint8Array }> {
    const saving = this.page.waitForEvent('download');
    await this.download().click();
    const download = await saving;
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    return { download, bytes: new Uint8Array(await readFile(path)) };
  }

  /** Keeps a screenshot of the viewport as it is. */
  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${SHOTS}/${name}.png` });
  }
}
