import { LibraryModel, type UploadFile } from './models/library.model';
import { ShellModel } from './models/shell.model';
import { expect, test } from './support/fixtures';
import { signInThroughApi } from './support/session';

const SHOTS = '/tmp/shots-h5';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string): UploadFile => ({ name, mimeType: 'image/png', buffer: PNG });
/** An SVG carrying a script, an event handler and a javascript: link. */
const EVIL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">' +
    '<script>alert(1)</script><rect width="40" height="40" fill="#2b59c3" onload="alert(2)"/>' +
    '<a xlink:href="javascript:alert(3)"><circle cx="20" cy="20" r="8"/></a></svg>',
);

test.describe('the library', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  test('uploads media with a progress bar per file, refuses unsupported files and stores an SVG harmless', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const library = new LibraryModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await library.goto();
    await page.screenshot({ path: `${SHOTS}/layouts.png` });
    await library.openTab('Elements');
    await page.screenshot({ path: `${SHOTS}/elements.png` });
    await library.openTab('Media');
    const before = await library.storedMedia();

    // Two images at once: one progress bar per file, named by the file.
    await library.upload([png('gradient-a.png'), png('gradient-b.png')]);
    await expect(library.uploads().getByRole('progressbar', { name: 'gradient-a.png' })).toBeVisible();
    await expect(library.uploads().getByRole('progressbar', { name: 'gradient-b.png' })).toBeVisible();
    await expect(library.uploads().getByText('Uploaded')).toHaveCount(2);
    await expect(library.mediaCard('gradient-a.png')).toBeVisible();
    await expect(library.mediaCard('gradient-b.png')).toBeVisible();

    // A text file is refused before sending; a text file named .png is refused by the server; nothing is stored.
    await library.upload([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending to be a png') },
    ]);
    const refused = library.uploads().getByRole('alert');
    await expect(refused).toHaveCount(2);
    await expect(refused.first()).toHaveText('Invalid media file');
    await expect(refused.nth(1)).not.toBeEmpty();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/uploads.png`, fullPage: true });
    const afterRefusals = await library.storedMedia();
    expect(afterRefusals.media.map((item) => item.name).sort()).toEqual(
      [...before.media.map((item) => item.name), 'gradient-a.png', 'gradient-b.png'].sort(),
    );

    // An SVG with a script is stored, but served without the script and with nosniff and a restrictive CSP.
    await library.upload([{ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: EVIL_SVG }]);
    await expect(library.mediaCard('evil.svg')).toBeVisible();
    const stored = (await library.storedMedia()).media.find((item) => item.name === 'evil.svg');
    expect(stored?.mime).toMatch(/^image\/svg/);
    const served = await page.request.get(stored?.url ?? '');
    expect(served.ok()).toBe(true);
    const text = await served.text();
    expect(text).toContain('<svg');
    expect(text.toLowerCase()).not.toContain('<script');
    expect(text.toLowerCase()).not.toContain('onload');
    expect(text.toLowerCase()).not.toContain('javascript:');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toBeTruthy();
  });

  test('creates a folder (1 character refused), moves media into it, and cannot delete it while it holds media', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const library = new LibraryModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await library.goto();

    await library.createFolder('P');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Folder name must be at least 2 characters' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/folder-name-refused.png` });
    await library.createFolder('Posters');
    await expect(library.folder('Posters')).toHaveAttribute('aria-selected', 'true');
    await expect(library.heading()).toHaveText('Posters');

    // Keyboard: F2 renames the focused folder inline, Escape cancels, Enter saves (and the tree re-sorts).
    await library.folder('Posters').focus();
    await page.keyboard.press('F2');
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Campaign posters');
    await page.keyboard.press('Escape');
    await expect(library.folder('Posters')).toBeFocused();
    await page.keyboard.press('F2');
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Campaign posters');
    await page.keyboard.press('Enter');
    await expect(library.folder('Campaign posters')).toBeFocused();
    await expect(library.tree().getByRole('treeitem')).toHaveText([
      'All',
      'Brand',
      'Logos',
      'Campaign posters',
      'Seasonal',
    ]);

    await library.openTab('Media');
    await library.selectFolder('All');
    await page.getByRole('button', { name: 'Move Acme sunrise.png to a folder' }).click();
    await page.screenshot({ path: `${SHOTS}/move-menu.png` });
    await page.keyboard.press('Escape');
    await library.moveMedia('Acme sunrise.png', 'Campaign posters');
    await expect(
      page.getByRole('status').filter({ hasText: '“Acme sunrise.png” moved to Campaign posters' }),
    ).toBeVisible();
    // Dragging a card onto a folder moves it too.
    await library.mediaCard('Spring sale.png').dragTo(library.folder('Campaign posters'));
    await expect(
      page.getByRole('status').filter({ hasText: '“Spring sale.png” moved to Campaign posters' }),
    ).toBeVisible();
    await library.selectFolder('Campaign posters');
    await expect(
      library.list('Media', 'Campaign posters').getByText('Acme sunrise.png', { exact: true }),
    ).toBeVisible();
    await expect(library.list('Media', 'Campaign posters').getByText('Spring sale.png', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/media-folder.png`, fullPage: true });

    await library.deleteFolderButton().click();
    await library.expectDialog('Delete the folder “Campaign posters”?');
    await page.screenshot({ path: `${SHOTS}/delete-folder-dialog.png` });
    await library.dialog().getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Folder not empty or contains subfolders: cannot delete' }),
    ).toBeVisible();
    await expect(library.folder('Campaign posters')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/folder-not-empty.png` });
    await a11y.check();
  });

  test('a workgroup user with a readonly library permission cannot create or rename folders, in the UI and at the API', async ({
    page,
    a11y,
  }) => {
    const shell = new ShellModel(page, a11y);
    const library = new LibraryModel(page, a11y);
    await signInThroughApi(page, a11y, 'editor@acme.test');
    await shell.expectPage('Home');
    await library.goto();

    await expect(library.newFolderName()).toBeDisabled();
    await expect(library.createFolderButton()).toBeDisabled();
    await library.selectFolder('Brand');
    await expect(library.renameFolderButton()).toBeDisabled();
    await expect(library.deleteFolderButton()).toBeDisabled();
    await library.folder('Brand').press('F2');
    await expect(page.getByRole('textbox', { name: 'Folder name' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/readonly.png` });

    // Issue 15: in the readonly folder nothing is offered that the server would refuse (403): no new layout or
    // element, no copy into it, no move or delete of what sits in it, no upload and no stock photo.
    await expect(page.getByRole('button', { name: 'New layout' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Main with ticker' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Main with ticker' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Move Main with ticker to a folder' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Copy Main with ticker' })).toHaveCount(0);
    await library.openTab('Elements');
    await expect(page.getByRole('heading', { level: 3, name: 'Photo with caption' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New element' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Photo with caption' })).toHaveCount(0);
    await library.openTab('Media');
    await expect(page.getByText('Acme sunrise.png')).toBeVisible();
    await expect(page.getByText('This folder is read-only for you: nothing can be added to it.')).toBeVisible();
    await expect(page.getByLabel('Choose files')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Acme sunrise.png' })).toHaveCount(0);
    await a11y.check();
    await page.screenshot({ path: `/tmp/shots-h6/library-readonly-media.png`, fullPage: true });
    // Its sub-folder Logos is readonly too (issue 22: a readonly folder's restriction holds below it).
    await library.selectFolder('Logos');
    await expect(page.getByText('Acme logo.png')).toBeVisible();
    await expect(page.getByLabel('Choose files')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Acme logo.png' })).toHaveCount(0);
    // Seasonal is open: there the user uploads.
    await library.selectFolder('Seasonal');
    await expect(page.getByLabel('Choose files')).toHaveCount(1);
    // The server stays the wall: deleting the readonly folder's media is refused.
    const sunrise = (await library.storedMedia()).media.find((item) => item.name === 'Acme sunrise.png');
    expect((await library.api('DELETE', `media?uuid=${sunrise?.uuid ?? ''}`)).status).toBe(403);
    await library.selectFolder('Brand');
    await library.openTab('Layouts');

    const { folders } = await library.storedMedia();
    const brand = folders.find((folder) => folder.name === 'Brand');
    expect((await library.api('POST', 'library/folders', { name: 'Not allowed' })).status).toBe(403);
    expect((await library.api('PATCH', `folders/${brand?.id ?? 0}`, { name: 'Renamed' })).status).toBe(403);
    await page.reload();
    await expect(library.folder('Brand')).toBeVisible();
    await expect(library.folder('Not allowed')).toHaveCount(0);
    await a11y.check();
  });

  test('says the stock photo service cannot be reached and keeps working', async ({ page, a11y }) => {
    const shell = new ShellModel(page, a11y);
    const library = new LibraryModel(page, a11y);
    await signInThroughApi(page, a11y, 'admin@acme.test');
    await shell.expectPage('Home');
    await library.goto();
    await library.openTab('Media');

    const search = page.getByRole('search', { name: 'Stock photo search' });
    await search.getByRole('searchbox', { name: 'Search stock photos' }).fill('mountain lake');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "Can't get media from the image service" }).first(),
    ).toBeVisible();
    await a11y.check();
    await page.screenshot({ path: `${SHOTS}/stock-offline.png`, fullPage: true });

    // Nothing broke: the form still searches, the tabs and folders still work.
    await search.getByRole('combobox', { name: 'Service' }).selectOption('pixabay');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Can't get media from the (image|stock-photo) service/ })
        .first(),
    ).toBeVisible();
    await library.selectFolder('Logos');
    await expect(library.list('Media', 'Logos').getByText('Acme logo.png', { exact: true })).toBeVisible();
    await library.openTab('Layouts');
    await library.selectFolder('All');
    await expect(library.list('Layouts', 'All').getByRole('article').first()).toBeVisible();
  });
});
