import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type CallOptions, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Ids {
  layout: number;
  template: number;
  libraryFolder: number;
  sceneFolder: number;
  globexLayout: number;
  globexTemplate: number;
}

const LAYERS = JSON.stringify([{ itemType: 'Text', content: { left: 0, top: 0, width: 10, height: 10 } }]);

/** A fresh template form each call (a request body is read once). */
function templateForm(extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Intruder',
    type: 'Template',
    width: '10',
    height: '10',
    layers: LAYERS,
    ...extra,
  })) {
    data.append(key, value);
  }
  return data;
}

/** Every layout, library and library-folder endpoint, aimed at Acme's records (or planting into them). */
function endpoints(ids: Ids): [method: string, path: string, body?: () => Omit<CallOptions, 'token'>][] {
  const { layout, template, libraryFolder, sceneFolder, globexLayout, globexTemplate } = ids;
  const json = (value: unknown) => () => ({ json: value });
  const form = (extra?: Record<string, string>) => () => ({ body: templateForm(extra) });
  const section = { name: 'S', left: 0, top: 0, width: 10, height: 10 };
  return [
    ['GET', `/api/v1/layouts/${layout}`],
    ['PATCH', `/api/v1/layouts/${layout}`, json({ name: 'Hijacked' })],
    ['DELETE', `/api/v1/layouts/${layout}`],
    [
      'POST',
      '/api/v1/layouts',
      json({ name: 'Planted', width: 10, height: 10, sections: [section], folderId: libraryFolder }),
    ],
    ['POST', `/api/v1/layouts/folders/${libraryFolder}/update`, json({ ids: [globexLayout] })],
    ['POST', '/api/v1/layouts/folders/-1/update', json({ ids: [layout] })],
    ['POST', `/api/v1/layouts/${layout}/copy/-1`, json({ name: 'Stolen' })],
    ['POST', `/api/v1/layouts/${globexLayout}/copy/${libraryFolder}`, json({ name: 'Planted' })],
    ['POST', `/api/v1/layouts/${layout}/move`, json({ from: libraryFolder, to: -1 })],
    ['POST', `/api/v1/layouts/${globexLayout}/move`, json({ from: -1, to: libraryFolder })],
    ['POST', '/api/v1/scenes', json({ layoutId: layout })],
    ['POST', '/api/v1/scenes', json({ layoutId: globexLayout, folderId: sceneFolder })],
    ['POST', '/api/v1/library/folders', json({ name: 'Inside', parent_id: libraryFolder })],
    ['PATCH', `/api/v1/folders/${libraryFolder}`, json({ name: 'Hijacked' })],
    ['DELETE', `/api/v1/folders/${libraryFolder}`],
    ['POST', `/api/v1/library/${libraryFolder}`, form()],
    ['POST', '/api/v1/library', form({ folderId: String(libraryFolder) })],
    ['GET', `/api/v1/library/folders/templates/${template}`],
    ['POST', `/api/v1/library/folders/templates/${template}?_method=PATCH`, form()],
    ['DELETE', `/api/v1/library/folders/templates/${template}`],
    ['POST', `/api/v1/library/folders/templates/${template}/copy/-1`, json({ name: 'Stolen' })],
    ['POST', `/api/v1/library/folders/templates/${globexTemplate}/copy/${libraryFolder}`, json({ name: 'Planted' })],
    ['POST', `/api/v1/library/folders/templates/${template}/move`, json({ from: -1, to: -1 })],
    ['POST', `/api/v1/library/folders/templates/${globexTemplate}/move`, json({ from: -1, to: libraryFolder })],
  ];
}

describe.each(BACKENDS)(
  "library: tenant isolation — Globex never reaches Acme's layouts, templates or library folders (%s)",
  (backend) => {
    let h: Harness;
    let acme: string;
    let globex: string;
    let ids: Ids;
    const customerId = async (title: string) =>
      (await h.db.one<{ id: number }>('SELECT id FROM customers WHERE title = $1', [title])).id;

    /** Everything of Acme an answer could reveal or a write could change. */
    async function acmeState() {
      const tables = await h.db.one<{ state: unknown }>(
        `SELECT json_build_object(
         'layouts', (SELECT json_agg(l ORDER BY l.id) FROM layouts l WHERE l.customer_id = $1),
         'layoutFolders', (SELECT json_agg(x ORDER BY x.layout_id, x.folder_id) FROM layout_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
         'layoutTags', (SELECT json_agg(x ORDER BY x.layout_id, x.tag_id) FROM layout_tags x JOIN layouts l ON l.id = x.layout_id WHERE l.customer_id = $1),
         'templates', (SELECT json_agg(t ORDER BY t.id) FROM templates t WHERE t.customer_id = $1),
         'templateFolders', (SELECT json_agg(x ORDER BY x.template_id, x.folder_id) FROM template_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1),
         'folders', (SELECT json_agg(f ORDER BY f.id) FROM folders f WHERE f.customer_id = $1),
         'scenes', (SELECT count(*) FROM scenes s WHERE s.customer_id = $1),
         'sceneFolders', (SELECT json_agg(x ORDER BY x.scene_id, x.folder_id) FROM scene_folders x JOIN folders f ON f.id = x.folder_id WHERE f.customer_id = $1)
       ) AS state`,
        [await customerId('Acme Retail')],
      );
      return tables.state;
    }

    beforeAll(async () => {
      h = await createHarness(backend);
      acme = (await h.login(DEMO.acmeAdmin)).accessToken;
      globex = (await h.login(DEMO.globexAdmin)).accessToken;
      const layout = await h.db.one<{ id: number }>("SELECT id FROM layouts WHERE name = 'Main with ticker'");
      const template = await h.db.one<{ id: number }>("SELECT id FROM templates WHERE name = 'Sale badge'");
      const libraryFolder = await h.db.one<{ id: number }>(
        "SELECT id FROM folders WHERE name = 'Seasonal' AND kind = 'library'",
      );
      const sceneFolder = await h.db.one<{ id: number }>("SELECT id FROM folders WHERE name = 'Menus'");
      const globexLayout = await h.db.one<{ id: number }>("SELECT id FROM layouts WHERE name = 'Café board'");
      const globexTemplate = await h.call<{ data: { id: number } }>('POST', '/api/v1/library', {
        token: globex,
        body: templateForm({ name: 'Globex element' }),
      });
      ids = {
        layout: layout.id,
        template: template.id,
        libraryFolder: libraryFolder.id,
        sceneFolder: sceneFolder.id,
        globexLayout: globexLayout.id,
        globexTemplate: globexTemplate.body.data.id,
      };
    });
    afterAll(() => h.dispose());

    it("answers 404 to every endpoint aimed at Acme's ids and changes nothing", async () => {
      const before = await acmeState();
      const leaks: string[] = [];
      for (const [method, path, body] of endpoints(ids)) {
        const answer = await h.call(method, path, { token: globex, ...body?.() });
        if (answer.status !== 404) leaks.push(`${method} ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`);
        else expect(answer.body).toMatchObject({ message: 'Item not found' });
      }
      expect(leaks).toEqual([]);
      expect(await acmeState()).toEqual(before);
    });

    it("lists only Globex's own layouts, templates and library folders", async () => {
      const layouts = await h.call<{ data: { name: string }[] }>('GET', '/api/v1/layouts', { token: globex });
      expect(layouts.body.data.map((layout) => layout.name)).toEqual(['Café board']);
      expect(
        (await h.call<{ data: unknown[] }>('GET', '/api/v1/layouts?width=1920&height=1080', { token: globex })).body
          .data,
      ).toHaveLength(1);
      const tabs = await Promise.all(
        ['layouts', 'templates', 'media'].map((tab) =>
          h.call<{ data: Record<string, { name: string }[]> }>('GET', `/api/v1/library/folders/${tab}`, {
            token: globex,
          }),
        ),
      );
      expect(tabs.map((tab) => tab.body.data.folders)).toEqual([[], [], []]);
      expect(tabs[0]?.body.data.layouts?.map((layout) => layout.name)).toEqual(['Café board']);
      expect(tabs[1]?.body.data.templates?.map((template) => template.name)).toEqual(['Globex element']);
      expect(tabs[2]?.body.data.media?.some((item) => item.name === 'Sale badge')).toBe(false);
      expect(
        (await h.call<{ data: { folders: unknown[] } }>('GET', '/api/v1/library/folders', { token: globex })).body.data
          .folders,
      ).toEqual([]);
      const kind = await h.call<{ data: { name: string }[] }>('GET', '/api/v1/library/template', { token: globex });
      expect(kind.body.data.map((template) => template.name)).toEqual(['Globex element']);
    });

    it('the same calls reach real records for Acme itself', async () => {
      expect((await h.call('GET', `/api/v1/layouts/${ids.layout}`, { token: acme })).status).toBe(200);
      expect((await h.call('GET', `/api/v1/library/folders/templates/${ids.template}`, { token: acme })).status).toBe(
        200,
      );
    });

    it('refuses library data to a reseller not acting as a customer (403)', async () => {
      const reseller = (await h.login(DEMO.reseller)).accessToken;
      for (const path of [
        '/api/v1/layouts',
        `/api/v1/layouts/${ids.layout}`,
        '/api/v1/library/folders',
        '/api/v1/library/folders/templates',
        '/api/v1/library/template',
      ]) {
        expect((await h.call('GET', path, { token: reseller })).status, path).toBe(403);
      }
    });
  },
);
