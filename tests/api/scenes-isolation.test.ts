import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Ids {
  scene: number;
  section: number;
  item: number;
  folder: number;
  tag: number;
  globexScene: number;
  globexFolder: number;
}

/** Every scene, section, playlist-item, folder and tag endpoint, aimed at Acme's records. */
function endpoints(ids: Ids): [method: string, path: string, json?: unknown][] {
  const { scene, section, item, folder, globexScene, globexFolder } = ids;
  const box = { name: 'Intruder', left: 0, top: 0, width: 10, height: 10 };
  return [
    ['GET', `/api/v1/scenes/${scene}`],
    ['PATCH', `/api/v1/scenes/${scene}`, { name: 'Hijacked', clientId: 'x' }],
    ['DELETE', `/api/v1/scenes/${scene}`],
    ['POST', `/api/v1/scenes/${scene}/cancel`],
    ['POST', `/api/v1/scenes/${scene}/copy/-1`, { name: 'Stolen' }],
    ['POST', `/api/v1/scenes/${globexScene}/copy/${folder}`, { name: 'Planted' }],
    ['POST', `/api/v1/scenes/${scene}/move`, { from: folder, to: -1 }],
    ['POST', `/api/v1/scenes/${globexScene}/move`, { from: -1, to: folder }],
    ['GET', `/api/v1/scenes/${scene}/schedules/1`],
    ['POST', '/api/v1/scenes', { ...box, width: 100, height: 100, folderId: folder }],
    ['GET', `/api/v1/scenes/${scene}/sections`],
    ['POST', `/api/v1/scenes/${scene}/sections`, box],
    ['PATCH', `/api/v1/scenes/${scene}/sections`, { sections: [{ id: section, name: 'Hijacked' }] }],
    ['GET', `/api/v1/scenes/${scene}/sections/${section}`],
    ['GET', `/api/v1/scenes/${globexScene}/sections/${section}`],
    ['PATCH', `/api/v1/scenes/${scene}/sections/${section}`, { name: 'Hijacked' }],
    ['PATCH', `/api/v1/scenes/${globexScene}/sections/${section}`, { name: 'Hijacked' }],
    ['DELETE', `/api/v1/scenes/${scene}/sections/${section}`],
    ['DELETE', `/api/v1/scenes/${globexScene}/sections/${section}`],
    ['DELETE', `/api/v1/scenes/${scene}/sections/${section}/cancel`],
    ['GET', `/api/v1/sections/${section}/playlistitems`],
    ['POST', `/api/v1/sections/${section}/playlistitems`, { duration: 1 }],
    ['PATCH', `/api/v1/sections/${section}/playlistitems/${item}`, { duration: 1 }],
    ['DELETE', `/api/v1/sections/${section}/playlistitems/${item}`],
    ['GET', `/api/v1/sections/${section}/playlistitems/${item}/schedules`],
    ['POST', '/api/v1/folders', { name: 'Inside', parent_id: folder, type: 'scenes' }],
    ['PATCH', `/api/v1/folders/${folder}`, { name: 'Hijacked' }],
    ['PATCH', `/api/v1/folders/${globexFolder}`, { parent_id: folder }],
    ['DELETE', `/api/v1/folders/${folder}`],
  ];
}

describe.each(BACKENDS)("scenes: tenant isolation — Globex never reaches Acme's records (%s)", (backend) => {
  let h: Harness;
  let acme: string;
  let globex: string;
  let ids: Ids;

  /** Everything of Acme an answer could reveal or a write could change. */
  async function acmeState() {
    const tables = await h.db.one<{ state: unknown }>(
      `SELECT json_build_object(
         'scenes', (SELECT json_agg(s ORDER BY s.id) FROM scenes s WHERE s.customer_id = $1),
         'sections', (SELECT json_agg(x ORDER BY x.id) FROM sections x JOIN scenes s ON s.id = x.scene_id WHERE s.customer_id = $1),
         'items', (SELECT json_agg(p ORDER BY p.id) FROM playlist_items p JOIN sections x ON x.id = p.section_id JOIN scenes s ON s.id = x.scene_id WHERE s.customer_id = $1),
         'folders', (SELECT json_agg(f ORDER BY f.id) FROM folders f WHERE f.customer_id = $1),
         'sceneFolders', (SELECT json_agg(sf ORDER BY sf.scene_id, sf.folder_id) FROM scene_folders sf JOIN folders f ON f.id = sf.folder_id WHERE f.customer_id = $1),
         'tags', (SELECT json_agg(t ORDER BY t.id) FROM tags t WHERE t.customer_id = $1)
       ) AS state`,
      [await customerId('Acme Retail')],
    );
    return tables.state;
  }
  const customerId = async (title: string) =>
    (await h.db.one<{ id: number }>('SELECT id FROM customers WHERE title = $1', [title])).id;

  beforeAll(async () => {
    h = await createHarness(backend);
    acme = (await h.login(DEMO.acmeAdmin)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    const scene = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Summer promo'");
    const section = await h.db.one<{ id: number }>('SELECT id FROM sections WHERE scene_id = $1', [scene.id]);
    const item = await h.db.one<{ id: number }>('SELECT id FROM playlist_items WHERE section_id = $1', [section.id]);
    const folder = await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'");
    const tag = await h.db.one<{ id: number }>("SELECT id FROM tags WHERE name = 'lobby'");
    const globexScene = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Café specials'");
    const globexFolder = await h.call<{ data: { id: number } }>('POST', '/api/v1/folders', {
      token: globex,
      json: { name: 'Own', type: 'scenes' },
    });
    ids = {
      scene: scene.id,
      section: section.id,
      item: item.id,
      folder: folder.id,
      tag: tag.id,
      globexScene: globexScene.id,
      globexFolder: globexFolder.body.data.id,
    };
  });
  afterAll(() => h.dispose());

  it("answers 404 to every endpoint aimed at Acme's ids and changes nothing", async () => {
    const before = await acmeState();
    const leaks: string[] = [];
    for (const [method, path, json] of endpoints(ids)) {
      const answer = await h.call(method, path, { token: globex, json });
      if (answer.status !== 404) leaks.push(`${method} ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`);
      else expect(answer.body).toMatchObject({ message: 'Item not found' });
    }
    expect(leaks).toEqual([]);
    expect(await acmeState()).toEqual(before);
  });

  it("refuses Acme's section and tag ids inside a Globex save (422) and leaks none of Acme's data", async () => {
    const before = await acmeState();
    // Inside the caller's own scene a foreign id is just an unknown id: the same 422 as any other.
    const calls: [string, string, unknown][] = [
      ['PATCH', `/api/v1/scenes/${ids.globexScene}`, { sections: [{ id: ids.section, name: 'Hijacked' }] }],
      ['PATCH', `/api/v1/scenes/${ids.globexScene}`, { tags: [{ id: ids.tag, name: 'lobby' }] }],
      ['PATCH', `/api/v1/scenes/${ids.globexScene}/sections`, { sections: [{ id: ids.section, name: 'Hijacked' }] }],
      [
        'POST',
        `/api/v1/scenes/${ids.globexScene}/sections`,
        { name: 'Copy', left: 0, top: 0, width: 10, height: 10, parentId: ids.section },
      ],
    ];
    for (const [method, path, json] of calls) {
      const answer = await h.call(method, path, { token: globex, json });
      expect(answer).toMatchObject({ status: 422, body: { code: 'sceneEditor.invalidSceneData' } });
    }
    const listed = await h.call<{ data: { folders: { name: string }[]; scenes: { name: string }[] } }>(
      'GET',
      '/api/v1/folders/scenes',
      { token: globex },
    );
    expect(listed.body.data.folders.map((folder) => folder.name)).toEqual(['Own']);
    expect(listed.body.data.scenes.map((scene) => scene.name)).toEqual(['Café specials']);
    expect((await h.call<{ data: unknown[] }>('GET', '/api/v1/tags?search=lo', { token: globex })).body.data).toEqual(
      [],
    );
    expect(await acmeState()).toEqual(before);
  });

  it('the same calls work for Acme itself (the matrix does hit real records)', async () => {
    const scene = await h.call('GET', `/api/v1/scenes/${ids.scene}`, { token: acme });
    expect(scene.status).toBe(200);
    const items = await h.call('GET', `/api/v1/sections/${ids.section}/playlistitems`, { token: acme });
    expect(items.status).toBe(200);
  });

  it('refuses tenant data to a reseller not acting as a customer (403), and serves a super-admin acting as Acme', async () => {
    const reseller = (await h.login(DEMO.reseller)).accessToken;
    for (const [method, path, json] of endpoints(ids).slice(0, 5)) {
      expect((await h.call(method, path, { token: reseller, json })).status).toBe(403);
    }
    const superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    await h.call('POST', '/api/v1/auth/loginas', {
      token: superAdmin,
      json: { customerId: await customerId('Acme Retail') },
    });
    expect((await h.call('GET', `/api/v1/scenes/${ids.scene}`, { token: superAdmin })).status).toBe(200);
    const created = await h.call('POST', '/api/v1/folders', {
      token: superAdmin,
      json: { name: 'By super', type: 'scenes', parent_id: ids.folder },
    });
    expect(created.status).toBe(201);
  });
});
