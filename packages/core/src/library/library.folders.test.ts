import { describe, expect, it } from 'vitest';
import { makeUser } from '../access/access.fixtures';
import type { FolderGroupPermission, GroupPermissions, PermissionLevel } from '../access/access.types';
import { isMessageKey } from '../messages';
import type { Folder } from '../scene/scene.types';
import {
  ROOT_SELECTION,
  descendantIds,
  folderLevel,
  folderNameError,
  folderPath,
  folderTree,
  treeFolders,
  canChangeFolderItem,
  libraryFolderActions,
  moveDecision,
  renameValue,
  selectFolder,
  selectionAfterCreate,
  selectionAfterDelete,
  sortFolders,
  targetFolderId,
  type FolderTreeNode,
} from './library.folders';

function folder(id: number, name: string, parentId: number | null = null, overrides: Partial<Folder> = {}): Folder {
  return { id, name, parentId, owner: 7, kind: 'library', groupPermissions: [], ...overrides };
}

const manage = (level: PermissionLevel): FolderGroupPermission => ({ permissionType: 'ManageAFolder', level });

// Brand > Logos > Old; Seasonal; archive (lower case sorts with the capitals).
const brand = folder(1, 'Brand');
const logos = folder(2, 'Logos', 1);
const old = folder(3, 'Old', 2);
const seasonal = folder(4, 'Seasonal');
const archive = folder(5, 'archive');
const folders = [seasonal, old, logos, brand, archive];

const names = (list: readonly Folder[]) => list.map((f) => f.name);
const shape = (nodes: FolderTreeNode[]): unknown[] =>
  nodes.map((node) => [node.folder.name, node.depth, ...(node.children.length ? [shape(node.children)] : [])]);

describe('sortFolders', () => {
  it('orders by name ignoring case, then by id, without touching the input', () => {
    const input = [folder(9, 'beta'), folder(3, 'Beta'), folder(2, 'alpha'), folder(1, 'Álpha'), folder(4, 'Zed')];
    expect(sortFolders(input).map((f) => f.id)).toEqual([2, 1, 3, 9, 4]);
    expect(input.map((f) => f.id)).toEqual([9, 3, 2, 1, 4]);
  });

  it('re-sorts after a rename', () => {
    const renamed = folders.map((f) => (f.id === 4 ? { ...f, name: 'Autumn' } : f));
    expect(names(sortFolders(renamed))).toEqual(['archive', 'Autumn', 'Brand', 'Logos', 'Old']);
  });
});

describe('folderTree', () => {
  it('nests sub-folders under their parents, each level sorted', () => {
    expect(shape(folderTree(folders))).toEqual([
      ['archive', 0],
      ['Brand', 0, [['Logos', 1, [['Old', 2]]]]],
      ['Seasonal', 0],
    ]);
  });

  it('lists the tree top-down, each folder before its children (treeFolders)', () => {
    expect(names(treeFolders(folderTree(folders)))).toEqual(['archive', 'Brand', 'Logos', 'Old', 'Seasonal']);
  });

  it('reads a parent of -1 as top level', () => {
    expect(shape(folderTree([folder(8, 'Top', -1)]))).toEqual([['Top', 0]]);
  });

  it('leaves out hidden folders with everything below them', () => {
    const hiddenBrand = { ...brand, groupPermissions: [manage('hidden')] };
    expect(shape(folderTree([hiddenBrand, logos, old, seasonal]))).toEqual([['Seasonal', 0]]);
  });

  it('keeps readonly folders and leaves out folders whose parent is missing', () => {
    const readonlyLogos = { ...logos, groupPermissions: [manage('readonly')] };
    expect(shape(folderTree([brand, readonlyLogos, folder(6, 'Orphan', 99)]))).toEqual([['Brand', 0, [['Logos', 1]]]]);
  });

  it('ends on a parent cycle', () => {
    expect(folderTree([folder(1, 'A', 2), folder(2, 'B', 1)])).toEqual([]);
  });
});

describe('folderPath', () => {
  it('lists the ancestors top-down, ending with the folder', () => {
    expect(names(folderPath(folders, 3))).toEqual(['Brand', 'Logos', 'Old']);
    expect(names(folderPath(folders, 1))).toEqual(['Brand']);
  });

  it('is empty for the root and unknown ids', () => {
    expect(folderPath(folders, -1)).toEqual([]);
    expect(folderPath(folders, 42)).toEqual([]);
  });

  it('ends on a parent cycle', () => {
    expect(names(folderPath([folder(1, 'A', 2), folder(2, 'B', 1)], 1))).toEqual(['B', 'A']);
  });
});

describe('descendantIds', () => {
  it('holds every folder below, not the folder itself', () => {
    expect(descendantIds(folders, 1)).toEqual(new Set([2, 3]));
    expect(descendantIds(folders, 3)).toEqual(new Set());
  });

  it('below the root holds every placed folder', () => {
    expect(descendantIds(folders, -1)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('ends on a parent cycle', () => {
    expect(descendantIds([folder(1, 'A', 2), folder(2, 'B', 1)], 1)).toEqual(new Set([2]));
  });
});

describe('selection', () => {
  it('selects the root, a top-level folder, or a parent with its sub-folder', () => {
    expect(ROOT_SELECTION).toEqual({ folderId: -1, subFolderId: null });
    expect(selectFolder(folders, -1)).toEqual(ROOT_SELECTION);
    expect(selectFolder(folders, 42)).toEqual(ROOT_SELECTION);
    expect(selectFolder(folders, 1)).toEqual({ folderId: 1, subFolderId: null });
    expect(selectFolder(folders, 2)).toEqual({ folderId: 1, subFolderId: 2 });
  });

  it('after a create selects the new folder, or its parent and the new sub-folder', () => {
    expect(selectionAfterCreate(folder(10, 'New'))).toEqual({ folderId: 10, subFolderId: null });
    expect(selectionAfterCreate(folder(11, 'New', -1))).toEqual({ folderId: 11, subFolderId: null });
    expect(selectionAfterCreate(folder(12, 'New', 1))).toEqual({ folderId: 1, subFolderId: 12 });
  });

  it('after a delete returns to the parent', () => {
    expect(selectionAfterDelete(folders, brand)).toEqual(ROOT_SELECTION);
    expect(selectionAfterDelete(folders, logos)).toEqual({ folderId: 1, subFolderId: null });
    expect(selectionAfterDelete(folders, old)).toEqual({ folderId: 1, subFolderId: 2 });
  });

  it('targets the sub-folder, else the folder, and null for the root', () => {
    expect(targetFolderId(ROOT_SELECTION)).toBeNull();
    expect(targetFolderId({ folderId: 1, subFolderId: null })).toBe(1);
    expect(targetFolderId({ folderId: 1, subFolderId: 2 })).toBe(2);
  });
});

describe('folder names', () => {
  it('refuses fewer than 2 characters after trimming', () => {
    expect(folderNameError('a')).toBe('folders.nameTooShort');
    expect(folderNameError('  a  ')).toBe('folders.nameTooShort');
    expect(folderNameError('')).toBe('folders.nameTooShort');
    expect(folderNameError('ab')).toBeNull();
    expect(folderNameError(' ab ')).toBeNull();
    expect(isMessageKey('folders.nameTooShort')).toBe(true);
  });

  it('rename trims and ignores empty or unchanged values', () => {
    expect(renameValue('Brand', '  Logos  ')).toBe('Logos');
    expect(renameValue('Brand', 'Brand')).toBeNull();
    expect(renameValue('Brand', ' Brand ')).toBeNull();
    expect(renameValue('Brand', '   ')).toBeNull();
    expect(renameValue('Brand', '')).toBeNull();
    expect(renameValue('Brand', 'brand')).toBe('brand');
  });
});

describe('folderLevel', () => {
  it.each([
    [[], 'full'],
    [[manage('hidden')], 'hidden'],
    [[manage('readonly')], 'readonly'],
    [[manage('hidden'), manage('readonly')], 'readonly'],
    [[manage('readonly'), manage('full'), manage('hidden')], 'full'],
    [[{ permissionType: null, level: 'readonly' }], 'readonly'],
    [[{ permissionType: 'SomethingElse', level: 'hidden' }], 'full'],
  ] as const)('%j -> %s', (groupPermissions, expected) => {
    expect(folderLevel(folder(1, 'F', null, { groupPermissions: [...groupPermissions] }))).toBe(expected);
  });
});

describe('moveDecision', () => {
  it('moves into the root and into folders of the same owner or no owner', () => {
    expect(moveDecision(7, null)).toBe('move');
    expect(moveDecision(7, folder(-1, 'All', null, { owner: 8 }))).toBe('move');
    expect(moveDecision(7, folder(1, 'Mine', null, { owner: 7 }))).toBe('move');
    expect(moveDecision(7, folder(1, 'Shared', null, { owner: null }))).toBe('move');
  });

  it("asks to copy instead when the folder is another owner's", () => {
    expect(moveDecision(7, folder(1, 'Theirs', null, { owner: 8 }))).toBe('confirmCopy');
    expect(moveDecision(null, folder(1, 'Theirs', null, { owner: 8 }))).toBe('confirmCopy');
  });
});

describe('libraryFolderActions', () => {
  const user = (
    createALibraryFolder: PermissionLevel,
    editALibraryAFolder: PermissionLevel,
    role: 'customer-admin' | 'super-admin' = 'customer-admin',
  ) =>
    makeUser([role], {
      groupPermissions: { createAFolder: 'full', createALibraryFolder, editALibraryAFolder } as GroupPermissions,
    });
  const full = folder(1, 'Full', null, { groupPermissions: [manage('full')] });
  const readonlyFolder = folder(2, 'Readonly', null, { groupPermissions: [manage('readonly')] });
  const none = { canCreate: false, canRename: false, canDelete: false, canDropInto: false };

  it('gives everything on a manageable folder to a user with full library permissions', () => {
    expect(libraryFolderActions(user('full', 'full'), full)).toEqual({
      canCreate: true,
      canRename: true,
      canDelete: true,
      canDropInto: true,
    });
  });

  it('gives a readonly-permission user neither create nor rename (spec: the Stores workgroup)', () => {
    expect(libraryFolderActions(user('readonly', 'readonly'), full)).toEqual({ ...none, canDropInto: true });
    expect(libraryFolderActions(user('readonly', 'readonly'), null)).toEqual({ ...none, canDropInto: true });
  });

  it('allows nothing in a folder that is not manageable', () => {
    expect(libraryFolderActions(user('full', 'full'), readonlyFolder)).toEqual(none);
  });

  it('lets a super-admin create without the permission, but not rename', () => {
    expect(libraryFolderActions(user('hidden', 'hidden', 'super-admin'), full)).toEqual({
      ...none,
      canCreate: true,
      canDropInto: true,
    });
  });

  it('never renames or deletes the root', () => {
    const expected = { canCreate: true, canRename: false, canDelete: false, canDropInto: true };
    expect(libraryFolderActions(user('full', 'full'), null)).toEqual(expected);
    expect(libraryFolderActions(user('full', 'full'), folder(-1, 'All'))).toEqual(expected);
  });
});

describe('canChangeFolderItem', () => {
  const full = folder(1, 'Full', null, { groupPermissions: [manage('full')] });
  const readonlyFolder = folder(2, 'Readonly', null, { groupPermissions: [manage('readonly')] });
  const folders = [full, readonlyFolder];

  it('allows an item in no folder, at the root, or only in manageable folders', () => {
    expect(canChangeFolderItem([], folders)).toBe(true);
    expect(canChangeFolderItem([-1], folders)).toBe(true);
    expect(canChangeFolderItem([1], folders)).toBe(true);
  });

  it('refuses an item in a readonly folder, also when another of its folders is manageable (as the server does)', () => {
    expect(canChangeFolderItem([2], folders)).toBe(false);
    expect(canChangeFolderItem([1, 2], folders)).toBe(false);
  });

  it('refuses an item in a folder the user does not see (hidden from them)', () => {
    expect(canChangeFolderItem([3], folders)).toBe(false);
  });
});
