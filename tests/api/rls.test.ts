import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../examples/portal/server/auth/middleware';
import type { AppEnv } from '../../examples/portal/server/tenancy/env';
import { APP_ROLE } from '../../examples/portal/server/tenancy';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/**
 * Row-level security, the second wall (migration 004, server/tenancy): a statement that forgets its
 * tenant filter, run through the request's Db, still sees only the acting customer's rows.
 */

/** Each tenant-owned table, with the SQL giving a row's customer (joined through its parents). */
const OWNERS: Record<string, string> = {
  scenes: 'SELECT id::text AS key, customer_id FROM scenes',
  sections: 'SELECT x.id::text AS key, s.customer_id FROM sections x JOIN scenes s ON s.id = x.scene_id',
  playlist_items: `SELECT x.id::text AS key, s.customer_id FROM playlist_items x
    JOIN sections sec ON sec.id = x.section_id JOIN scenes s ON s.id = sec.scene_id`,
  scene_tags: `SELECT x.scene_id || ':' || x.tag_id AS key, s.customer_id FROM scene_tags x JOIN scenes s ON s.id = x.scene_id`,
  folders: 'SELECT id::text AS key, customer_id FROM folders',
  tags: 'SELECT id::text AS key, customer_id FROM tags',
  layouts: 'SELECT id::text AS key, customer_id FROM layouts',
  templates: 'SELECT id::text AS key, customer_id FROM templates',
  media: 'SELECT id::text AS key, customer_id FROM media',
  workgroups: 'SELECT id::text AS key, customer_id FROM workgroups',
};

/** The same rows read with a deliberately unscoped `SELECT *` (no tenant filter at all). */
const UNSCOPED: Record<string, string> = {
  scenes: 'SELECT id::text AS key FROM scenes',
  sections: 'SELECT id::text AS key FROM sections',
  playlist_items: 'SELECT id::text AS key FROM playlist_items',
  scene_tags: "SELECT scene_id || ':' || tag_id AS key FROM scene_tags",
  folders: 'SELECT id::text AS key FROM folders',
  tags: 'SELECT id::text AS key FROM tags',
  layouts: 'SELECT id::text AS key FROM layouts',
  templates: 'SELECT id::text AS key FROM templates',
  media: 'SELECT id::text AS key FROM media',
  workgroups: 'SELECT id::text AS key FROM workgroups',
};

/** Rows given to Globex when the seed has none, so each table holds both tenants' rows. */
const GLOBEX_ROWS: Record<string, string> = {
  media: `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, path, source)
          VALUES (gen_random_uuid(), $1, 'globex.png', 'image', 'image/png', 1, 'globex/globex.png', 'seed')`,
  workgroups: "INSERT INTO workgroups (customer_id, title) VALUES ($1, 'Baristas')",
  folders: "INSERT INTO folders (customer_id, kind, name) VALUES ($1, 'scenes', 'Menus')",
  templates: "INSERT INTO templates (customer_id, name, width, height) VALUES ($1, 'Price tag', 100, 50)",
};

for (const backend of BACKENDS) {
  describe(`row-level security (${backend})`, () => {
    let h: Harness;
    let acmeToken: string;
    let acmeId: number;
    let globexId: number;
    /** Runs `sql` inside a real request of the Acme admin, through the request's Db (`c.var.db`). */
    let inAcmeRequest: (sql: string) => Promise<{ status: number; keys: string[] }>;

    beforeAll(async () => {
      h = await createHarness(backend);
      acmeToken = (await h.login(DEMO.acmeAdmin)).accessToken;
      const ids = await h.db.query<{ email: string; customer_id: number }>(
        'SELECT email, customer_id FROM users WHERE email = ANY($1)',
        [[DEMO.acmeAdmin, DEMO.globexAdmin]],
      );
      acmeId = ids.find((row) => row.email === DEMO.acmeAdmin)?.customer_id ?? 0;
      globexId = ids.find((row) => row.email === DEMO.globexAdmin)?.customer_id ?? 0;
      // Every checked table must hold rows of both tenants, or the test could not fail.
      for (const [table, insert] of Object.entries(GLOBEX_ROWS)) {
        const [found] = await h.db.query(`SELECT 1 FROM ${table} WHERE customer_id = $1 LIMIT 1`, [globexId]);
        if (!found) await h.db.query(insert, [globexId]);
      }

      const probe = new Hono<AppEnv>();
      probe.use('*', requireAuth(h.serverDb, h.clock));
      probe.post('/', async (c) => c.json(await c.var.db.query<{ key: string }>(await c.req.text())));
      inAcmeRequest = async (sql) => {
        const response = await probe.request('/', {
          method: 'POST',
          headers: { authorization: `Bearer ${acmeToken}` },
          body: sql,
        });
        const rows = response.status === 200 ? ((await response.json()) as { key: string }[]) : [];
        return { status: response.status, keys: rows.map((row) => row.key).sort() };
      };
    });

    afterAll(async () => {
      await h?.dispose();
    });

    it('runs the server as a role that is neither superuser nor exempt from row-level security', async () => {
      const role = await h.serverDb.one<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        'SELECT current_user, r.rolsuper, r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user',
      );
      expect(role).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
    });

    it('forces row-level security with a policy on every tenant-owned table', async () => {
      const tables = await h.db.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
            AND (EXISTS (SELECT 1 FROM information_schema.columns col
                          WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'customer_id')
                 OR c.relname IN ('sections', 'playlist_items', 'schedules', 'scene_tags', 'scene_folders', 'layout_tags',
                                  'layout_folders', 'template_folders', 'media_folders', 'folder_group_permissions',
                                  'workgroup_users', 'group_permissions'))
            AND c.relname NOT IN ('users', 'customers')`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(19);
      for (const table of tables) {
        expect({ table: table.relname, enabled: table.relrowsecurity, forced: table.relforcerowsecurity }).toEqual({
          table: table.relname,
          enabled: true,
          forced: true,
        });
      }
    });

    for (const table of Object.keys(OWNERS)) {
      it(`an unscoped SELECT on ${table} inside a request sees exactly the acting tenant's rows`, async () => {
        const owners = await h.db.query<{ key: string; customer_id: number }>(OWNERS[table] ?? '');
        const acmeKeys = owners.filter((row) => row.customer_id === acmeId).map((row) => row.key);
        const foreignKeys = owners.filter((row) => row.customer_id !== acmeId).map((row) => row.key);
        expect(acmeKeys.length).toBeGreaterThan(0);
        expect(foreignKeys.length).toBeGreaterThan(0);

        const seen = await inAcmeRequest(UNSCOPED[table] ?? '');
        expect(seen.status).toBe(200);
        expect(seen.keys).toEqual([...acmeKeys].sort());
        // Outside any request the server's Db has no tenant: it sees none of these rows.
        expect(await h.serverDb.query(UNSCOPED[table] ?? '')).toEqual([]);
      });
    }

    it("refuses a row written for another tenant through the request's Db, and leaves no setting behind", async () => {
      const before = await h.db.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM scenes WHERE customer_id = $1',
        [globexId],
      );
      const write = await inAcmeRequest(
        `INSERT INTO scenes (customer_id, name, width, height) VALUES (${globexId}, 'planted', 10, 10) RETURNING id::text AS key`,
      );
      expect(write.status).toBe(500);
      const after = await h.db.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM scenes WHERE customer_id = $1',
        [globexId],
      );
      expect(after.count).toBe(before.count);
      const settings = await h.serverDb.one<{ customer: string | null; scope: string | null }>(
        "SELECT current_setting('app.customer_id', true) AS customer, current_setting('app.scope', true) AS scope",
      );
      expect([settings.customer ?? '', settings.scope ?? '']).toEqual(['', '']);
    });
  });
}
