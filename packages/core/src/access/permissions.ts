import { ROLE_NAMES } from './access';
import type { GroupPermissions, ManagedFolder, PermissionLevel, SessionUser } from './access.types';

/** Every permission level (spec: "Permission values: full, hidden, readonly"). */
export const PERMISSION_LEVELS = ['full', 'hidden', 'readonly'] as const satisfies readonly PermissionLevel[];

/** Id of the root pseudo-folder that holds every item. */
export const ROOT_FOLDER_ID = -1; // spec: root folder id -1

/** Name of the root pseudo-folder. */
export const ROOT_FOLDER_NAME = 'All'; // spec: root folder named All

/** The folder permission type that grants folder management. */
export const MANAGE_FOLDER_PERMISSION = 'ManageAFolder';

/** Whether the user may create scene or screen folders (spec: `groupPermissions.createAFolder` full). */
export function canCreateFolder(user: { groupPermissions: GroupPermissions }): boolean {
  return user.groupPermissions.createAFolder === 'full';
}

/** Whether the user may create library folders (spec: `createALibraryFolder` full, or super-admin). */
export function canCreateLibraryFolder(user: Pick<SessionUser, 'groupPermissions' | 'roles'>): boolean {
  return (
    user.groupPermissions.createALibraryFolder === 'full' ||
    user.roles.some((role) => role.name === ROLE_NAMES.superAdmin)
  );
}

/** Whether the user may edit library folders (spec: `editALibraryAFolder` full). */
export function canEditLibraryFolder(user: { groupPermissions: GroupPermissions }): boolean {
  return user.groupPermissions.editALibraryAFolder === 'full';
}

/**
 * Whether the user's workgroup grants let them rename, move or delete folders of a kind: library folders need
 * `editALibraryAFolder` full (spec §5); scene and screen folders `ManageAFolder` full (issue 13's "managing
 * folders"). The folder's own entries ({@link canManageFolder}) apply on top.
 */
export function canEditFolders(
  user: { groupPermissions: GroupPermissions },
  kind: 'scenes' | 'screens' | 'library',
): boolean {
  return kind === 'library' ? canEditLibraryFolder(user) : user.groupPermissions[MANAGE_FOLDER_PERMISSION] === 'full';
}

/**
 * Whether a folder may be managed (renamed, deleted, moved into): the root is always manageable;
 * otherwise a `ManageAFolder` or general (`permissionType` null) entry must be at level full.
 */
export function canManageFolder(folder: ManagedFolder): boolean {
  if (folder.id === ROOT_FOLDER_ID) return true;
  return (folder.groupPermissions ?? []).some(
    (entry) =>
      (entry.permissionType === MANAGE_FOLDER_PERMISSION || entry.permissionType === null) && entry.level === 'full',
  );
}
