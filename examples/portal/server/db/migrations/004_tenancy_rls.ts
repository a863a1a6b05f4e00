/**
 * Migration 004: row-level security, the second wall of tenancy (see server/tenancy/index.ts).
 *
 * - `screenplay_app`: the role the server runs as after migrating (NOLOGIN; the server switches to it
 *   with `SET ROLE`, or connects with it as its `role` startup setting). Not a superuser and without
 *   BYPASSRLS, so every policy below binds it. Roles belong to the whole cluster: it is created once
 *   and each database grants it what the server needs (rows, sequences; no DDL, no schema_migrations).
 * - Every tenant-owned table gets ENABLE and FORCE ROW LEVEL SECURITY and one policy for every
 *   command: the row is the acting customer's (`app.customer_id`, set per transaction with
 *   `set_config(..., true)`), or the statement runs on a named system path (`app.scope = 'system'`).
 *   Unset settings read as NULL or '', so a statement run without a scope sees no tenant rows.
 * - Tables with `customer_id` compare it; child tables (no `customer_id`) require their tenant-owned
 *   parent row to be visible (EXISTS on the parent, whose own policy applies inside the check), link
 *   tables both of their parents. A denormalised `customer_id` on each child (kept by triggers) was
 *   the alternative; the parent lookups are primary-key probes and cost less than the writes and
 *   triggers the copies would (BENCHMARKS.md, "Tenancy: the second wall").
 * - Not tenant-owned, so without RLS: settings, resellers, customers (the tenant registry itself:
 *   super-admins and resellers list it across tenants), users, roles, user_roles, access_tokens,
 *   password_resets and schema_migrations. Identity and sign-in read them before a tenant is known.
 */

/** The role the server runs as; the policies below bind it. */
export const APP_ROLE = 'screenplay_app';

/** The policy test for a row whose own column holds its customer. */
export const OWN_CUSTOMER = `customer_id = nullif(current_setting('app.customer_id', true), '')::int`;
const SYSTEM_SCOPE = `current_setting('app.scope', true) = 'system'`;

/** Tables with their own `customer_id`. */
const CUSTOMER_TABLES = ['workgroups', 'folders', 'scenes', 'tags', 'layouts', 'templates', 'media'] as const;

/** Child tables: each column must point at a row of that parent which the scope can see. */
const CHILD_TABLES: readonly { table: string; parents: readonly [column: string, parent: string][] }[] = [
  { table: 'workgroup_users', parents: [['workgroup_id', 'workgroups']] },
  { table: 'group_permissions', parents: [['workgroup_id', 'workgroups']] },
  { table: 'folder_group_permissions', parents: [['folder_id', 'folders']] },
  { table: 'sections', parents: [['scene_id', 'scenes']] },
  { table: 'playlist_items', parents: [['section_id', 'sections']] },
  { table: 'schedules', parents: [['scene_id', 'scenes']] },
  {
    table: 'scene_folders',
    parents: [
      ['scene_id', 'scenes'],
      ['folder_id', 'folders'],
    ],
  },
  {
    table: 'scene_tags',
    parents: [
      ['scene_id', 'scenes'],
      ['tag_id', 'tags'],
    ],
  },
  {
    table: 'layout_folders',
    parents: [
      ['layout_id', 'layouts'],
      ['folder_id', 'folders'],
    ],
  },
  {
    table: 'layout_tags',
    parents: [
      ['layout_id', 'layouts'],
      ['tag_id', 'tags'],
    ],
  },
  {
    table: 'template_folders',
    parents: [
      ['template_id', 'templates'],
      ['folder_id', 'folders'],
    ],
  },
  {
    table: 'media_folders',
    parents: [
      ['media_id', 'media'],
      ['folder_id', 'folders'],
    ],
  },
];

/** The RLS statements of one tenant-owned table: its rows pass `check`, or the scope is a system path. */
export function policy(table: string, check: string): string {
  return `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
CREATE POLICY ${table}_tenant ON ${table} FOR ALL TO PUBLIC
  USING (${SYSTEM_SCOPE} OR ${check})
  WITH CHECK (${SYSTEM_SCOPE} OR ${check});`;
}

const policies = [
  ...CUSTOMER_TABLES.map((table) => policy(table, OWN_CUSTOMER)),
  ...CHILD_TABLES.map(({ table, parents }) =>
    policy(
      table,
      parents
        .map(([column, parent]) => `EXISTS (SELECT 1 FROM ${parent} p WHERE p.id = ${table}.${column})`)
        .join(' AND '),
    ),
  ),
].join('\n');

/** Migration 004's SQL. */
export const sql = /* sql */ `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- created meanwhile by a migration of another database of the cluster
END
$$;
DO $$
BEGIN
  -- The owner switches to the role (SET ROLE); a superuser may anyway, others need the membership.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  END IF;
END
$$;
GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
REVOKE ALL ON schema_migrations FROM ${APP_ROLE};
-- Tables of later migrations (created by the same owner) are granted alike; each decides its own RLS.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP_ROLE};
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${APP_ROLE};
${policies}
`;
