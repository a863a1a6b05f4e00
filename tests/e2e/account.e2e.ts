import { LoginModel } from './models/login.model';
import { ShellModel } from './models/shell.model';
import { UserSettingsModel } from './models/user-settings.model';
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
  test('a changed e-mail must be verified again; the e-mailed link verifies it', async ({ page, a11y, server }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const settings = new UserSettingsModel(page, a11y);
    await login.goto();
    await login.signIn('admin@acme.test');
    await shell.expectPage('Home');
    await shell.openUserSettings();
    await settings.expectShown();

    const profile = settings.profileForm();
    await profile.getByRole('textbox', { name: 'Email' }).fill('ada@acme.test');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('note')).toContainText('Your email is not verified.');
    await a11y.check();

    const mail = await server.waitForMail('ada@acme.test');
    const link = new URL(mail.link);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Verify email' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Email verified');
    await a11y.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shell.expectPage('Home');

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('status')).toHaveText('Email already verified');
  });

  test('a tampered link is refused with the server message', async ({ page, a11y }) => {
    await page.goto('/auth/email/verify/3?expires=9999999999&hash=x&signature=forged');
    await expect(page.getByRole('alert')).toHaveText('This verification link is invalid.');
    await a11y.check();
  });
});

test.describe('login as a customer', () => {
  test('the reseller logs in as Globex and comes back', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    await login.goto();
    await login.signIn('reseller@screenplay.test');
    await shell.expectPage('Home');
    await shell.expectNavItems([]); // Billing and Resellers have no page yet

    await shell.openUserMenu();
    const loginAs = page.getByRole('menuitem', { name: 'Login As' });
    await loginAs.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You can login into your customer account');
    await loginAs.click();
    await expect(page.getByRole('menuitemradio', { name: 'Acme Retail' })).toHaveCount(0);
    await page.getByRole('menuitemradio', { name: 'Globex Cafés' }).click();

    await shell.expectPage('Home');
    await shell.expectNavItems(['Scenes', 'Library']); // the pages Globex's navigation has
    await expect(page.getByRole('banner').getByText('Acting as Globex Cafés')).toBeVisible();

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Login As' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('You are currently logged into your customer account');
    await page.keyboard.press('Escape');
    await shell.backToReseller();
    await shell.expectPage('Home');
    await shell.expectNavItems([]); // Billing and Resellers have no page yet
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
