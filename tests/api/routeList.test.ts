import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness';
import { fillPath, listApiRoutes, pathParams, routeKey, writeRoutes } from './support/routeList';

describe('route list helpers', () => {
  it('names path parameters in order, with or without patterns', () => {
    expect(pathParams('/api/v1/scenes/:id/sections/:sid')).toEqual(['id', 'sid']);
    expect(pathParams('/api/v1/media/get/:id{[0-9]+}')).toEqual(['id']);
    expect(pathParams('/api/v1/health')).toEqual([]);
  });

  it('keeps one entry per method and path, drops middleware and non-API paths', () => {
    const routes = listApiRoutes({
      routes: [
        { method: 'ALL', path: '/api/v1/*' },
        { method: 'GET', path: '/api/v1/auth' },
        { method: 'GET', path: '/api/v1/auth' },
        { method: 'POST', path: '/api/v1/scenes/:id/copy/:folder' },
        { method: 'GET', path: '/locales/en.json' },
        { method: 'GET', path: '/*' },
      ],
    });
    expect(routes).toEqual([
      { method: 'GET', path: '/api/v1/auth', params: [] },
      { method: 'POST', path: '/api/v1/scenes/:id/copy/:folder', params: ['id', 'folder'] },
    ]);
    expect(writeRoutes(routes).map(routeKey)).toEqual(['POST /api/v1/scenes/:id/copy/:folder']);
  });

  it('fills parameters and refuses a missing one', () => {
    const route = { path: '/api/v1/scenes/:id/copy/:folder' };
    expect(fillPath(route, { id: 7, folder: 'a b' })).toBe('/api/v1/scenes/7/copy/a%20b');
    expect(() => fillPath(route, { id: 7 })).toThrow(/:folder/);
  });
});

describe('the routes the app registers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.dispose());

  it('lists every API endpoint once, with its parameters', () => {
    const routes = listApiRoutes(h.app);
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/v1/health');
    expect(keys).toContain('PATCH /api/v1/scenes/:id/sections/:sid');
    expect(routes.find((r) => r.path === '/api/v1/scenes/:id/copy/:folder')?.params).toEqual(['id', 'folder']);
    expect(routes.every((r) => r.path.startsWith('/api/v1') && !r.path.includes('*'))).toBe(true);
    expect(writeRoutes(routes).length).toBeGreaterThan(30);
  });
});
