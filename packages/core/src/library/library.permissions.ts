import type { FolderGroupPermission } from '../access/access.types';
import { MANAGE_FOLDER_PERMISSION } from '../access/permissions';

/** What an admin holds on every folder: the general permission (type null) at level full. */
const ADMIN_PERMISSIONS: readonly FolderGroupPermission[] = [{ permissionType: null, level: 'full' }];

/**
 * The permission entries of a folder that apply to a user, as the folder listing sends them (spec §6):
 * none of the folder's entries bind an admin (general full); a workgroup user gets the entries of their
 * workgroups and those for every workgroup, and a folder without a general or `ManageAFolder` entry is
 * open to them (general full added): restrictions are opt-in.
 * @example effectivePermissions([{ permissionType: 'ManageAFolder', level: 'readonly' }], false) // kept as is
 */
export function effectivePermissions(
  entries: readonly FolderGroupPermission[],
  isAdmin: boolean,
): FolderGroupPermission[] {
  if (isAdmin) return [...ADMIN_PERMISSIONS];
  const governsManagement = entries.some(
    (entry) => entry.permissionType === null || entry.permissionType === MANAGE_FOLDER_PERMISSION,
  );
  return governsManagement ? [...entries] : [...entries, ...ADMIN_PERMISSIONS];
}
