import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi } from './api';
import { measureBundles } from './bundles';

/**
 * `npm run bench`: prints every measured figure next to its budget and writes the results as
 * JSON to bench-results/latest.json. Figures that depend on the machine are ratios against a
 * baseline measured in the same run.
 */
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

const bundles = await measureBundles(repoRoot);
console.log('\nBundles (min+gz, own code; the portal everything included)');
console.table(
  bundles.map((row) => ({
    bundle: row.name,
    'kB': (row.bytes / 1000).toFixed(2),
    'budget kB': (row.budget / 1000).toFixed(0),
    'within budget': row.bytes <= row.budget ? 'yes' : 'NO',
  })),
);

const api = await measureApi();
console.log('API throughput in-process, against an empty Hono handler measured in the same run');
console.table(
  api.map((row) => ({
    route: row.name,
    'req/s': Math.round(row.routePerSecond),
    'empty handler req/s': Math.round(row.baselinePerSecond),
    ratio: `${(row.ratio * 100).toFixed(1)}%`,
  })),
);

const outDir = join(repoRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), bundles, api }, null, 2));
console.log(`written ${join('bench-results', 'latest.json')}`);
