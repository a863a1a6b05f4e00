import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Case, type Fixture, fixtureGaps, MATRIX } from './isolation-matrix/fixtures';
import { acmeMarkers, acmeState, buildWorld, type World } from './isolation-matrix/world';
import { createHarness, DEMO, type Harness } from './support/harness';
import { type ApiRoute, fillPath, listApiRoutes, routeKey } from './support/routeList';
import { BACKENDS } from './support/testDb';

/**
 * The tenant isolation matrix, generated from the routes the app registers: every route is in the
 * fixture table (isolation-matrix/fixtures.ts), and every route that names tenant data in its path or
 * body is called with Globex's admin token against Acme's records. Each must answer 403 or 404 and
 * leave every Acme row as it was; listings must name none of Acme's records.
 */

function parseKey(key: string): Pick<ApiRoute, 'method' | 'path'> {
  const [method = '', path = ''] = key.split(' ');
  return { method, path };
}

function urlOf(key: string, testCase: Case): string {
  const path = fillPath(parseKey(key), testCase.params ?? {});
  return testCase.query ? `${path}?${testCase.query}` : path;
}

function entries<K extends 'foreign' | 'list'>(kind: K): [string, Extract<Fixture, Record<K, unknown>>][] {
  return Object.entries(MATRIX).filter(
    (entry): entry is [string, Extract<Fixture, Record<K, unknown>>] => kind in entry[1],
  );
}

describe.each(BACKENDS)('tenant isolation matrix: Globex never reaches Acme (%s)', (backend) => {
  let h: Harness;
  let acme: string;
  let globex: string;
  let world: World;
  let markers: string[];

  beforeAll(async () => {
    h = await createHarness(backend);
    acme = (await h.login(DEMO.acmeAdmin)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    world = await buildWorld(h, globex);
    markers = await acmeMarkers(h, world);
  });
  afterAll(() => h?.dispose());

  it('has a fixture for every route the app registers, and none for a route it does not', () => {
    const { missing, stale } = fixtureGaps(listApiRoutes(h.app).map(routeKey));
    expect(missing, `routes missing from tests/api/isolation-matrix/fixtures.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `fixtures for routes the app does not register: ${stale.join(', ')}`).toEqual([]);
    for (const [key, fixture] of Object.entries(MATRIX)) {
      if ('exempt' in fixture) expect(fixture.exempt.length, `${key} needs a reason to be exempt`).toBeGreaterThan(20);
    }
  });

  it('names a newly registered route that has no fixture', () => {
    const registered = [...listApiRoutes(h.app).map(routeKey), 'GET /api/v1/screens/:id'];
    expect(fixtureGaps(registered)).toEqual({ missing: ['GET /api/v1/screens/:id'], stale: [] });
  });

  for (const [key, fixture] of entries('foreign')) {
    it(`${key}: answers Globex 403 or 404 and changes nothing of Acme's`, async () => {
      const { method } = parseKey(key);
      for (const testCase of fixture.foreign(world)) {
        const url = urlOf(key, testCase);
        const before = await acmeState(h, world.acme.customer);
        const answer = await h.call(method, url, { token: globex, ...testCase.body?.() });
        expect([403, 404], `${method} ${url} -> ${answer.status} ${JSON.stringify(answer.body)}`).toContain(
          answer.status,
        );
        if (answer.status === 404) expect(answer.body).toMatchObject({ message: 'Item not found' });
        expect(JSON.stringify(answer.body)).not.toContain('Summer promo');
        expect(await acmeState(h, world.acme.customer), `${method} ${url} changed Acme's rows`).toEqual(before);
      }
    });
  }

  for (const [key, fixture] of entries('list')) {
    it(`${key}: lists none of Acme's records to Globex`, async () => {
      expect(markers.length).toBeGreaterThan(5);
      for (const testCase of fixture.list(world)) {
        const url = urlOf(key, testCase);
        const answer = await h.call(parseKey(key).method, url, { token: globex });
        expect(answer.status, url).toBe(200);
        // Whole JSON strings only: a Globex record may contain an Acme name as a word.
        const text = JSON.stringify(answer.body).toLowerCase();
        expect(
          markers.filter((marker) => text.includes(JSON.stringify(marker.toLowerCase()))),
          url,
        ).toEqual([]);
      }
    });
  }

  it('aims at real records: the same reads answer Acme itself, and a super-admin acting as Acme', async () => {
    const superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    await h.call('POST', '/api/v1/auth/loginas', { token: superAdmin, json: { customerId: world.acme.customer } });
    for (const [key, fixture] of entries('foreign')) {
      if (parseKey(key).method !== 'GET') continue;
      // The first case of a route aims at Acme's own records (later ones may mix in Globex's).
      for (const testCase of fixture.foreign(world).slice(0, 1)) {
        const url = urlOf(key, testCase);
        for (const token of [acme, superAdmin]) {
          // Social posts come from an outside service (502 offline); the account was found all the same.
          const { status } = await h.call('GET', url, { token });
          expect([403, 404], url).not.toContain(status);
        }
      }
    }
  });

  it('refuses tenant data to a reseller not acting as a customer (403)', async () => {
    const reseller = (await h.login(DEMO.reseller)).accessToken;
    for (const [key, fixture] of entries('foreign')) {
      // A reseller has a billing account of its own (issue 25): another tenant's order is unknown to it (404).
      if (parseKey(key).method !== 'GET' || key.includes('/accounts/') || key.startsWith('GET /api/v1/orders/'))
        continue;
      for (const testCase of fixture.foreign(world)) {
        const url = urlOf(key, testCase);
        expect((await h.call('GET', url, { token: reseller })).status, url).toBe(403);
      }
    }
    for (const path of [
      '/api/v1/layouts',
      '/api/v1/library/folders',
      '/api/v1/folders/scenes',
      '/api/v1/tags?search=lo',
    ]) {
      expect((await h.call('GET', path, { token: reseller })).status, path).toBe(403);
    }
  });

  it("treats Acme's section and tag ids inside a Globex save as unknown ids (422), revealing nothing", async () => {
    const box = { name: 'Copy', left: 0, top: 0, width: 10, height: 10 };
    const before = await acmeState(h, world.acme.customer);
    const scene = world.globex.scene;
    const calls: [string, string, unknown][] = [
      ['PATCH', `/api/v1/scenes/${scene}`, { sections: [{ id: world.acme.section, name: 'Hijacked' }] }],
      ['PATCH', `/api/v1/scenes/${scene}`, { tags: [{ id: world.acme.tag, name: 'lobby' }] }],
      [
        'POST',
        '/api/v1/layouts',
        { name: 'Planted', width: 10, height: 10, sections: [box], tags: [{ id: world.acme.tag }] },
      ],
      ['PATCH', `/api/v1/scenes/${scene}/sections`, { sections: [{ id: world.acme.section, name: 'Hijacked' }] }],
      ['POST', `/api/v1/scenes/${scene}/sections`, { ...box, parentId: world.acme.section }],
    ];
    for (const [method, path, json] of calls) {
      const answer = await h.call(method, path, { token: globex, json });
      expect(answer.status, path).toBe(422);
      if (path.startsWith('/api/v1/scenes'))
        expect(answer.body).toMatchObject({ code: 'sceneEditor.invalidSceneData' });
      expect(JSON.stringify(answer.body)).not.toContain('lobby');
    }
    expect(await acmeState(h, world.acme.customer)).toEqual(before);
  });
});
