import type { Db, DbSettings } from '../db/client';
import { APP_ROLE } from '../db/migrations/004_tenancy_rls';
import type { TenantId } from './actor';

/**
 * The named reasons to read across tenants (see the module comment of tenancy/index.ts). Adding one
 * is a design decision: say in its comment why a tenant scope cannot do.
 */
export type SystemPath =
  /** A user's roles and workgroup grants, read while signing in, before a tenant acts. */
  | 'sign-in'
  /** The realtime hub: which customer owns the scene a channel names. */
  | 'realtime'
  /** Whether any row of any tenant still refers to a stored file (copies share files). */
  | 'shared-files'
  /** Tests reading and arranging rows directly. */
  | 'tests'
  /** Pairing codes belong to no tenant until a user claims one: the player and the claim find them by code or id. */
  | 'pairing'
  /** A player authenticates by its device token, which names its screen before any tenant is known. */
  | 'player'
  /** A screenshot's signed link names its row; the signature, not a signed-in tenant, authorises reading it. */
  | 'screenshot-link'
  /**
   * A reseller's prices for its customers (migration 007): the reseller acts for none of them when it sets one;
   * the resellers routes first check that the customer is the reseller's own.
   */
  | 'reseller-prices'
  /**
   * Billing (migration 011): a reseller's own billing account and its rewards name no customer, so no tenant scope
   * sees them; the billing routes use this path after resolving the reseller from the signed-in user. The monthly
   * charge job runs here too: it bills every tenant once per month, with no user acting.
   */
  | 'billing'
  /**
   * A reseller's white-label brand (migration 014): the reseller acts for none of its customers when it edits its
   * own brand; the settings routes resolve the reseller from the signed-in user. Customers read their reseller's
   * brand in their own scope (a SELECT-only policy), so this path is for the reseller's own reads and writes.
   */
  | 'reseller-brand'
  /**
   * The customers list of a super-admin or a reseller (issue 25): each listed customer's screens in use and licence
   * orders, counted for the customers the query already restricted to the manager's (every one, or its reseller's).
   * The manager acts for none of them, so no tenant scope can do; one read serves the whole list.
   */
  | 'customers-list';

/** The settings the row-level security policies read (migration 004). */
function scopeSettings(customerId: TenantId | null, scope: '' | 'system'): DbSettings {
  return { 'app.customer_id': customerId === null ? '' : String(customerId), 'app.scope': scope };
}

/** The Db of a request: every statement sees only `customerId`'s rows (none when null). */
export function scopeToTenant(db: Db, customerId: TenantId | null): Db {
  return db.withSettings(scopeSettings(customerId, ''));
}

/** A Db that sees every tenant's rows, for the one reason `path` names. */
export function asSystem(db: Db, path: SystemPath): Db {
  void path; // Named for the reader and for grep; the scope is the same for every path.
  return db.withSettings(scopeSettings(null, 'system'));
}

/** Switches the server's connections to the unprivileged role the policies bind (after migrating and seeding). */
export function runAsAppRole(db: Db): Promise<void> {
  return db.assumeRole(APP_ROLE);
}
