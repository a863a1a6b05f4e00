import { type OAuthProviderServer, startOAuthProviderServer } from '../api/support/oauthServer';
import { IntegrationsModel } from './models/integrations.model';
import { LayerEditorModel } from './models/layer-editor.model';
import { LoginModel } from './models/login.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { WorkgroupsModel } from './models/workgroups.model';
import { expect, test as base } from './support/fixtures';
import { startServer } from './support/server';
import { signInThroughApi } from './support/session';

/**
 * Connecting social accounts (issue 14) in Chromium, against a local stand-in of the providers' OAuth pages and Graph
 * API (tests/api/support/oauthServer.ts): the server under test is started with the stand-in's addresses, so
 * Connect leads to the stand-in's consent dialog, whose Allow sends the browser back to `/social/facebook` with the
 * token in the URL fragment, as Facebook does.
 */
const test = base.extend<{ provider: OAuthProviderServer }>({
  provider: async ({}, use) => {
    const provider = await startOAuthProviderServer();
    await use(provider);
    await provider.close();
  },
  server: async ({ provider, engine }, use) => {
    const server = await startServer({ engine, env: provider.env });
    await use(server);
    await server.stop();
  },
});

test.describe('social account connections', () => {
  test('an admin connects Facebook pages through the provider’s dialog; a feed layer can pick them', async ({
    page,
    a11y,
    provider,
  }) => {
    const shell = new ShellModel(page, a11y);
    const integrations = new IntegrationsModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');

    // From the home page's areas to Integrations: nothing connected yet.
    await page.getByRole('link', { name: /^Integrations/ }).click();
    await expect(page).toHaveURL('/integrations');
    await integrations.expectShown();
    await expect(integrations.section('Facebook pages')).toContainText('No Facebook page is connected yet.');
    await integrations.shot('integrations-empty');

    // Connect: the stand-in's dialog, Allow, back through /social/facebook to Integrations with a toast.
    await integrations.connectFacebook().click();
    await expect(page).toHaveURL(new RegExp(`^${provider.origin}/facebook/dialog\\?`));
    // The callback page completes the connection and moves on at once (checked on its own in the next test).
    a11y.expectRedirect('/social/facebook');
    await integrations.answerDialog('Allow');
    await expect(page).toHaveURL('/integrations');
    await expect(integrations.toast('Connected: Aurora Café, Nordic Bakery')).toBeVisible();
    await integrations.expectShown();
    await expect(integrations.usernames('Facebook pages')).toHaveText(['Aurora Café', 'Nordic Bakery']);
    // The token never reaches the page or its address.
    expect(page.url()).not.toContain('access_token');
    expect(await page.content()).not.toContain('EAAG');
    await integrations.shot('integrations-connected');

    // A feed layer's account picker offers the connected pages.
    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.getByRole('link', { name: 'Welcome screen', exact: true }).click();
    const scene = new SceneEditorModel(page, a11y);
    await scene.expectShown();
    await scene.section('Hero').click();
    await page.getByRole('region', { name: 'Playlist of Hero' }).getByRole('link', { name: 'Add item' }).click();
    const editor = new LayerEditorModel(page, a11y);
    await editor.expectShown('Edit playlist');
    await editor.add('Facebook');
    const picker = editor.properties().getByRole('combobox', { name: 'Account' });
    await expect(picker.getByRole('option', { name: 'Nordic Bakery' })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: 'Aurora Café' })).toHaveCount(1);
    await a11y.check();
    await integrations.shot('feed-layer-accounts');
    await picker.selectOption({ label: 'Nordic Bakery' });
    await expect(picker).toHaveValue('Nordic Bakery');

    // Disconnect, after a confirmation.
    await integrations.goto();
    await integrations.disconnect('Aurora Café').click();
    const dialog = page.getByRole('alertdialog', { name: /^Disconnect Aurora Café\?/ });
    await expect(dialog).toBeVisible();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(integrations.toast('Aurora Café disconnected')).toBeVisible();
    await expect(integrations.usernames('Facebook pages')).toHaveText(['Nordic Bakery']);
  });

  test('a wrong or reused state is refused, and a cancelled dialog says so', async ({ page, a11y, provider }) => {
    const shell = new ShellModel(page, a11y);
    const integrations = new IntegrationsModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');

    // An answer with a state this portal never issued (a forged callback).
    await page.goto(`/social/facebook#access_token=EAAGforged&expires_in=3600&state=${'x'.repeat(43)}`);
    const failure = page.getByRole('alert');
    await expect(failure).toHaveText('This connection request has expired or was not started by you. Start it again.');
    expect(page.url()).not.toContain('access_token');
    await a11y.check();
    await integrations.shot('callback-wrong-state');
    await page.getByRole('link', { name: 'Back to Integrations' }).click();
    await integrations.expectShown();
    await expect(integrations.section('Facebook pages')).toContainText('No Facebook page is connected yet.');

    // Cancel at the provider: the callback says the connection was not completed.
    await integrations.connectFacebook().click();
    await integrations.answerDialog('Cancel');
    await expect(page.getByRole('alert')).toHaveText('The connection was not completed: Permissions error');
    await a11y.check();
    expect(provider.requests.some((request) => request.path === '/graph/me/accounts')).toBe(false);
  });

  test('an Instagram-type account connects through the code flow', async ({ page, a11y, provider }) => {
    const shell = new ShellModel(page, a11y);
    const integrations = new IntegrationsModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await integrations.goto();
    await integrations.connectInstagram().click();
    await expect(page).toHaveURL(new RegExp(`^${provider.origin}/instagram/dialog\\?`));
    a11y.expectRedirect('/social/instagram');
    await integrations.answerDialog('Allow');
    await expect(page).toHaveURL('/integrations');
    await expect(integrations.toast('Connected: nordicbakery')).toBeVisible();
    await integrations.expectShown();
    await expect(integrations.usernames('Instagram accounts')).toHaveText(['nordicbakery']);
    // The code was exchanged with the same redirect URI the dialog was opened with.
    const exchange = provider.requests.find((request) => request.path === '/instagram/token');
    expect(exchange?.form?.get('redirect_uri')).toBe(new URL('/social/instagram', page.url()).toString());
  });

  test('a workgroup user without Full Access to scenes sees why they cannot connect', async ({ page, a11y }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const integrations = new IntegrationsModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    // The admin sets the editor's 'Creating and editing scenes' to Readonly (Workgroups page).
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await workgroups.openFromNav();
    await workgroups.open('Stores');
    await workgroups.setPermission('Stores', 'Creating and editing scenes', 'Readonly');
    await shell.logout();

    await login.expectShown();
    await login.signIn('editor@acme.test');
    await shell.expectPage('Home');
    await integrations.goto();
    await expect(integrations.section('Facebook pages')).toContainText('User is not allowed to add account');
    await expect(integrations.connectFacebook()).toHaveCount(0);
    await expect(integrations.connectInstagram()).toHaveCount(0);
    await integrations.shot('integrations-not-allowed');
  });
});
