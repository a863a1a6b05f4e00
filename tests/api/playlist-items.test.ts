import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftCopyOf, saveScene } from './support/drafts';
import { createHarness, DEMO, type Harness } from './support/harness';
import { ALL_WEEK } from './support/schedules';
import { BACKENDS } from './support/testDb';

interface Item {
  id: number;
  parentId: number | null;
  layers: { id: number; itemType: string; content: Record<string, unknown>; invisible: boolean; media: unknown[] }[];
  hidden: boolean;
  markAsDeleted: boolean;
  duration: number;
  styles: Record<string, unknown>;
}

const NOT_FOUND = { status: 404, body: { message: 'Item not found', code: 'errors.notFound' } };
const PUBLISHED = { status: 409, body: { code: 'sceneEditor.sectionPublished' } };

describe.each(BACKENDS)('playlist items: list, add, change, delete (%s)', (backend) => {
  let h: Harness;
  let token: string;
  /** The seeded, published 'Ticker' section. */
  let publishedId: number;
  /** Its draft copy, where playlist writes go (ARCHITECTURE.md "One publishing rule"). */
  let sectionId: number;
  let sceneId: number;
  const items = async (section = sectionId) =>
    (await h.call<{ data: Item[] }>('GET', `/api/v1/sections/${section}/playlistitems`, { token })).body.data;
  const itemsOrder = async () =>
    (
      await h.call<{ data: { itemsOrder: number[] } }>('GET', `/api/v1/scenes/${sceneId}/sections/${sectionId}`, {
        token,
      })
    ).body.data.itemsOrder;

  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    const section = await h.db.one<{ id: number; scene_id: number }>(
      "SELECT id, scene_id FROM sections WHERE name = 'Ticker'",
    );
    publishedId = section.id;
    sceneId = section.scene_id;
    sectionId = (await draftCopyOf(h, token, sceneId, publishedId)).id;
  });
  afterAll(() => h.dispose());

  it("lists a section's items in stored order; a draft copy's items name the parent's items", async () => {
    const list = await items(publishedId);
    expect(list.map((item) => item.duration)).toEqual([10, 10]);
    expect((await items()).map((item) => item.parentId)).toEqual(list.map((item) => item.id));
    expect(list[0]).toMatchObject({
      parentId: null,
      hidden: false,
      markAsDeleted: false,
      styles: {},
      layers: [{ itemType: 'Text' }],
    });
  });

  it('adds an item as sent, with duration 0 when absent, and appends it to itemsOrder (201)', async () => {
    const before = await itemsOrder();
    const layer = { itemType: 'Rectangle', content: { left: 0, top: 0, width: 50, height: 20, fill: '#ff0000' } };
    const created = await h.call<{ data: Item }>('POST', `/api/v1/sections/${sectionId}/playlistitems`, {
      token,
      json: { layers: [layer], duration: 42 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      parentId: null,
      layers: [
        {
          id: 1,
          ...layer,
          parentLayerId: null,
          sectionTemplateGroup: null,
          sectionTemplateId: null,
          invisible: false,
          media: [],
          fonts: [],
        },
      ],
      hidden: false,
      markAsDeleted: false,
      duration: 42,
      styles: {},
    });
    const bare = await h.call<{ data: Item }>('POST', `/api/v1/sections/${sectionId}/playlistitems`, {
      token,
      json: {},
    });
    expect(bare.body.data).toMatchObject({ duration: 0, layers: [] });
    expect(await itemsOrder()).toEqual([...before, created.body.data.id, bare.body.data.id]);
  });

  it('changes only the fields sent', async () => {
    const [first] = await items();
    const changed = await h.call<{ data: Item }>('PATCH', `/api/v1/sections/${sectionId}/playlistitems/${first?.id}`, {
      token,
      json: { duration: 25.5, hidden: true, styles: { transition: 'fade' } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ...first, duration: 25.5, hidden: true, styles: { transition: 'fade' } });
  });

  it('deletes an item (204) and removes it from itemsOrder', async () => {
    const [, second] = await items();
    expect(
      (await h.call('DELETE', `/api/v1/sections/${sectionId}/playlistitems/${second?.id}`, { token })).status,
    ).toBe(204);
    expect((await items()).map((item) => item.id)).not.toContain(second?.id);
    expect(await itemsOrder()).not.toContain(second?.id);
  });

  it('refuses every write to a published section (409 sceneEditor.sectionPublished) and changes nothing', async () => {
    const before = await items(publishedId);
    const [first, second] = before;
    const url = `/api/v1/sections/${publishedId}/playlistitems`;
    const schedule = { schedules: [{ name: 'x', events: [ALL_WEEK] }] };
    const answers = [
      await h.call('POST', url, { token, json: { duration: 5 } }),
      await h.call('PATCH', `${url}/${first?.id}`, { token, json: { duration: 5 } }),
      await h.call('DELETE', `${url}/${second?.id}`, { token }),
      await h.call('POST', `${url}/${first?.id}/move`, { token, json: { sectionId } }),
      await h.call('PUT', `${url}/${first?.id}/schedules`, { token, json: schedule }),
    ];
    for (const answer of answers) expect(answer).toMatchObject(PUBLISHED);
    expect(await items(publishedId)).toEqual(before);
  });

  it("publishes the draft's items with the scene's save, and the published section then holds them", async () => {
    const draftItems = await items();
    await saveScene(h, token, sceneId);
    const published = await items(publishedId);
    expect(published.map((item) => item.duration)).toEqual(draftItems.map((item) => item.duration));
    expect(published.every((item) => item.parentId === null)).toBe(true);
    sectionId = (await draftCopyOf(h, token, sceneId, publishedId)).id;
  });

  it('answers a missing item or section with 404 errors.notFound', async () => {
    const other = await h.db.one<{ id: number }>('SELECT id FROM playlist_items WHERE section_id <> $1 LIMIT 1', [
      sectionId,
    ]);
    expect(
      await h.call('PATCH', `/api/v1/sections/${sectionId}/playlistitems/999999`, { token, json: { duration: 1 } }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await h.call('PATCH', `/api/v1/sections/${sectionId}/playlistitems/${other.id}`, {
        token,
        json: { duration: 1 },
      }),
    ).toMatchObject(NOT_FOUND);
    expect(await h.call('DELETE', `/api/v1/sections/${sectionId}/playlistitems/999999`, { token })).toMatchObject(
      NOT_FOUND,
    );
    expect(await h.call('GET', '/api/v1/sections/999999/playlistitems', { token })).toMatchObject(NOT_FOUND);
    expect(
      await h.call('POST', '/api/v1/sections/999999/playlistitems', { token, json: { duration: 1 } }),
    ).toMatchObject(NOT_FOUND);
    expect(await h.call('DELETE', `/api/v1/sections/${sectionId}/playlistitems/x1`, { token })).toMatchObject(
      NOT_FOUND,
    );
    expect(
      await h.call('GET', `/api/v1/sections/${sectionId}/playlistitems/99999999999/schedules`, { token }),
    ).toMatchObject(NOT_FOUND);
  });

  it('validates item bodies (422)', async () => {
    const bad = [
      { duration: -1 },
      { duration: 'long' },
      { layers: [{ itemType: 'Text' }] },
      { layers: [{ itemType: 'Text', content: { left: 'a', top: 0, width: 1, height: 1 } }] },
      { layers: 'none' },
      { styles: [] },
    ];
    for (const json of bad) {
      expect(
        (await h.call('POST', `/api/v1/sections/${sectionId}/playlistitems`, { token, json })).status,
        JSON.stringify(json),
      ).toBe(422);
    }
    const [first] = await items();
    expect(
      (
        await h.call('PATCH', `/api/v1/sections/${sectionId}/playlistitems/${first?.id}`, {
          token,
          json: { hidden: 'yes' },
        })
      ).status,
    ).toBe(422);
  });
});
