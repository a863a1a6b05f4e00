import type { Page } from '@playwright/test';
import { ChooseCustomerModel } from './models/choose-customer.model';
import { LoginModel } from './models/login.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

test.describe('a customer to act as', () => {
  test('a super-admin opening Scenes is told why and logs in as a customer there, with no refusal', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const choose = new ChooseCustomerModel(page, a11y);
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refusals.push(response.url());
    });
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');

    await shell.nav().getByRole('link', { name: 'Scenes' }).click();
    await shell.expectPage('Scenes');
    await choose.expectShown(['Acme Retail', 'Globex Cafés']);
    await expect(page.getByRole('button', { name: 'New scene' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/choose-customer-superadmin.png', fullPage: true });

    await choose.loginAs('Acme Retail');
    await expect(page.getByRole('banner').getByText('Acting as Acme Retail')).toBeVisible();
    await expect(page).toHaveURL('/scenes');
    await expect(page.getByRole('link', { name: 'Welcome screen', exact: true })).toBeVisible();
    await shell.expectPage('Scenes');
    expect(refusals).toEqual([]);
  });

  test('a reseller opening the library by its address is offered its own customers only', async ({ page, a11y }) => {
    const shell = new ShellModel(page, a11y);
    const choose = new ChooseCustomerModel(page, a11y);
    await signInThroughApi(page, a11y, 'reseller@screenplay.test');
    await shell.expectPage('Home');
    await page.goto('/library');
    await shell.expectPage('Library');
    await choose.expectShown(['Globex Cafés']);
    await page.screenshot({ path: 'test-results/choose-customer-reseller.png', fullPage: true });
  });
});

/** Answers the scene editor's next saves (`PATCH scenes/{id}`) with `status` and a JSON `body`. */
async function refuseSceneSave(page: Page, status: number, body: Record<string, unknown>): Promise<void> {
  await page.route(/\/api\/v1\/scenes\/\d+$/, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test.describe('errors by the catalogue', () => {
  test("a scene refused with 422 shows the text of sceneEditor.invalidSceneData, not the key or the server's words", async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const editor = new SceneEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await editor.openFromScenes('Welcome screen');

    await refuseSceneSave(page, 422, {
      message: 'sceneEditor.invalidSceneData',
      code: 'sceneEditor.invalidSceneData',
      errors: { 'sections.0.width': ['The width must be at least 1.'] },
    });
    await page.getByRole('button', { name: 'Save scene' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'The scene data is invalid' });
    await expect(toast).toHaveText(/The scene data is invalid: the change was not saved/);
    await expect(page.getByText('sceneEditor.invalidSceneData')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/keyed-error-toast.png' });
  });

  test('an HTTP failure shows its status and the server message', async ({ page, a11y }) => {
    const shell = new ShellModel(page, a11y);
    const editor = new SceneEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await editor.openFromScenes('Welcome screen');
    await refuseSceneSave(page, 409, { message: 'The scene was changed elsewhere' });
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '409' })).toHaveText(/409: The scene was changed elsewhere/);
  });
});

test.describe('the social account callback', () => {
  test('reached signed out, it goes to the login page keeping its path and query for after sign-in', async ({
    page,
    a11y,
  }) => {
    const login = new LoginModel(page, a11y);
    // The portal's files are cached first, so the redirect is as quick as a user coming back from the
    // provider sees it (the a11y fixture counts a page left after 750 ms as one the user saw).
    await login.goto();
    await page.goto('/social/facebook?code=abc&state=xyz');
    await expect(page).toHaveURL('/login?p=%2Fsocial%2Ffacebook&q=code%3Dabc%26state%3Dxyz');
    await login.expectShown();
  });
});
