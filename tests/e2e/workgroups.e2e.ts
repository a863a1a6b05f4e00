import { LoginModel } from './models/login.model';
import { ShellModel } from './models/shell.model';
import { WorkgroupsModel } from './models/workgroups.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = 'test-results/workgroups';

/** The workgroups the API answers, as far as this test reads them. */
interface StoredWorkgroups {
  data: { title: string; permissions: { permissionType: string; level: string }[] }[];
}

test.describe('workgroups', () => {
  test('an admin invites a user into Stores, makes her an admin, sets a permission (stored), and she signs in through the e-mailed link', async ({
    page,
    a11y,
    server,
    request,
  }) => {
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await workgroups.openFromNav();
    await shell.expectPage('Workgroups');

    await workgroups.open('Stores');
    await workgroups.invite('Stores', 'cleo@acme.test', 'Cleo');
    const card = workgroups.member('Stores', 'Cleo');
    await expect(card.getByText('Not verified')).toBeVisible();
    await expect(workgroups.member('Stores', 'Eddie Editor')).toBeVisible();

    await workgroups.setRole('Stores', 'Cleo', 'Customer admin');
    const cards = workgroups.panel('Stores').getByRole('list', { name: 'Members of Stores' }).getByRole('listitem');
    await expect(cards.first()).toHaveAccessibleName('Cleo');
    await expect(card.getByText('(admin)')).toBeVisible();

    await workgroups.deleteOpen();
    await expect(page.getByText(/The workgroup still has members/)).toBeVisible();
    await expect(workgroups.panel('Stores')).toBeVisible();

    await workgroups.setPermission('Stores', 'Creating and editing scenes', 'Readonly');
    await workgroups.permissions('Stores').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/workgroups-permissions.png` });
    await a11y.check();
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const stored = (await (
      await request.get('/api/v1/workgroups', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as StoredWorkgroups;
    expect(stored.data.find((group) => group.title === 'Stores')?.permissions).toContainEqual({
      permissionType: 'createAndEditScenes',
      level: 'readonly',
    });
    await page.reload();
    await workgroups.open('Stores');
    await expect(workgroups.level('Stores', 'Creating and editing scenes', 'Readonly')).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/workgroups-stores.png` });

    await workgroups.create('Depot');
    await expect(workgroups.panel('Depot').getByText('Nobody is in this workgroup yet.')).toBeVisible();
    await workgroups.deleteOpen();
    await expect(workgroups.list().getByRole('button', { name: /^Depot / })).toHaveCount(0);

    await shell.logout();
    await login.expectShown();
    const mail = await server.waitForMail('cleo@acme.test');
    await workgroups.acceptInvitation(mail.link, 'cleo-secret-123');
    await expect(page).toHaveURL('/');
    await shell.expectPage('Home');
    // Cleo was made an administrator of the customer, so the Workgroups page is hers too.
    await workgroups.openFromNav();
    await expect(workgroups.member('Stores', 'Cleo').getByText('Not verified')).toHaveCount(0);
  });

  test('a super-admin acting as no customer is asked to choose one, then sees its workgroups', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    await signInThroughApi(page, a11y, 'superadmin@screenplay.test');
    await shell.expectPage('Home');
    await workgroups.openFromNav(false);
    await expect(page.getByRole('heading', { name: 'Choose a customer' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: 'Login As Acme Retail' }).click();
    await expect(workgroups.list()).toBeVisible();
    await workgroups.open('Stores');
    await expect(workgroups.member('Stores', 'Eddie Editor')).toBeVisible();
  });
});
