import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IDS_PER_REQUEST,
  MAX_LAYERS_PER_ITEM,
  MAX_PLAYLIST_ITEMS_PER_SECTION,
  MAX_SECTIONS_PER_SCENE,
} from '@screenplay/core';
import { API_BODY_LIMIT_BYTES, createApp } from '../../examples/portal/server/app';
import type { Db } from '../../examples/portal/server/db/client';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import { createHarness, DEMO, type Harness } from './support/harness';
import { pngClaiming, tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

/** `count` sections of 10x10 in a row, as the drag benchmark lays them out. */
function sections(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `S${i}`,
    left: (i % 100) * 12,
    top: Math.floor(i / 100) * 12,
    width: 10,
    height: 10,
  }));
}

function upload(name: string, bytes: Uint8Array): FormData {
  const data = new FormData();
  data.append('file[]', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return data;
}

/** `db` counting every statement it runs (inside transactions and scoped views too). */
function counting(db: Db, counter: { statements: number }): Db {
  const counted =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      counter.statements += 1;
      return run(...args);
    };
  return {
    query: counted((sql, params) => db.query(sql, params)),
    one: counted((sql, params) => db.one(sql, params)),
    maybe: counted((sql, params) => db.maybe(sql, params)),
    exec: counted((sql) => db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(counting(tx, counter))),
    withSettings: (settings) => counting(db.withSettings(settings), counter),
    assumeRole: (role) => db.assumeRole(role),
    close: () => db.close(),
  };
}

describe.each(BACKENDS)('request limits (%s)', (backend) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(() => h.dispose());

  const createScene = (count: number) =>
    h.call<{ data: { id: number } }>('POST', '/api/v1/scenes', {
      token,
      json: { name: `Big ${count}`, width: 1920, height: 1080, sections: sections(count) },
    });

  it('names bounds sized from real use', () => {
    expect(MAX_SECTIONS_PER_SCENE).toBe(2_000);
    expect(MAX_PLAYLIST_ITEMS_PER_SECTION).toBe(1_000);
    expect(MAX_LAYERS_PER_ITEM).toBe(200);
    expect(MAX_IDS_PER_REQUEST).toBe(1_000);
  });

  it('accepts a 1,000-section scene (the drag benchmark’s) and one at the bound; refuses one more with 422', async () => {
    const thousand = await createScene(1_000);
    expect(thousand.status).toBe(201);
    const stored = await h.call<{ data: unknown[] }>('GET', `/api/v1/scenes/${thousand.body.data.id}/sections`, {
      token,
    });
    expect(stored.body.data).toHaveLength(1_000);
    expect((await createScene(MAX_SECTIONS_PER_SCENE)).status).toBe(201);
    const over = await createScene(MAX_SECTIONS_PER_SCENE + 1);
    expect(over).toMatchObject({
      status: 422,
      body: { errors: { sections: [`The sections may not have more than ${MAX_SECTIONS_PER_SCENE} items.`] } },
    });
  });

  /** Sends `count` sections and, at once, a GET auth: the flood's answer, the GET's, and whether the GET was prompt. */
  async function floodWithGet(count: number) {
    const body = JSON.stringify({ name: 'Flood', width: 1920, height: 1080, sections: sections(count) });
    const started = performance.now();
    let floodDoneAt = Number.POSITIVE_INFINITY;
    const flood = h
      .call('POST', '/api/v1/scenes', { token, body, headers: { 'content-type': 'application/json' } })
      .then((answer) => {
        floodDoneAt = performance.now();
        return answer;
      });
    const get = h.call('GET', '/api/v1/auth', { token }).then((answer) => ({ answer, at: performance.now() }));
    const [refused, other] = await Promise.all([flood, get]);
    // Prompt: within a second, or (on a loaded machine) still before the flood's own answer.
    return { body, refused, other: other.answer, isPrompt: other.at - started < 1_000 || other.at <= floodDoneAt };
  }

  it('refuses 40,000 sections (2.5 MB) while answering another request promptly, and writes nothing', async () => {
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM scenes');
    const { body, refused, other, isPrompt } = await floodWithGet(40_000);
    expect(body.length).toBeGreaterThan(2_400_000);
    // Under the body limit, so refused by the list bound (checked before anything visits the 40,000 elements).
    expect(body.length).toBeLessThan(API_BODY_LIMIT_BYTES);
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { sections: [`The sections may not have more than ${MAX_SECTIONS_PER_SCENE} items.`] } },
    });
    expect(other.status).toBe(200);
    expect(isPrompt).toBe(true);
    const after = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM scenes');
    expect(after.n).toBe(before.n);
  });

  it('writes a 2,000-section scene in a few statements whatever its size: create, save, bulk section update and copy are batched', async () => {
    const counter = { statements: 0 };
    const app = createApp({
      db: counting(h.serverDb, counter),
      config: h.config,
      mailer: createMemoryMailer(),
      clock: h.clock,
    });
    const call = async (method: string, path: string, json: unknown) => {
      const response = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, body: (await response.json()) as { data: { id: number } } };
    };
    const statementsOf = async (count: number) => {
      const before = counter.statements;
      const created = await call('POST', '/api/v1/scenes', {
        name: `B${count}`,
        width: 1920,
        height: 1080,
        sections: sections(count),
      });
      expect(created.status).toBe(201);
      const sceneId = created.body.data.id;
      const afterCreate = counter.statements;
      const ids = (
        await h.call<{ data: { id: number }[] }>('GET', `/api/v1/scenes/${sceneId}/sections`, { token })
      ).body.data.map((section) => section.id);
      const beforeSave = counter.statements;
      const saved = await call('PATCH', `/api/v1/scenes/${sceneId}`, {
        sections: ids.map((id, i) => ({ id, left: (i % 100) * 12 + 1 })),
      });
      expect(saved.status).toBe(200);
      // A bulk update changes drafts only (ARCHITECTURE.md "One publishing rule"): the sections as not yet saved.
      await h.db.query('UPDATE sections SET draft = true WHERE scene_id = $1', [sceneId]);
      const afterSave = counter.statements;
      const moved = await call('PATCH', `/api/v1/scenes/${sceneId}/sections`, {
        sections: ids.map((id, i) => ({ id, top: Math.floor(i / 100) * 12 + 1 })),
      });
      expect(moved.status).toBe(200);
      const afterBulk = counter.statements;
      const copied = await call('POST', `/api/v1/scenes/${sceneId}/copy/-1`, { name: `Copy ${count}` });
      expect(copied.status).toBe(201);
      return [afterCreate - before, afterSave - beforeSave, afterBulk - afterSave, counter.statements - afterBulk];
    };
    await statementsOf(1); // the first request reads what later ones find cached
    const small = await statementsOf(2);
    const large = await statementsOf(MAX_SECTIONS_PER_SCENE);
    // The same number of statements for 2 sections and for 2,000: no statement per section.
    expect(large).toEqual(small);
  });

  it('refuses layers, playlist items and ids past their bounds with the errors map', async () => {
    const scene = await createScene(1);
    const [section] = (
      await h.call<{ data: { id: number }[] }>('GET', `/api/v1/scenes/${scene.body.data.id}/sections`, { token })
    ).body.data;
    const layer = { itemType: 'text', content: { left: 0, top: 0, width: 10, height: 10 } };
    const tooMany = await h.call('POST', `/api/v1/sections/${section?.id}/playlistitems`, {
      token,
      json: { layers: Array.from({ length: MAX_LAYERS_PER_ITEM + 1 }, () => layer) },
    });
    expect(tooMany).toMatchObject({
      status: 422,
      body: { errors: { layers: [`The layers may not have more than ${MAX_LAYERS_PER_ITEM} items.`] } },
    });
    const order = await h.call('PATCH', `/api/v1/scenes/${scene.body.data.id}/sections/${section?.id}`, {
      token,
      json: { itemsOrder: Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1) },
    });
    expect(order).toMatchObject({
      status: 422,
      body: { errors: { itemsOrder: [`The items order may not have more than ${MAX_IDS_PER_REQUEST} items.`] } },
    });
  });

  it('answers 413 past the body limit', async () => {
    const answer = await h.call('POST', '/api/v1/scenes', {
      token,
      body: 'x'.repeat(API_BODY_LIMIT_BYTES + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
  });

  it.each([
    [100_000, 100_000],
    [2_147_483_647, 2_147_483_647],
  ])('refuses a PNG whose header claims %ix%i pixels with dnd.invalidMediaFile and stores nothing', async (w, h2) => {
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media');
    const answer = await h.call('POST', '/api/v1/media', { token, body: upload('bomb.png', pngClaiming(w, h2)) });
    expect(answer).toMatchObject({ status: 422, body: { code: 'dnd.invalidMediaFile' } });
    const after = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM media');
    expect(after.n).toBe(before.n);
    const avatar = new FormData();
    avatar.append('avatar', new Blob([pngClaiming(w, h2) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png');
    const profile = await h.call('POST', '/api/v1/auth?_method=PUT', { token, body: avatar });
    expect(profile.status).toBe(422);
    expect(Object.keys(profile.body.errors as object)).toEqual(['avatar']);
  });

  it('still stores an ordinary image', async () => {
    const answer = await h.call('POST', '/api/v1/media', { token, body: upload('dot.png', tinyPng()) });
    expect(answer.status).toBe(201);
  });
});
