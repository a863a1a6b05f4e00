import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

interface Item {
  id: number;
  parentId: number | null;
  hidden: boolean;
  markAsDeleted: boolean;
  duration: number;
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
  sections: Section[];
}

const NOT_FOUND = { message: 'Item not found', code: 'errors.notFound' };

/**
 * The scene editor's playlist edits (issue 15) as the API sees them: they are made on the sections' draft copies
 * (`POST scenes/{id}/sections` with `parentId`), so a scene save applies them and a cancel discards them; an item
 * moves between two sections of one scene with `POST sections/{s}/playlistitems/{id}/move` (ours).
 */
describe.each(BACKENDS)('playlist edits: delete marks, hide, reorder, move (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let sceneId: number;

  const call = <T>(method: string, path: string, json?: unknown, as = token) =>
    h.call<T>(method, `/api/v1/${path}`, { token: as, ...(json === undefined ? {} : { json }) });
  const getScene = async () => (await call<{ data: Scene }>('GET', `scenes/${sceneId}`)).body.data;
  const named = (scene: Scene, name: string) => scene.sections.find((section) => section.name === name) as Section;
  /** A draft copy of a saved section, as the editor makes it (the parent's items sent along). */
  const draftOf = async (section: Section) => {
    const created = await call<{ data: Section }>('POST', `scenes/${sceneId}/sections`, {
      ...section,
      parentId: section.id,
    });
    expect(created.status).toBe(201);
    return created.body.data;
  };
  /** Saves the scene as the editor does: its leaf sections (draft copies in place of their parents). */
  const save = async () => {
    const scene = await getScene();
    const parents = new Set(scene.sections.flatMap((section) => (section.parentId ? [section.parentId] : [])));
    const saved = await call<{ data: Scene }>('PATCH', `scenes/${sceneId}`, {
      sections: scene.sections.filter((section) => !parents.has(section.id)),
      clientId: 'editor-1',
    });
    expect(saved.status).toBe(200);
    return saved.body.data;
  };

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  beforeEach(async () => {
    const welcome = await h.db.one<{ id: number }>("SELECT id FROM scenes WHERE name = 'Welcome screen'");
    sceneId = (await call<{ data: Scene }>('POST', `scenes/${welcome.id}/copy/-1`, { name: 'Playlist edits' })).body
      .data.id;
    // Ticker plays two items; give Hero a second one so moves and reorders have company (through its draft, saved).
    const hero = await draftOf(named(await getScene(), 'Hero'));
    expect((await call('POST', `sections/${hero.id}/playlistitems`, { duration: 7, layers: [] })).status).toBe(201);
    await save();
  });
  afterAll(() => h.dispose());

  it("applies a delete mark made on the draft copy when the scene is saved: the parent's item is gone", async () => {
    const ticker = named(await getScene(), 'Ticker');
    const [first, second] = ticker.itemsOrder as [number, number];
    const draft = await draftOf(ticker);
    const copy = draft.playlistItems.find((item) => item.parentId === first) as Item;
    const marked = await call<{ data: Item }>('PATCH', `sections/${draft.id}/playlistitems/${copy.id}`, {
      markAsDeleted: true,
      hidden: true,
    });
    expect(marked.body.data).toMatchObject({ markAsDeleted: true, hidden: true });
    // Until the save the saved section still plays it.
    expect(named(await getScene(), 'Ticker').playlistItems.find((item) => item.id === first)).toMatchObject({
      markAsDeleted: false,
    });
    const after = named(await save(), 'Ticker');
    expect(after.id).toBe(ticker.id);
    expect(after.playlistItems.map((item) => item.id)).toEqual([second]);
    expect(after.itemsOrder).toEqual([second]);
  });

  it('discards the delete mark, the hide and the reorder with the drafts on cancel', async () => {
    const ticker = named(await getScene(), 'Ticker');
    const [first, second] = ticker.itemsOrder as [number, number];
    const draft = await draftOf(ticker);
    const copyOf = (id: number) => (draft.playlistItems.find((item) => item.parentId === id) as Item).id;
    await call('PATCH', `sections/${draft.id}/playlistitems/${copyOf(first)}`, { markAsDeleted: true, hidden: true });
    await call('PATCH', `sections/${draft.id}/playlistitems/${copyOf(second)}`, { hidden: true });
    await call('PATCH', `scenes/${sceneId}/sections/${draft.id}`, { itemsOrder: [copyOf(second), copyOf(first)] });
    const cancelled = await call<{ data: Scene }>('POST', `scenes/${sceneId}/cancel`);
    expect(cancelled.status).toBe(200);
    const back = named(cancelled.body.data, 'Ticker');
    expect(back).toMatchObject({ id: ticker.id, draft: false, itemsOrder: [first, second] });
    expect(back.playlistItems.map((item) => [item.id, item.hidden, item.markAsDeleted])).toEqual([
      [first, false, false],
      [second, false, false],
    ]);
    expect(cancelled.body.data.sections.some((section) => section.id === draft.id)).toBe(false);
  });

  it('applies a hide and a reorder of the draft copy on save, the parent items keeping their ids', async () => {
    const ticker = named(await getScene(), 'Ticker');
    const [first, second] = ticker.itemsOrder as [number, number];
    const draft = await draftOf(ticker);
    const copyOf = (id: number) => (draft.playlistItems.find((item) => item.parentId === id) as Item).id;
    await call('PATCH', `sections/${draft.id}/playlistitems/${copyOf(first)}`, { hidden: true });
    await call('PATCH', `scenes/${sceneId}/sections/${draft.id}`, { itemsOrder: [copyOf(second), copyOf(first)] });
    const after = named(await save(), 'Ticker');
    expect(after.itemsOrder).toEqual([second, first]);
    expect(after.playlistItems.find((item) => item.id === first)).toMatchObject({ hidden: true });
  });

  it('moves an item between the draft copies of two sections; the save applies it, a cancel would not', async () => {
    const scene = await getScene();
    const [hero, ticker] = [named(scene, 'Hero'), named(scene, 'Ticker')];
    const [heroDraft, tickerDraft] = [await draftOf(hero), await draftOf(ticker)];
    const moving = heroDraft.playlistItems.find((item) => item.parentId === hero.itemsOrder[0]) as Item;
    const moved = await call<{ data: Item }>('POST', `sections/${heroDraft.id}/playlistitems/${moving.id}/move`, {
      sectionId: tickerDraft.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: moving.id, parentId: null, duration: moving.duration });
    const drafts = await getScene();
    expect(drafts.sections.find((s) => s.id === heroDraft.id)?.itemsOrder).not.toContain(moving.id);
    expect(drafts.sections.find((s) => s.id === tickerDraft.id)?.itemsOrder.at(-1)).toBe(moving.id);
    // The saved sections are untouched until the save.
    expect(named(drafts, 'Hero').itemsOrder).toEqual(hero.itemsOrder);

    const saved = await save();
    expect(named(saved, 'Hero').itemsOrder).toEqual(hero.itemsOrder.slice(1));
    expect(named(saved, 'Ticker').itemsOrder).toEqual([...ticker.itemsOrder, moving.id]);
    expect(named(saved, 'Ticker').playlistItems.map((item) => item.id)).toContain(moving.id);
  });

  it('answers 404 for a target section of another scene, an unknown one, or an item not in the path section', async () => {
    const scene = await getScene();
    const [hero, ticker] = [named(scene, 'Hero'), named(scene, 'Ticker')];
    const welcome = await h.db.one<{ id: number }>(
      "SELECT sec.id FROM sections sec JOIN scenes s ON s.id = sec.scene_id WHERE s.name = 'Welcome screen' LIMIT 1",
    );
    const item = hero.itemsOrder[0] as number;
    for (const [section, id, target] of [
      [hero.id, item, welcome.id],
      [hero.id, item, 999_999],
      [ticker.id, item, hero.id],
    ] as const) {
      const answer = await call('POST', `sections/${section}/playlistitems/${id}/move`, { sectionId: target });
      expect(answer).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect(named(await getScene(), 'Hero').itemsOrder).toEqual(hero.itemsOrder);
  });

  it('moves only between drafts: a published source or target answers 409 and nothing moves', async () => {
    const scene = await getScene();
    const [hero, ticker] = [named(scene, 'Hero'), named(scene, 'Ticker')];
    const item = hero.itemsOrder[0] as number;
    const published = { status: 409, body: { code: 'sceneEditor.sectionPublished' } };
    expect(
      await call('POST', `sections/${hero.id}/playlistitems/${item}/move`, { sectionId: ticker.id }),
    ).toMatchObject(published);
    const tickerDraft = await draftOf(ticker);
    expect(
      await call('POST', `sections/${hero.id}/playlistitems/${item}/move`, { sectionId: tickerDraft.id }),
    ).toMatchObject(published);
    const heroDraft = await draftOf(hero);
    const copy = heroDraft.itemsOrder[0] as number;
    expect(
      await call('POST', `sections/${heroDraft.id}/playlistitems/${copy}/move`, { sectionId: ticker.id }),
    ).toMatchObject(published);
    const after = await getScene();
    expect(named(after, 'Hero').itemsOrder).toEqual(hero.itemsOrder);
    expect(named(after, 'Ticker').itemsOrder).toEqual(ticker.itemsOrder);
  });

  it('refuses a move without a target section (422) and keeps a move onto its own section as it is', async () => {
    const hero = await draftOf(named(await getScene(), 'Hero'));
    const item = hero.itemsOrder[0] as number;
    const refused = await call('POST', `sections/${hero.id}/playlistitems/${item}/move`, { sectionId: 'x' });
    expect(refused.status).toBe(422);
    const same = await call<{ data: Item }>('POST', `sections/${hero.id}/playlistitems/${item}/move`, {
      sectionId: hero.id,
    });
    expect(same.status).toBe(200);
    expect((await getScene()).sections.find((section) => section.id === hero.id)?.itemsOrder).toEqual(hero.itemsOrder);
  });

  it('lets another tenant move nothing (404) and a read-only editor nothing (403)', async () => {
    const scene = await getScene();
    const [hero, ticker] = [await draftOf(named(scene, 'Hero')), await draftOf(named(scene, 'Ticker'))];
    const item = hero.itemsOrder[0] as number;
    const path = `sections/${hero.id}/playlistitems/${item}/move`;
    const globex = (await h.login(DEMO.globexAdmin)).accessToken;
    expect((await call('POST', path, { sectionId: ticker.id }, globex)).status).toBe(404);

    const stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    const grant = async (level: 'full' | 'readonly') => {
      const current = await call<{ data: { permissions: { permissionType: string; level: string }[] } }>(
        'GET',
        `workgroups/${stores}`,
      );
      const permissions = current.body.data.permissions.map((entry) =>
        entry.permissionType === 'createAndEditScenes' ? { ...entry, level } : entry,
      );
      expect((await call('PUT', `workgroups/${stores}/grouppermissions`, { permissions })).status).toBe(200);
    };
    const editor = (await h.login(DEMO.acmeEditor)).accessToken;
    await grant('readonly');
    expect((await call('POST', path, { sectionId: ticker.id }, editor)).status).toBe(403);
    await grant('full');
    expect((await call('POST', path, { sectionId: ticker.id }, editor)).status).toBe(200);
    expect((await getScene()).sections.find((section) => section.id === ticker.id)?.itemsOrder.at(-1)).toBe(item);
  });
});
