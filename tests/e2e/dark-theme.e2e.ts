import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scene } from '@screenplay/core';
import type { Page } from '@playwright/test';
import { LayerEditorModel } from './models/layer-editor.model';
import { LayoutEditorModel } from './models/layout-editor.model';
import { LoginModel } from './models/login.model';
import { apiToken, sceneIdByName } from './models/player.model';
import { ScheduleEditorModel, apiGet, screenIdByName } from './models/schedule-editor.model';
import { SceneEditorModel } from './models/scene-editor.model';
import { ScreenDetailsModel } from './models/screen-details.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { REPO_ROOT } from './support/paths';

/** The kit's dark theme: custom properties only, as a host would load it after theme.css. */
const DARK_CSS = readFileSync(join(REPO_ROOT, 'packages/ui/src/theme/dark.css'), 'utf8');
/** Where the screenshots go, to be looked at: `test-results/dark-*.png`, or SCREENPLAY_SHOTS_DIR. */
const SHOTS = process.env.SCREENPLAY_SHOTS_DIR ?? join(REPO_ROOT, 'test-results');
const ADMIN = 'admin@acme.test';
/** Demo data (seed): a scene with a playlist, a screen it does not play on yet. */
const WELCOME = 'Welcome screen';
const LEEDS = 'Leeds – Market Street window';
/** A demo screen whose week shows scene blocks in several colours (seed). */
const OSLO = 'Oslo – Karl Johans gate';
/** The dark theme's page background (--sp-color-surface in dark.css). */
const DARK_SURFACE = 'rgb(15, 19, 24)';

/** Where the page loads the dark theme from: served by the test, same origin, so the portal's CSP allows it. */
const DARK_HREF = '/e2e/theme-dark.css';

/**
 * Loads dark.css after the app's own styles on every document, as a stylesheet link and nothing else: appended to
 * the root element once the document is parsed, it follows every stylesheet in the head, those a route loads later
 * too.
 */
async function useDarkTheme(page: Page): Promise<void> {
  await page.route(`**${DARK_HREF}`, (route) => route.fulfill({ contentType: 'text/css', body: DARK_CSS }));
  await page.addInitScript((href) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.documentElement.append(link);
      },
      { once: true },
    );
  }, DARK_HREF);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `dark-${name}.png`), fullPage: false });
}

test.describe('dark theme', () => {
  test('restyles the portal and its editors by CSS alone, every page readable (axe: no contrast failure)', async ({
    page,
    request,
    baseURL,
    a11y,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await useDarkTheme(page);
    const login = new LoginModel(page, a11y);
    const shell = new ShellModel(page, a11y);
    // Every a11y.check() runs axe and fails on any serious or critical violation, color-contrast among them.
    await login.goto();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_SURFACE);
    await shot(page, 'login');
    await login.signIn(ADMIN);
    await shell.expectPage('Home');
    await shot(page, 'home');

    await page.goto('/scenes');
    await shell.expectPage('Scenes');
    await shot(page, 'scenes');

    const sceneEditor = new SceneEditorModel(page, a11y);
    await page.getByRole('link', { name: WELCOME, exact: true }).click();
    await sceneEditor.expectShown();
    await shot(page, 'scene-editor');

    const origin = baseURL ?? '';
    const token = await apiToken(request, origin, ADMIN);
    const sceneId = await sceneIdByName(request, origin, token, WELCOME);
    const scene = await apiGet<Scene>(request, origin, token, `scenes/${sceneId}`);
    const section = scene.sections.find((one) => one.itemsOrder.length > 0);
    if (!section) throw new Error('The demo scene has no playlist items');
    await page.goto(`/scenes/edit_playlist/${sceneId}/${section.id}/${section.itemsOrder[0]}`);
    await new LayerEditorModel(page, a11y).expectShown('Edit playlist');
    await shot(page, 'layer-editor');

    await page.goto('/library');
    await shell.expectPage('Library');
    await shot(page, 'library');

    await page.getByRole('link', { name: 'Edit Main with ticker' }).click();
    await new LayoutEditorModel(page, a11y).expectShown('Edit layout Main with ticker');
    await shot(page, 'layout-editor');

    await page.goto('/screens');
    await shell.expectPage('Screens');
    await shot(page, 'screens');

    const osloId = await screenIdByName(request, origin, token, OSLO);
    await new ScreenDetailsModel(page, a11y).goto(osloId, OSLO);
    // The week's scene blocks (issue 12's demo week) are the page's own colours: scroll them into the shot.
    await page.getByRole('heading', { name: 'Week schedule' }).evaluate((heading) => heading.scrollIntoView());
    await shot(page, 'screen-details');

    const screenId = await screenIdByName(request, origin, token, LEEDS);

    await new ScheduleEditorModel(page, a11y).goto(sceneId, [screenId], `Schedule of ${WELCOME}`);
    await shot(page, 'schedule-editor');

    await page.goto('/settings');
    await shell.expectPage('Settings');
    await shot(page, 'settings');

    await page.goto('/billing');
    await shell.expectPage('Billing');
    await shot(page, 'billing');
  });
});
