import { describe, expect, it } from 'vitest';
import { canManageFolder } from '../access/permissions';
import type { FolderGroupPermission } from '../access/access.types';
import { folderLevel } from './library.folders';
import { effectivePermissions } from './library.permissions';

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
