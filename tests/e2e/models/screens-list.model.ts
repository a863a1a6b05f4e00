import { expect, type Locator, type Page } from '@playwright/test';
import type { A11yChecker } from '../support/a11y';

/** `/screens`: the screen folders (the library's folder tree) beside the selected folder's screen cards. */
export class ScreensListModel {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11yChecker,
  ) {}

  readonly tree = () => this.page.getByRole('tree', { name: 'Screen folders' });
  readonly folder = (name: string) => this.tree().getByRole('treeitem', { name, exact: true });
  readonly newFolderName = () => this.page.getByRole('textbox', { name: 'New folder' });
  readonly createFolderButton = () => this.page.getByRole('button', { name: 'Create folder' });
  readonly folderNameField = () => this.page.getByRole('textbox', { name: 'Folder name' });
  readonly addScreenLink = () => this.page.getByRole('link', { name: 'Add screen', exact: true });
  readonly searchField = () => this.page.getByRole('searchbox', { name: 'Search by name or tag' });
  readonly multipleMode = () => this.page.getByRole('checkbox', { name: 'Select several' });

  /** The screen cards of the selected folder, e.g. `Screens in All`. */
  list(folder: string): Locator {
    return this.page.getByRole('list', { name: `Screens in ${folder}`, exact: true });
  }

  /** One screen's card (a list item named by the screen). */
  card(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /** A card's status badge text (ONLINE / PENDING / OFFLINE). */
  status(name: string): Locator {
    return this.card(name).locator('[data-part="status"]');
  }

  /** A card's selection checkbox. */
  selectBox(name: string): Locator {
    return this.card(name).getByRole('checkbox', { name: `Select ${name}` });
  }

  /** Opens `/screens` and checks it once its folders are shown. */
  async goto(): Promise<void> {
    await this.page.goto('/screens');
    await this.expectShown();
  }

  /** Asserts the Screens page is shown (title and folder tree) and accessible. */
  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Screens' })).toBeVisible();
    await expect(this.tree()).toBeVisible();
    await this.a11y.check();
  }

  /** Types a name into the new-folder form and submits it. */
  async createFolder(name: string): Promise<void> {
    await this.newFolderName().fill(name);
    await this.createFolderButton().click();
  }

  /** Renames a folder inline with F2. */
  async renameFolder(from: string, to: string): Promise<void> {
    await this.folder(from).focus();
    await this.folder(from).press('F2');
    await this.folderNameField().fill(to);
    await this.folderNameField().press('Enter');
    await expect(this.folder(to)).toBeVisible();
  }

  /** Moves a screen into a folder with its card's folder choice and Move button. */
  async moveScreen(name: string, folder: string): Promise<void> {
    await this.card(name)
      .getByRole('combobox', { name: `Move ${name} to` })
      .selectOption({ label: folder });
    await this.card(name).getByRole('button', { name: 'Move', exact: true }).click();
  }
}
