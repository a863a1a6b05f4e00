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

  /**
   * Asks the screen for a screenshot with the server's answer held back until `release` (the request itself
   * reaches the server and the player at once): a player that answers within milliseconds would otherwise end
   * the busy state before a loaded test runner looks at it.
   */
  async takeHeld(): Promise<{ release: () => Promise<void> }> {
    const pattern = '**/screensyncs/*/screenshot/sos/take';
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = () => {};
    const done = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await this.page.route(pattern, async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
      answered();
    });
    await this.takeButton().click();
    return {
      release: async () => {
        release();
        await done;
        await this.page.unroute(pattern);
      },
    };
  }
}
