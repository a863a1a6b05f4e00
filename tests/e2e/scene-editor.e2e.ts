import { LoginModel } from './models/login.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

// On the embedded database `npm start` runs with (the other files use PostgreSQL when the run has one).
test.use({ engine: 'pglite' });

test.describe('the scene editor', () => {
  test('builds a scene: sections, snapping, ratio lock, duplicate, delete, undo, save, reload and cancel', async ({
    page,
    a11y,
  }) => {
    // Room for the scene at 50%, so pointer travel maps to scene pixels simply (4 screen px = 8 scene px).
    await page.setViewportSize({ width: 2200, height: 1300 });
    const shell = new ShellModel(page, a11y);
    const editor = new SceneEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');

    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.getByRole('button', { name: 'New scene' }).click();
    await shell.expectPage('Create scene');
    await page.getByRole('textbox', { name: 'Name' }).fill('Lobby wall');
    await page.getByRole('button', { name: 'Create scene' }).click();
    await expect(page).toHaveURL(/\/scenes\/edit_scene\/\d+$/);
    await editor.expectShown();

    // spec: a new section is a third of the scene, at one-third offsets.
    await editor.sectionList().getByRole('button', { name: 'Add section' }).click();
    await editor.section('new section').click();
    await editor.expectBox({ width: 640, height: 360, x: 640, y: 360 });

    // spec: a duplicate gets a unique name and a 5% offset.
    await editor.sectionList().getByRole('button', { name: 'Duplicate new section' }).click();
    await editor.section('new section (2)').click();
    await editor.expectBox({ width: 640, height: 360, x: 736, y: 414 });

    // Number inputs clamp: x at most the scene width minus the section width.
    await editor.setField('X', 5000);
    await editor.expectBox({ x: 1280 });
    await editor.setField('Y', 0);
    await editor.expectBox({ y: 0 });

    // Snapping to the other section's right edge at 1280 (grid off: only section and scene guides).
    await editor.tool('Grid');
    await editor.tool('50%');
    await editor.setField('Width', 300);
    await editor.setField('X', 1300);
    await editor.expectBox({ x: 1300 }); // the box has moved before the drag measures it
    const scale = await editor.screenScale('new section (2)');
    const b = editor.section('new section (2)');
    expect(scale).toBeCloseTo(0.5, 2);
    await editor.drag(b, -18 * scale, 0); // lands 2 scene px from the edge: within 4 screen px
    await editor.expectBox({ x: 1280 });

    // Holding Ctrl never snaps.
    await editor.setField('X', 1300);
    await editor.expectBox({ x: 1300 }); // the box has moved before the drag measures it
    await editor.drag(b, -18 * scale, 0, ['Control']);
    await editor.expectBox({ x: 1282 });

    // Farther than 4 screen px (8 scene px) from every guide: no snap.
    await editor.setField('X', 1300);
    await editor.expectBox({ x: 1300 }); // the box has moved before the drag measures it
    await editor.drag(b, -10 * scale, 0);
    await editor.expectBox({ x: 1290 });

    // Shift keeps the ratio while resizing from a corner.
    await editor.setField('X', 800);
    await editor.setField('Y', 300);
    await editor.drag(editor.handle('new section (2)', 'se'), 120 * scale, 10 * scale, ['Shift']);
    const resized = await editor.box();
    expect(resized.width / resized.height).toBeCloseTo(300 / 360, 1);
    expect(resized.width).toBeGreaterThan(300);

    // Backspace deletes the selected section after a confirmation (more than one exists).
    await editor.section('new section (2)').click();
    await page.keyboard.press('Backspace');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Delete this section?');
    await a11y.check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(editor.section('new section (2)')).toHaveCount(0);

    // Undo brings it back, redo deletes it again.
    await page.keyboard.press('Control+z');
    await expect(editor.section('new section (2)')).toHaveCount(1);
    await page.keyboard.press('Control+Shift+z');
    await expect(editor.section('new section (2)')).toHaveCount(0);

    // Save, reload: the saved state comes back. Before the save the changes are kept as draft; after it none is left.
    await expect(editor.saveStatus()).toHaveText('All changes kept as draft');
    await page.getByRole('button', { name: 'Save scene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scene saved' })).toBeVisible();
    await expect(editor.saveStatus()).toHaveText('All changes saved');
    await page.reload();
    await editor.expectShown();
    await expect(editor.saveStatus()).toHaveText('All changes saved');
    await editor.section('new section').click();
    await editor.expectBox({ width: 640, height: 360, x: 640, y: 360 });
    await expect(editor.section('new section (2)')).toHaveCount(0);

    // Cancel discards drafts: an unsaved move is undone by 'Discard drafts'.
    await editor.setField('X', 100);
    await editor.expectBox({ x: 100 });
    await expect(editor.sectionList().getByText('draft')).toBeVisible();
    await page.getByRole('button', { name: 'Discard drafts' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Discard drafts' })
      .click();
    await editor.section('new section').click();
    await editor.expectBox({ x: 640 });
  });

  test('a save that fails with 500 is retried and loses no edit', async ({ page, a11y }) => {
    const shell = new ShellModel(page, a11y);
    const editor = new SceneEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await editor.openFromScenes('Welcome screen');

    let failures = 0;
    await page.route(/\/api\/v1\/scenes\/\d+\/sections/, async (route) => {
      if (route.request().method() !== 'GET' && failures < 2) {
        failures += 1;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Server Error' }),
        });
        return;
      }
      await route.continue();
    });
    await editor.section('Logo').click();
    await editor.setField('X', 1000);
    await expect(editor.saveStatus()).toHaveText('Saving failed — retrying');
    await expect(editor.saveStatus()).toHaveText('All changes kept as draft', { timeout: 20_000 });
    expect(failures).toBe(2);

    await page.unroute(/\/api\/v1\/scenes\/\d+\/sections/);
    await page.reload();
    await editor.expectShown();
    await editor.section('Logo').click();
    await editor.expectBox({ x: 1000 });
  });

  test('two editors see each other, and a save in one offers a refresh in the other', async ({
    browser,
    page,
    a11y,
    baseURL,
  }) => {
    const other = await browser.newPage({ baseURL });
    try {
      // Only `page` is under the accessibility checker; `other` repeats the same pages.
      for (const [p, email] of [
        [page, 'admin@acme.test'],
        [other, 'editor@acme.test'],
      ] as const) {
        const isChecked = p === page;
        const login = new LoginModel(p, a11y);
        await p.goto('/login');
        if (isChecked) await login.expectShown();
        await login.signIn(email);
        await expect(p.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
        if (isChecked) await a11y.check();
        await p.goto('/scenes');
        await expect(p.getByRole('heading', { level: 1, name: 'Scenes' })).toBeVisible();
        if (isChecked) await a11y.check();
        await p.getByRole('link', { name: 'Welcome screen', exact: true }).click();
        await expect(p.getByRole('listbox', { name: 'Scene canvas' })).toBeVisible();
      }
      await expect(
        page.getByRole('list', { name: 'Also editing this scene' }).getByRole('img', { name: 'Eddie' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(
        other.getByRole('list', { name: 'Also editing this scene' }).getByRole('img', { name: 'Ada' }),
      ).toBeVisible({ timeout: 15_000 });
      await a11y.check();

      const editor = new SceneEditorModel(page, a11y);
      await editor.section('Logo').click();
      await editor.setField('Y', 20);
      await page.getByRole('button', { name: 'Save scene' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Scene saved' })).toBeVisible();
      await expect(page.getByText('This scene was updated by someone else')).toHaveCount(0);

      const notice = other.getByRole('status').filter({ hasText: 'This scene was updated by someone else' });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await notice.getByRole('button', { name: 'Refresh' }).click();
      await expect(notice).toHaveCount(0);
      const otherEditor = new SceneEditorModel(other, a11y);
      await otherEditor.section('Logo').click();
      await otherEditor.expectBox({ y: 20 });
    } finally {
      await other.close();
    }
  });
});
