import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureApi } from './api';
import { measureBundles } from './bundles';
import { DRAG_RENDER_BUDGET, DRAG_SCRIPT_BUDGET_MS, DRAG_SECTIONS, dragTable, measureDrag } from './drag';
import { HISTORY_ENTRY_BUDGET_BYTES, measureHistory } from './history';
import { measurePlayerBundle } from './playerBundle';
import { reportPlayers } from './players';
import { TIMELINE_BUDGET_MS, TIMELINE_RATIO_BUDGET, measureSchedules } from './schedule';
import { SNAP_BUDGET_SECTIONS, SNAP_RATIO_BUDGET, measureSnap } from './snap';
import { reportUploads } from './uploads';

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
    kB: (row.bytes / 1000).toFixed(2),
    'budget kB': row.budget === null ? '(data)' : (row.budget / 1000).toFixed(0),
    'within budget': row.budget === null ? '' : row.bytes <= row.budget ? 'yes' : 'NO',
  })),
);

const playerBundle = await measurePlayerBundle(repoRoot);
console.log('\nWeb player (everything included, renderers too)');
if (playerBundle)
  console.table(
    playerBundle.map((row) => ({
      bundle: row.name,
      kB: (row.bytes / 1000).toFixed(2),
      'budget kB': row.budget === null ? '(data)' : (row.budget / 1000).toFixed(0),
      'within budget': row.budget === null ? '' : row.bytes <= row.budget ? 'yes' : 'NO',
    })),
  );
else console.log('not built: run `npm run build` first');

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

const snap = measureSnap();
console.log(
  `Snap query: index (built once per gesture) against a full scan, same scene and queries (budget >= ${SNAP_RATIO_BUDGET}x at ${SNAP_BUDGET_SECTIONS} sections)`,
);
console.table(
  snap.map((row) => ({
    sections: row.sections,
    'index build ms': row.buildMs.toFixed(2),
    'indexed ns/query': Math.round(row.indexedNsPerQuery),
    'full scan ns/query': Math.round(row.fullScanNsPerQuery),
    ratio: `${row.ratio.toFixed(0)}x`,
    'snapped queries': row.snappedQueries,
    'same answers': row.isSameAnswer ? 'yes' : 'NO',
    'within budget': row.sections < SNAP_BUDGET_SECTIONS ? '' : row.ratio >= SNAP_RATIO_BUDGET ? 'yes' : 'NO',
  })),
);

const history = measureHistory();
console.log(
  `History: a one-section drag recorded as one gesture (budget one entry, <= ${HISTORY_ENTRY_BUDGET_BYTES} bytes)`,
);
console.table(
  history.map((row) => ({
    sections: row.sections,
    'pointer moves': row.dragSteps,
    entries: row.entries,
    'entry bytes': row.entryBytes,
    'µs per record': row.microsecondsPerRecord.toFixed(2),
    'within budget': row.entries === 1 && row.entryBytes <= HISTORY_ENTRY_BUDGET_BYTES ? 'yes' : 'NO',
  })),
);

const schedules = measureSchedules();
console.log(
  `Schedules: a week's timeline against minute-by-minute whatPlays (budget < ${TIMELINE_BUDGET_MS} ms and >= ${TIMELINE_RATIO_BUDGET}x)`,
);
console.table(
  schedules.map((row) => ({
    zone: row.zone,
    week: row.week,
    segments: row.segments,
    'timeline ms': row.timelineMs.toFixed(3),
    'naive ms': row.naiveMs.toFixed(1),
    ratio: `${row.ratio.toFixed(0)}x`,
    'same answers': row.isSameAnswer ? 'yes' : 'NO',
    'within budget': row.timelineMs < TIMELINE_BUDGET_MS && row.ratio >= TIMELINE_RATIO_BUDGET ? 'yes' : 'NO',
  })),
);

const drag = await measureDrag(repoRoot);
console.log(
  `Drag in Chromium (built portal): script ms per pointer-move frame, renders and DOM changes of the sections not dragged (budget <= ${DRAG_SCRIPT_BUDGET_MS} ms and ${DRAG_RENDER_BUDGET} renders and DOM changes at ${DRAG_SECTIONS} sections; content preview off and on)`,
);
if (drag.skipped) {
  console.log(`  ${drag.skipped}`);
} else {
  console.table(dragTable(drag.rows));
  console.log(
    `  ratio ${DRAG_SECTIONS} / 10 sections (median script per frame): ${drag.ratio === null ? 'n/a' : `${drag.ratio.toFixed(2)}x`} content off, ${drag.contentRatio === null ? 'n/a' : `${drag.contentRatio.toFixed(2)}x`} content on; times are ${drag.timeDomain} (CPU time of the renderer's main thread)`,
  );
}

const players = await reportPlayers();

const uploads = await reportUploads();

const outDir = join(repoRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'latest.json'),
  JSON.stringify(
    { at: new Date().toISOString(), bundles, playerBundle, api, snap, history, schedules, drag, players, uploads },
    null,
    2,
  ),
);
console.log(`written ${join('bench-results', 'latest.json')}`);
