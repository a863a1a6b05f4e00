import { ResellersModel } from './models/resellers.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

test.describe('resellers', () => {
  test('a reseller adds an administrator and a price', async ({ page, a11y, server }) => {
    const shell = new ShellModel(page, a11y);
    const resellers = new ResellersModel(page, a11y);
    await signInThroughApi(page, a11y, 'reseller@screenplay.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Resellers' }).click();
    await expect(page).toHaveURL('/resellers');
    await shell.expectPage('Resellers');
    // Its own reseller opens directly; adding or deleting resellers is not offered.
    await resellers.expectPanel('Northwind Signage');
    await expect(resellers.table()).toHaveCount(0);
    await expect(resellers.addButton()).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(resellers.administrators('Northwind Signage').getByRole('rowheader')).toHaveText([
      'Nora Northwind (you)',
    ]);
    await expect(page.getByRole('button', { name: 'Remove Nora Northwind' })).toHaveCount(0);
    await resellers.shot('reseller-own');

    const mailsBefore = server.mails().length;
    await resellers.addAdministrator('Northwind Signage', 'Rita', 'rita@northwind.test');
    await expect(resellers.toast('Invitation sent to rita@northwind.test')).toBeVisible();
    const rita = resellers.administrators('Northwind Signage').getByRole('row', { name: /^Rita / });
    await expect(rita).toContainText('Invited, not verified yet');
    expect((await server.waitForMail('rita@northwind.test', mailsBefore)).link).toContain('/auth/verify/');

    await resellers.addAdministrator('Northwind Signage', 'Nora again', 'reseller@screenplay.test');
    const form = resellers.addAdminForm('Northwind Signage');
    await expect(form.getByText('admin with email reseller@screenplay.test - already exist')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await a11y.check();
    await resellers.shot('reseller-admin-email-taken');

    await resellers.setPrice('Northwind Signage', 'Premium', '12.5');
    await expect(resellers.toast('Price of Premium set to 12.50')).toBeVisible();
    await expect(resellers.priceRow(resellers.planPrices('Northwind Signage'), ['Premium', '12.50'])).toBeVisible();
    await resellers.setPrice('Northwind Signage', 'Standard', '1.005');
    await expect(
      page
        .getByRole('form', { name: 'Set price' })
        .getByText('Enter a price from 0 to 99999999.99 with at most 2 decimals'),
    ).toBeVisible();
    await a11y.check();
    await resellers.setPrice('Northwind Signage', 'Standard', '9', 'Globex Cafés');
    await expect(resellers.toast('Price of Standard for Globex Cafés set to 9.00')).toBeVisible();
    await expect(
      resellers.priceRow(resellers.customerPrices('Northwind Signage'), ['Globex Cafés', 'Standard', '9.00']),
    ).toBeVisible();
    await resellers.shot('reseller-prices');

    // Removing by keyboard: the row's button is reached with Tab and pressed with Enter, then confirmed.
    await page.getByRole('button', { name: 'Remove Rita' }).focus();
    await page.keyboard.press('Enter');
    await resellers.shot('reseller-remove-confirm');
    await resellers.confirm('Remove Rita (rita@northwind.test)', 'Remove');
    await expect(resellers.toast('Rita removed')).toBeVisible();
    await expect(rita).toHaveCount(0);

    await page.reload();
    await resellers.expectPanel('Northwind Signage');
    await expect(resellers.priceRow(resellers.planPrices('Northwind Signage'), ['Premium', '12.50'])).toBeVisible();
  });

  test('a super-admin sorts by keyboard, adds a reseller and deletes it, and may not delete one with customers', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const resellers = new ResellersModel(page, a11y);
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');
    await page.goto('/resellers');
    await shell.expectPage('Resellers');
    await resellers.expectTable();
    await expect(resellers.rowTitles()).toHaveText(['Northwind Signage']);

    await resellers.create('Contoso Screens', 'hello@contoso.test', '+44 20 7946 0002');
    await expect(resellers.toast('Reseller Contoso Screens created')).toBeVisible();
    await expect(resellers.rowTitles()).toHaveText(['Contoso Screens', 'Northwind Signage']);
    await resellers.expectPanel('Contoso Screens');
    await expect(resellers.panel('Contoso Screens').getByText('No administrators yet')).toBeVisible();
    await resellers.shot('superadmin-added');

    // Its billing details: paying by invoice asks for the postal code (spec §5), then they are kept.
    const billing = resellers
      .panel('Contoso Screens')
      .getByRole('form', { name: 'Billing details of Contoso Screens' });
    await expect(resellers.panel('Contoso Screens').getByText('The reseller has not yet accepted')).toBeVisible();
    await billing.getByRole('combobox', { name: 'Payment type' }).selectOption({ label: 'Invoice' });
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(billing.getByText('A postal code is required')).toBeVisible();
    await a11y.check();
    await billing.getByRole('textbox', { name: 'Postal code' }).fill('0150');
    await billing.getByRole('textbox', { name: 'Finance tag' }).fill('RES-7');
    await billing.getByRole('button', { name: 'Save billing details' }).click();
    await expect(resellers.toast('Billing details of Contoso Screens saved')).toBeVisible();
    await expect(billing.getByText('A postal code is required')).toHaveCount(0);
    await resellers.shot('superadmin-billing-details');

    await expect(resellers.header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await resellers.sortButton('Name').focus();
    await page.keyboard.press('Enter');
    await expect(resellers.header('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(resellers.rowTitles()).toHaveText(['Northwind Signage', 'Contoso Screens']);
    await page.keyboard.press('Tab');
    await expect(resellers.sortButton('E-mail')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(resellers.header('E-mail')).toHaveAttribute('aria-sort', 'ascending');
    await expect(resellers.header('Name')).toHaveAttribute('aria-sort', 'none');
    await expect(resellers.rowTitles()).toHaveText(['Contoso Screens', 'Northwind Signage']);

    await resellers.search().fill('northwind');
    await expect(resellers.rowTitles()).toHaveText(['Northwind Signage']);
    await resellers.search().fill('');

    await resellers.delete('Northwind Signage');
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be deleted' })).toBeVisible();
    await a11y.check();
    await resellers.shot('superadmin-delete-refused');
    await resellers.delete('Contoso Screens');
    await expect(resellers.toast('Reseller Contoso Screens deleted')).toBeVisible();
    await expect(resellers.rowTitles()).toHaveText(['Northwind Signage']);
    await expect(resellers.panel('Contoso Screens')).toHaveCount(0);
  });
});
