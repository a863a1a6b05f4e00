import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCycles,
  checkLayers,
  checkServer,
  handBuilt422s,
  layerOf,
  readServerGraph,
  routesRunningSql,
  serverImports,
  type ServerGraph,
  type ServerImport,
} from './server-layers';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** A synthetic server: each file's source, its imports resolved against the other files. */
function graphOf(files: Record<string, string>): ServerGraph {
  const known = new Set(Object.keys(files));
  const graph = new Map<string, ServerImport[]>();
  for (const [file, source] of Object.entries(files))
    graph.set(
      file,
      serverImports(file, source, (f) => known.has(f)),
    );
  return graph;
}

describe('the server layers routes -> domain -> db -> http', () => {
  it('hold for every file of the server: no runtime import cycle, no SQL in routes, one way to a 422', () => {
    expect(checkServer(repoRoot)).toEqual([]);
  });

  it('fails when an upward import is planted in the real server', () => {
    const graph = readServerGraph(repoRoot);
    const planted = new Map(graph);
    planted.set('scenes/scene.read.ts', [
      ...(graph.get('scenes/scene.read.ts') ?? []),
      { target: 'routes/scenes/scenes.ts', specifier: '../routes/scenes/scenes', typeOnly: false },
    ]);
    expect(checkLayers(graph)).toEqual([]);
    expect(checkLayers(planted)).toEqual([
      { file: 'scenes/scene.read.ts', specifier: '../routes/scenes/scenes', reason: 'only app.ts may import routes/' },
    ]);
    const folderCycles = checkCycles(planted).filter((line) => line.startsWith('folder cycle:'));
    expect(folderCycles.some((line) => / routes\/scenes( |$)/.test(line) && / scenes( |$)/.test(line))).toBe(true);
  });

  it('places files in their layer by path', () => {
    expect(layerOf('app.ts')).toBe('root');
    expect(layerOf('main.ts')).toBe('root');
    expect(layerOf('deps.ts')).toBe('routes');
    expect(layerOf('routes/scenes/scenes.ts')).toBe('routes');
    expect(layerOf('scenes/scene.read.ts')).toBe('domain');
    expect(layerOf('static.ts')).toBe('domain');
    expect(layerOf('db/client.ts')).toBe('db');
    expect(layerOf('http/errors.ts')).toBe('http');
    expect(layerOf('config.ts')).toBe('http');
  });

  it('fails on a planted import of routes/ from below, and lets only app.ts import routes/', () => {
    const graph = graphOf({
      'app.ts': "import { sceneRoutes } from './routes/scenes';",
      'main.ts': "import { findScene } from './routes/scenes/index';",
      'routes/scenes/index.ts': "import { findScene } from '../../scenes/scene.read';",
      'scenes/scene.read.ts': "import type { Wire } from '../routes/scenes/index';",
    });
    expect(checkLayers(graph)).toEqual([
      { file: 'main.ts', specifier: './routes/scenes/index', reason: 'only app.ts may import routes/' },
      { file: 'scenes/scene.read.ts', specifier: '../routes/scenes/index', reason: 'only app.ts may import routes/' },
    ]);
  });

  it('fails when a lower layer imports a higher one, even for types', () => {
    const graph = graphOf({
      'db/client.ts': "import type { Actor } from '../tenancy/actor';",
      'http/errors.ts': "import { query } from '../db/client';",
      'tenancy/actor.ts': "import { forbidden } from '../http/errors';",
    });
    expect(checkLayers(graph).map((v) => `${v.file} -> ${v.specifier}`)).toEqual([
      'db/client.ts -> ../tenancy/actor',
      'http/errors.ts -> ../db/client',
    ]);
  });

  it('finds runtime cycles between files and between folders, not type-only ones', () => {
    const files = graphOf({
      'realtime/a.ts': "import { b } from './b';",
      'realtime/b.ts': "import { a } from './a';",
      'screens/x.ts': "import { y } from '../scenes/y';",
      'scenes/y.ts': "import { z } from '../screens/z';",
      'screens/z.ts': "import type { X } from './x';",
      'tenancy/t.ts': "import type { U } from '../auth/u';",
      'auth/u.ts': "import { t } from '../tenancy/t';",
    });
    expect(checkCycles(files)).toEqual([
      'file cycle: realtime/a.ts <-> realtime/b.ts',
      'folder cycle: scenes <-> screens',
    ]);
  });

  it('finds SQL run in a route module, not in domain modules or in Hono query reads', () => {
    const files = new Map([
      [
        'routes/tags.ts',
        "const search = c.req.query('search');\nconst rows = await db.query<Tag>(\n  'SELECT id FROM tags',\n);",
      ],
      ['routes/x.ts', 'await tx.maybe(sql, []);'],
      ['tags/tags.read.ts', "return db.query('SELECT id FROM tags');"],
    ]);
    expect(routesRunningSql(files)).toEqual([
      'routes/tags.ts:2: runs SQL in a route',
      'routes/tags.ts:3: runs SQL in a route',
      'routes/x.ts:1: runs SQL in a route',
    ]);
  });

  it('finds a 422 built by hand outside http/errors.ts', () => {
    const files = new Map([
      ['http/errors.ts', 'return new HttpError(422, body);'],
      ['media/checks.ts', 'return unprocessableKeys({ file: [key] });\nthrow new HttpError(422, { message });'],
    ]);
    expect(handBuilt422s(files)).toEqual(['media/checks.ts:2: builds a 422 outside http/errors.ts']);
  });

  it('reads static, re-export, dynamic and type-only imports, resolving index files', () => {
    const known = new Set(['scenes/index.ts', 'http/errors.ts', 'db/client.ts', 'tenancy/actor.ts']);
    const source = [
      "import { a } from '../scenes';",
      "export { b } from '../http/errors';",
      "const c = await import('../db/client');",
      "import type { D } from '../tenancy/actor';",
      "import { type E } from '../tenancy/actor';",
      "import { Hono } from 'hono';",
    ].join('\n');
    expect(serverImports('routes/x.ts', source, (f) => known.has(f))).toEqual([
      { target: 'scenes/index.ts', specifier: '../scenes', typeOnly: false },
      { target: 'http/errors.ts', specifier: '../http/errors', typeOnly: false },
      { target: 'db/client.ts', specifier: '../db/client', typeOnly: false },
      { target: 'tenancy/actor.ts', specifier: '../tenancy/actor', typeOnly: true },
      { target: 'tenancy/actor.ts', specifier: '../tenancy/actor', typeOnly: false },
      { target: null, specifier: 'hono', typeOnly: false },
    ]);
  });
});
