import { CustomersModel } from './models/customers.model';
import { LoginModel } from './models/login.model';
import { ShellModel } from './models/shell.model';
import { WorkgroupsModel } from './models/workgroups.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/**
 * Customers under resellers and people for every customer (issue 25), one walk: the super-admin puts a new Delegated
 * customer under Northwind; Northwind's administrator finds it on its own customers page (its Resellers item, the
 * Customers section), creates another on the Premium tariff plan (its edit form shows it), invites its administrator,
 * logs in as it from its row and adds a member to a workgroup of it, which a reseller acting as its customer may do.
 */
test.describe('customers under resellers', () => {
  test('Northwind sees the customer put under it, creates another, invites its admin and adds a workgroup member as it', async ({
    page,
    a11y,
    server,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const customers = new CustomersModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);

    // The super-admin: a Delegated customer needs its reseller, and the list names it.
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');
    await customers.goto();
    await customers.createDelegated('Umbrella Kiosks', 'Northwind Signage');
    await expect(page.getByRole('status').filter({ hasText: 'Customer Umbrella Kiosks created' })).toBeVisible();
    await expect(customers.row('Umbrella Kiosks')).toContainText('Delegated');
    await expect(customers.row('Umbrella Kiosks')).toContainText('Reseller: Northwind Signage');
    await expect(customers.row('Acme Retail').getByRole('cell').first()).toHaveText('Direct');
    await page.screenshot({ path: 'test-results/reseller-customers-superadmin.png', fullPage: true });
    await shell.logout();

    // Northwind's administrator: Resellers, then its Customers section.
    await login.expectShown();
    await login.signIn('reseller@screenplay.test');
    await shell.expectPage('Home');
    await shell.expectNavItems(['Billing', 'Resellers']);
    await shell.nav().getByRole('link', { name: 'Resellers' }).click();
    await expect(page.getByRole('region', { name: 'Northwind Signage', exact: true })).toBeVisible();
    await a11y.check();
    const sections = page.getByRole('navigation', { name: 'Reseller' });
    await sections.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL('/resellers/customers');
    await shell.expectPage('Customers');
    await expect(sections.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    await expect(shell.nav().getByRole('link', { name: 'Resellers' })).toHaveAttribute('aria-current', 'page');
    await customers.expectShown();
    await customers.expectTitles(['Globex Cafés', 'Umbrella Kiosks']);
    await expect(customers.row('Globex Cafés').getByText('Active')).toBeVisible();
    await expect(customers.row('Umbrella Kiosks').getByText('No valid licenses')).toBeVisible();
    await expect(customers.header('Type')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/reseller-customers-1280.png', fullPage: true });
    await page.setViewportSize({ width: 640, height: 860 });
    await expect(customers.table()).toBeVisible();
    await page.screenshot({ path: 'test-results/reseller-customers-narrow.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    await customers.search().fill('umb');
    await customers.expectTitles(['Umbrella Kiosks']);
    await customers.search().fill('');
    await customers.expectTitles(['Globex Cafés', 'Umbrella Kiosks']);

    // Another customer of its own, on the Premium plan (its edit form reads it back), and its administrator invited.
    await customers.createOwn('Initech Screens', [], 'Premium');
    await expect(page.getByRole('status').filter({ hasText: 'Customer Initech Screens created' })).toBeVisible();
    await customers.expectPlan('Initech Screens', 'Premium');
    await page.screenshot({ path: 'test-results/reseller-customers-plan.png', fullPage: true });
    await customers.editForm('Initech Screens').getByRole('button', { name: 'Cancel' }).click();
    const mailsBefore = server.mails().length;
    await customers.addAdministrator('Initech Screens', 'boss@initech.test');
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to boss@initech.test' })).toBeVisible();
    expect((await server.waitForMail('boss@initech.test', mailsBefore)).link).toContain('/auth/verify/');
    await expect(customers.row('Initech Screens')).toContainText('boss@initech.test');
    await page.screenshot({ path: 'test-results/reseller-customers-administrators.png', fullPage: true });

    // Logged in as it from its row: the customer's pages, Workgroups among them, and a member added.
    await customers.row('Initech Screens').getByRole('button', { name: 'Login As Initech Screens' }).click();
    await expect(page).toHaveURL('/');
    await shell.expectPage('Home');
    await shell.expectNavItems(['Screens', 'Scenes', 'Library', 'Workgroups']);
    await workgroups.openFromNav();
    await workgroups.create('Front desk');
    const invited = server.mails().length;
    await workgroups.invite('Front desk', 'mia@initech.test', 'Mia');
    await server.waitForMail('mia@initech.test', invited);
    await a11y.check();
    await page.screenshot({ path: 'test-results/reseller-customers-workgroup.png', fullPage: true });
  });
});
