import { LoginModel } from './models/login.model';
import { ShellModel } from './models/shell.model';
import { UserSettingsModel } from './models/user-settings.model';
import { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('user settings', () => {
  test('mismatched new passwords are refused; a matching change works', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new UserSettingsModel(page, a11y);
    await login.goto();
    await login.signIn('admin@acme.test');
    await shell.openUserSettings();
    await expect(page).toHaveURL('/user_settings');
    await settings.expectShown();

    await settings.changePassword('screenplay', 'brand-new-pass', 'brand-new-pazz');
    await expect(settings.passwordForm().getByText('Passwords should be equal')).toBeVisible();

    await settings.changePassword('wrong-current', 'brand-new-pass', 'brand-new-pass');
    await expect(settings.passwordForm().getByText('The current password is incorrect')).toBeVisible();

    await settings.changePassword('screenplay', 'brand-new-pass', 'brand-new-pass');
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

    await shell.logout();
    // The profile form has an 'Email' field too: wait for the login page before typing.
    await login.expectShown();
    await login.signIn('admin@acme.test', 'brand-new-pass');
    await shell.expectPage('Home');
  });

  test('the profile saves names and an avatar', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new UserSettingsModel(page, a11y);
    await login.goto();
    await login.signIn('admin@globex.test');
    await shell.expectPage('Home');
    await page.goto('/user_settings');
    await settings.expectShown();

    const profile = settings.profileForm();
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill('Gretchen');
    await profile.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
    await profile.getByLabel('Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Gretchen', { exact: true })).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Gretchen' })).toHaveAttribute('src', /\/media\/avatars\//);

    await page.reload();
    await shell.expectPage('User Settings');
    await expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 20 7946 0000');
  });

  test('a file that is not an image is refused as an avatar and nothing changes', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new UserSettingsModel(page, a11y);
    await login.goto();
    await login.signIn('admin@globex.test');
    await shell.expectPage('Home');
    await page.goto('/user_settings');
    await settings.expectShown();
    const profile = settings.profileForm();
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill('Mallory');
    await profile
      .getByLabel('Avatar')
      .setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('alert').first()).toBeVisible();
    await page.reload();
    await settings.expectShown();
    await expect(profile.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Greta');
  });
});

test.describe('e-mail verification', () => {
  test('a new e-mail needs the current password and takes effect once its mailed link is opened', async ({
    page,
    a11y,
    server,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new UserSettingsModel(page, a11y);
    await login.goto();
    await login.signIn('admin@acme.test');
    await shell.expectPage('Home');
    await shell.openUserSettings();
    await settings.expectShown();

    const profile = settings.profileForm();
    const currentPassword = profile.getByLabel('Current password', { exact: true });
    await expect(currentPassword).toHaveCount(0);
    await profile.getByRole('textbox', { name: 'Email' }).fill('ada@acme.test');
    await expect(currentPassword).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile-email-change.png'), fullPage: true });
    await a11y.check();

    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
    await currentPassword.fill('screenplay');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verification email sent' })).toBeVisible();
    // The address in use stays until the new one is verified.
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@acme.test');
    await expect(currentPassword).toHaveCount(0);

    const mail = await server.waitForMail('ada@acme.test');
    const link = new URL(mail.link);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Verify email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Email verified');
    await a11y.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shell.expectPage('Home');
    await page.goto('/user_settings');
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@acme.test');
  });

  test('a tampered link is refused with the server message', async ({ page, a11y }) => {
    await page.goto('/auth/email/verify/3?expires=9999999999&hash=x&signature=forged');
    await expect(page.getByRole('alert')).toHaveText('This verification link is invalid.');
    await a11y.check();
  });
});

test.describe('sessions', () => {
  test('a password change signs the other browser out on its next request; this one goes on', async ({
    page,
    a11y,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      const otherA11y = new A11yChecker(otherPage);
      const otherLogin = new LoginModel(otherPage, otherA11y);
      await otherLogin.goto();
      await otherLogin.signIn('editor@acme.test');
      await new ShellModel(otherPage, otherA11y).expectPage('Home');

      const login = new LoginModel(page, a11y);
      const shell = new ShellModel(page, a11y);
      const settings = new UserSettingsModel(page, a11y);
      await login.goto();
      await login.signIn('editor@acme.test');
      await shell.expectPage('Home');
      await shell.openUserSettings();
      await settings.expectShown();
      // Only a change of the e-mail or the password asks for it: the password form always does, the profile not.
      await expect(settings.profileForm().getByLabel('Current password', { exact: true })).toHaveCount(0);
      await settings.changePassword('screenplay', 'fresh-pass-42', 'fresh-pass-42');
      await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

      // The other browser's next request answers 401: it is sent to the login page.
      await otherPage.goto('/scenes');
      await expect(otherPage).toHaveURL(/\/login/);
      await otherLogin.expectShown();
      await otherA11y.finish();

      await page.goto('/scenes');
      await shell.expectPage('Scenes');
    } finally {
      await other.close();
    }
  });
});

test.describe('login as a customer', () => {
  test('the reseller logs in as Globex and comes back', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    await login.goto();
    await login.signIn('reseller@screenplay.test');
    await shell.expectPage('Home');
    await shell.expectNavItems(['Billing', 'Resellers']);

    await shell.openUserMenu();
    const loginAs = page.getByRole('menuitem', { name: 'Login As' });
    await loginAs.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You can login into your customer account');
    await loginAs.click();
    await expect(page.getByRole('menuitemradio', { name: 'Acme Retail' })).toHaveCount(0);
    await page.getByRole('menuitemradio', { name: 'Globex Cafés' }).click();

    await shell.expectPage('Home');
    // The pages Globex's navigation has; Workgroups too, as the reseller manages its customer's people (issue 25).
    await shell.expectNavItems(['Screens', 'Scenes', 'Library', 'Workgroups']);
    await expect(page.getByRole('banner').getByText('Acting as Globex Cafés')).toBeVisible();

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Login As' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('You are currently logged into your customer account');
    await page.keyboard.press('Escape');
    await shell.backToReseller();
    await shell.expectPage('Home');
    await shell.expectNavItems(['Billing', 'Resellers']);
    await expect(page.getByRole('banner').getByText('Acting as Globex Cafés')).toHaveCount(0);
  });
});

/** A valid 1x1 PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
