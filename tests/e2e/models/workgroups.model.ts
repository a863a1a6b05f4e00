import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/workgroups` (issue 13): the customer's workgroups, their members, invitations and permissions. */
export class WorkgroupsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly list = () => this.page.getByRole('navigation', { name: 'Workgroups' });
  readonly panel = (title: string) => this.page.getByRole('region', { name: title, exact: true });
  readonly member = (title: string, name: string) =>
    this.panel(title)
      .getByRole('list', { name: `Members of ${title}` })
      .getByRole('listitem', { name });
  readonly permissions = (title: string) => this.page.getByRole('form', { name: `Permissions of ${title}` });

  /** Opens the page through the side navigation and checks it (`withList`: the workgroups show, not a choice). */
  async openFromNav(withList = true): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Workgroups' })
      .click();
    await expect(this.page).toHaveURL('/workgroups');
    if (!withList) return;
    await expect(this.list()).toBeVisible();
    await this.a11y.check();
  }

  /** Opens one workgroup from the list. */
  async open(title: string): Promise<void> {
    await this.list()
      .getByRole('button', { name: new RegExp(`^${title} `) })
      .click();
    await expect(this.page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }

  /** Invites a person into the open workgroup. */
  async invite(
    title: string,
    email: string,
    name: string,
    role: 'Customer admin' | 'Workgroup user' = 'Workgroup user',
  ): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Invite a user' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(this.member(title, name)).toBeVisible();
  }

  /** Changes a member's role through the card's edit form. */
  async setRole(title: string, name: string, role: 'Customer admin' | 'Workgroup user'): Promise<void> {
    await this.member(title, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const form = this.page.getByRole('form', { name: `Edit ${name}` });
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
  }

  /** Creates a workgroup from the list's form; it opens. */
  async create(title: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'New workgroup name' }).fill(title);
    await this.page.getByRole('button', { name: 'Create workgroup' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }

  /** Asks to delete the open workgroup and confirms. */
  async deleteOpen(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete workgroup' }).click();
    const dialog = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await this.a11y.check();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }

  /** The radio of a permission type's level in a workgroup's permissions form. */
  level(title: string, permission: string, level: 'Full Access' | 'Readonly' | 'Hidden'): Locator {
    return this.permissions(title).getByRole('group', { name: permission }).getByRole('radio', { name: level });
  }

  /** Sets one permission type's level and saves the form. */
  async setPermission(title: string, permission: string, level: 'Full Access' | 'Readonly' | 'Hidden'): Promise<void> {
    await this.level(title, permission, level).check();
    await this.permissions(title).getByRole('button', { name: 'Save permissions' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Permissions of ${title} saved` })).toBeVisible();
  }

  /** Opens an invitation's link (`/auth/verify/:token/:email`), checks it and sets the password. */
  async acceptInvitation(link: string, password: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(url.pathname + url.search);
    await expect(this.page.getByRole('heading', { name: 'Verify email and set a password' })).toBeVisible();
    await this.a11y.check();
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Set password' }).click();
  }
}
