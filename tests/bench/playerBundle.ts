import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { staticRoutes } from '../../examples/portal/server/static';

/**
 * Budget for the web player's first load, everything included (its page, script and stylesheet, the layer
 * renderers and Preact), min+gz, in bytes. Ours (issue 11): react-dom alone is about 60 kB gzipped, which is
 * why the player renders with preact/compat.
 */
export const PLAYER_FIRST_LOAD_BUDGET = 60_000;

/** One measured figure of the player's build; `budget` is null for a row reported as data only. */
export interface PlayerBundleRow {
  name: string;
  bytes: number;
  budget: number | null;
}

/** The built player's folder under the portal's client build. */
function playerDist(repoRoot: string): string {
  return join(repoRoot, 'examples/portal/dist/client/player');
}

/** The paths `/player` loads at once: the page and the scripts and styles it references. */
function firstLoadPaths(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/player\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  return ['/player', ...assets];
}

/** A built file's gzip-9 size, by its URL path under `/player/`. */
function gzipOf(dist: string, path: string): number {
  const file = path === '/player' ? 'index.html' : path.slice('/player/'.length);
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/**
 * Measures the built web player (null when it is not built: `npm run build` first): its first load min+gz
 * against {@link PLAYER_FIRST_LOAD_BUDGET}, the same as the server sends it with brotli, and as data the
 * lazily loaded screenshot chunk and the service worker.
 */
export async function measurePlayerBundle(repoRoot: string): Promise<PlayerBundleRow[] | null> {
  const dist = playerDist(repoRoot);
  if (!existsSync(join(dist, 'index.html'))) return null;
  const paths = firstLoadPaths(dist);
  const rows: PlayerBundleRow[] = [
    {
      name: 'player first load (min+gz)',
      bytes: paths.reduce((sum, path) => sum + gzipOf(dist, path), 0),
      budget: PLAYER_FIRST_LOAD_BUDGET,
    },
  ];
  const app = staticRoutes({ dataDir: repoRoot, staticDir: join(repoRoot, 'examples/portal/dist/client') });
  let served = 0;
  for (const path of paths)
    served += (await (await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })).arrayBuffer())
      .byteLength;
  rows.push({ name: 'player first load as served (brotli)', bytes: served, budget: null });
  const lazy = readdirSync(join(dist, 'assets')).filter((file) => /^screenshot-.*\.js$/.test(file));
  for (const file of lazy)
    rows.push({
      name: 'player screenshot chunk, lazy (min+gz)',
      bytes: gzipOf(dist, `/player/assets/${file}`),
      budget: null,
    });
  rows.push({ name: 'player service worker (min+gz)', bytes: gzipOf(dist, '/player/sw.js'), budget: null });
  return rows;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
  const rows = await measurePlayerBundle(repoRoot);
  if (!rows) {
    console.error('The web player is not built: run `npm run build` first.');
    process.exit(1);
  }
  console.log('\nWeb player bundle (everything included)');
  console.table(
    rows.map((row) => ({
      bundle: row.name,
      kB: (row.bytes / 1000).toFixed(2),
      'budget kB': row.budget === null ? '(data)' : (row.budget / 1000).toFixed(0),
      'within budget': row.budget === null ? '' : row.bytes <= row.budget ? 'yes' : 'NO',
    })),
  );
  if (rows.some((row) => row.budget !== null && row.bytes > row.budget)) process.exitCode = 1;
}
