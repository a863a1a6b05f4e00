import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'screenplay';

/** The login page (`/login`) with its forgot-password form. */
export class LoginModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly email = () => this.page.getByRole('textbox', { name: 'Email' });
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly error = () => this.page.getByRole('alert');

  /** Opens `/login` and checks it. */
  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  /** Asserts the login form is shown and accessible. */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
    await this.a11y.check();
  }

  /** Fills the form and submits it. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** Opens the forgot-password form and asks for a recovery link. */
  async requestRecovery(email: string): Promise<void> {
    if (!(await this.page.getByRole('heading', { name: 'Forgot password', exact: true }).isVisible())) {
      await this.page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(this.page.getByRole('heading', { name: 'Forgot password', exact: true })).toBeVisible();
      await this.a11y.check();
    }
    await this.email().fill(email);
    await this.page.getByRole('button', { name: 'Send recovery email' }).click();
  }
}
