import { CustomersModel } from './models/customers.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

test.describe('customer management', () => {
  test('a super-admin sorts and searches by keyboard, creates a customer with an administrator and adds licences', async ({
    page,
    a11y,
    server,
  }) => {
    const shell = new ShellModel(page, a11y);
    const customers = new CustomersModel(page, a11y);
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL('/customer-management');
    await shell.expectPage('Customers');
    await customers.expectShown();
    await customers.expectTitles(['Acme Retail', 'Globex Cafés']);
    await expect(customers.header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await customers.sortButton('Name').focus();
    await page.keyboard.press('Enter');
    await expect(customers.header('Name')).toHaveAttribute('aria-sort', 'descending');
    await customers.expectTitles(['Globex Cafés', 'Acme Retail']);
    await page.keyboard.press('Tab');
    await expect(customers.sortButton('Type')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(customers.header('Type')).toHaveAttribute('aria-sort', 'ascending');
    await expect(customers.header('Name')).toHaveAttribute('aria-sort', 'none');

    await customers.search().fill('glob');
    await customers.expectTitles(['Globex Cafés']);
    await customers.search().fill('nothing like it');
    await expect(page.getByText('No customer matches “nothing like it”')).toBeVisible();
    await customers.search().fill('');
    await expect(customers.rowTitles()).toHaveCount(2);

    const mailsBefore = server.mails().length;
    await customers.create('Initech', 'Direct', ['boss@initech.test']);
    await expect(page.getByRole('status').filter({ hasText: 'Customer Initech created' })).toBeVisible();
    await expect(customers.row('Initech')).toContainText('boss@initech.test');
    const invitation = await server.waitForMail('boss@initech.test', mailsBefore);
    expect(invitation.link).toContain('/auth/verify/');

    await customers.addLicences('Initech', 3);
    await expect(page.getByRole('status').filter({ hasText: 'Licenses added to Initech' })).toBeVisible();
    await expect(customers.licencesForm('Initech')).toContainText('3 licenses;');
    // The order is kept with its period: from today, 365 days (spec §9's default), in the list of orders.
    const day = (ms: number) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
    await expect(customers.licencesForm('Initech').getByRole('listitem')).toHaveText(
      `3 licenses from ${day(Date.now())} to ${day(Date.now() + 365 * 86_400_000)}: Valid`,
    );
    await page.screenshot({ path: 'test-results/customers-superadmin.png', fullPage: true });

    await page.reload();
    await customers.expectShown();
    await expect(customers.row('Initech').getByRole('cell').nth(3)).toContainText('3 valid');

    await customers.delete('Acme Retail');
    await expect(page.getByRole('alert').filter({ hasText: 'still has screens' })).toBeVisible();
    await page.screenshot({ path: 'test-results/customers-delete-refused.png', fullPage: true });
    await customers.delete('Initech');
    await expect(page.getByRole('status').filter({ hasText: 'Customer Initech deleted' })).toBeVisible();
    await expect(customers.row('Initech')).toHaveCount(0);
    await expect(customers.row('Acme Retail')).toHaveCount(1);

    // Resellers are a super-admin's too, reached from here.
    await expect(page.getByRole('link', { name: 'Resellers', exact: true })).toHaveAttribute('href', '/resellers');

    // 'Login As' from the list: the super-admin acts as the customer, at home, with the customer's pages.
    await customers.row('Globex Cafés').getByRole('button', { name: 'Login As Globex Cafés' }).click();
    await expect(page).toHaveURL('/');
    await shell.expectPage('Home');
    await expect(shell.nav().getByRole('link', { name: 'Scenes' })).toBeVisible();
    await expect(shell.nav().getByRole('link', { name: 'Customers' })).toHaveCount(0);
  });

  for (const email of ['reseller@screenplay.test', 'admin@acme.test']) {
    test(`${email} is not offered customer management`, async ({ page, a11y }) => {
      const shell = new ShellModel(page, a11y);
      await signInThroughApi(page, a11y, email);
      await shell.expectPage('Home');
      await expect(shell.nav().getByRole('link', { name: 'Customers' })).toHaveCount(0);
    });
  }
});
