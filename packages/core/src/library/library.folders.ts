import {
  ROOT_FOLDER_ID,
  canCreateFolder,
  canCreateLibraryFolder,
  canEditLibraryFolder,
  canEditFolders,
  canManageFolder,
} from '../access/permissions';
import type { PermissionLevel, SessionUser } from '../access/access.types';
import { LOCALE } from '../constants/constants';
import { permissionsLevel } from './library.permissions';
import { FOLDER_NAME_MIN_LENGTH } from '../schemas/scene.schemas';
import type { Folder, Id } from '../scene/scene.types';

/** A folder placed in the tree, with its visible sub-folders sorted by name. */
export interface FolderTreeNode {
  folder: Folder;
  /** 0 for a top-level folder. */
  depth: number;
  children: FolderTreeNode[];
}

/** The folder a list shows: a folder and optionally one of its sub-folders; `folderId` -1 is the root 'All'. */
export interface FolderSelection {
  folderId: Id;
  subFolderId: Id | null;
}

/** The root 'All' selected: every item shows. */
export const ROOT_SELECTION: FolderSelection = { folderId: ROOT_FOLDER_ID, subFolderId: null };

/** What dropping an item on a folder does: move it, or ask to copy it instead (another owner's folder). */
export type MoveDecision = 'move' | 'confirmCopy';

/** Which folder controls a user gets on one folder (null: the root). */
export interface LibraryFolderActions {
  canCreate: boolean;
  canRename: boolean;
  canDelete: boolean;
  canDropInto: boolean;
}

/** Top-level folders come with parentId null; -1 (the root) is read the same way. */
function parentKey(folder: Folder): Id {
  return folder.parentId ?? ROOT_FOLDER_ID;
}

/** Folders by name as the en-GB locale orders them, ignoring case, then by id so equal names keep one order. */
export function sortFolders(folders: readonly Folder[]): Folder[] {
  return [...folders].sort((a, b) => a.name.localeCompare(b.name, LOCALE, { sensitivity: 'accent' }) || a.id - b.id);
}

function childrenByParent(folders: readonly Folder[]): Map<Id, Folder[]> {
  const byParent = new Map<Id, Folder[]>();
  for (const folder of sortFolders(folders)) {
    const siblings = byParent.get(parentKey(folder));
    if (siblings) siblings.push(folder);
    else byParent.set(parentKey(folder), [folder]);
  }
  return byParent;
}

/**
 * The visible folder tree from a flat listing: top-level folders first, children sorted by name. A folder
 * the user's level hides is left out with everything below it; a folder whose parent is missing has no place.
 */
export function folderTree(folders: readonly Folder[]): FolderTreeNode[] {
  const byParent = childrenByParent(folders);
  // A parent cycle never reaches a top-level folder, so the walk from the root ends.
  const build = (parentId: Id, depth: number): FolderTreeNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((folder) => folderLevel(folder) !== 'hidden')
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1) }));
  return build(ROOT_FOLDER_ID, 0);
}

/** The folders of a tree, top-down (each before its children): the folders the user sees, as a list. */
export function treeFolders(nodes: readonly FolderTreeNode[]): Folder[] {
  return nodes.flatMap((node) => [node.folder, ...treeFolders(node.children)]);
}

/** The folder and its ancestors, top-down (breadcrumbs); empty for the root or an unknown id. */
export function folderPath(folders: readonly Folder[], id: Id): Folder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: Folder[] = [];
  for (let folder = byId.get(id); folder && !path.includes(folder); folder = byId.get(parentKey(folder))) {
    path.unshift(folder);
  }
  return path;
}

/** Ids of every folder below a folder (not the folder itself); below the root: every placed folder. */
export function descendantIds(folders: readonly Folder[], id: Id): Set<Id> {
  const byParent = childrenByParent(folders);
  const found = new Set<Id>();
  const pending = [id];
  for (let parent = pending.pop(); parent !== undefined; parent = pending.pop()) {
    for (const child of byParent.get(parent) ?? []) {
      if (child.id === id || found.has(child.id)) continue;
      found.add(child.id);
      pending.push(child.id);
    }
  }
  return found;
}

/** A folder as a selection: a top-level folder alone, a nested one under its parent. */
function selectionOf(folder: Folder): FolderSelection {
  return folder.parentId === null || folder.parentId === ROOT_FOLDER_ID
    ? { folderId: folder.id, subFolderId: null }
    : { folderId: folder.parentId, subFolderId: folder.id };
}

/** The selection after a click on a folder: the root, a top-level folder, or a parent and its sub-folder. */
export function selectFolder(folders: readonly Folder[], id: Id): FolderSelection {
  const folder = folders.find((candidate) => candidate.id === id);
  return folder ? selectionOf(folder) : ROOT_SELECTION;
}

/** The selection after creating a folder (spec: "create selects the new folder (or its parent and sub-folder)"). */
export function selectionAfterCreate(created: Folder): FolderSelection {
  return selectionOf(created);
}

/** The selection after deleting a folder (spec: "delete returns to the parent"). */
export function selectionAfterDelete(folders: readonly Folder[], deleted: Folder): FolderSelection {
  return deleted.parentId === null ? ROOT_SELECTION : selectFolder(folders, deleted.parentId);
}

/** The folder new items and folders go into: the sub-folder, else the folder; null for the root. */
export function targetFolderId(selection: FolderSelection): Id | null {
  const id = selection.subFolderId ?? selection.folderId;
  return id === ROOT_FOLDER_ID ? null : id;
}

/** The refusal of a new folder name (spec: "Folder name: at least 2 characters", after trimming), or null. */
export function folderNameError(name: string): 'folders.nameTooShort' | null {
  return name.trim().length < FOLDER_NAME_MIN_LENGTH ? 'folders.nameTooShort' : null;
}

/** The name an inline rename stores (spec: "ignores empty or unchanged values and trims"); null: nothing to save. */
export function renameValue(current: string, input: string): string | null {
  const value = input.trim();
  return value === '' || value === current ? null : value;
}

/**
 * The user's level on a folder from its `ManageAFolder` and general (type null) entries: full wins over
 * readonly over hidden; a folder without such entries is full.
 */
export function folderLevel(folder: Folder): PermissionLevel {
  return permissionsLevel(folder.groupPermissions);
}

/**
 * Whether dropping an item on a folder moves it or asks to copy it instead (spec: "moving a folder item between
 * owners asks for confirmation to copy instead"). The root (null or -1) and unowned folders always move.
 */
export function moveDecision(itemOwner: Id | null, target: Folder | null): MoveDecision {
  if (target === null || target.id === ROOT_FOLDER_ID || target.owner === null) return 'move';
  return target.owner === itemOwner ? 'move' : 'confirmCopy';
}

/**
 * Whether moving an item that has no owner of its own (a scene, a screen) out of the folder `from` into `to`
 * moves it or asks to copy it instead (spec §4: "moving a folder item between owners asks for confirmation to
 * copy instead"): such an item belongs to the owner of the folder it sits in, so one in no folder, or in an
 * unowned folder, simply moves.
 */
export function folderItemMoveDecision(from: Folder | null, to: Folder | null): MoveDecision {
  if (from === null || from.id === ROOT_FOLDER_ID || from.owner === null) return 'move';
  return moveDecision(from.owner, to);
}

/**
 * The folder controls a user gets among scene (or screen) folders (spec §6): creating needs
 * `createAFolder` full, and every control a manageable folder (`ManageAFolder` or the general permission at
 * full; the root always is); the root cannot be renamed or deleted. Renaming and deleting also need the workgroup's
 * `ManageAFolder` grant at full (core's `canEditFolders`, issue 13), as the server decides.
 */
export function sceneFolderActions(
  user: { groupPermissions: SessionUser['groupPermissions'] },
  folder: Folder | null,
): LibraryFolderActions {
  const isRoot = folder === null || folder.id === ROOT_FOLDER_ID;
  const isManageable = isRoot || canManageFolder(folder);
  return {
    canCreate: canCreateFolder(user) && isManageable,
    canRename: !isRoot && isManageable && canEditFolders(user, 'scenes'),
    canDelete: !isRoot && isManageable && canEditFolders(user, 'scenes'),
    canDropInto: isManageable,
  };
}

/**
 * The folder controls a user gets in the library: creating needs `createALibraryFolder` (or super-admin),
 * renaming and deleting `editALibraryAFolder`, and all of them a manageable folder; the root cannot be renamed.
 */
export function libraryFolderActions(
  user: Pick<SessionUser, 'groupPermissions' | 'roles'>,
  folder: Folder | null,
): LibraryFolderActions {
  const isRoot = folder === null || folder.id === ROOT_FOLDER_ID;
  const isManageable = isRoot || canManageFolder(folder);
  const canEdit = !isRoot && isManageable && canEditLibraryFolder(user);
  return {
    canCreate: canCreateLibraryFolder(user) && isManageable,
    canRename: canEdit,
    canDelete: canEdit,
    canDropInto: isManageable,
  };
}

/**
 * Whether the user may change a folder item (move it, delete it, save it): every folder it sits in must be
 * manageable for them, as the server decides (`assertFoldersWritable`: taking an item out of a readonly folder is a
 * write to that folder, 403). `folders` is the user's folder listing, whose permission entries already apply to
 * them; a folder missing from it is hidden from the user, so an item in it may not be changed either.
 * @example canChangeFolderItem([brand.id], folders) // false for a workgroup user who sees 'Brand' readonly
 */
export function canChangeFolderItem(folderIds: readonly Id[], folders: readonly Folder[]): boolean {
  return folderIds.every((id) => {
    if (id === ROOT_FOLDER_ID) return true;
    const folder = folders.find((candidate) => candidate.id === id);
    return folder !== undefined && canManageFolder(folder);
  });
}
