import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** DESIGN.md budgets, min+gz of each package's own code (dependencies excluded), in bytes. */
export const BUNDLE_BUDGETS = { core: 12_000, hooks: 12_000, ui: 25_000 } as const;
/** DESIGN.md budget for the portal's first load, everything included, in bytes (min+gz). */
export const PORTAL_FIRST_LOAD_BUDGET = 200_000;

/** One measured bundle against its budget. */
export interface BundleRow {
  name: string;
  bytes: number;
  budget: number;
}

/** Bundles a package's entry minified with every dependency external, and returns its gzipped size. */
async function ownCodeSize(repoRoot: string, name: keyof typeof BUNDLE_BUDGETS): Promise<number> {
  const result = await build({
    entryPoints: [join(repoRoot, `packages/${name}/src/index.ts`)],
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

/** Measures the three packages and, when built, the portal's first load. */
export async function measureBundles(repoRoot: string): Promise<BundleRow[]> {
  const rows: BundleRow[] = [];
  for (const name of Object.keys(BUNDLE_BUDGETS) as (keyof typeof BUNDLE_BUDGETS)[]) {
    rows.push({ name: `@screenplay/${name}`, bytes: await ownCodeSize(repoRoot, name), budget: BUNDLE_BUDGETS[name] });
  }
  const portal = portalFirstLoad(repoRoot);
  if (portal !== null) rows.push({ name: 'portal first load', bytes: portal, budget: PORTAL_FIRST_LOAD_BUDGET });
  return rows;
}
