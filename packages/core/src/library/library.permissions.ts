import type { FolderGroupPermission, PermissionLevel } from '../access/access.types';
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

/**
 * The user's level from a folder's entries (spec §6): its `ManageAFolder` and general (type null) entries decide,
 * full winning over readonly over hidden (a user in several workgroups gets the best); none of them is full.
 */
export function permissionsLevel(entries: readonly FolderGroupPermission[]): PermissionLevel {
  const levels = new Set(
    entries
      .filter((entry) => entry.permissionType === MANAGE_FOLDER_PERMISSION || entry.permissionType === null)
      .map((entry) => entry.level),
  );
  if (levels.has('full') || levels.size === 0) return 'full';
  return levels.has('readonly') ? 'readonly' : 'hidden';
}

/** Most open first, for the most restrictive level along a folder's way up. */
const LEVEL_OPENNESS: Record<PermissionLevel, number> = { full: 2, readonly: 1, hidden: 0 };

/**
 * A folder's entries with its ancestors' restrictions (issue 22: "Brand" readonly makes its sub-folder "Logos"
 * readonly too, or an item moved one level down would escape the grant): `chain` holds the folder's effective
 * entries, then its parent's, up to the top. The most restrictive level along the way holds; when an ancestor is
 * more restrictive than the folder's own entries, the answer is that level as a general entry.
 * @example inheritedPermissions([[{ permissionType: null, level: 'full' }], [{ permissionType: null, level: 'readonly' }]]) // [{ permissionType: null, level: 'readonly' }]
 */
export function inheritedPermissions(chain: readonly (readonly FolderGroupPermission[])[]): FolderGroupPermission[] {
  const [own = [], ...ancestors] = chain;
  const ownLevel = permissionsLevel(own);
  let level = ownLevel;
  for (const entries of ancestors) {
    const ancestorLevel = permissionsLevel(entries);
    if (LEVEL_OPENNESS[ancestorLevel] < LEVEL_OPENNESS[level]) level = ancestorLevel;
  }
  return level === ownLevel ? [...own] : [{ permissionType: null, level }];
}
