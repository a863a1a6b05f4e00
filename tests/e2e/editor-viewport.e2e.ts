import type { Page } from '@playwright/test';
import { LoginModel } from './models/login.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';

/** The least zoom at which a 1920 × 1080 scene is still worked on (issue 23). */
const MIN_ZOOM_PERCENT = 35;
/** The section rows the list shows at once without scrolling the page (issue 23). */
const MIN_SECTION_ROWS = 4;

/** The zoom the tool bar shows, in percent. */
async function shownZoom(page: Page): Promise<number> {
  const text = await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status').textContent();
  return Number(/(\d+)%/.exec(text ?? '')?.[1] ?? Number.NaN);
}

for (const size of [
  // Not yet: at 1280 x 720 (side navigation open) the three columns leave the canvas 416 px and the fitted zoom is
  // 18%; the narrow arrangement (two columns, one-row tool bar, collapsible playlist) is issue 23's open part.
  { width: 1280, height: 720, isPlanned: true },
  { width: 1920, height: 1080, isPlanned: false },
]) {
  test(`the scene editor fits ${size.width}x${size.height}: canvas, section list, content tabs and playlist`, async ({
    page,
    a11y,
  }) => {
    test.fixme(size.isPlanned, 'the editor at 1280 x 720 shows the canvas at 18%, under the 35% the issue asks for');
    await page.setViewportSize({ width: size.width, height: size.height });
    const login = new LoginModel(page, a11y);
    const editor = new SceneEditorModel(page, a11y);
    await login.goto();
    await login.signIn('admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');
    await editor.openFromScenes('Widgets showcase');

    // The canvas opens fitted, at a zoom a 1920 x 1080 scene can be worked on.
    await expect.poll(() => shownZoom(page)).toBeGreaterThanOrEqual(MIN_ZOOM_PERCENT);
    await expect(editor.canvas()).toBeInViewport({ ratio: 0.9 });

    // At least four section rows show whole.
    const rows = editor.sectionList().getByRole('listitem');
    expect(await rows.count()).toBeGreaterThanOrEqual(MIN_SECTION_ROWS);
    for (let index = 0; index < MIN_SECTION_ROWS; index++) await expect(rows.nth(index)).toBeInViewport({ ratio: 1 });

    // The content tabs and the selected section's playlist are reachable while the canvas stays in view.
    await editor.section('Photo').click();
    const content = page.getByRole('region', { name: 'Content' });
    const playlist = page.getByRole('region', { name: 'Playlist of Photo' });
    await expect(content.getByRole('tab', { name: 'Media' })).toBeInViewport();
    await expect(playlist.getByRole('heading', { name: 'Playlist of Photo' })).toBeInViewport();
    await expect(playlist.getByRole('list', { name: 'Items of Photo' })).toBeVisible();
    await expect(editor.canvas()).toBeInViewport({ ratio: 0.9 });
    await page.screenshot({ path: `test-results/editor-viewport-${size.width}x${size.height}.png` });
  });
}
