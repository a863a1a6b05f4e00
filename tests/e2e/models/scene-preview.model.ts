import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/scenes/preview/:sceneId/`: the playing scene, its playback buttons, uid and remote-control link. */
export class ScenePreviewModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly stage = (sceneName: string) => this.page.getByRole('group', { name: `Preview of ${sceneName}` });
  readonly section = (sceneName: string, name: string): Locator =>
    this.stage(sceneName).getByRole('region', { name, exact: true });
  readonly playback = () => this.page.getByRole('group', { name: 'Playback' });
  readonly button = (name: 'Play' | 'Pause' | 'Next' | 'Previous') =>
    this.playback().getByRole('button', { name, exact: true });
  readonly state = () => this.page.locator('[data-scope="scene-preview"] [data-part="state"]');
  readonly uid = () => this.page.locator('[data-scope="scene-preview"] [data-part="uid"] code');

  /** Asserts the preview of `sceneName` is shown and checks its accessibility. */
  async expectShown(sceneName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
    await expect(this.stage(sceneName)).toBeVisible();
    await this.a11y.check();
  }

  /** Asserts what each named section shows. */
  async expectShowing(sceneName: string, texts: Record<string, string>): Promise<void> {
    for (const [section, text] of Object.entries(texts))
      await expect(this.section(sceneName, section)).toContainText(text);
  }
}

/** `/scenes/preview/controls/:uid/`: the remote control of one preview. */
export class PreviewControlsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker | null,
  ) {}

  readonly status = () =>
    this.page
      .getByRole('status')
      .filter({ hasNot: this.page.locator('[data-scope="toast"]') })
      .first();
  readonly button = (name: 'Play' | 'Pause' | 'Next' | 'Previous') =>
    this.page.getByRole('group', { name: 'Playback' }).getByRole('button', { name, exact: true });
  readonly nowPlaying = () => this.page.getByRole('region', { name: 'Now playing' });
  readonly sectionRow = (name: string) => this.nowPlaying().getByRole('listitem').filter({ hasText: name });

  /** Asserts the controls page is shown (and checks it when it is the checked page). */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Preview controls' })).toBeVisible();
    if (this.a11y) await this.a11y.check();
  }
}

/** `/scenes/scene_details/:sceneId`: facts and the sections table. */
export class SceneDetailsModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly sections = () => this.page.getByRole('table', { name: 'Sections' });
  readonly row = (name: string) =>
    this.sections()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  readonly fact = (term: string) =>
    this.page.locator('[data-scope="scene-details"] dt', { hasText: term }).locator('xpath=following-sibling::dd');

  /** Asserts the details of `sceneName` are shown and checks their accessibility. */
  async expectShown(sceneName: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Scene details' })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name: sceneName })).toBeVisible();
    await this.a11y.check();
  }
}
