import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** A file handed to the upload field (built in the test). */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A stored media item as the API lists it. */
export interface StoredMedia {
  id: number;
  uuid: string;
  name: string;
  url: string;
  mime: string;
  folderIds: number[];
}

/** A library folder as the API lists it. */
export interface StoredFolder {
  id: number;
  name: string;
  parentId: number | null;
}

/** `/library`: the folder tree, the Layouts / Elements / Media tabs, uploads and the stock photo search. */
export class LibraryModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly tree = () => this.page.getByRole('tree', { name: 'Library folders' });
  readonly folder = (name: string) => this.tree().getByRole('treeitem', { name, exact: true });
  readonly tab = (name: 'Layouts' | 'Elements' | 'Media') => this.page.getByRole('tab', { name, exact: true });
  readonly heading = () => this.page.getByRole('heading', { level: 2 }).first();
  readonly newFolderName = () => this.page.getByRole('textbox', { name: 'New folder' });
  readonly createFolderButton = () => this.page.getByRole('button', { name: 'Create folder' });
  readonly renameFolderButton = () => this.page.getByRole('button', { name: 'Rename folder' });
  readonly deleteFolderButton = () => this.page.getByRole('button', { name: 'Delete folder' });
  readonly uploads = () => this.page.getByRole('list', { name: 'Uploads' });
  /** The open confirmation (one still closing, `data-state="closed"` during its exit, can be in the page beside it). */
  readonly dialog = () => this.page.getByRole('alertdialog').and(this.page.locator('[data-state="open"]'));

  /** The list of the shown tab's items in the selected folder, e.g. `Media in Posters`. */
  list(tab: 'Layouts' | 'Elements' | 'Media', folder: string): Locator {
    return this.page.getByRole('list', { name: `${tab} in ${folder}`, exact: true });
  }

  /** A media card by its file name. */
  mediaCard(name: string): Locator {
    return this.page
      .locator('[data-scope="media-grid"] [data-part="item"]')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens `/library` and checks it once its first list (or empty note) is shown. */
  async goto(): Promise<void> {
    await this.page.goto('/library');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(this.tree()).toBeVisible();
    await expect(this.page.getByRole('tabpanel')).not.toContainText('Loading');
    await this.a11y.check();
  }

  /** Shows a tab and waits for its content. */
  async openTab(name: 'Layouts' | 'Elements' | 'Media'): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('tabpanel')).not.toContainText('Loading');
  }

  /** Selects a folder in the tree. */
  async selectFolder(name: string): Promise<void> {
    await this.folder(name).click();
    await expect(this.folder(name)).toHaveAttribute('aria-selected', 'true');
  }

  /** Waits until the confirmation dialog saying `text` has finished appearing (axe reads settled colours), then checks it. */
  async expectDialog(text: string): Promise<void> {
    await expect(this.dialog()).toContainText(text);
    await expect(this.page.locator('[data-part="backdrop"]').last()).toHaveCSS('opacity', '1');
    await this.a11y.check();
  }

  /** Types a name into the new-folder form and submits it. */
  async createFolder(name: string): Promise<void> {
    await this.newFolderName().fill(name);
    await this.createFolderButton().click();
  }

  /** Chooses files with the upload button. */
  async upload(files: UploadFile[]): Promise<void> {
    await this.page.getByLabel('Choose files').setInputFiles(files);
  }

  /** Moves a media item into a folder through its "Move" menu. */
  async moveMedia(name: string, folderPath: string): Promise<void> {
    await this.page.getByRole('button', { name: `Move ${name} to a folder` }).click();
    await this.page
      .getByRole('menu', { name: `Move ${name} to a folder` })
      .getByRole('menuitem', { name: folderPath, exact: true })
      .click();
  }

  /** The signed-in user's bearer token. */
  async token(): Promise<string> {
    return (await this.page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  }

  /** Calls the product API as the signed-in user; resolves the status and the decoded `data`. */
  async api<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }> {
    const response = await this.page.request.fetch(`/api/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${await this.token()}` },
      ...(body === undefined ? {} : { data: body }),
    });
    const json = (await response.json().catch(() => ({}))) as { data: T };
    return { status: response.status(), data: json.data };
  }

  /** The tenant's media and library folders as the API lists them. */
  async storedMedia(): Promise<{ folders: StoredFolder[]; media: StoredMedia[] }> {
    const { status, data } = await this.api<{ folders: StoredFolder[]; media: StoredMedia[] }>(
      'GET',
      'library/folders/media',
    );
    expect(status).toBe(200);
    return data;
  }
}
