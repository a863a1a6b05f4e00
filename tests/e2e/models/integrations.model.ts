import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** Where the social connection tests keep their screenshots. */
const SHOTS = 'test-results/social';

/**
 * The Integrations page (`/integrations`) with a section per kind of social account, the `/social/:type` callback
 * page, and the provider's consent dialog (the local stand-in of tests/api/support/oauthServer.ts).
 */
export class IntegrationsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly section = (name: 'Instagram accounts' | 'Facebook pages') =>
    this.page.getByRole('region', { name, exact: true });
  readonly table = (name: 'Instagram accounts' | 'Facebook pages') =>
    this.section(name).getByRole('table', { name, exact: true });
  readonly usernames = (name: 'Instagram accounts' | 'Facebook pages') => this.table(name).getByRole('rowheader');
  readonly connectFacebook = () => this.page.getByRole('button', { name: 'Connect a Facebook page' });
  readonly connectInstagram = () => this.page.getByRole('button', { name: 'Connect an Instagram account' });
  readonly disconnect = (username: string) =>
    this.page.getByRole('button', { name: `Disconnect ${username}`, exact: true });
  readonly toast = (text: string) => this.page.getByRole('status').filter({ hasText: text });

  /** Opens the page and waits for both sections to load, then checks accessibility. */
  async goto(): Promise<void> {
    await this.page.goto('/integrations');
    await this.expectShown();
  }

  /** Waits for both sections to have loaded, then checks accessibility. */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    for (const name of ['Instagram accounts', 'Facebook pages'] as const) {
      await expect(this.section(name)).toBeVisible();
      await expect(this.section(name).locator('[data-scope="loading"]')).toHaveCount(0);
    }
    await this.a11y.check();
  }

  /** At the provider's consent dialog: checks it and allows (or cancels) the access. */
  async answerDialog(choice: 'Allow' | 'Cancel'): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Screenplay Test App is requesting access' })).toBeVisible();
    await this.a11y.check();
    await this.page.getByRole('button', { name: choice }).click();
  }

  /** Saves a full-page screenshot under test-results/social/. */
  async shot(name: string): Promise<void> {
    await this.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}
