import { describe, expect, it } from 'vitest';
import { canManageFolder } from '../access/permissions';
import type { FolderGroupPermission } from '../access/access.types';
import { folderLevel } from './library.folders';
import { effectivePermissions, inheritedPermissions, permissionsLevel } from './library.permissions';

const folderWith = (groupPermissions: FolderGroupPermission[]) => ({
  id: 3,
  name: 'Menus',
  parentId: null,
  owner: 7,
  kind: 'scenes' as const,
  groupPermissions,
});

describe('effectivePermissions (spec §6: ManageAFolder or the general permission at level full)', () => {
  it('gives an admin the general permission at full, whatever the folder restricts', () => {
    const entries = effectivePermissions([{ permissionType: 'ManageAFolder', level: 'hidden' }], true);
    expect(entries).toEqual([{ permissionType: null, level: 'full' }]);
    expect(canManageFolder(folderWith(entries))).toBe(true);
  });

  it('leaves a folder without restrictions open to a workgroup user', () => {
    const entries = effectivePermissions([{ permissionType: 'createAFolder', level: 'readonly' }], false);
    expect(entries).toEqual([
      { permissionType: 'createAFolder', level: 'readonly' },
      { permissionType: null, level: 'full' },
    ]);
    expect(folderLevel(folderWith(entries))).toBe('full');
  });

  it("keeps a workgroup user's readonly or hidden entries, so the folder is not manageable", () => {
    for (const level of ['readonly', 'hidden'] as const) {
      const entries = effectivePermissions([{ permissionType: 'ManageAFolder', level }], false);
      expect(entries).toEqual([{ permissionType: 'ManageAFolder', level }]);
      expect(folderLevel(folderWith(entries))).toBe(level);
      expect(canManageFolder(folderWith(entries))).toBe(false);
    }
    const general = effectivePermissions([{ permissionType: null, level: 'readonly' }], false);
    expect(canManageFolder(folderWith(general))).toBe(false);
  });

  it('answers a new list: the entries given are not changed', () => {
    const given: FolderGroupPermission[] = [];
    effectivePermissions(given, false).push({ permissionType: null, level: 'hidden' });
    expect(given).toEqual([]);
  });
});

describe('inheritedPermissions (issue 22: a readonly folder makes its sub-folders readonly)', () => {
  const open: FolderGroupPermission[] = [{ permissionType: null, level: 'full' }];
  const readonly: FolderGroupPermission[] = [{ permissionType: null, level: 'readonly' }];
  const hidden: FolderGroupPermission[] = [{ permissionType: 'ManageAFolder', level: 'hidden' }];

  it("gives 'Logos' under a readonly 'Brand' the readonly level as a general entry", () => {
    expect(inheritedPermissions([open, readonly])).toEqual(readonly);
    expect(canManageFolder(folderWith(inheritedPermissions([open, readonly])))).toBe(false);
  });

  it('keeps the most restrictive level along the way up, however far', () => {
    expect(permissionsLevel(inheritedPermissions([open, readonly, hidden, open]))).toBe('hidden');
    expect(permissionsLevel(inheritedPermissions([readonly, open, open]))).toBe('readonly');
  });

  it("keeps the folder's own entries when no ancestor restricts more", () => {
    const own: FolderGroupPermission[] = [
      { permissionType: 'createAFolder', level: 'readonly' },
      { permissionType: null, level: 'full' },
    ];
    expect(inheritedPermissions([own, open])).toEqual(own);
    expect(inheritedPermissions([hidden, readonly])).toEqual(hidden);
    expect(inheritedPermissions([])).toEqual([]);
  });
});
