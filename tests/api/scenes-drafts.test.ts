import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/portal/server/app';
import type { RealtimePublisher } from '../../examples/portal/server/realtime/publisher';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Item {
  id: number;
  parentId: number | null;
  duration: number;
  layers: { itemType: string; content: Record<string, unknown> }[];
}
interface Section {
  id: number;
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
  draft: boolean;
  parentId: number | null;
  order: number;
  itemsOrder: number[];
  markAsDeleted: boolean;
  playlistItems: Item[];
}
interface Scene {
  id: number;
  name: string;
  width: number;
  height: number;
  draft: boolean;
  sections: Section[];
  tags: { id: number; name: string }[];
  updatedAt: string;
  updatedBy: string | null;
}

/** Records what the server publishes. */
function recordingPublisher() {
  const messages: { channel: string; name: string; data: unknown; options: unknown }[] = [];
  const publisher: RealtimePublisher = {
    publish: (channel, name, data, options) => void messages.push({ channel, name, data, options }),
  };
  return { messages, publisher };
}

describe.each(BACKENDS)('scenes: drafts, saving, cancelling (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let sceneId: number;
  const recorder = recordingPublisher();

  /** Calls the app built with the recording publisher (same database, clock and config as the harness). */
  async function call<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const app = createApp({
      db: h.db,
      config: h.config,
      mailer: h.mailer,
      clock: h.clock,
      realtime: recorder.publisher,
    });
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const getScene = async () => (await call<{ data: Scene }>('GET', `/api/v1/scenes/${sceneId}`)).body.data;
  const byName = (scene: Scene, name: string) => scene.sections.filter((section) => section.name === name);

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  beforeEach(async () => {
    // A fresh copy of the demo scene per test, so each test sees the seeded state.
    const welcome = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Welcome screen'");
    sceneId = (await call<{ data: Scene }>('POST', `/api/v1/scenes/${welcome.id}/copy/-1`, { name: 'Draft test' })).body
      .data.id;
    recorder.messages.length = 0;
  });
  afterAll(() => h.dispose());

  it('promotes a draft copy over its parent on save: the parent keeps its id and takes the geometry', async () => {
    const before = await getScene();
    const hero = byName(before, 'Hero')[0] as Section;
    const created = await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
      ...hero,
      parentId: hero.id,
    });
    expect(created.status).toBe(201);
    const draft = created.body.data;
    expect(draft).toMatchObject({ draft: true, parentId: hero.id, name: 'Hero', order: hero.order });
    expect(draft.id).not.toBe(hero.id);
    // Its playlist copies the parent's items (same content, new ids pointing at the originals).
    expect(draft.playlistItems.map((item) => item.parentId)).toEqual(hero.playlistItems.map((item) => item.id));
    expect(draft.itemsOrder).toEqual(draft.playlistItems.map((item) => item.id));

    const patched = await call<{ data: Section }>('PATCH', `/api/v1/scenes/${sceneId}/sections/${draft.id}`, {
      ...draft,
      left: 100,
      width: 1000,
      name: 'Hero 2',
    });
    expect(patched.body.data).toMatchObject({ left: 100, width: 1000, name: 'Hero 2', draft: true });
    const both = byName(await getScene(), 'Hero').concat(byName(await getScene(), 'Hero 2'));
    expect(both.map((section) => [section.id, section.draft])).toEqual([
      [hero.id, false],
      [draft.id, true],
    ]);
    expect(byName(await getScene(), 'Hero')[0]).toMatchObject({ left: 0, width: 1440 });

    const leaves = (await getScene()).sections.filter((section) => section.id !== hero.id);
    const saved = await call<{ data: Scene }>('PATCH', `/api/v1/scenes/${sceneId}`, {
      name: 'Draft test',
      sections: leaves,
      clientId: 'editor-1',
    });
    expect(saved.status).toBe(200);
    const after = saved.body.data;
    expect(after.sections.map((section) => section.id)).toEqual(before.sections.map((section) => section.id));
    expect(after.sections.find((section) => section.id === hero.id)).toMatchObject({
      name: 'Hero 2',
      left: 100,
      width: 1000,
      draft: false,
      parentId: null,
    });
    expect(after.sections.some((section) => section.id === draft.id)).toBe(false);
    // The parent's items kept their ids (schedules on them survive).
    const savedHero = after.sections.find((section) => section.id === hero.id);
    expect(savedHero?.playlistItems.map((item) => item.id)).toEqual(hero.playlistItems.map((item) => item.id));
    expect(savedHero?.itemsOrder).toEqual(hero.itemsOrder);
    expect(after.draft).toBe(false);
  });

  it('publishes the save on scene:{id} with the sender clientId', async () => {
    const saved = await call<{ data: Scene }>('PATCH', `/api/v1/scenes/${sceneId}`, {
      name: 'Renamed',
      clientId: 'editor-7',
    });
    expect(saved.body.data.name).toBe('Renamed');
    expect(recorder.messages).toEqual([
      {
        channel: `scene:${sceneId}`,
        name: 'update',
        data: { sceneId, updatedAt: saved.body.data.updatedAt, updatedBy: 'Ada Acme' },
        options: { clientId: 'editor-7' },
      },
    ]);
  });

  it('saves new draft sections, deletes sections marked deleted and drops deleted items', async () => {
    const before = await getScene();
    const created = await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
      name: 'New',
      left: 10,
      top: 10,
      width: 100,
      height: 100,
    });
    expect(created.body.data).toMatchObject({ draft: true, parentId: null, order: 5, playlistItems: [] });
    const ticker = byName(before, 'Ticker')[0] as Section;
    const item = await call<{ data: Item }>('POST', `/api/v1/sections/${created.body.data.id}/playlistitems`, {
      duration: 12,
      layers: [],
    });
    const logo = byName(before, 'Logo')[0] as Section;
    // The delete mark goes to Ticker's draft copy (a published section's items change only through it).
    const tickerDraft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, { ...ticker, parentId: ticker.id })
    ).body.data;
    const marked = tickerDraft.playlistItems.find((entry) => entry.parentId === ticker.itemsOrder[0]) as Item;
    await call('PATCH', `/api/v1/sections/${tickerDraft.id}/playlistitems/${marked.id}`, { markAsDeleted: true });
    const saved = await call<{ data: Scene }>('PATCH', `/api/v1/scenes/${sceneId}`, {
      sections: [
        { ...created.body.data, name: 'New one' },
        { ...logo, markAsDeleted: true },
      ],
    });
    expect(saved.status).toBe(200);
    const after = saved.body.data;
    expect(after.sections.map((section) => section.name)).toEqual(['Hero', 'Side panel', 'Ticker', 'New one']);
    expect(byName(after, 'New one')[0]).toMatchObject({ draft: false, itemsOrder: [item.body.data.id] });
    expect(byName(after, 'Ticker')[0]?.playlistItems.map((i) => i.id)).toEqual(ticker.itemsOrder.slice(1));
    expect(byName(after, 'Ticker')[0]?.itemsOrder).toEqual(ticker.itemsOrder.slice(1));
  });

  it('reverts one draft copy (204) and refuses to revert anything else (422)', async () => {
    const hero = byName(await getScene(), 'Hero')[0] as Section;
    const draft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
        ...hero,
        parentId: hero.id,
        left: 5,
      })
    ).body.data;
    const fresh = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
        name: 'N',
        left: 0,
        top: 0,
        width: 1,
        height: 1,
      })
    ).body.data;
    for (const id of [hero.id, fresh.id]) {
      const refused = await call<{ code: string }>('DELETE', `/api/v1/scenes/${sceneId}/sections/${id}/cancel`);
      expect(refused).toMatchObject({ status: 422, body: { code: 'sceneEditor.invalidSceneData' } });
    }
    expect((await call('DELETE', `/api/v1/scenes/${sceneId}/sections/${draft.id}/cancel`)).status).toBe(204);
    const after = await getScene();
    expect(after.sections.some((section) => section.id === draft.id)).toBe(false);
    expect(after.sections.some((section) => section.id === fresh.id)).toBe(true);
    expect(byName(after, 'Hero')[0]).toEqual(hero);
  });

  it('cancels the scene: every draft (copies and new) goes, saved sections stay as they were', async () => {
    const before = await getScene();
    const hero = byName(before, 'Hero')[0] as Section;
    await call('POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: hero.id, width: 10 });
    await call('POST', `/api/v1/scenes/${sceneId}/sections`, { name: 'N', left: 0, top: 0, width: 1, height: 1 });
    expect((await getScene()).sections).toHaveLength(6);
    const cancelled = await call<{ data: Scene }>('POST', `/api/v1/scenes/${sceneId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.sections).toEqual(before.sections);
  });

  it('refuses an invalid save with 422 sceneEditor.invalidSceneData and changes nothing', async () => {
    const before = await getScene();
    const hero = byName(before, 'Hero')[0] as Section;
    const draft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
        ...hero,
        parentId: hero.id,
        left: 7,
      })
    ).body.data;
    const withDraft = await getScene();
    const invalid: unknown[] = [
      { sections: [{ ...draft, left: 1000 }] }, // 1000 + 1440 > 1920
      { sections: [{ ...draft, width: 0 }] },
      { sections: [{ id: 999_999 }] },
      { sections: [{ id: -3, left: 0 }] },
      { sections: [{ id: hero.id }] }, // not a leaf: it has a draft
      { width: 1000 }, // the Ticker (1920 wide) would no longer fit
      { name: 12 },
      { sections: 'all' },
      { tags: [{ name: 'x' }] },
      { tags: [{ id: 999_999 }] },
    ];
    for (const json of invalid) {
      const answer = await call<{ message: string; code: string; errors: Record<string, string[]> }>(
        'PATCH',
        `/api/v1/scenes/${sceneId}`,
        json,
      );
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body).toMatchObject({
        message: 'The scene data is invalid: the change was not saved',
        code: 'sceneEditor.invalidSceneData',
      });
      expect(Object.keys(answer.body.errors).length).toBeGreaterThan(0);
    }
    expect(await getScene()).toEqual(withDraft);
    expect(recorder.messages).toEqual([]);
  });

  it('validates section writes with sceneEditor.invalidSceneData', async () => {
    const hero = byName(await getScene(), 'Hero')[0] as Section;
    const draft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
        name: 'D',
        left: 0,
        top: 0,
        width: 10,
        height: 10,
      })
    ).body.data;
    const cases: [string, string, unknown][] = [
      ['POST', `/api/v1/scenes/${sceneId}/sections`, { name: 'X', left: 1900, top: 0, width: 100, height: 10 }],
      ['POST', `/api/v1/scenes/${sceneId}/sections`, { name: 'X', left: 0, top: 0, width: 10 }],
      ['POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: 999_999 }],
      ['PATCH', `/api/v1/scenes/${sceneId}/sections/${draft.id}`, { top: -1 }],
      ['PATCH', `/api/v1/scenes/${sceneId}/sections/${draft.id}`, { width: 'wide' }],
      ['PATCH', `/api/v1/scenes/${sceneId}/sections`, { sections: [{ id: 999_999, left: 0 }] }],
      ['PATCH', `/api/v1/scenes/${sceneId}/sections`, { sections: [{ id: draft.id, height: 5000 }] }],
    ];
    for (const [method, path, json] of cases) {
      const answer = await call<{ code: string }>(method, path, json);
      expect(answer, `${method} ${path} ${JSON.stringify(json)}`).toMatchObject({
        status: 422,
        body: { code: 'sceneEditor.invalidSceneData' },
      });
    }
    const first = await call('POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: hero.id });
    expect(first.status).toBe(201);
    expect((await call('POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: hero.id })).status).toBe(422);
    expect(byName(await getScene(), 'Hero')[0]).toMatchObject({ top: 0, height: 930 });
  });

  it('refuses section writes to a published section (409 sceneEditor.sectionPublished) and changes nothing', async () => {
    const before = await getScene();
    const [hero, side] = before.sections as [Section, Section];
    const published = { status: 409, body: { code: 'sceneEditor.sectionPublished' } };
    const draft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: hero.id })
    ).body.data;
    const withDraft = await getScene();
    for (const [method, path, json] of [
      ['PATCH', `/api/v1/scenes/${sceneId}/sections/${side.id}`, { left: 1 }],
      [
        'PATCH',
        `/api/v1/scenes/${sceneId}/sections`,
        {
          sections: [
            { id: draft.id, order: 1 },
            { id: side.id, order: 2 },
          ],
        },
      ],
      ['DELETE', `/api/v1/scenes/${sceneId}/sections/${side.id}`, undefined],
      ['DELETE', `/api/v1/scenes/${sceneId}/sections/${hero.id}`, undefined],
    ] as const) {
      expect(await call(method, path, json), `${method} ${path}`).toMatchObject(published);
    }
    expect(await getScene()).toEqual(withDraft);
  });

  it('updates draft sections in bulk and one at a time, and lists and deletes them', async () => {
    const make = async (name: string) =>
      (
        await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
          name,
          left: 0,
          top: 0,
          width: 10,
          height: 10,
        })
      ).body.data;
    const [first, second] = [await make('First'), await make('Second')];
    const bulk = await call<{ data: Section[] }>('PATCH', `/api/v1/scenes/${sceneId}/sections`, {
      sections: [
        { id: second.id, order: 1 },
        { id: first.id, order: 2, hidden: true },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.map((section) => [section.name, section.order])).toEqual([
      ['Second', 1],
      ['First', 2],
    ]);
    const list = await call<{ data: Section[] }>('GET', `/api/v1/scenes/${sceneId}/sections`);
    const names = list.body.data.map((section) => section.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
    const one = await call<{ data: Section }>('GET', `/api/v1/scenes/${sceneId}/sections/${first.id}`);
    expect(one.body.data).toMatchObject({ id: first.id, hidden: true });
    expect((await call('DELETE', `/api/v1/scenes/${sceneId}/sections/${first.id}`)).status).toBe(204);
    expect((await call('GET', `/api/v1/scenes/${sceneId}/sections/${first.id}`)).status).toBe(404);
    expect((await call('GET', `/api/v1/scenes/${sceneId}/sections/abc`)).status).toBe(404);
  });

  it("keeps a draft's item edits and new items when it is promoted, and deletes items it dropped", async () => {
    const hero = byName(await getScene(), 'Hero')[0] as Section;
    const draft = (
      await call<{ data: Section }>('POST', `/api/v1/scenes/${sceneId}/sections`, { ...hero, parentId: hero.id })
    ).body.data;
    const [first, second] = draft.playlistItems as [Item, Item];
    await call('PATCH', `/api/v1/sections/${draft.id}/playlistitems/${first.id}`, { duration: 33 });
    await call('DELETE', `/api/v1/sections/${draft.id}/playlistitems/${second.id}`);
    const added = (await call<{ data: Item }>('POST', `/api/v1/sections/${draft.id}/playlistitems`, { duration: 5 }))
      .body.data;
    const current = (await call<{ data: Section }>('GET', `/api/v1/scenes/${sceneId}/sections/${draft.id}`)).body.data;
    expect(current.itemsOrder).toEqual([first.id, added.id]);
    await call('PATCH', `/api/v1/scenes/${sceneId}`, {
      sections: [{ id: draft.id, itemsOrder: [added.id, first.id] }],
    });
    const saved = byName(await getScene(), 'Hero')[0] as Section;
    expect(saved.id).toBe(hero.id);
    expect(saved.playlistItems.map((item) => [item.id, item.duration])).toEqual([
      [hero.itemsOrder[0], 33],
      [added.id, 5],
    ]);
    expect(saved.itemsOrder).toEqual([added.id, hero.itemsOrder[0]]);
  });
});
