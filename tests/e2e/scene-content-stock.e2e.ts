import { type StockServer, startStockServer } from '../api/support/stockServer';
import { SceneEditorModel } from './models/scene-editor.model';
import { ShellModel } from './models/shell.model';
import { expect, test as base } from './support/fixtures';
import { startServer } from './support/server';
import { signInThroughApi } from './support/session';

/**
 * Stock photos from the scene editor's content tabs (issue 15: "as does dropping ... stock photos"), against the local
 * stand-in of the stock photo services (tests/api/support/stockServer.ts, answers in their real formats): the server
 * under test is started with the stand-in's addresses and keys.
 */
const test = base.extend<{ stock: StockServer }>({
  stock: async ({}, use) => {
    const stock = await startStockServer();
    await use(stock);
    await stock.close();
  },
  server: async ({ stock, engine }, use) => {
    const { unsplash, pixabay } = stock.stockPhotos;
    const server = await startServer({
      engine,
      env: {
        UNSPLASH_ACCESS_KEY: unsplash?.apiKey ?? '',
        UNSPLASH_API_URL: unsplash?.apiUrl ?? '',
        PIXABAY_API_KEY: pixabay?.apiKey ?? '',
        PIXABAY_API_URL: pixabay?.apiUrl ?? '',
      },
    });
    await use(server);
    await server.stop();
  },
});

const SHOTS = '/tmp/shots';

test.describe('scene editor content tabs: stock photos', () => {
  test('stock photos are searched and dragged (or added) onto a section; a download that cannot be made says so and adds nothing', async ({
    page,
    a11y,
    stock,
  }) => {
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await new ShellModel(page, a11y).expectPage('Home');
    const scene = new SceneEditorModel(page, a11y);
    await scene.openFromScenes('Summer promo');

    // A new section, stored (a server id) before items can be added to it.
    await scene.sectionList().getByRole('button', { name: 'Add section' }).click();
    const name = await scene.details().getByLabel('Section name', { exact: true }).inputValue();
    await expect
      .poll(async () => Number(await scene.section(name).getAttribute('data-section-id')), { timeout: 15_000 })
      .toBeGreaterThan(0);

    const tabs = page.getByRole('region', { name: 'Content' });
    await tabs.getByRole('tab', { name: 'Stock photos' }).click();
    const search = tabs.getByRole('search', { name: 'Stock photo search' });
    await search.getByRole('searchbox', { name: 'Search stock photos' }).fill('mountain lake');
    await search.getByRole('button', { name: 'Search' }).click();
    const results = tabs.getByRole('list', { name: 'Stock photo results' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    // The search reached the service (the stand-in, in Unsplash's format).
    expect(stock.requests.some((request) => request.path === '/unsplash/search/photos')).toBe(true);
    await a11y.check();

    // The server stores a stock photo by downloading it; its SSRF guard refuses the stand-in's loopback address (only
    // the API tests may allow one), as it would a service that cannot be reached: the spec's dnd message shows and no
    // item is added. The stored path (download, layer, item) is proved by contentDrop.test.ts and tests/api/media*.
    await results.first().dragTo(scene.section(name));
    await expect(page.getByText("Can't get media from the stock-photo service", { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: `Playlist of ${name}` })).toContainText('No items yet');
    await expect(scene.section(name).locator('img')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/content-tabs-stock.png` });
    // The keyboard way does the same.
    await results
      .first()
      .getByRole('button', { name: new RegExp(` to ${name}$`) })
      .click();
    await expect(page.getByText("Can't get media from the stock-photo service", { exact: true }).first()).toBeVisible();
    await a11y.check();
  });
});
