import { Buffer } from 'node:buffer';
import { LoginModel } from './models/login.model';
import { apiToken, openPlayer, pairPlayer } from './models/player.model';
import { SettingsModel, computedStyle } from './models/settings.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** A 1x1 PNG, the logo uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The side navigation's root, whose background is the brand's navigation background. */
const SIDENAV = '[data-scope="sidenav"][data-part="root"]';

test.describe('settings', () => {
  test("a reseller's brand colours appear on its customer's portal", async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new SettingsModel(page, a11y);
    await signInThroughApi(page, a11y, 'reseller@screenplay.test');
    await shell.expectPage('Home');
    await settings.openFromHome();
    await shell.expectPage('Settings');
    await expect(settings.name()).toHaveValue('Northwind Signage');
    await expect(settings.brand()).toBeVisible();
    await expect(settings.hex('Navigation background')).toHaveValue('#151a22');
    await settings.shot('reseller-default');

    // A pale primary colour cannot carry white text: the warning names it and Save waits.
    await settings.productName().fill('Northwind Screens');
    await settings.setColours({ 'Primary (buttons and links)': '#88c0a8' });
    await expect(settings.contrastWarning()).toContainText(
      'Text on the primary colour needs a contrast of at least 4.5:1',
    );
    await expect(settings.saveBrand()).toBeDisabled();
    // No axe check in this state: the preview shows the typed colours as they would look, which axe rightly
    // calls unreadable; that is what the warning says, and why Save waits. The page is checked before and after.
    await settings.shot('reseller-contrast-warning');

    await settings.setColours({
      'Primary (buttons and links)': '#0b6e4f',
      'Navigation background': '#0b3d2e',
      'Navigation text': '#f0f5f3',
      'Navigation accent': '#7ee0b8',
    });
    await expect(settings.contrastWarning()).toHaveCount(0);
    await settings.logoInput().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(settings.toast('Logo uploaded')).toBeVisible();
    await expect(settings.logoPreview('Northwind Screens')).toBeVisible();
    await settings.saveBrand().click();
    await expect(settings.toast('Brand saved')).toBeVisible();
    // The reseller's own portal takes its brand at once.
    await expect.poll(() => computedStyle(page, SIDENAV, 'background-color')).toBe('rgb(11, 61, 46)');
    await a11y.check();
    await settings.shot('reseller-branded');

    await shell.logout();
    await login.expectShown();
    await login.signIn('admin@globex.test');
    await shell.expectPage('Home');
    await expect.poll(() => computedStyle(page, SIDENAV, 'background-color')).toBe('rgb(11, 61, 46)');
    await expect.poll(() => computedStyle(page, SIDENAV, 'color')).toBe('rgb(240, 245, 243)');
    await expect(page).toHaveTitle(/Northwind Screens/);
    await expect(shell.nav().getByRole('button', { name: /Northwind Screens/ })).toBeVisible();
    await expect(shell.nav().locator('img[data-part="logo-symbol"]')).toHaveAttribute('src', /^\/media\/brands\//);
    await page.screenshot({ path: 'test-results/settings/customer-branded.png', fullPage: true });

    // Acme, a direct customer, keeps the product's own look.
    await shell.logout();
    await login.expectShown();
    await login.signIn('admin@acme.test');
    await shell.expectPage('Home');
    await expect.poll(() => computedStyle(page, SIDENAV, 'background-color')).toBe('rgb(21, 26, 34)');
    await expect(page).toHaveTitle(/Screenplay/);
  });

  test('a customer admin sets the default zone of new screens and the date locale; an editor reads them', async ({
    page,
    context,
    request,
    baseURL,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new SettingsModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await settings.openFromHome();
    await expect(settings.brand()).toHaveCount(0);
    await settings.zoneSearch().fill('oslo');
    await settings.zone().selectOption('Europe/Oslo');
    await settings.locale().selectOption('de-DE');
    await expect(settings.localePreview()).toHaveText(/^Dates will read: \d{2}\.\d{2}\.\d{4}/);
    await settings.form().getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.toast('Settings saved')).toBeVisible();
    await a11y.check();
    await settings.shot('customer-settings');
    await page.reload();
    await expect(settings.zone()).toHaveValue('Europe/Oslo');
    await expect(settings.locale()).toHaveValue('de-DE');

    // A screen paired now gets Oslo, whatever zone its device reports (the browser here is in London).
    const player = await openPlayer(context, baseURL ?? '');
    const { screenId } = await pairPlayer(request, baseURL ?? '', await player.code(), 'Oslo lobby');
    await page.goto(`/screens/screen_details/${screenId}`);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Oslo');
    await a11y.check();
    await player.page.close();

    await shell.logout();
    await login.expectShown();
    await login.signIn('editor@acme.test');
    await shell.expectPage('Home');
    await settings.openFromHome();
    await expect(settings.form()).toContainText('Only an administrator can change these settings.');
    await expect(settings.name()).toHaveAttribute('readonly', '');
    await expect(settings.form().getByRole('button', { name: 'Save settings' })).toHaveCount(0);
    await settings.shot('editor-read-only');
  });

  test("a reseller's brand colours a paired screen's player", async ({ context, request, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const api = (path: string) => new URL(`/api/v1/${path}`, base).href;
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    // Acme (Direct, with its card) is put under Northwind, so Northwind's brand becomes Acme's.
    const superAdmin = await apiToken(request, base, 'superadmin@screenplay.test');
    const resellers = (await (await request.get(api('resellers'), { headers: bearer(superAdmin) })).json()) as {
      data: { id: number; title: string }[];
    };
    const northwind = resellers.data.find((reseller) => reseller.title === 'Northwind Signage')?.id;
    const customers = (await (await request.get(api('customers'), { headers: bearer(superAdmin) })).json()) as {
      data: { id: number; title: string }[];
    };
    const acme = customers.data.find((customer) => customer.title === 'Acme Retail')?.id;
    const moved = await request.put(api(`customers/${acme}`), {
      headers: bearer(superAdmin),
      data: { resellerId: northwind },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const reseller = await apiToken(request, base, 'reseller@screenplay.test');
    const branded = await request.put(api('brand'), {
      headers: bearer(reseller),
      data: {
        productName: 'Northwind Screens',
        colours: {
          primary: '#0b6e4f',
          primaryText: '#ffffff',
          navBackground: '#0b3d2e',
          navText: '#f0f5f3',
          accent: '#7ee0b8',
        },
      },
    });
    expect(branded.status(), await branded.text()).toBe(200);

    const player = await openPlayer(context, base);
    const message = player.page.locator('[data-scope="player"][data-part="message"]');
    // Unpaired, the player knows no customer: its own black.
    await player.code();
    await expect
      .poll(() => message.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(0, 0, 0)');
    await pairPlayer(request, base, await player.code(), 'Branded lobby');
    await expect(player.page.getByRole('heading', { name: 'Branded lobby' })).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => message.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(11, 61, 46)');
    await expect.poll(() => message.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(240, 245, 243)');
    await player.page.screenshot({ path: 'test-results/settings/player-branded.png' });
  });
});
