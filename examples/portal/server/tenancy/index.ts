/**
 * Tenancy: who acts for which customer, and the two walls that keep one customer's rows from another.
 *
 * Wall one, the structure of the code. `requireAuth` (auth/middleware.ts) resolves the acting user
 * and tenant once per request and puts them on the context: `c.var.actor` (the user and the acting
 * customer, both from the token's row; `access()` reads roles, session and reseller on first use and
 * keeps them for the request, so a plain read pays nothing for them) and `c.var.db`, a Db scoped to
 * that customer. The acting customer is the user's own, or the one a super-admin or reseller acts as
 * (`current_customer_id`); without one, tenant routes answer 403 through {@link tenantOf} (reads) or
 * {@link tenantActor} (writes, which need the roles and grants). Data-access functions take the
 * tenant as a {@link TenantId}, a branded number that only this module creates, so a raw id from a
 * path or a body cannot be passed where a tenant is expected. Reads of child rows (sections, playlist
 * items, folder links, tags, schedules) join their tenant-owned parent in the same query rather than
 * trusting an earlier check.
 *
 * Wall two, PostgreSQL row-level security (migration 004). After migrating as the owner, the server
 * runs as `screenplay_app`, a role without superuser or BYPASSRLS (PGlite: `SET ROLE` on its one
 * connection; node-postgres: the `role` startup setting of every pooled connection, so a missing role
 * fails the connection instead of running as the owner). Every tenant-owned table has ENABLE and
 * FORCE ROW LEVEL SECURITY and one policy: `customer_id = app.customer_id` (child tables: their
 * parent row is visible, EXISTS on the parent) or `app.scope = 'system'`. The request's Db runs each
 * statement in a transaction that first sets `app.customer_id` with `set_config(..., true)`, and its
 * `transaction(fn)` sets it once at the start; the setting dies with the transaction, so a pooled
 * connection never carries one request's tenant into another's statement. A statement that forgets
 * its tenant filter, or runs on the unscoped Db, sees the acting tenant's rows or none.
 *
 * Why the policy reads a transaction-local setting: it costs one `set_config` in the round trip that
 * opens the transaction (node-postgres sends `BEGIN; SELECT set_config(...)` as one message), works
 * the same on PGlite and PostgreSQL, and needs no connection per tenant or role per tenant. `nullif(
 * ..., '')::int` makes an unset or cleared setting match nothing rather than fail the cast.
 *
 * Cross-tenant work goes through {@link asSystem}, which sets `app.scope = 'system'` and names why
 * ({@link SystemPath}): sign-in (a user's roles and workgroup grants before a tenant acts), the
 * realtime hub (which customer owns a channel's scene), shared stored files (a file may be shared by
 * rows of several tenants), the tests' direct reads. `grep -rn "asSystem(" examples/portal/server`
 * lists them all. Super-admin and reseller lists of customers read the customers table, which is the
 * tenant registry and has no RLS. Migrations and the seed run as the owner before the role switch.
 *
 * PGlite caveat: it has ONE connection, and a transaction holds it; every other query of every other
 * request waits until it ends. So the per-request scope is per statement (or per `transaction(fn)`),
 * never one transaction around a whole request: a request that waits on the network (stock photos,
 * forecasts, mail, a URL download) must not hold the database while it waits. Never call the outer Db
 * inside `transaction(fn)`: on PGlite that waits for itself.
 */
export { APP_ROLE } from '../db/migrations/004_tenancy_rls';
export {
  managedCustomerTenant,
  resolveActor,
  screenTenant,
  tenantActor,
  tenantOf,
  type Actor,
  type ActorAccess,
  type TenantActor,
  type TenantId,
} from './actor';
export { seesScheduling } from './grants';
export { asSystem, runAsAppRole, scopeToTenant, type SystemPath } from './scope';
export {
  assertFoldersWritable,
  assertItemWritable,
  assertSceneWritable,
  effectivePermissions,
  findFolderRows,
  toFolderWire,
  type FolderRow,
} from './folders';
