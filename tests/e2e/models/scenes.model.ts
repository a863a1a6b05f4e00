import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** A scene as `GET folders/scenes` lists it (the fields the tests read). */
export interface ListedScene {
  id: number;
  name: string;
  folderIds: number[];
}

/** `/scenes`: the scene folders (the library's folder tree) beside the selected folder's scene cards. */
export class ScenesModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly tree = () => this.page.getByRole('tree', { name: 'Folders' });
  readonly folder = (name: string) => this.tree().getByRole('treeitem', { name, exact: true });
  readonly newFolderName = () => this.page.getByRole('textbox', { name: 'New folder' });
  readonly createFolderButton = () => this.page.getByRole('button', { name: 'Create folder' });
  readonly renameFolderButton = () => this.page.getByRole('button', { name: 'Rename folder' });
  readonly deleteFolderButton = () => this.page.getByRole('button', { name: 'Delete folder' });
  readonly folderNameField = () => this.page.getByRole('textbox', { name: 'Folder name' });
  /** The open confirmation (one still closing, `data-state="closed"` during its exit, can be in the page beside it). */
  readonly dialog = () => this.page.getByRole('alertdialog').and(this.page.locator('[data-state="open"]'));

  /** The scene cards of the selected folder, e.g. `Scenes in Menus`. */
  list(folder: string): Locator {
    return this.page.getByRole('list', { name: `Scenes in ${folder}`, exact: true });
  }

  /** One scene's card in the shown list. */
  card(name: string): Locator {
    return this.page
      .locator('[data-scope="library-card"][data-kind="scene"]')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A scene card's action buttons group, named 'Actions for {name}'. */
  actions(name: string): Locator {
    return this.page.getByRole('group', { name: `Actions for ${name}`, exact: true });
  }

  /** Opens `/scenes` and checks it once its folders are shown. */
  async goto(): Promise<void> {
    await this.page.goto('/scenes');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Scenes' })).toBeVisible();
    await expect(this.tree()).toBeVisible();
    await this.a11y.check();
  }

  /** Selects a folder in the tree. */
  async selectFolder(name: string): Promise<void> {
    await this.folder(name).click();
    await expect(this.folder(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }

  /** Types a name into the new-folder form and submits it. */
  async createFolder(name: string): Promise<void> {
    await this.newFolderName().fill(name);
    await this.createFolderButton().click();
  }

  /** A scene card's move menu button ('Move {name} to a folder', the library's move menu). */
  moveButton(name: string): Locator {
    return this.actions(name).getByRole('button', { name: `Move ${name} to a folder`, exact: true });
  }

  /** Moves a scene with its card's move menu. */
  async moveScene(name: string, folder: string): Promise<void> {
    await this.moveButton(name).click();
    await this.actions(name).getByRole('menuitem', { name: folder, exact: true }).click();
  }

  /** Waits until the confirmation dialog saying `text` has finished appearing (axe reads settled colours), then checks it. */
  async expectDialog(text: string): Promise<void> {
    await expect(this.dialog()).toContainText(text);
    await expect(this.page.locator('[data-part="backdrop"]').last()).toHaveCSS('opacity', '1');
    await this.a11y.check();
  }

  /** Calls the product API as the signed-in user; resolves the status and the decoded `data`. */
  async api<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }> {
    const token = (await this.page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
    const response = await this.page.request.fetch(`/api/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    const json = (await response.json().catch(() => ({}))) as { data: T };
    return { status: response.status(), data: json.data };
  }

  /** The scenes and scene folders as the API lists them for the signed-in user. */
  async listed(): Promise<{ folders: { id: number; name: string }[]; scenes: ListedScene[] }> {
    const { status, data } = await this.api<{ folders: { id: number; name: string }[]; scenes: ListedScene[] }>(
      'GET',
      'folders/scenes',
    );
    expect(status).toBe(200);
    return data;
  }
}
