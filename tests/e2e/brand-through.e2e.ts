import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_BRAND_COLOURS, PRODUCT_NAME_MAX_LENGTH } from '@screenplay/core/tenant';
import { apiToken, openPlayer } from './models/player.model';
import { ResetPasswordModel } from './models/reset-password.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';

/**
 * Issue 25, a brand all the way through: Northwind Signage (the demo reseller) names its product with 32 characters.
 * A new delegated customer's admin meets the greeting in that brand (its product name, Northwind named with its
 * e-mail link); the side navigation shows the whole name, open and folded, at 32 characters and at core's longest
 * product name; the top bar shows the role as words; a web player paired to a Northwind customer is titled with
 * the brand.
 */

const SHOTS = '/tmp/shots/brand-through';
const NAME_32 = 'Northwind Digital Signage Studio';
const LONGEST = 'Northwind Digital Signage Studio Premium';

/** `path` on the API with a bearer token, failing the test on an error answer. */
async function api<T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const answer = await request.fetch(new URL(`/api/v1/${path}`, baseURL).href, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Asserts the product name stands whole inside the side navigation: not cut by its box, nor by the navigation's. */
async function expectWholeName(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const wordmark = nav.locator('[data-part="logo-wordmark"]');
  await expect(wordmark).toHaveText(name);
  await expect(wordmark).toBeVisible();
  const fit = await wordmark.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const navBox = (element.closest('nav') as HTMLElement).getBoundingClientRect();
    const logo = element.closest('button') as HTMLElement;
    return {
      inside: box.left >= navBox.left && box.right <= navBox.right && box.bottom <= navBox.bottom,
      ownOverflow: element.scrollWidth - element.clientWidth,
      logoOverflow: logo.scrollWidth - logo.clientWidth,
    };
  });
  expect(fit).toEqual({ inside: true, ownOverflow: 0, logoOverflow: 0 });
  return nav;
}

test.describe('a brand all the way through', () => {
  test("greets a reseller's new customer in its brand, shows the whole product name and titles the player", async ({
    page,
    context,
    a11y,
    server,
    request,
  }) => {
    test.setTimeout(150_000);
    const baseURL = server.url;
    const reseller = await apiToken(request, baseURL, 'reseller@screenplay.test');
    await api(request, baseURL, reseller, 'PUT', 'brand', { productName: NAME_32, colours: DEFAULT_BRAND_COLOURS });

    // The super-admin creates a delegated customer of Northwind; its administrator is invited by e-mail.
    const superAdmin = await apiToken(request, baseURL, 'superadmin@screenplay.test');
    const resellers = await api<Array<{ id: number; title: string }>>(request, baseURL, superAdmin, 'GET', 'resellers');
    const northwind = resellers.find((one) => one.title === 'Northwind Signage');
    const mailsBefore = server.mails().length;
    await api(request, baseURL, superAdmin, 'POST', 'customers', {
      title: 'Contoso Bakery',
      type: 'Delegated',
      resellerId: northwind?.id,
      administrators: [{ email: 'baker@contoso.test' }],
    });
    const invitation = await server.waitForMail('baker@contoso.test', mailsBefore);
    const link = new URL(invitation.link);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Verify email and set a password' })).toBeVisible();
    await a11y.check();
    await new ResetPasswordModel(page, a11y).setPassword('contoso-secret-1');

    // The greeting in Northwind's brand: its product name, Northwind named with its e-mail link.
    const greeting = page.getByRole('dialog', { name: `Welcome to ${NAME_32}` });
    await expect(greeting).toBeVisible();
    await expect(greeting).toContainText(`Your ${NAME_32} account is provided by Northwind Signage`);
    await expect(greeting.getByRole('link', { name: 'hello@northwind.test' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind.test',
    );
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/1-greeting.png`, fullPage: true });
    await greeting.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
    await greeting.getByRole('checkbox', { name: 'I accept the service agreement' }).check();
    await greeting.getByRole('button', { name: 'Proceed' }).click();
    await expect(greeting).toHaveCount(0);

    // The side navigation: the whole 32-character name, open; folded, the logo keeps it as its name and tooltip.
    const shell = new ShellModel(page, a11y);
    await shell.expectPage('Home');
    await expect(page).toHaveTitle(`Home · ${NAME_32}`);
    await expect(page.getByRole('banner').getByText('Customer admin', { exact: true })).toBeVisible();
    const nav = await expectWholeName(page, NAME_32);
    await page.screenshot({ path: `${SHOTS}/2-nav-open-32.png` });
    await nav.getByRole('button', { name: 'Collapse or expand the navigation' }).click();
    const logo = nav.getByRole('button', { name: `Change the ${NAME_32} logo` });
    await expect(logo).toHaveAttribute('title', NAME_32);
    await expect(nav.locator('[data-part="logo-wordmark"]')).toBeHidden();
    const folded = await logo.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(folded).toBe(0);
    await page.screenshot({ path: `${SHOTS}/3-nav-folded.png` });
    await nav.getByRole('button', { name: 'Collapse or expand the navigation' }).click();

    // At core's longest product name, in each logo variant (the logo cycles them).
    expect(LONGEST).toHaveLength(PRODUCT_NAME_MAX_LENGTH);
    await api(request, baseURL, reseller, 'PUT', 'brand', { productName: LONGEST, colours: DEFAULT_BRAND_COLOURS });
    await page.reload();
    for (let variant = 0; variant < 3; variant += 1) {
      await expectWholeName(page, LONGEST);
      await page.screenshot({ path: `${SHOTS}/4-nav-open-longest-${variant}.png` });
      await nav.getByRole('button', { name: `Change the ${LONGEST} logo` }).click();
    }
    await a11y.check();

    // A player paired to a Northwind customer (Globex, on Northwind's card) is titled with the brand; unpaired, the
    // product's own name.
    await api(request, baseURL, reseller, 'POST', 'payments', {
      paymentMethod: 'Card',
      testCardNumber: '4242424242424242',
    });
    const player = await openPlayer(context, baseURL);
    const code = await player.code();
    await expect(player.page).toHaveTitle('Screenplay player');
    await expect(player.page.getByRole('heading', { level: 1, name: 'Screenplay' })).toBeVisible();
    await player.page.screenshot({ path: `${SHOTS}/5-player-pairing.png` });
    const globexAdmin = await apiToken(request, baseURL, 'admin@globex.test');
    await api(request, baseURL, globexAdmin, 'POST', 'screens/verification', {
      name: 'Café menu',
      verificationHash: code,
      freeScreen: false,
      folderId: -1,
    });
    await expect(player.page.getByRole('heading', { name: 'Café menu' })).toBeVisible({ timeout: 15_000 });
    await expect(player.page).toHaveTitle(`${LONGEST} player`, { timeout: 15_000 });
    await player.page.screenshot({ path: `${SHOTS}/6-player-paired.png` });
  });
});
