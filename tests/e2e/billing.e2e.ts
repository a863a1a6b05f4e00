import { BillingModel, GreetingModel, createDirectCustomer } from './models/billing.model';
import { LoginModel } from './models/login.model';
import { ResetPasswordModel } from './models/reset-password.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** The licence cost the page must show for a net price: price plus 25% VAT (spec §9 default), 2 decimals. */
const withVat = (price: number) => (Math.round(price * 125) / 100).toFixed(2);

test.describe('billing and the greeting popup', () => {
  test('a new tenant meets the greeting, cannot proceed until both consents are ticked, and Card opens billing', async ({
    page,
    a11y,
    server,
    request,
  }) => {
    const reset = new ResetPasswordModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const greeting = new GreetingModel(page, a11y);
    const billing = new BillingModel(page, a11y);

    const mailsBefore = server.mails().length;
    await createDirectCustomer(request, server.url, 'Initech', 'boss@initech.test');
    const invitation = await server.waitForMail('boss@initech.test', mailsBefore);
    // The invitation link: verify the e-mail and choose a password, which signs the new administrator in.
    const link = new URL(invitation.link);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Verify email and set a password' })).toBeVisible();
    await a11y.check();
    await reset.setPassword('initech-secret-1');
    await expect(page).toHaveURL('/');

    await greeting.expectShown('greeting-new-tenant');
    await expect(greeting.dialog()).toContainText('Your account is billed by Screenplay directly');
    await expect(greeting.dialog().getByRole('link', { name: /terms of use/ })).toHaveAttribute(
      'href',
      '/legal/terms.html',
    );
    await expect(greeting.proceed()).toBeDisabled();
    // Modal: Tab cycles inside the popup and never reaches the page behind it.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await greeting.dialog().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await greeting.choice('Card').check();
    await greeting.terms().check();
    await expect(greeting.proceed()).toBeDisabled();
    // A consent gate: Escape leaves it open, and the page behind takes no focus.
    await page.keyboard.press('Escape');
    await expect(greeting.dialog()).toBeVisible();
    await greeting.agreement().check();
    await expect(greeting.proceed()).toBeEnabled();
    await greeting.terms().uncheck();
    await expect(greeting.proceed()).toBeDisabled();
    await greeting.terms().check();
    await greeting.proceed().click();

    await expect(page).toHaveURL('/billing?type=Card');
    await expect(greeting.dialog()).toHaveCount(0);
    await billing.expectShown('billing-after-greeting');
    await expect(billing.paymentType('Card')).toBeChecked();
    await expect(billing.addCard()).toBeFocused();

    // The licence cost with VAT: the tenant's price item (GET items) plus 25%, with 2 decimals.
    const own = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const items = await request.get(new URL('/api/v1/items', server.url).href, {
      headers: { Authorization: `Bearer ${own}` },
    });
    const [item] = ((await items.json()) as { data: { price: number; currency: string }[] }).data;
    expect(item).toBeDefined();
    await expect(billing.cost()).toContainText(`${withVat(item?.price ?? 0)} ${item?.currency} incl. 25% VAT`);
    await expect(billing.cost()).toContainText(`0.00 ${item?.currency}`);

    // Accepted once: reloading shows no greeting.
    await page.reload();
    await billing.expectShown('billing-reloaded');
    await expect(greeting.dialog()).toHaveCount(0);
    await shell.expectPage('Billing');
  });

  test('test mode is labelled; a declined test card shows the dash list, a good one is listed', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const billing = new BillingModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL('/billing');
    await billing.expectShown('billing-acme');
    await expect(billing.testMode()).toContainText('4242424242424242');
    await expect(billing.testMode()).toContainText('4000000000000002');
    await expect(billing.methods()).toContainText('Visa •••• 4242');
    await expect(billing.orders().getByRole('rowheader', { name: 'INV-DEMO-ACME-0001' })).toBeVisible();
    await expect(billing.subscriptions().getByRole('row')).not.toHaveCount(0);

    await billing.addCard().click();
    await expect(billing.cardDialog()).toBeVisible();
    await expect(billing.cardDialog().getByRole('textbox', { name: 'Test card number' })).toBeFocused();
    await a11y.check();
    await billing.submitTestCard('4000000000000002');
    await expect(billing.cardDialog().getByRole('alert')).toHaveText('- Your card was declined.');
    await billing.shot('billing-card-declined');
    await billing.submitTestCard('4242424242424242');
    await expect(billing.cardDialog()).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Card .* added/ })).toBeVisible();
    await expect(billing.methods().getByRole('listitem')).toHaveCount(2);
    await expect(billing.addCard()).toBeFocused();
    await billing.shot('billing-card-added');

    // Acme has a postal code, so it may pay by invoice; the offer goes once the method is there.
    await page.getByRole('button', { name: 'Pay by invoice' }).click();
    await expect(
      billing.methods().getByRole('listitem').filter({ hasText: 'Invoice, due within 14 days' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by invoice' })).toHaveCount(0);

    // Terminate asks first; the terminated method leaves the list.
    await page.getByRole('button', { name: 'Terminate Invoice' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Terminate Invoice? It will no longer be charged.');
    await a11y.check();
    await confirm.getByRole('button', { name: 'Terminate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invoice terminated' })).toBeVisible();
    await expect(billing.methods().getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Pay by invoice' })).toBeVisible();
  });

  test('a super-admin acting as no customer sees every tenant’s orders; a reseller its rewards', async ({
    page,
    a11y,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const billing = new BillingModel(page, a11y);
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');
    await shell.nav().getByRole('link', { name: 'Billing' }).click();
    await expect(billing.allOrders()).toBeVisible();
    await expect(billing.allOrders()).toContainText('Acme Retail');
    await expect(page.getByRole('region', { name: 'Payment methods' })).toHaveCount(0);
    await shell.expectPage('Billing');
    await billing.shot('billing-super-admin');

    await shell.logout();
    await login.expectShown();
    await login.signIn('reseller@screenplay.test');
    await expect(shell.nav().getByRole('link', { name: 'Billing' })).toBeVisible();
    await shell.nav().getByRole('link', { name: 'Billing' }).click();
    await billing.expectShown('billing-reseller');
    await expect(billing.rewards()).toContainText('Globex Cafés');
  });
});
