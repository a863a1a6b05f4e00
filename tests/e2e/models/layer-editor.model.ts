import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** A layer's box as the properties panel shows it. */
export interface LayerBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The resize handles of the selected layer, by their accessible names. */
const HANDLE_NAMES = {
  se: 'Resize from the bottom-right corner',
  e: 'Resize from the right edge',
  nw: 'Resize from the top-left corner',
} as const;

/**
 * The playlist item editor (`/scenes/edit_playlist/...`) and the template editor (`/library/edit_template/...`):
 * the layer library, the canvas with its layers (buttons named 'Text layer: Hello'), the tools, the layer list and
 * the selected layer's properties.
 */
export class LayerEditorModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
    /** The canvas's accessible name: 'Playlist item canvas' or 'Element canvas'. */
    private readonly canvasName = 'Playlist item canvas',
  ) {}

  readonly canvas = () => this.page.getByRole('group', { name: this.canvasName, exact: true });
  /** A layer on the canvas by its name ('Text layer: Hello', or a pattern). */
  readonly layer = (name: string | RegExp) =>
    this.canvas().getByRole('button', { name, exact: typeof name === 'string' });
  readonly layerList = () => this.page.getByRole('region', { name: 'Layers', exact: true });
  readonly properties = () => this.page.getByRole('region', { name: 'Layer properties' });
  readonly toolbar = () => this.page.getByRole('toolbar', { name: 'Layer tools' });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly handle = (handle: keyof typeof HANDLE_NAMES) =>
    this.canvas().getByRole('button', { name: HANDLE_NAMES[handle] });

  /** Asserts the editor has opened its document (`heading`: the page title) and checks its accessibility. */
  async expectShown(heading: 'Edit playlist' | 'Template editor'): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.canvas()).toBeVisible();
    await this.a11y.check();
  }

  /** Clicks a tool of the tool bar. */
  async tool(name: string): Promise<void> {
    await this.toolbar().getByRole('button', { name, exact: true }).click();
  }

  /** Adds a layer from the library ('Add Text'); kinds that need a source open their chooser. */
  async add(item: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${item}`, exact: true }).click();
  }

  /** Adds an image of the media library through the Media chooser, checking the chooser's accessibility. */
  async addMedia(fileName: string): Promise<void> {
    await this.add('Media');
    await expect(this.dialog()).toContainText('Choose an image or a video');
    await this.dialog().getByRole('radio', { name: fileName }).check();
    await this.a11y.check();
    await this.dialog().getByRole('button', { name: 'Add to canvas' }).click();
    await expect(this.dialog()).toHaveCount(0);
  }

  /** Selects a layer from the layer list (reachable even when another layer covers it on the canvas). */
  async select(name: string | RegExp): Promise<void> {
    await this.layerList()
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click();
  }

  /** The selected layer's box as the properties panel shows it. */
  async box(): Promise<LayerBox> {
    const read = async (label: string) =>
      Number(await this.properties().getByLabel(label, { exact: true }).inputValue());
    return { x: await read('X'), y: await read('Y'), width: await read('Width'), height: await read('Height') };
  }

  /** Waits until the properties panel shows `expected`. */
  async expectBox(expected: Partial<LayerBox>): Promise<void> {
    await expect.poll(async () => ({ ...(await this.box()) })).toMatchObject(expected);
  }

  /** Types the selected layer's box into the properties panel (each field committed with Enter). */
  async setBox(box: Partial<LayerBox>): Promise<void> {
    const labels = { x: 'X', y: 'Y', width: 'Width', height: 'Height' } as const;
    for (const key of ['width', 'height', 'x', 'y'] as const) {
      const value = box[key];
      if (value === undefined) continue;
      const field = this.properties().getByLabel(labels[key], { exact: true });
      await field.fill(String(value));
      await field.press('Enter');
    }
    await this.expectBox(box);
  }

  /** Screen pixels per canvas pixel, from the selected layer's rendered width and its width in the panel. */
  async screenScale(layer: Locator): Promise<number> {
    const rendered = await layer.boundingBox();
    const { width } = await this.box();
    if (!rendered) throw new Error('the layer is not rendered');
    return rendered.width / width;
  }

  /** Drags a layer (or a handle) by a screen-pixel delta, with modifier keys held. */
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
    for (const key of modifiers) await this.page.keyboard.up(key);
  }

  /**
   * Pastes clipboard data into the focused field as the browser would (a `paste` event carrying the data): formatted
   * text comes with its HTML and a plain-text flavour.
   */
  async pasteInto(field: Locator, data: Record<string, string>): Promise<void> {
    await field.evaluate((element, entries) => {
      const transfer = new DataTransfer();
      for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, data);
  }

  /** The ids of the canvas's layers, bottom first. */
  async layerIds(): Promise<number[]> {
    const ids = await this.canvas()
      .locator('[data-part="layer"]')
      .evaluateAll((layers) => layers.map((layer) => Number(layer.getAttribute('data-layer-id'))));
    return ids;
  }
}
