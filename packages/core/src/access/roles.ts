import type { MessageKey } from '../messages/messages';
import { ROLE_NAMES } from './access';
import type { RoleName } from './access.types';

/**
 * The words a role is shown as (issue 25: "Customer admin", not `customer-admin`): spec accounts §2 shows "role
 * names joined by commas" in the top bar and §6 "Roles are shown by name"; the identifiers are the server's, the
 * words are ours (en.shared.ts `roles.*`). One map for the top bar, the role chooser and anywhere else a role shows.
 */
const ROLE_LABEL_KEYS = {
  [ROLE_NAMES.superAdmin]: 'roles.superAdmin',
  [ROLE_NAMES.resellerAdmin]: 'roles.resellerAdmin',
  [ROLE_NAMES.customerAdmin]: 'roles.customerAdmin',
  [ROLE_NAMES.workgroupUser]: 'roles.workgroupUser',
} as const satisfies Record<RoleName, MessageKey>;

/** The message key of a role's words, or null for a role identifier the product does not know. */
export function roleLabelKey(role: RoleName): MessageKey;
export function roleLabelKey(role: string): MessageKey | null;
export function roleLabelKey(role: string): MessageKey | null {
  return Object.hasOwn(ROLE_LABEL_KEYS, role) ? ROLE_LABEL_KEYS[role as RoleName] : null;
}
