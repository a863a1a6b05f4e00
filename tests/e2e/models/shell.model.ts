import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** The signed-in frame: side navigation, top bar and user menu. */
export class ShellModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly nav = () => this.page.getByRole('navigation', { name: 'Main navigation' });
  /** The user block in the top bar: a menu button named by the user's name and roles. */
  readonly userMenuButton = () => this.page.getByRole('banner').locator('button[aria-haspopup="menu"]');
  readonly menu = () => this.page.getByRole('menu').first();

  /** Asserts the side navigation offers exactly these links (accessible names), in order. */
  async expectNavItems(names: string[]): Promise<void> {
    const links = this.nav().getByRole('link');
    await expect(links).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
  }

  /** Asserts the shell shows the page titled `title` and checks its accessibility. */
  async expectPage(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await this.a11y.check();
  }

  /** Opens the user menu. */
  async openUserMenu(): Promise<void> {
    await this.userMenuButton().click();
    await expect(this.menu()).toBeVisible();
  }

  /** Logs out through the user menu. */
  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** Opens User Settings through the user menu. */
  async openUserSettings(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'User Settings' }).click();
  }

  /** Switches to a customer through the 'Login As' submenu. */
  async loginAs(customer: string): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Login As' }).click();
    await this.page.getByRole('menuitemradio', { name: customer }).click();
  }

  /** Switches back from a customer through the 'Login As' submenu. */
  async backToReseller(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Login As' }).click();
    await this.page.getByRole('menuitem', { name: 'Back to Reseller' }).click();
  }
}
