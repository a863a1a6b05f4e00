import { CustomersModel } from './models/customers.model';
import { LICENCE_SHOTS, LicencesModel } from './models/licences.model';
import { LoginModel } from './models/login.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';
import { signInThroughApi } from './support/session';

/**
 * Acme Retail's licences of the year (8, seedLicences.ts) ended two days ago: 2 are left, ending within 30 days, for
 * its 5 paid demo screens. Arranged in the test's own copy before its server starts.
 */
const lapsed = test.extend({
  server: async ({ engine }, use) => {
    const server = await startServer({
      engine,
      sql: `
      UPDATE licence_orders SET starts_at = now() - interval '367 days', ends_at = now() - interval '2 days'
       WHERE amount = 8 AND customer_id = (SELECT id FROM customers WHERE title = 'Acme Retail');`,
    });
    await use(server);
    await server.stop();
  },
});

const day = (ms: number) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(ms);

lapsed(
  'an expired licence order stops counting: the customer is warned, Billing lists it, max screens is set',
  async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const licences = new LicencesModel(page, a11y);
    const customers = new CustomersModel(page, a11y);

    // Acme's administrator: 3 of its 5 screens are over the 2 licences left; they keep playing.
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Screens' }).click();
    await expect(page).toHaveURL('/screens');
    await licences.expectWarning('screens-over-licences');
    await expect(licences.warning()).toContainText(
      '3 screens are over your valid licences: they keep playing, but no screen can be added.',
    );
    await expect(licences.warning()).toContainText(`Licences ended on ${day(Date.now() - 2 * 86_400_000)}.`);
    await expect(licences.warning()).toContainText('2 of your licences end within 30 days, the first on');
    await expect(page.getByRole('listitem').filter({ hasText: 'Leeds – Market Street window' })).toHaveCount(1);

    // The way forward: Billing, where the expired order is listed with the others.
    await licences.warning().getByRole('link', { name: 'Buy licences in Billing' }).click();
    await expect(page).toHaveURL('/billing');
    await expect(licences.orders()).toBeVisible();
    await expect(licences.section()).toContainText('2 licences valid now for 5 paid screens (5 screens in all).');
    await expect(licences.orderRow('8', 'Expired')).toHaveCount(1);
    await expect(licences.orderRow('2', 'Expiring within 30 days')).toHaveCount(1);
    await expect(licences.orderRow('3', 'Expired')).toHaveCount(1);
    await expect(licences.section().getByRole('note', { name: 'Licence warning' })).toContainText('3 screens are over');
    await licences.expectWarning('billing-licences');

    // The super-admin sets Acme's maximum in its Licenses panel: not below its 5 screens, then 8.
    await shell.logout();
    await login.expectShown();
    await login.signIn('superadmin@screenplay.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Customers' }).click();
    await customers.expectShown();
    await page.getByRole('button', { name: 'Licenses of Acme Retail' }).click();
    const panel = customers.licencesForm('Acme Retail');
    await expect(panel).toContainText('2 licenses; at most 10 screens. 5 screens in use.');
    await expect(panel.getByRole('listitem').filter({ hasText: ': Expired' })).toHaveCount(2);
    const maximum = page.getByRole('form', { name: 'Max screens of Acme Retail' });
    const field = maximum.getByRole('spinbutton', { name: 'Max screens (0: no maximum)' });
    await field.fill('4');
    await maximum.getByRole('button', { name: 'Save max screens' }).click();
    await expect(maximum).toContainText(
      'The maximum cannot be below the screens the customer has: remove screens first',
    );
    await a11y.check();
    await page.screenshot({ path: `${LICENCE_SHOTS}/max-screens-refused.png`, fullPage: true });
    await field.fill('8');
    await maximum.getByRole('button', { name: 'Save max screens' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Max screens of Acme Retail saved' })).toBeVisible();
    await expect(customers.licencesForm('Acme Retail')).toContainText('2 licenses; at most 8 screens.');
    await page.screenshot({ path: `${LICENCE_SHOTS}/max-screens-saved.png`, fullPage: true });
  },
);
