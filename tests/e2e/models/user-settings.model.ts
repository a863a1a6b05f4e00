import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/user_settings`: the profile and the password change. */
export class UserSettingsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly passwordForm = () => this.page.getByRole('region', { name: 'Change password' });
  readonly profileForm = () => this.page.getByRole('region', { name: 'Profile' });

  /** Asserts the page is shown and accessible. */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
    await this.a11y.check();
  }

  /** Fills and submits the password change. */
  async changePassword(current: string, password: string, confirmation: string): Promise<void> {
    const form = this.passwordForm();
    await form.getByLabel('Current password', { exact: true }).fill(current);
    await form.getByLabel('New password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password', { exact: true }).fill(confirmation);
    await form.getByRole('button', { name: 'Update password' }).click();
  }
}
