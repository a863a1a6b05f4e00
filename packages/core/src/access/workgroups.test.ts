import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages';
import { MANAGE_SCREENS_PERMISSION } from '../screens/screens.rules';
import { MANAGE_FOLDER_PERMISSION } from './permissions';
import {
  WORKGROUP_ACCESS_LEVELS,
  WORKGROUP_PERMISSION_TYPES,
  WORKGROUP_TITLE_MAX_LENGTH,
  grantDecision,
  groupPermissionsAt,
  groupPermissionsOf,
  permissionTypeLabelKey,
  sortMembers,
  workgroupInviteErrors,
  workgroupPermissionsErrors,
  workgroupTitleErrors,
  workgroupUserErrors,
} from './workgroups';

const member = (id: number, name: string, isAdmin = false, lastName: string | null = null) => ({
  id,
  name,
  lastName,
  isAdmin,
});

describe('workgroup permission types and levels', () => {
  it('lists the seven types once, reusing the names the code already grants', () => {
    expect(WORKGROUP_PERMISSION_TYPES).toHaveLength(7);
    expect(new Set(WORKGROUP_PERMISSION_TYPES).size).toBe(7);
    expect(WORKGROUP_PERMISSION_TYPES).toEqual(
      expect.arrayContaining([
        'createAFolder',
        'createALibraryFolder',
        'editALibraryAFolder',
        MANAGE_FOLDER_PERMISSION,
        MANAGE_SCREENS_PERMISSION,
      ]),
    );
  });

  it('has a label for every type and the spec labels for the levels', () => {
    const keys = [
      ...WORKGROUP_PERMISSION_TYPES.map(permissionTypeLabelKey),
      ...WORKGROUP_ACCESS_LEVELS.map((l) => l.labelKey),
    ];
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
    expect(WORKGROUP_ACCESS_LEVELS.map((l) => l.level)).toEqual(['full', 'readonly', 'hidden']);
  });
});

describe('groupPermissionsOf (the session grants)', () => {
  it('gives admins every type at Full Access, whatever their workgroups say', () => {
    expect(groupPermissionsOf([{ permissionType: 'createAndEditScenes', level: 'hidden' }], true)).toEqual(
      groupPermissionsAt('full'),
    );
  });

  it('leaves what no workgroup grants Hidden, and takes the most permissive level of several workgroups', () => {
    const levels = groupPermissionsOf(
      [
        { permissionType: 'createAndEditScenes', level: 'readonly' },
        { permissionType: 'createAndEditScenes', level: 'full' },
        { permissionType: 'createAndEditScenes', level: 'hidden' },
        { permissionType: 'manageScreens', level: 'readonly' },
        { permissionType: 'manageScreens', level: 'hidden' },
      ],
      false,
    );
    expect(levels).toEqual({ ...groupPermissionsAt('hidden'), createAndEditScenes: 'full', manageScreens: 'readonly' });
    expect(Object.keys(levels)).toEqual([...WORKGROUP_PERMISSION_TYPES]);
  });

  it('ignores types and levels it does not know', () => {
    expect(
      groupPermissionsOf(
        [
          { permissionType: 'deleteEverything', level: 'full' },
          { permissionType: 'scheduleScenes', level: 'owner' },
        ],
        false,
      ),
    ).toEqual(groupPermissionsAt('hidden'));
  });
});

describe('grantDecision (issue 13: Readonly reads, Hidden is 404)', () => {
  it.each([
    ['full', 'read', 'allow'],
    ['full', 'write', 'allow'],
    ['readonly', 'read', 'allow'],
    ['readonly', 'write', 'forbidden'],
    ['hidden', 'read', 'notFound'],
    ['hidden', 'write', 'notFound'],
  ] as const)('%s, %s: %s', (level, access, decision) => {
    expect(grantDecision(level, access)).toBe(decision);
  });
});

describe('sortMembers', () => {
  it('puts customer-admins first, then orders by name, last name and id', () => {
    const sorted = sortMembers([
      member(1, 'zoe'),
      member(2, 'Bob', true),
      member(3, 'adam'),
      member(4, 'Ada', true),
      member(5, 'Adam', false, 'Smith'),
      member(6, 'adam'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([4, 2, 3, 6, 5, 1]);
  });

  it('does not change its input', () => {
    const input = [member(1, 'b'), member(2, 'a')];
    sortMembers(input);
    expect(input.map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('workgroup validation', () => {
  it('needs a bounded workgroup name', () => {
    expect(workgroupTitleErrors(' Stores ')).toEqual({});
    expect(workgroupTitleErrors('  ')).toEqual({ title: ['workgroupErrors.titleRequired'] });
    expect(workgroupTitleErrors(42)).toEqual({ title: ['workgroupErrors.titleRequired'] });
    expect(workgroupTitleErrors('x'.repeat(WORKGROUP_TITLE_MAX_LENGTH + 1))).toEqual({
      title: ['workgroupErrors.titleTooLong'],
    });
  });

  it('takes a list of known types at known levels, each type once', () => {
    expect(workgroupPermissionsErrors([])).toEqual({});
    expect(
      workgroupPermissionsErrors(
        WORKGROUP_PERMISSION_TYPES.map((permissionType) => ({ permissionType, level: 'full' })),
      ),
    ).toEqual({});
    expect(workgroupPermissionsErrors({})).toEqual({ permissions: ['workgroupErrors.permissionsList'] });
    expect(workgroupPermissionsErrors(new Array(8).fill({ permissionType: 'createAFolder', level: 'full' }))).toEqual({
      permissions: ['workgroupErrors.permissionsList'],
    });
    expect(
      workgroupPermissionsErrors([
        { permissionType: 'createAFolder', level: 'full' },
        { permissionType: 'createAFolder', level: 'hidden' },
        { permissionType: 'flyAway', level: 'everything' },
        'x',
      ]),
    ).toEqual({
      'permissions.1': ['workgroupErrors.permissionRepeated'],
      'permissions.2': ['workgroupErrors.permissionType', 'workgroupErrors.permissionLevel'],
      'permissions.3': ['workgroupErrors.permissionsList'],
    });
  });

  it('updates a user with a name and assignable roles only', () => {
    expect(workgroupUserErrors({ name: 'Eddie', lastName: null, roles: ['workgroup-user'] })).toEqual({});
    expect(workgroupUserErrors({ name: '', roles: [] })).toEqual({
      name: ['workgroupErrors.nameRequired'],
      roles: ['workgroupErrors.rolesRequired'],
    });
    expect(workgroupUserErrors({ name: 'E', roles: ['super-admin'] })).toEqual({
      roles: ['workgroupErrors.roleUnknown'],
    });
    expect(workgroupUserErrors({ name: 'E', roles: ['workgroup-user', 'workgroup-user'] })).toEqual({
      roles: ['workgroupErrors.roleUnknown'],
    });
    expect(workgroupUserErrors({ name: 'E', lastName: 7, roles: ['customer-admin'] })).toEqual({
      lastName: ['workgroupErrors.lastNameTooLong'],
    });
  });

  it('keeps an admin from taking the admin role from themself', () => {
    expect(workgroupUserErrors({ name: 'Ada', roles: ['workgroup-user'] }, true)).toEqual({
      roles: ['workgroupErrors.ownAdminRole'],
    });
    expect(workgroupUserErrors({ name: 'Ada', roles: ['customer-admin'] }, true)).toEqual({});
  });

  it('invites with an e-mail and a name; roles optional', () => {
    expect(workgroupInviteErrors({ email: 'new@acme.test', name: 'New' })).toEqual({});
    expect(workgroupInviteErrors({ email: 'nope', name: 'New', roles: ['reseller-admin'] })).toEqual({
      email: ['workgroupErrors.emailInvalid'],
      roles: ['workgroupErrors.roleUnknown'],
    });
    expect(workgroupInviteErrors('x')).toEqual({
      email: ['workgroupErrors.emailInvalid'],
      name: ['workgroupErrors.nameRequired'],
    });
  });
});
