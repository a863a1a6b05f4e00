import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';
import { ShellModel } from './shell.model';

/** A section's box as the details panel shows it. */
export interface Box {
  width: number;
  height: number;
  x: number;
  y: number;
}

/** `/scenes/edit_scene/:sceneId`: canvas, section list, details and tools. */
export class SceneEditorModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly canvas = () => this.page.getByRole('listbox', { name: 'Scene canvas' });
  readonly section = (name: string) => this.canvas().getByRole('option', { name, exact: true });
  readonly sectionList = () => this.page.getByRole('region', { name: 'Sections' });
  readonly details = () => this.page.getByRole('region', { name: 'Section details' });
  readonly saveStatus = () => this.page.locator('[data-scope="scene-editor"][data-part="save-status"]');

  /** Opens a scene from the Scenes page by its card's link and waits for the editor. */
  async openFromScenes(sceneName: string): Promise<void> {
    await this.page.goto('/scenes');
    await new ShellModel(this.page, this.a11y).expectPage('Scenes');
    await this.page.getByRole('link', { name: sceneName, exact: true }).click();
    await this.expectShown();
  }

  /** Asserts the editor has loaded a scene and checks its accessibility. */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Scene editor' })).toBeVisible();
    await expect(this.canvas()).toBeVisible();
    await this.a11y.check();
  }

  /** Clicks a tool button by its name. */
  async tool(name: string): Promise<void> {
    await this.page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name, exact: true }).click();
  }

  /** Reads the selected section's box from the details panel. */
  async box(): Promise<Box> {
    const read = async (label: string) => Number(await this.details().getByLabel(label, { exact: true }).inputValue());
    return { width: await read('Width'), height: await read('Height'), x: await read('X'), y: await read('Y') };
  }

  /** Waits until the details panel shows `expected`. */
  async expectBox(expected: Partial<Box>): Promise<void> {
    await expect.poll(async () => ({ ...(await this.box()) })).toMatchObject(expected);
  }

  /** Types a value into a number field of the details panel and commits it. */
  async setField(label: 'Width' | 'Height' | 'X' | 'Y', value: number): Promise<void> {
    const field = this.details().getByLabel(label, { exact: true });
    await field.fill(String(value));
    await field.press('Enter');
  }

  /** Screen pixels per scene pixel, from a section's rendered width and its width in the details panel. */
  async screenScale(name: string): Promise<number> {
    await this.section(name).click();
    // Right after a zoom change the canvas may be drawing the section again: wait until it has a box.
    let renderedWidth = 0;
    await expect
      .poll(
        async () => {
          renderedWidth = (await this.section(name).boundingBox())?.width ?? 0;
          return renderedWidth;
        },
        { message: `section ${name} is rendered` },
      )
      .toBeGreaterThan(0);
    const { width } = await this.box();
    return renderedWidth / width;
  }

  /** Drags a section (or one of its handles) by a screen-pixel delta, with modifier keys held. */
  async drag(target: Locator, dx: number, dy: number, modifiers: ('Control' | 'Shift')[] = []): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error('drag target is not rendered');
    const x = box.x + Math.min(box.width / 2, 20);
    const y = box.y + Math.min(box.height / 2, 20);
    await this.page.mouse.move(x, y);
    for (const key of modifiers) await this.page.keyboard.down(key);
    await this.page.mouse.down();
    const steps = 8;
    for (let i = 1; i <= steps; i += 1) await this.page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
    await this.page.mouse.up();
    // Let the release be handled (its frame included) while the modifiers are still held.
    await this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    for (const key of modifiers) await this.page.keyboard.up(key);
  }

  /** A resize handle of the selected section. */
  handle(name: string, handle: 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w'): Locator {
    return this.section(name).locator(`[data-part="handle"][data-handle="${handle}"]`);
  }
}
