import { MANAGE_SCREENS_PERMISSION } from '../screens/screens.rules';
import { ROLE_NAMES } from './access';
import type { GroupPermissions, PermissionLevel } from './access.types';
import { MANAGE_FOLDER_PERMISSION, PERMISSION_LEVELS } from './permissions';
import { isEmailAddress } from '../schemas/auth.schemas';

/**
 * Workgroups (spec accounts §3, §4, §6; issue 13): the permission types a workgroup is granted, the access
 * levels, the order of members and the checks of the workgroups API. Checks answer message keys per field
 * (texts in en.workgroups.ts); an empty object means valid. The server turns them into a 422 errors map,
 * the portal shows them inline.
 */

/**
 * Every workgroup permission type, in the order the permissions form lists them (issue 13: "creating folders,
 * library folders, editing library folders, managing folders, creating and editing scenes, scheduling scenes,
 * managing screens"). The spec names the first three (§3 `groupPermissions`) and `ManageAFolder` (§5); the
 * last three are ours (spec §6: "Specific permission names beyond those above are not shown").
 */
export const WORKGROUP_PERMISSION_TYPES = [
  'createAFolder',
  'createALibraryFolder',
  'editALibraryAFolder',
  MANAGE_FOLDER_PERMISSION,
  'createAndEditScenes',
  'scheduleScenes',
  MANAGE_SCREENS_PERMISSION,
] as const;

/** One workgroup permission type. */
export type WorkgroupPermissionType = (typeof WORKGROUP_PERMISSION_TYPES)[number];

// The session's `groupPermissions` carries exactly these types (a compile error here means the two lists differ).
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : never;
const GROUP_PERMISSIONS_MATCH: SameKeys<keyof GroupPermissions, WorkgroupPermissionType> = true;
void GROUP_PERMISSIONS_MATCH;

/**
 * The level of a type a workgroup does not grant: Hidden (issue 13; the permissions form shows it so). A user in
 * no workgroup is granted nothing.
 */
export const NOT_GRANTED_LEVEL: PermissionLevel = 'hidden';

/** Most permissive first: a user in several workgroups gets the best level any of them grants. */
const LEVEL_RANK: Record<PermissionLevel, number> = { full: 2, readonly: 1, hidden: 0 };

/** Every permission type at one level (admins: all Full Access). */
export function groupPermissionsAt(level: PermissionLevel): GroupPermissions {
  return Object.fromEntries(WORKGROUP_PERMISSION_TYPES.map((type) => [type, level])) as Record<
    WorkgroupPermissionType,
    PermissionLevel
  >;
}

/**
 * The session's `groupPermissions` (spec §3, issue 13): admins (super-admin, reseller-admin, customer-admin) get
 * every type at Full Access; a workgroup user, per type, the most permissive level any of their workgroups grants,
 * {@link NOT_GRANTED_LEVEL} where none does. Unknown types and levels in `grants` are ignored.
 */
export function groupPermissionsOf(
  grants: readonly { permissionType: string; level: string }[],
  isAdmin: boolean,
): GroupPermissions {
  const result = groupPermissionsAt(isAdmin ? 'full' : NOT_GRANTED_LEVEL);
  if (isAdmin) return result;
  for (const { permissionType, level } of grants) {
    if (!isWorkgroupPermissionType(permissionType) || !isPermissionLevel(level)) continue;
    if (LEVEL_RANK[level] > LEVEL_RANK[result[permissionType]]) result[permissionType] = level;
  }
  return result;
}

/** Whether the user's grants let them read (see) or write (change) what a permission type covers. */
export function isGranted(grants: GroupPermissions, type: WorkgroupPermissionType, access: 'read' | 'write'): boolean {
  return grantDecision(grants[type], access) === 'allow';
}

/** What a request may do under a permission (issue 13): go on, 403, or 404 (as if nothing were there). */
export type GrantDecision = 'allow' | 'forbidden' | 'notFound';

/**
 * The enforcement rule of a permission's level (issue 13): Full Access reads and writes; Readonly reads, and a
 * write answers 403; Hidden answers 404 to both, so what is hidden is not even said to exist.
 */
export function grantDecision(level: PermissionLevel, access: 'read' | 'write'): GrantDecision {
  if (level === 'hidden') return 'notFound';
  if (level === 'readonly' && access === 'write') return 'forbidden';
  return 'allow';
}

/** One grant of a workgroup: a permission type at a level (`PUT workgroups/{id}/grouppermissions`). */
export interface WorkgroupPermission {
  permissionType: WorkgroupPermissionType;
  level: PermissionLevel;
}

/** The access levels in the order the form offers them, each with its spec label's message key (en.accounts.ts). */
export const WORKGROUP_ACCESS_LEVELS = [
  { level: 'full', labelKey: 'workgroups.permissionFull' }, // spec §6: Full Access
  { level: 'readonly', labelKey: 'workgroups.permissionReadonly' }, // spec §6: Readonly
  { level: 'hidden', labelKey: 'workgroups.permissionHidden' }, // spec §6: Hidden
] as const satisfies readonly { level: PermissionLevel; labelKey: string }[];

/** The message key of a permission type's label (en.workgroups.ts). */
export function permissionTypeLabelKey(
  type: WorkgroupPermissionType,
): `workgroups.permission.${WorkgroupPermissionType}` {
  return `workgroups.permission.${type}`;
}

/** Whether a string names a workgroup permission type. */
export function isWorkgroupPermissionType(value: unknown): value is WorkgroupPermissionType {
  return typeof value === 'string' && (WORKGROUP_PERMISSION_TYPES as readonly string[]).includes(value);
}

/** Whether a value is an access level. */
export function isPermissionLevel(value: unknown): value is PermissionLevel {
  return typeof value === 'string' && (PERMISSION_LEVELS as readonly string[]).includes(value);
}

/** Longest workgroup name (ours; the database's other names stop at 255 too). */
export const WORKGROUP_TITLE_MAX_LENGTH = 255;

/** Longest user name or last name set through a workgroup (ours, as the workgroup name). */
export const WORKGROUP_USER_NAME_MAX_LENGTH = 255;

/**
 * The roles a customer admin may give a member (spec §6: customer-admin is the group admin; every other user of
 * a customer is a workgroup user). Super-admin and reseller-admin are never given through a workgroup.
 */
export const WORKGROUP_ASSIGNABLE_ROLES = [ROLE_NAMES.customerAdmin, ROLE_NAMES.workgroupUser] as const;

/** A role a customer admin may give. */
export type WorkgroupRole = (typeof WORKGROUP_ASSIGNABLE_ROLES)[number];

/** A member of a workgroup as `GET workgroups[/{id}]` lists it (spec §3 "Workgroup user", plus the card's fields). */
export interface WorkgroupMember {
  id: number;
  name: string;
  lastName: string | null;
  email: string;
  /** Role names (spec §3: "roles (names)"). */
  roles: string[];
  /** Holds customer-admin (the card adds '(admin)'). */
  isAdmin: boolean;
  /** ISO date, or null while not verified (the card's not-verified mark). */
  emailVerifiedAt: string | null;
  workGroupId: number;
}

/** A workgroup as the API answers it (spec §3: "id, title, users, role permissions"). */
export interface Workgroup {
  id: number;
  title: string;
  users: WorkgroupMember[];
  permissions: WorkgroupPermission[];
}

/**
 * Orders members as the spec says: customer-admins first, then by name (name, then last name, case- and
 * accent-insensitive in the product's locale), then by id so equal names keep one order.
 */
export function sortMembers<T extends Pick<WorkgroupMember, 'id' | 'name' | 'lastName' | 'isAdmin'>>(
  members: readonly T[],
): T[] {
  const collator = new Intl.Collator('en-GB', { sensitivity: 'base' }); // spec §9: locale en-GB
  return [...members].sort(
    (a, b) =>
      Number(b.isAdmin) - Number(a.isAdmin) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.lastName ?? '', b.lastName ?? '') ||
      a.id - b.id,
  );
}

/** Field → message keys (en.workgroups.ts); empty when valid. */
export type WorkgroupErrors = Record<string, string[]>;

function add(errors: WorkgroupErrors, field: string, key: string): void {
  const keys = errors[field] ?? [];
  if (!keys.includes(key)) keys.push(key);
  errors[field] = keys;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problems of a workgroup name (`POST`/`PUT workgroups {title}`): required once trimmed, bounded. */
export function workgroupTitleErrors(title: unknown): WorkgroupErrors {
  const errors: WorkgroupErrors = {};
  if (typeof title !== 'string' || title.trim() === '') add(errors, 'title', 'workgroupErrors.titleRequired');
  else if (title.trim().length > WORKGROUP_TITLE_MAX_LENGTH) add(errors, 'title', 'workgroupErrors.titleTooLong');
  return errors;
}

/**
 * The problems of `PUT workgroups/{id}/grouppermissions {permissions}`: a list (at most one entry per type) of
 * `{permissionType, level}` with known types and levels, each type once. Problems of an entry are keyed
 * `permissions.<index>`.
 */
export function workgroupPermissionsErrors(permissions: unknown): WorkgroupErrors {
  const errors: WorkgroupErrors = {};
  if (!Array.isArray(permissions) || permissions.length > WORKGROUP_PERMISSION_TYPES.length) {
    add(errors, 'permissions', 'workgroupErrors.permissionsList');
    return errors;
  }
  const seen = new Set<string>();
  permissions.forEach((entry: unknown, index) => {
    const field = `permissions.${index}`;
    if (!isRecord(entry)) {
      add(errors, field, 'workgroupErrors.permissionsList');
      return;
    }
    if (!isWorkgroupPermissionType(entry.permissionType)) add(errors, field, 'workgroupErrors.permissionType');
    else if (seen.has(entry.permissionType)) add(errors, field, 'workgroupErrors.permissionRepeated');
    else seen.add(entry.permissionType);
    if (!isPermissionLevel(entry.level)) add(errors, field, 'workgroupErrors.permissionLevel');
  });
  return errors;
}

function nameErrors(errors: WorkgroupErrors, name: unknown, lastName: unknown): void {
  if (typeof name !== 'string' || name.trim() === '') add(errors, 'name', 'workgroupErrors.nameRequired');
  else if (name.trim().length > WORKGROUP_USER_NAME_MAX_LENGTH) add(errors, 'name', 'workgroupErrors.nameTooLong');
  if (lastName !== undefined && lastName !== null) {
    if (typeof lastName !== 'string' || lastName.trim().length > WORKGROUP_USER_NAME_MAX_LENGTH)
      add(errors, 'lastName', 'workgroupErrors.lastNameTooLong');
  }
}

function rolesErrors(errors: WorkgroupErrors, roles: unknown): void {
  const known: readonly unknown[] = WORKGROUP_ASSIGNABLE_ROLES;
  if (!Array.isArray(roles) || roles.length === 0) add(errors, 'roles', 'workgroupErrors.rolesRequired');
  else if (
    roles.length > known.length ||
    roles.some((role) => !known.includes(role)) ||
    new Set(roles).size !== roles.length
  )
    add(errors, 'roles', 'workgroupErrors.roleUnknown');
}

/**
 * The problems of `PUT workgroups/{id}/user/{uid} {name, lastName?, roles}`: a name, roles among
 * {@link WORKGROUP_ASSIGNABLE_ROLES} (at least one, each once). `isSelf`: an admin editing themself may not
 * drop their own customer-admin role (nobody would be left to undo it).
 */
export function workgroupUserErrors(body: unknown, isSelf = false): WorkgroupErrors {
  const errors: WorkgroupErrors = {};
  const input = isRecord(body) ? body : {};
  nameErrors(errors, input.name, input.lastName);
  rolesErrors(errors, input.roles);
  if (isSelf && Array.isArray(input.roles) && !input.roles.includes(ROLE_NAMES.customerAdmin) && !errors.roles)
    add(errors, 'roles', 'workgroupErrors.ownAdminRole');
  return errors;
}

/**
 * The problems of an invitation (`POST workgroups/{id}/users {email, name, lastName?, roles?}`): an e-mail, a
 * name, and roles as in {@link workgroupUserErrors} when given (a workgroup user when not).
 */
export function workgroupInviteErrors(body: unknown): WorkgroupErrors {
  const errors: WorkgroupErrors = {};
  const input = isRecord(body) ? body : {};
  const email = input.email;
  if (!isEmailAddress(email)) add(errors, 'email', 'workgroupErrors.emailInvalid');
  nameErrors(errors, input.name, input.lastName);
  if (input.roles !== undefined) rolesErrors(errors, input.roles);
  return errors;
}
