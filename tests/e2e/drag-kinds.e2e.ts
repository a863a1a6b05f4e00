import type { Locator, Page } from '@playwright/test';
import { LayerEditorModel } from './models/layer-editor.model';
import { LayoutEditorModel } from './models/layout-editor.model';
import { LibraryModel } from './models/library.model';
import { ShellModel } from './models/shell.model';
import { WorkgroupsModel } from './models/workgroups.model';
import type { A11yChecker } from './support/a11y';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/**
 * The spec's drag item kinds that land in these places (issue 15; docs/drag-kinds.md): sectionItem in the section
 * list, templateLayer in the layer list, layerLibraryItem on the layer canvas, user on another workgroup; each with
 * its keyboard way. Also the layer editor's paste at the pointer.
 */
const SHOTS = '/tmp/shots';

async function signIn(page: Page, a11y: A11yChecker): Promise<void> {
  await signInThroughApi(page, a11y, 'admin@acme.test');
  await new ShellModel(page, a11y).expectPage('Home');
}

/** The names of a list's rows, read from each row's select button (a section's name without its draft badge). */
async function rowNames(list: Locator, part = '[data-part="select"]'): Promise<string[]> {
  return list.locator(`[data-part="item"] ${part}`).allTextContents();
}

/** The section list's names, in order. */
const sectionNames = (list: Locator) => rowNames(list, '[data-part="name"]');

test.describe('drag kinds with their keyboard ways', () => {
  test('sectionItem: the layout editor section list reorders by drag, by Alt+arrows and the move buttons, announced', async ({
    page,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, a11y);
    const layouts = new LayoutEditorModel(page, a11y);
    await layouts.gotoSizeChooser();
    await layouts.choosePreset('1920 × 1080');
    await layouts.expectShown('New layout');
    const list = layouts.sectionList();
    await list.getByRole('button', { name: 'Add section' }).click();
    await list.getByRole('button', { name: 'Add section' }).click();
    await expect.poll(() => sectionNames(list)).toEqual(['new section', 'new section (2)', 'new section (3)']);

    // A row by its section's name (the select button's name also carries the draft badge).
    const row = (name: string) =>
      list.getByRole('listitem').filter({ has: page.locator('[data-part="name"]').getByText(name, { exact: true }) });
    await row('new section (3)').dragTo(row('new section'));
    await expect.poll(() => sectionNames(list)).toEqual(['new section (3)', 'new section', 'new section (2)']);
    await expect(list.getByText('new section (3) moved to position 1 of 3')).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/drag-section-list.png` });

    // The keyboard: Alt+ArrowDown on the section's button, then the named move button.
    await row('new section (3)').locator('[data-part="select"]').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => sectionNames(list)).toEqual(['new section', 'new section (3)', 'new section (2)']);
    await expect(list.getByText('new section (3) moved to position 2 of 3')).toBeAttached();
    await list.getByRole('button', { name: 'Move new section (2) up' }).click();
    await expect.poll(() => sectionNames(list)).toEqual(['new section', 'new section (2)', 'new section (3)']);
    await a11y.check();

    // The canvas keeps its sections: a reorder is not a drop of anything else.
    await expect(layouts.sections()).toHaveCount(3);
  });

  test('templateLayer and layerLibraryItem: the layer list restacks by drag and keys; a library item drops on the canvas; Ctrl+V pastes at the pointer', async ({
    page,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, a11y);
    const library = new LibraryModel(page, a11y);
    await library.goto();
    await library.openTab('Elements');
    await page.getByRole('button', { name: 'New element' }).click();
    const editor = new LayerEditorModel(page, a11y, 'Element canvas');
    await editor.expectShown('Template editor');

    // A library item dragged onto the canvas is added where it falls.
    const canvasBox = await editor.canvas().boundingBox();
    if (!canvasBox) throw new Error('the canvas is not rendered');
    const libraryItem = page.getByRole('button', { name: 'Add Rectangle', exact: true }).locator('..');
    await libraryItem.dragTo(editor.canvas(), { targetPosition: { x: 40, y: 30 } });
    await expect(editor.layer(/^Rectangle layer/)).toBeVisible();
    await editor.add('Clock');
    await expect(editor.layer(/^Clock layer/)).toBeVisible();
    await editor.select(/^Rectangle layer/);
    const scale = await editor.screenScale(editor.layer(/^Rectangle layer/));
    const dropped = await editor.box();
    expect(Math.abs(dropped.x - 40 / scale)).toBeLessThanOrEqual(2);
    expect(Math.abs(dropped.y - 30 / scale)).toBeLessThanOrEqual(2);

    // The list shows the front layer first; a drag of a row onto another takes its place in the stack.
    const list = editor.layerList();
    await expect.poll(() => rowNames(list)).toEqual(['Clock layer', 'Rectangle layer']);
    const row = (name: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
    await row('Rectangle layer').dragTo(row('Clock layer'));
    await expect.poll(() => rowNames(list)).toEqual(['Rectangle layer', 'Clock layer']);
    await expect(list.getByText('Rectangle layer moved to position 1 of 2')).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/drag-layer-list.png` });
    // The keyboard: Alt+ArrowUp on the Clock's button brings it forward again.
    await list.getByRole('button', { name: 'Clock layer', exact: true }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => rowNames(list)).toEqual(['Clock layer', 'Rectangle layer']);
    await expect(list.getByText('Clock layer moved to position 1 of 2')).toBeAttached();
    await a11y.check();

    // Copy the rectangle; with the pointer over the canvas, Ctrl+V pastes it there (its top-left at the pointer).
    await editor.select(/^Rectangle layer/);
    const original = await editor.box();
    await page.keyboard.press('Control+c');
    const at = { x: canvasBox.x + 300, y: canvasBox.y + 150 };
    await page.mouse.move(at.x - 20, at.y - 10);
    await page.mouse.move(at.x, at.y);
    await page.keyboard.press('Control+v');
    await expect(editor.layer(/^Rectangle layer/)).toHaveCount(2);
    const pasted = await editor.box();
    expect(Math.abs(pasted.x - 300 / scale)).toBeLessThanOrEqual(2);
    expect(Math.abs(pasted.y - 150 / scale)).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/paste-at-pointer.png` });

    // With the pointer elsewhere, the paste goes 15% of the canvas lower-right of the original (spec).
    await page.mouse.move(5, 5);
    await page.keyboard.press('Control+v');
    await expect(editor.layer(/^Rectangle layer/)).toHaveCount(3);
    const offset = await editor.box();
    expect(offset.x).toBeGreaterThan(original.x);
    expect(offset.y).toBeGreaterThan(original.y);
    expect([offset.x, offset.y]).not.toEqual([pasted.x, pasted.y]);
  });

  test('user: a member card dragged onto another workgroup moves there; "Move to" is the keyboard way back', async ({
    page,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signIn(page, a11y);
    const workgroups = new WorkgroupsModel(page, a11y);
    await workgroups.openFromNav();
    await workgroups.open('Stores');
    const card = workgroups.member('Stores', 'Eddie Editor');
    await expect(card).toBeVisible();
    const headOffice = workgroups.list().getByRole('button', { name: /^Head Office / });
    await card.dragTo(headOffice);
    await expect(page.getByRole('status').filter({ hasText: 'Eddie Editor moved to Head Office' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await workgroups.open('Head Office');
    const moved = workgroups.member('Head Office', 'Eddie Editor');
    await expect(moved).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/drag-user-workgroup.png` });
    await a11y.check();

    // Back with the keyboard: the card's "Move to" chooser and its Move button.
    await moved.getByRole('combobox', { name: 'Move Eddie Editor to' }).selectOption({ label: 'Stores' });
    await moved.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Eddie Editor moved to Stores' })).toBeVisible();
    await workgroups.open('Stores');
    await expect(workgroups.member('Stores', 'Eddie Editor')).toBeVisible();
  });
});
