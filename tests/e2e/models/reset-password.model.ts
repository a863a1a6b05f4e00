import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/auth/forget/:token/:email` and `/auth/verify/:token/:email`: choose a password with a token. */
export class ResetPasswordModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  /** Opens a link from an e-mail (absolute or relative) and checks the page. */
  async open(link: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(url.pathname + url.search);
    await expect(this.page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await this.a11y.check();
  }

  /** Sets a new password. */
  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(confirmation);
    await this.page.getByRole('button', { name: 'Set password' }).click();
  }
}
