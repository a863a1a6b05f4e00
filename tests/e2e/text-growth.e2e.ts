import { mkdirSync } from 'node:fs';
import { LayerEditorModel } from './models/layer-editor.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-c';
mkdirSync(SHOTS, { recursive: true });

test.describe('a text box (issue 24: a bigger font clipped its words)', () => {
  test('grows when its font size grows past its height, and one undo takes both back', async ({ page, a11y }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInThroughApi(page, a11y, 'admin@acme.test');
    const shell = new ShellModel(page, a11y);
    await shell.expectPage('Home');
    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.getByRole('link', { name: 'Summer promo', exact: true }).click();
    const scene = new SceneEditorModel(page, a11y);
    await scene.expectShown();
    await scene.section('Full screen').click();
    await page.getByRole('region', { name: 'Playlist of Full screen' }).getByRole('link', { name: 'Add item' }).click();
    const editor = new LayerEditorModel(page, a11y);
    await editor.expectShown('Edit playlist');

    await editor.add('Text');
    await editor.setBox({ width: 800, height: 100, x: 100, y: 100 });
    const words = editor.properties().getByRole('textbox', { name: 'Text', exact: true });
    await words.fill('Summer sale');
    await words.blur();
    const fontSize = editor.properties().getByLabel('Font size', { exact: true });
    // 'Summer sale' at 96 px is one line of 115.2 px: more than the box's 100, so the box takes 116.
    await fontSize.fill('96');
    await fontSize.press('Enter');
    await editor.expectBox({ x: 100, y: 100, width: 800, height: 116 });
    await expect(editor.canvas()).toContainText('Summer sale');
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/text-growth-96.png` });
    // At 200 px it wraps to two lines of 240 px: 480 high.
    await fontSize.fill('200');
    await fontSize.press('Enter');
    await editor.expectBox({ y: 100, height: 480 });
    await page.screenshot({ path: `${SHOTS}/text-growth-200.png` });
    await editor.tool('Undo');
    await editor.expectBox({ height: 116 });
    await expect(fontSize).toHaveValue('96');
  });
});
