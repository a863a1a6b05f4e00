import { pdfText } from '../support/pdfText';
import { BillingModel } from './models/billing.model';
import { InvoicesModel } from './models/invoices.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

test.describe('buying licences and invoices', () => {
  test('a direct admin buys 3 licences, opens the order, reads its PDF invoice back and pays an open invoice', async ({
    page,
    a11y,
  }) => {
    const billing = new BillingModel(page, a11y);
    const invoices = new InvoicesModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Billing' }).click();
    await billing.expectShown('invoices-billing');

    // Buy: 3 licences for a year at Acme's 12.00 (Standard), the price and VAT shown before buying.
    await invoices.buyButton().click();
    await invoices.expectDialog(invoices.buyDialog(), 'buy-dialog-open');
    await invoices.amount().fill('3');
    await expect(invoices.period()).toHaveValue('12');
    await expect(invoices.buyDialog()).toContainText('432.00 EUR');
    await expect(invoices.buyDialog()).toContainText('VAT 25%');
    await expect(invoices.buyDialog()).toContainText('108.00 EUR');
    await expect(invoices.buy()).toHaveText('Buy and pay 540.00 EUR');
    await invoices.shot('buy-dialog-quote');
    await invoices.buy().click();
    await expect(invoices.buyDialog()).toHaveCount(0);
    await expect(page.getByText(/^3 licences bought \(order LIC-/)).toBeVisible();
    // Billing's Licences section reads them at once: an order of 3, paid at once.
    await expect(page.getByRole('region', { name: 'Licences' })).toContainText('3 (paid at once)');

    // Listed, and opened from the list with its line and totals.
    const bought = invoices.openOrder(/^Open order LIC-/);
    await expect(bought).toBeVisible();
    const number = (await bought.textContent())?.trim() ?? '';
    await bought.click();
    await invoices.expectDialog(invoices.orderDialog(), 'order-dialog');
    await expect(invoices.orderDialog()).toHaveAccessibleName(`Order ${number}`);
    await expect(invoices.lines()).toContainText('Screen licences (Standard), 12 months, 365 days');
    await expect(invoices.lines()).toContainText('540.00 EUR');
    await expect(invoices.payNow()).toHaveCount(0);

    // The PDF invoice, its text read back.
    const { download, bytes } = await invoices.downloadInvoice();
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const text = pdfText(bytes);
    for (const expected of [
      'Screenplay',
      'Invoice',
      number,
      'Acme Retail',
      'Screen licences (Standard), 12 months, 365 days',
      '144.00 EUR',
      'VAT 25%',
      '108.00 EUR',
      '540.00 EUR',
      'Paid',
    ])
      expect(text, expected).toContain(expected);
    await invoices.close().click();
    await expect(invoices.orderDialog()).toHaveCount(0);

    // The demo's open invoice: Pay now charges Acme's card.
    await invoices.openOrder('INV-DEMO-ACME-0001').click();
    await invoices.expectDialog(invoices.orderDialog(), 'open-invoice');
    await expect(invoices.orderDialog()).toContainText('Open');
    await expect(invoices.orderDialog()).toContainText('Due date');
    await invoices.payNow().click();
    await expect(invoices.payNow()).toHaveCount(0);
    await expect(invoices.orderDialog().getByText('Paid', { exact: true })).toBeVisible();
    await invoices.shot('invoice-paid');
    await page.keyboard.press('Escape');
    await expect(invoices.orders().getByRole('row', { name: /INV-DEMO-ACME-0001/ })).toContainText('Paid');
  });
});
