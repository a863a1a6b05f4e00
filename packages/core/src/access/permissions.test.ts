import { groupPermissionsAt } from './workgroups';
import { describe, expect, it } from 'vitest';
import { makeUser } from './access.fixtures';
import type { GroupPermissions, PermissionLevel } from './access.types';
import {
  PERMISSION_LEVELS,
  ROOT_FOLDER_ID,
  ROOT_FOLDER_NAME,
  canCreateFolder,
  canCreateLibraryFolder,
  canEditLibraryFolder,
  canManageFolder,
} from './permissions';

const withLevel = (permission: keyof GroupPermissions, level: PermissionLevel) => ({
  groupPermissions: { ...groupPermissionsAt('hidden'), [permission]: level },
});

describe('constants', () => {
  it('match the spec', () => {
    expect(ROOT_FOLDER_ID).toBe(-1);
    expect(ROOT_FOLDER_NAME).toBe('All');
    expect([...PERMISSION_LEVELS].sort()).toEqual(['full', 'hidden', 'readonly']);
  });
});

describe('folder creation', () => {
  it.each([
    ['full', true],
    ['readonly', false],
    ['hidden', false],
  ] as const)('createAFolder %s -> %s', (level, expected) => {
    expect(canCreateFolder(withLevel('createAFolder', level))).toBe(expected);
  });
});

describe('library folder creation', () => {
  it.each([
    ['full', true],
    ['readonly', false],
    ['hidden', false],
  ] as const)('createALibraryFolder %s -> %s', (level, expected) => {
    expect(canCreateLibraryFolder({ ...withLevel('createALibraryFolder', level), roles: [] })).toBe(expected);
  });

  it('is always allowed to a super-admin', () => {
    const user = makeUser(['super-admin'], withLevel('createAFolder', 'full'));
    expect(user.groupPermissions.createALibraryFolder).toBe('hidden');
    expect(canCreateLibraryFolder(user)).toBe(true);
  });

  it('does not follow the other permissions', () => {
    const user = makeUser(['customer-admin'], withLevel('editALibraryAFolder', 'full'));
    expect(canCreateLibraryFolder(user)).toBe(false);
  });
});

describe('library folder editing', () => {
  it.each([
    ['full', true],
    ['readonly', false],
    ['hidden', false],
  ] as const)('editALibraryAFolder %s -> %s', (level, expected) => {
    expect(canEditLibraryFolder(withLevel('editALibraryAFolder', level))).toBe(expected);
  });

  it('is not granted by the super-admin role alone', () => {
    expect(canEditLibraryFolder(makeUser(['super-admin'], withLevel('createAFolder', 'full')))).toBe(false);
  });
});

describe('canManageFolder', () => {
  it('always allows the root folder', () => {
    expect(canManageFolder({ id: ROOT_FOLDER_ID })).toBe(true);
    expect(canManageFolder({ id: -1, groupPermissions: [{ permissionType: 'ManageAFolder', level: 'hidden' }] })).toBe(
      true,
    );
  });

  it.each([
    ['ManageAFolder', 'full', true],
    ['ManageAFolder', 'readonly', false],
    ['ManageAFolder', 'hidden', false],
    [null, 'full', true],
    [null, 'readonly', false],
    [null, 'hidden', false],
    ['CreateAScene', 'full', false],
  ] as const)('%s at %s -> %s', (permissionType, level, expected) => {
    expect(canManageFolder({ id: 4, groupPermissions: [{ permissionType, level }] })).toBe(expected);
  });

  it('needs one qualifying entry among several', () => {
    const groupPermissions = [
      { permissionType: 'CreateAScene', level: 'full' },
      { permissionType: 'ManageAFolder', level: 'readonly' },
      { permissionType: null, level: 'full' },
    ] as const;
    expect(canManageFolder({ id: 4, groupPermissions: [...groupPermissions] })).toBe(true);
  });

  it('refuses a folder without permissions', () => {
    expect(canManageFolder({ id: 4 })).toBe(false);
    expect(canManageFolder({ id: 4, groupPermissions: [] })).toBe(false);
  });
});
