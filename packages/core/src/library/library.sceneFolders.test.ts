import { describe, expect, it } from 'vitest';
import type { FolderGroupPermission, PermissionLevel } from '../access/access.types';
import { groupPermissionsAt } from '../access/workgroups';
import { makeUser } from '../access/access.fixtures';
import type { Folder } from '../scene/scene.types';
import { folderItemMoveDecision, sceneFolderActions } from './library.folders';

const scenesFolder = (id: number, owner: number | null, groupPermissions: FolderGroupPermission[] = []): Folder => ({
  id,
  name: `Folder ${id}`,
  parentId: null,
  owner,
  kind: 'scenes',
  groupPermissions,
});
const manage = (level: PermissionLevel): FolderGroupPermission => ({ permissionType: 'ManageAFolder', level });
const userWith = (createAFolder: PermissionLevel) =>
  makeUser(['customer-admin'], {
    groupPermissions: {
      ...groupPermissionsAt('full'),
      createAFolder,
      createALibraryFolder: 'readonly',
      editALibraryAFolder: 'readonly',
    },
  });

describe('sceneFolderActions (spec §6)', () => {
  it('lets a user with createAFolder full create, rename, delete and drop into a manageable folder', () => {
    expect(sceneFolderActions(userWith('full'), scenesFolder(1, 7, [manage('full')]))).toEqual({
      canCreate: true,
      canRename: true,
      canDelete: true,
      canDropInto: true,
    });
  });

  it('needs createAFolder full to create, but not the library permissions to rename or delete', () => {
    // The listing sends an open folder with the general permission at full (effectivePermissions).
    const open = scenesFolder(1, 7, [{ permissionType: null, level: 'full' }]);
    expect(sceneFolderActions(userWith('readonly'), open)).toEqual({
      canCreate: false,
      canRename: true,
      canDelete: true,
      canDropInto: true,
    });
  });

  it('offers nothing in a readonly or hidden folder', () => {
    const none = { canCreate: false, canRename: false, canDelete: false, canDropInto: false };
    expect(sceneFolderActions(userWith('full'), scenesFolder(1, 7, [manage('readonly')]))).toEqual(none);
    expect(sceneFolderActions(userWith('full'), scenesFolder(1, 7, [manage('hidden')]))).toEqual(none);
  });

  it('never renames or deletes the root, which is always manageable', () => {
    expect(sceneFolderActions(userWith('full'), null)).toEqual({
      canCreate: true,
      canRename: false,
      canDelete: false,
      canDropInto: true,
    });
  });
});

describe('folderItemMoveDecision (spec §4: moving between owners asks to copy instead)', () => {
  it("asks to copy an item out of one owner's folder into another owner's", () => {
    expect(folderItemMoveDecision(scenesFolder(1, 7), scenesFolder(2, 8))).toBe('confirmCopy');
  });

  it('moves within one owner, into the root or an unowned folder, and out of no folder or an unowned one', () => {
    expect(folderItemMoveDecision(scenesFolder(1, 7), scenesFolder(2, 7))).toBe('move');
    expect(folderItemMoveDecision(scenesFolder(1, 7), null)).toBe('move');
    expect(folderItemMoveDecision(scenesFolder(1, 7), scenesFolder(2, null))).toBe('move');
    expect(folderItemMoveDecision(null, scenesFolder(2, 8))).toBe('move');
    expect(folderItemMoveDecision(scenesFolder(1, null), scenesFolder(2, 8))).toBe('move');
  });
});

describe('sceneFolderActions and the ManageAFolder workgroup grant (issue 13)', () => {
  it('offers no rename or delete without the grant at Full Access, still creating and dropping into the folder', () => {
    const user = makeUser(['workgroup-user'], {
      groupPermissions: { ...groupPermissionsAt('full'), ManageAFolder: 'readonly' },
    });
    expect(sceneFolderActions(user, scenesFolder(1, 7, [manage('full')]))).toEqual({
      canCreate: true,
      canRename: false,
      canDelete: false,
      canDropInto: true,
    });
  });
});
