import { expect, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/screens/add_screen`: the wizard's steps addScreen, instructions, verifications and success. */
export class AddScreenModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly steps = () => this.page.getByRole('list', { name: 'Steps' });
  readonly name = () => this.page.getByRole('textbox', { name: 'Screen name' });
  readonly folder = () => this.page.getByRole('combobox', { name: 'Folder' });
  readonly code = () => this.page.getByRole('textbox', { name: 'Verification code' });
  /** Offered only to a super-admin or a reseller acting as the customer (issue 22). */
  readonly freeScreen = () => this.page.getByRole('checkbox', { name: 'Free screen' });
  readonly next = () => this.page.getByRole('button', { name: 'Next' });
  readonly submit = () => this.page.getByRole('button', { name: 'Add screen', exact: true });

  /** The heading of the step shown (level 2). */
  step(name: string) {
    return this.page.getByRole('heading', { level: 2, name, exact: true });
  }

  /** Opens the wizard directly and checks its first step. */
  async goto(): Promise<void> {
    await this.page.goto('/screens/add_screen');
    await this.expectStep('Add screen');
  }

  /** Asserts the step shown (its heading and the current item of the step list) and checks it. */
  async expectStep(name: string): Promise<void> {
    await expect(this.step(name)).toBeVisible();
    await expect(this.steps().locator('[aria-current="step"]')).toHaveText(name);
    await this.a11y.check();
  }

  /** The first step: name (and folder), then Next. */
  async nameScreen(name: string, folder?: string): Promise<void> {
    await this.name().fill(name);
    if (folder) await this.folder().selectOption({ label: folder });
    await this.next().click();
  }

  /** Through the instructions to the code step. */
  async skipInstructions(): Promise<void> {
    await this.expectStep('Instructions');
    await this.next().click();
    await this.expectStep('Verification');
  }

  /** Types the code and submits it. */
  async enterCode(code: string): Promise<void> {
    await this.code().fill(code);
    await this.submit().click();
  }
}
