import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticRoutes } from '../../examples/portal/server/static';

/** Budgets (ARCHITECTURE.md "Performance budgets"), min+gz of each package's own code (dependencies excluded), in bytes. */
export const BUNDLE_BUDGETS = { core: 12_000, hooks: 12_000, ui: 25_000 } as const;
/** Budget (ARCHITECTURE.md "Performance budgets") for the portal's first load, everything included, in bytes (min+gz). */
export const PORTAL_FIRST_LOAD_BUDGET = 200_000;

/**
 * Subpath entries measured as their own rows. Each is what one import loads, so each is held to its
 * package's budget (our reading of the per-package budgets once a package has several entries):
 * core's English catalogue is loaded only by code that shows text, the library and layer entries only
 * by the screens that use them.
 */
export const SUBPATH_ENTRIES = [
  { name: '@screenplay/core/messages', entry: 'packages/core/src/messages/index.ts' },
  { name: '@screenplay/core/library', entry: 'packages/core/src/library/index.ts' },
  { name: '@screenplay/core/widgets', entry: 'packages/core/src/widgets/index.ts' },
  { name: '@screenplay/core/screens', entry: 'packages/core/src/screens/index.ts' },
  { name: '@screenplay/core/schedule', entry: 'packages/core/src/schedule/index.ts' },
  { name: '@screenplay/core/billing', entry: 'packages/core/src/billing/index.ts' },
  { name: '@screenplay/core/tenant', entry: 'packages/core/src/tenant/index.ts' },
  { name: '@screenplay/core/contract', entry: 'packages/core/src/contract/index.ts' },
  { name: '@screenplay/hooks/library', entry: 'packages/hooks/src/library/index.ts' },
  { name: '@screenplay/hooks/layers', entry: 'packages/hooks/src/layers/index.ts' },
  { name: '@screenplay/hooks/player', entry: 'packages/hooks/src/player/index.ts' },
  { name: '@screenplay/hooks/screens', entry: 'packages/hooks/src/screens/index.ts' },
  { name: '@screenplay/hooks/schedule', entry: 'packages/hooks/src/schedule/index.ts' },
  { name: '@screenplay/hooks/billing', entry: 'packages/hooks/src/billing/index.ts' },
  { name: '@screenplay/hooks/accounts', entry: 'packages/hooks/src/accounts/index.ts' },
  { name: '@screenplay/ui/library', entry: 'packages/ui/src/library/index.ts' },
  { name: '@screenplay/ui/layer-editor', entry: 'packages/ui/src/layer-editor/index.ts' },
  { name: '@screenplay/ui/layers', entry: 'packages/ui/src/layers/index.ts' },
  { name: '@screenplay/ui/schedule', entry: 'packages/ui/src/schedule/index.ts' },
  { name: '@screenplay/ui/scene-editor', entry: 'packages/ui/src/scene-editor/index.ts' },
] as const;

/** The package of a subpath entry name (`@screenplay/hooks/library` -> `hooks`). */
function packageOf(name: string): keyof typeof BUNDLE_BUDGETS {
  const pkg = name.split('/')[1];
  if (pkg === 'core' || pkg === 'hooks' || pkg === 'ui') return pkg;
  throw new Error(`No bundle budget for ${name}`);
}

/** One measured bundle against its budget; `budget` is null for a row reported as data only. */
export interface BundleRow {
  name: string;
  bytes: number;
  budget: number | null;
}

/** Bundles an entry minified with every dependency external, and returns its gzipped size. */
async function ownCodeSize(repoRoot: string, entry: string): Promise<number> {
  const result = await build({
    entryPoints: [join(repoRoot, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    conditions: ['source'],
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code).length;
}

/** The portal's first load: the HTML page plus the scripts and styles it references directly. */
function portalFirstLoad(repoRoot: string): number | null {
  const dist = join(repoRoot, 'examples/portal/dist/client');
  if (!existsSync(join(dist, 'index.html'))) return null;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const files = ['index.html', ...assets];
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
}

/** How a client asks for the first load: no compression (as the server answered before issue 9), gzip, brotli. */
const FIRST_LOAD_ENCODINGS = [
  { label: 'identity', header: 'identity' },
  { label: 'gzip', header: 'gzip' },
  { label: 'brotli', header: 'gzip, deflate, br' },
] as const;

/**
 * The bytes the server really sends for the portal's first load (index.html and the scripts and styles it
 * references), per Accept-Encoding, through the server's own static routes; null when the portal is not built.
 */
export async function portalFirstLoadServed(repoRoot: string): Promise<{ label: string; bytes: number }[] | null> {
  const staticDir = join(repoRoot, 'examples/portal/dist/client');
  if (!existsSync(join(staticDir, 'index.html'))) return null;
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const paths = ['/', ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')];
  const app = staticRoutes({ dataDir: repoRoot, staticDir });
  const rows: { label: string; bytes: number }[] = [];
  for (const { label, header } of FIRST_LOAD_ENCODINGS) {
    let bytes = 0;
    for (const path of paths)
      bytes += (await (await app.request(path, { headers: { 'Accept-Encoding': header } })).arrayBuffer()).byteLength;
    rows.push({ label, bytes });
  }
  return rows;
}

/**
 * Measures the three packages' main entries (what `import … from '@screenplay/x'` loads; another
 * workspace package, such as `@screenplay/core/messages`, is a dependency and stays external), the
 * subpath entries as data, and, when built, the portal's first load.
 */
export async function measureBundles(repoRoot: string): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  for (const name of Object.keys(BUNDLE_BUDGETS) as (keyof typeof BUNDLE_BUDGETS)[]) {
    rows.push({
      name: `@screenplay/${name}`,
      bytes: await ownCodeSize(repoRoot, `packages/${name}/src/index.ts`),
      budget: BUNDLE_BUDGETS[name],
    });
  }
  for (const { name, entry } of SUBPATH_ENTRIES)
    rows.push({ name, bytes: await ownCodeSize(repoRoot, entry), budget: BUNDLE_BUDGETS[packageOf(name)] });
  const portal = portalFirstLoad(repoRoot);
  if (portal !== null) rows.push({ name: 'portal first load', bytes: portal, budget: PORTAL_FIRST_LOAD_BUDGET });
  for (const served of (await portalFirstLoadServed(repoRoot)) ?? [])
    rows.push({ name: `portal first load as served (${served.label})`, bytes: served.bytes, budget: null });
  return rows;
}
