import { LayoutEditorModel } from './models/layout-editor.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

/** What the layout checks read back from `GET layouts`. */
interface StoredLayout {
  id: number;
  name: string;
  width: number;
  height: number;
  sections: { name: string }[];
}

const SHOTS = '/tmp/shots-h6';

test.describe('the layout editor', () => {
  test('creates a layout (size, sections, Backspace delete), saves it, and creates a scene from it into a sub-folder', async ({
    page,
    a11y,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const shell = new ShellModel(page, a11y);
    const layouts = new LayoutEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');

    // The size comes first: a preset opens the editor for a new layout of that size.
    await layouts.gotoSizeChooser();
    await page.screenshot({ path: `${SHOTS}/size-chooser.png` });
    await layouts.choosePreset('1920 × 1080');
    await expect(page).toHaveURL(/\/library\/create_layout\/-1\?width=1920&height=1080$/);
    await layouts.expectShown('New layout');
    await expect(layouts.name()).toHaveValue(/^Layout 1920×1080/);
    await expect(layouts.preview()).toContainText('1920 × 1080');
    await expect(layouts.sections()).toHaveCount(1);
    await layouts.rename('Lobby columns');

    // Add and duplicate sections (spec: a duplicate gets a unique name).
    await layouts.sectionList().getByRole('button', { name: 'Add section' }).click();
    await layouts.sectionList().getByRole('button', { name: 'Duplicate new section (2)' }).click();
    await expect(layouts.section('new section (3)')).toBeVisible();
    await expect(layouts.sections()).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/editor-new.png` });

    // Backspace on the selected section asks first, then deletes it.
    await layouts.section('new section (3)').click();
    await page.keyboard.press('Backspace');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Delete this section?');
    await a11y.check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(layouts.section('new section (3)')).toHaveCount(0);
    await expect(layouts.sections()).toHaveCount(2);

    // Saving a new layout lands on the library, where it is listed.
    await layouts.save();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByText('Lobby columns').first()).toBeVisible();
    await shell.expectPage('Library');
    await page.screenshot({ path: `${SHOTS}/library-after-save.png` });
    const saved = (await layouts.apiGet<StoredLayout[]>('layouts')).find((layout) => layout.name === 'Lobby columns');
    expect(saved).toMatchObject({ width: 1920, height: 1080 });
    expect(saved?.sections.map((section) => section.name)).toEqual(['new section', 'new section (2)']);

    // A scene from it, into the sub-folder Campaigns › Summer: the create-scene page offers the layouts of its size.
    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.getByRole('treeitem', { name: 'Campaigns', exact: true }).click();
    await page.getByRole('treeitem', { name: 'Summer', exact: true }).click();
    await page.getByRole('button', { name: 'New scene' }).click();
    await shell.expectPage('Create scene');
    await expect(page.getByRole('link', { name: 'Lobby columns 1920 × 1080' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/create-scene-layouts.png`, fullPage: true });
    await a11y.check(); // with the layout choices shown: each link is named by its visible text
    await page.getByRole('link', { name: 'Lobby columns 1920 × 1080' }).click();
    await expect(page).toHaveURL(/\/scenes\/create_scene_from_layout\/\d+\?folderId=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'From the layout “Lobby columns”' })).toBeVisible();
    await expect(page.getByText('The scene goes into: Summer')).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/scene-from-layout.png` });
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Lobby columns');
    await page.getByRole('textbox', { name: 'Name' }).fill('Lobby from layout');
    await page.getByRole('button', { name: 'Create scene' }).click();

    await expect(page).toHaveURL(/\/scenes\/edit_scene\/\d+$/);
    const sceneEditor = new SceneEditorModel(page, a11y);
    await sceneEditor.expectShown();
    await expect(sceneEditor.section('new section (2)')).toBeVisible();

    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.getByRole('treeitem', { name: 'Campaigns', exact: true }).click();
    await page.getByRole('treeitem', { name: 'Summer', exact: true }).click();
    await expect(
      page
        .getByRole('list', { name: 'Scenes in Summer' })
        .getByRole('link', { name: 'Lobby from layout', exact: true }),
    ).toBeVisible();
  });

  test('edits a seeded layout and goes back after saving', async ({ page, a11y }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const shell = new ShellModel(page, a11y);
    const layouts = new LayoutEditorModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    const portrait = (await layouts.apiGet<StoredLayout[]>('layouts?width=1080&height=1920')).find(
      (layout) => layout.name === 'Portrait split',
    );
    if (!portrait) throw new Error("the seed has no 'Portrait split' layout");

    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await page.goto(`/library/edit_layout/${portrait.id}`);
    await layouts.expectShown('Edit layout Portrait split');
    await expect(layouts.name()).toHaveValue('Portrait split');
    await expect(layouts.sections()).toHaveCount(portrait.sections.length);
    // One trail (the way back), not repeating the layout the title names; no second 'Back to library'.
    await expect(layouts.breadcrumbs()).toHaveText('Library');
    await expect(layouts.breadcrumbs().getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    await expect(page.getByRole('link', { name: 'Back to library' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/editor-edit.png` });

    await layouts.section('Top').click();
    const keepRatio = page.getByRole('switch', { name: 'Keep ratio' });
    await keepRatio.check();
    await expect(keepRatio).toBeChecked();
    await layouts.tool('3D view');
    await page.screenshot({ path: `${SHOTS}/editor-edit-3d.png` });
    await layouts.tool('3D view');
    await layouts.rename('Portrait split, three parts');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Edit layout Portrait split, three parts' }),
    ).toBeVisible();
    await layouts.sectionList().getByRole('button', { name: 'Add section' }).click();
    await expect(layouts.sections()).toHaveCount(portrait.sections.length + 1);
    await layouts.save();

    // spec: editing updates and goes back.
    await expect(page).toHaveURL(/\/scenes$/);
    await shell.expectPage('Scenes');
    const updated = await layouts.apiGet<StoredLayout>(`layouts/${portrait.id}`);
    expect(updated.name).toBe('Portrait split, three parts');
    expect(updated.sections).toHaveLength(portrait.sections.length + 1);
  });

  test('an unknown layout says so', async ({ page, a11y }) => {
    const shell = new ShellModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await page.goto('/library/edit_layout/999999');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This layout does not exist or you cannot open it.' }),
    ).toBeVisible();
    await a11y.check();
  });
});
