import type { Harness } from '../support/harness';
import { DEMO } from '../support/harness';

/** The records the matrix aims at: Acme's (the owner), and Globex's own (the foreign tenant's). */
export interface World {
  acme: {
    customer: number;
    admin: number;
    scene: number;
    section: number;
    item: number;
    sceneFolder: number;
    libraryFolder: number;
    tag: number;
    layout: number;
    template: number;
    media: { id: number; uuid: string };
    socialAccounts: { facebook: string; instagram: string };
    /** A paired screen of Acme's in its screens folder, with the schedule and sync of `scene`. */
    screen: number;
    screenFolder: number;
    screenSync: number;
    schedule: number;
    /** The seed's 'Stores' workgroup and its member (the demo editor). */
    workgroup: number;
    workgroupUser: number;
    /** The seed's billing of Acme (issue 14): its card, licence subscription and open invoice. */
    billing: { paymentMethod: number; subscription: number; order: number };
  };
  globex: {
    scene: number;
    sceneFolder: number;
    layout: number;
    template: number;
    media: { uuid: string };
    screen: number;
    screenFolder: number;
    /** A workgroup of Globex's own (the seed gives Globex none). */
    workgroup: number;
  };
}

/** Inserts a paired screen of a customer directly (the pairing flow has its own tests). */
export async function insertScreen(h: Harness, customer: number, name: string): Promise<number> {
  return idOf(
    h,
    `INSERT INTO screens (customer_id, name, device_uid, content_version, alive_at, created_at, updated_at)
     VALUES ($1, $2, gen_random_uuid()::text, 'v1', now(), now(), now()) RETURNING id`,
    [customer, name],
  );
}

const LAYERS = JSON.stringify([{ itemType: 'Text', content: { left: 0, top: 0, width: 10, height: 10 } }]);

/** A fresh template form each call (a request body is read once). */
export function templateForm(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields = { name: 'Intruder', type: 'Template', width: '10', height: '10', layers: LAYERS, ...extra };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function idOf(h: Harness, sql: string, params: unknown[] = []): Promise<number> {
  return (await h.db.one<{ id: number }>(sql, params as never[])).id;
}

/**
 * Finds the seeded records of both tenants and adds what the seed lacks: a schedule of Acme's
 * scene and item, a Globex scene folder, template and media row, and a social account of each
 * tenant (the accounts live in the server's config, which the app reads per request).
 */
export async function buildWorld(h: Harness, globexToken: string): Promise<World> {
  const customer = await idOf(h, "SELECT id FROM customers WHERE title = 'Acme Retail'");
  const globexCustomer = await idOf(h, "SELECT id FROM customers WHERE title = 'Globex Cafés'");
  // The attacker is a direct customer's admin, to whom every customer page is open (Billing needs a direct tenant).
  await h.db.query("UPDATE customers SET type = 'Direct' WHERE id = $1", [globexCustomer]);
  const scene = await idOf(h, "SELECT id FROM scenes WHERE name = 'Summer promo'");
  const section = await idOf(h, 'SELECT id FROM sections WHERE scene_id = $1 ORDER BY id LIMIT 1', [scene]);
  const item = await idOf(h, 'SELECT id FROM playlist_items WHERE section_id = $1 ORDER BY id LIMIT 1', [section]);
  const screen = await insertScreen(h, customer, 'Acme lobby display');
  const screenFolder = await idOf(
    h,
    "INSERT INTO folders (customer_id, kind, name, created_at) VALUES ($1, 'screens', 'Acme stores', now()) RETURNING id",
    [customer],
  );
  await h.db.query('INSERT INTO screen_folders (screen_id, folder_id) VALUES ($1, $2)', [screen, screenFolder]);
  const schedule = await idOf(
    h,
    `INSERT INTO schedules (scene_id, screen_id, section_id, playlist_item_id, name, events)
     VALUES ($1, $4, $2, $3, 'Mornings', '[]'::jsonb) RETURNING id`,
    [scene, section, item, screen],
  );
  const screenSync = await idOf(
    h,
    "INSERT INTO screen_syncs (screen_id, scene_id, state, created_at, updated_at) VALUES ($1, $2, 'New', now(), now()) RETURNING id",
    [screen, scene],
  );
  const globexScreen = await insertScreen(h, globexCustomer, 'Globex counter display');
  const globexScreenFolder = await h.call<{ data: { id: number } }>('POST', '/api/v1/folders', {
    token: globexToken,
    json: { name: 'Own screens', type: 'screens' },
  });
  const media = await h.db.one<{ id: number; uuid: string }>(
    'SELECT id, uuid::text AS uuid FROM media WHERE customer_id = $1 ORDER BY id LIMIT 1',
    [customer],
  );
  const globexMedia = await h.db.one<{ uuid: string }>(
    `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, path, source)
     VALUES (gen_random_uuid(), $1, 'Globex.png', 'image', 'image/png', 1, 'globex/globex.png', 'seed') RETURNING uuid::text AS uuid`,
    [globexCustomer],
  );
  const globexFolder = await h.call<{ data: { id: number } }>('POST', '/api/v1/folders', {
    token: globexToken,
    json: { name: 'Own', type: 'scenes' },
  });
  const globexTemplate = await h.call<{ data: { id: number } }>('POST', '/api/v1/library', {
    token: globexToken,
    body: templateForm({ name: 'Globex element' }),
  });
  const accounts = [
    { id: 'acme-fb', type: 'facebook', username: 'acme', token: 'secret', customerId: customer },
    { id: 'acme-ig', type: 'instagram', username: 'acme', token: 'secret', customerId: customer },
    { id: 'globex-fb', type: 'facebook', username: 'globex', token: 'secret', customerId: globexCustomer },
  ] as const;
  Object.assign(h.config.widgets, { socialAccounts: accounts });
  return {
    acme: {
      customer,
      admin: await idOf(h, 'SELECT id FROM users WHERE email = $1', [DEMO.acmeAdmin]),
      scene,
      section,
      item,
      sceneFolder: await idOf(h, "SELECT id FROM folders WHERE name = 'Menus'"),
      libraryFolder: await idOf(h, "SELECT id FROM folders WHERE name = 'Seasonal' AND kind = 'library'"),
      tag: await idOf(h, "SELECT id FROM tags WHERE name = 'lobby'"),
      layout: await idOf(h, "SELECT id FROM layouts WHERE name = 'Main with ticker'"),
      template: await idOf(h, "SELECT id FROM templates WHERE name = 'Sale badge'"),
      media,
      socialAccounts: { facebook: 'acme-fb', instagram: 'acme-ig' },
      screen,
      screenFolder,
      screenSync,
      schedule,
      workgroup: await idOf(h, "SELECT id FROM workgroups WHERE title = 'Stores'"),
      workgroupUser: await idOf(h, 'SELECT id FROM users WHERE email = $1', [DEMO.acmeEditor]),
      billing: {
        paymentMethod: await idOf(h, 'SELECT min(id) AS id FROM payment_methods WHERE customer_id = $1', [customer]),
        subscription: await idOf(
          h,
          'SELECT s.id FROM subscriptions s JOIN billing_accounts a ON a.id = s.account_id WHERE a.customer_id = $1',
          [customer],
        ),
        order: await idOf(
          h,
          "SELECT o.id FROM orders o JOIN billing_accounts a ON a.id = o.account_id WHERE a.customer_id = $1 AND o.status = 'open'",
          [customer],
        ),
      },
    },
    globex: {
      scene: await idOf(h, "SELECT id FROM scenes WHERE name = 'Café specials'"),
      sceneFolder: globexFolder.body.data.id,
      layout: await idOf(h, "SELECT id FROM layouts WHERE name = 'Café board'"),
      template: globexTemplate.body.data.id,
      media: globexMedia,
      screen: globexScreen,
      screenFolder: globexScreenFolder.body.data.id,
      workgroup: await idOf(h, "INSERT INTO workgroups (customer_id, title) VALUES ($1, 'Baristas') RETURNING id", [
        globexCustomer,
      ]),
    },
  };
}

/**
 * Names of Acme's records that no Globex answer may contain (listings): every name and uuid of Acme's
 * scenes, layouts, templates, media, folders and tags that no Globex row holds as a whole string.
 */
export async function acmeMarkers(h: Harness, world: World): Promise<string[]> {
  const rows = await h.db.query<{ name: string }>(
    `SELECT name FROM scenes WHERE customer_id = $1 UNION SELECT name FROM layouts WHERE customer_id = $1
     UNION SELECT name FROM templates WHERE customer_id = $1 UNION SELECT name FROM media WHERE customer_id = $1
     UNION SELECT name FROM folders WHERE customer_id = $1 UNION SELECT name FROM tags WHERE customer_id = $1
     UNION SELECT uuid::text FROM media WHERE customer_id = $1 UNION SELECT name FROM screens WHERE customer_id = $1
     UNION SELECT device_uid FROM screens WHERE customer_id = $1 UNION SELECT title FROM workgroups WHERE customer_id = $1
     UNION SELECT email FROM users WHERE customer_id = $1
     UNION SELECT o.number FROM orders o JOIN billing_accounts a ON a.id = o.account_id WHERE a.customer_id = $1
     UNION SELECT provider_id FROM payment_methods WHERE customer_id = $1 AND provider_id IS NOT NULL
     UNION SELECT postal_code FROM billing_accounts WHERE customer_id = $1 AND postal_code IS NOT NULL`,
    [world.acme.customer],
  );
  const globex = await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'");
  const globexRows = JSON.stringify(await acmeState(h, globex.id)).toLowerCase();
  return rows.map((row) => row.name).filter((name) => !globexRows.includes(JSON.stringify(name.toLowerCase())));
}

/**
 * Everything of a customer (Acme, the owner) an answer could reveal or a write could change: every
 * row of every tenant-owned table that belongs to it, joined through its parents.
 */
export async function acmeState(h: Harness, customer: number): Promise<unknown> {
  const row = await h.db.one<{ state: unknown }>(
    `SELECT json_build_object(
       'scenes', (SELECT json_agg(s ORDER BY s.id) FROM scenes s WHERE s.customer_id = $1),
       'sections', (SELECT json_agg(x ORDER BY x.id) FROM sections x JOIN scenes s ON s.id = x.scene_id WHERE s.customer_id = $1),
       'items', (SELECT json_agg(p ORDER BY p.id) FROM playlist_items p JOIN sections x ON x.id = p.section_id
                   JOIN scenes s ON s.id = x.scene_id WHERE s.customer_id = $1),
       'schedules', (SELECT json_agg(x ORDER BY x.id) FROM schedules x JOIN scenes s ON s.id = x.scene_id WHERE s.customer_id = $1),
       'sceneTags', (SELECT json_agg(x ORDER BY x.scene_id, x.tag_id) FROM scene_tags x JOIN tags t ON t.id = x.tag_id WHERE t.customer_id = $1),
       'folders', (SELECT json_agg(f ORDER BY f.id) FROM folders f WHERE f.customer_id = $1),
       'folderPermissions', (SELECT json_agg(x ORDER BY x.id) FROM folder_group_permissions x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
       'sceneFolders', (SELECT json_agg(x ORDER BY x.scene_id, x.folder_id) FROM scene_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
       'tags', (SELECT json_agg(t ORDER BY t.id) FROM tags t WHERE t.customer_id = $1),
       'layouts', (SELECT json_agg(l ORDER BY l.id) FROM layouts l WHERE l.customer_id = $1),
       'layoutFolders', (SELECT json_agg(x ORDER BY x.layout_id, x.folder_id) FROM layout_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
       'layoutTags', (SELECT json_agg(x ORDER BY x.layout_id, x.tag_id) FROM layout_tags x JOIN tags t ON t.id = x.tag_id WHERE t.customer_id = $1),
       'templates', (SELECT json_agg(t ORDER BY t.id) FROM templates t WHERE t.customer_id = $1),
       'templateFolders', (SELECT json_agg(x ORDER BY x.template_id, x.folder_id) FROM template_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
       'media', (SELECT json_agg(m ORDER BY m.id) FROM media m WHERE m.customer_id = $1),
       'mediaFolders', (SELECT json_agg(x ORDER BY x.media_id, x.folder_id) FROM media_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
       'screens', (SELECT json_agg(x ORDER BY x.id) FROM screens x WHERE x.customer_id = $1),
       'screenFolders', (SELECT json_agg(x ORDER BY x.screen_id, x.folder_id) FROM screen_folders x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'screenTags', (SELECT json_agg(x ORDER BY x.screen_id, x.tag_id) FROM screen_tags x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'screenTimers', (SELECT json_agg(x ORDER BY x.screen_id, x.type) FROM screen_timers x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'screenSyncs', (SELECT json_agg(x ORDER BY x.id) FROM screen_syncs x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'screenshotRequests', (SELECT json_agg(x ORDER BY x.id) FROM screenshot_requests x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'screenshots', (SELECT json_agg(x ORDER BY x.id) FROM screenshots x JOIN screens s ON s.id = x.screen_id WHERE s.customer_id = $1),
       'paymentMethods', (SELECT json_agg(x ORDER BY x.id) FROM payment_methods x WHERE x.customer_id = $1),
       'workgroups', (SELECT json_agg(w ORDER BY w.id) FROM workgroups w WHERE w.customer_id = $1),
       'workgroupUsers', (SELECT json_agg(x ORDER BY x.id) FROM workgroup_users x JOIN workgroups w ON w.id = x.workgroup_id WHERE w.customer_id = $1),
       'groupPermissions', (SELECT json_agg(x ORDER BY x.id) FROM group_permissions x JOIN workgroups w ON w.id = x.workgroup_id WHERE w.customer_id = $1),
       'users', (SELECT json_agg(x ORDER BY x.id) FROM users x WHERE x.customer_id = $1),
       'userRoles', (SELECT json_agg(x ORDER BY x.user_id, x.role_id) FROM user_roles x JOIN users u ON u.id = x.user_id WHERE u.customer_id = $1),
       'billingAccount', (SELECT row_to_json(a) FROM billing_accounts a WHERE a.customer_id = $1),
       'subscriptions', (SELECT json_agg(x ORDER BY x.id) FROM subscriptions x JOIN billing_accounts a ON a.id = x.account_id WHERE a.customer_id = $1),
       'orders', (SELECT json_agg(x ORDER BY x.id) FROM orders x JOIN billing_accounts a ON a.id = x.account_id WHERE a.customer_id = $1),
       'paymentSessions', (SELECT json_agg(x ORDER BY x.id) FROM payment_sessions x JOIN billing_accounts a ON a.id = x.account_id WHERE a.customer_id = $1),
       'customer', (SELECT row_to_json(c) FROM customers c WHERE c.id = $1)
     ) AS state`,
    [customer],
  );
  return row.state;
}
