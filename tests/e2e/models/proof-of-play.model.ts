import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/screens/proof_of_play/:screenId`: 'Take screenshot', the screenshots (the current one first) and the scenes. */
export class ProofOfPlayModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly screenshots = () => this.page.getByRole('region', { name: 'Screenshots', exact: true });
  readonly takeButton = () => this.screenshots().getByRole('button', { name: 'Take screenshot' });
  readonly images = () => this.screenshots().getByRole('img');
  readonly error = () => this.screenshots().getByRole('alert');
  readonly scenes = () => this.page.getByRole('region', { name: 'Scenes on this screen', exact: true });

  /** Opens the page of a screen and checks it once its screenshots are shown. */
  async goto(screenId: number, name: string): Promise<void> {
    await this.page.goto(`/screens/proof_of_play/${screenId}`);
    await expect(this.page.getByRole('heading', { level: 2, name: `Proof of play: ${name}` })).toBeVisible();
    await expect(this.takeButton()).toBeVisible();
    await this.a11y.check();
  }

  /** Asks the screen for a screenshot: the button is busy while the player is awaited. */
  async take(): Promise<void> {
    await this.takeButton().click();
  }
}
