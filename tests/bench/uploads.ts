import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startHttpServer } from '../../examples/portal/server/http/serve';
import { createHarness, DEMO } from '../api/support/harness';
import { MP4_HEAD, postRaw, UPLOAD_CONTENT_TYPE, uploadBody } from '../api/support/streamedUpload';
import { BACKENDS, type Backend } from '../api/support/testDb';
import { nextMessage, percentile } from './child';

/**
 * The uploads bench (issue 22 "Uploads stream; one upload never stalls the server"): the reference server in a child
 * process (the app over HTTP on 127.0.0.1, as main.ts starts it), three 190 MB video uploads at once from this
 * process (bodies generated as they are sent, never held), and meanwhile `GET /api/v1/health` asked again and again
 * (one at a time, every 20 ms). Reported: that route's latency p50/p99/max while the uploads run, and the growth of
 * the server's resident memory (VmRSS, sampled every 50 ms) over its level before them.
 */

/** Budget (ARCHITECTURE.md "Performance budgets"): another route answers in under 200 ms p99 during the uploads. */
export const OTHER_ROUTE_P99_BUDGET_MS = 200;
/** Budget: the server's resident memory grows less than 100 MB during the uploads. */
export const RSS_GROWTH_BUDGET_BYTES = 100 * 1024 * 1024;
/** The uploads: three at once, 190 MB each (the figures). */
export const UPLOADS = 3;
export const UPLOAD_BYTES = 190 * 1024 * 1024;

/** How often the other route is asked and the server's memory read. */
const POLL_MS = 20;
const RSS_SAMPLE_MS = 50;

/** One backend's figures. */
export interface UploadsRow {
  backend: Backend;
  uploads: number;
  uploadMB: number;
  /** Statuses of the uploads (201 each when all went in). */
  statuses: (number | null)[];
  seconds: number;
  /** Upload bytes per second, all three together. */
  mbPerSecond: number;
  healthRequests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The server's event-loop delay during the uploads, p99 and max. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  rssBeforeMB: number;
  rssPeakMB: number;
  rssGrowthMB: number;
  isWithinBudget: boolean;
}

type ToServer = { type: 'reset' } | { type: 'stats' } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; port: number; token: string }
  | { type: 'stats'; loopDelayP99Ms: number; loopDelayMaxMs: number };

const SERVER_FLAG = '--uploads-bench-server';

/** The child: a harness database and the app over HTTP, started as main.ts starts it. */
async function runServer(backend: Backend): Promise<void> {
  const harness = await createHarness(backend);
  const { accessToken } = await harness.login(DEMO.acmeAdmin);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const server = startHttpServer(harness.app.fetch, { port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    process.send?.({ type: 'ready', port: info.port, token: accessToken } satisfies FromServer);
  });
  process.on('message', (message: ToServer) => {
    if (message.type === 'reset') loopDelay.reset();
    else if (message.type === 'stats')
      process.send?.({
        type: 'stats',
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
      } satisfies FromServer);
    else {
      server.closeAllConnections();
      server.close();
      void harness.dispose().then(() => process.exit(0));
    }
  });
}

/** The resident memory of process `pid` in bytes (Linux: /proc). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** One `GET /api/v1/health` on a kept-alive connection; its latency in ms. */
function askHealth(port: number, agent: Agent): Promise<number> {
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/health', agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - sent) : reject(new Error('health'))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One upload of `bytes` (a video), sent as a browser sends it: with its length, the answer read after. */
function upload(port: number, token: string, bytes: number) {
  return postRaw(
    port,
    {
      path: '/api/v1/media',
      headers: { authorization: `Bearer ${token}`, 'content-type': UPLOAD_CONTENT_TYPE },
      contentLength: bytes,
    },
    uploadBody(bytes, MP4_HEAD),
  );
}

const MB = 1024 * 1024;

async function measureOn(backend: Backend): Promise<UploadsRow> {
  const child = fork(fileURLToPath(import.meta.url), [SERVER_FLAG, backend], { stdio: 'inherit' });
  const pid = child.pid as number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { port, token } = await nextMessage<FromServer, 'ready'>(child, 'ready');
    // Warm up: the routes once each (a small upload too), then the resting level of memory.
    for (let i = 0; i < 20; i += 1) await askHealth(port, agent);
    await upload(port, token, 4 * MB);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const resting: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      resting.push(rssOf(pid));
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
    const rssBefore = Math.max(...resting);

    child.send({ type: 'reset' } satisfies ToServer);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(pid));
    }, RSS_SAMPLE_MS);
    const started = performance.now();
    let isDone = false;
    const uploads = Promise.all(Array.from({ length: UPLOADS }, () => upload(port, token, UPLOAD_BYTES))).finally(
      () => {
        isDone = true;
      },
    );
    const latencies: number[] = [];
    while (!isDone) {
      latencies.push(await askHealth(port, agent));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const answers = await uploads;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssOf(pid));
    child.send({ type: 'stats' } satisfies ToServer);
    const stats = await nextMessage<FromServer, 'stats'>(child, 'stats');

    const sorted = latencies.sort((a, b) => a - b);
    const p99Ms = percentile(sorted, 99);
    const growth = rssPeak - rssBefore;
    const statuses = answers.map((answer) => answer.status);
    return {
      backend,
      uploads: UPLOADS,
      uploadMB: UPLOAD_BYTES / MB,
      statuses,
      seconds,
      mbPerSecond: (UPLOADS * UPLOAD_BYTES) / MB / seconds,
      healthRequests: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms,
      maxMs: sorted.at(-1) ?? Number.NaN,
      loopDelayP99Ms: stats.loopDelayP99Ms,
      loopDelayMaxMs: stats.loopDelayMaxMs,
      rssBeforeMB: rssBefore / MB,
      rssPeakMB: rssPeak / MB,
      rssGrowthMB: growth / MB,
      isWithinBudget:
        statuses.every((status) => status === 201) &&
        p99Ms < OTHER_ROUTE_P99_BUDGET_MS &&
        growth < RSS_GROWTH_BUDGET_BYTES,
    };
  } finally {
    agent.destroy();
    child.send({ type: 'stop' } satisfies ToServer);
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Measures every backend (PGlite; PostgreSQL too with `DATABASE_URL`); `UPLOADS_BACKENDS=postgres` picks backends. */
export async function measureUploads(): Promise<UploadsRow[]> {
  const only = process.env.UPLOADS_BACKENDS?.split(',');
  const rows: UploadsRow[] = [];
  for (const backend of BACKENDS.filter((b) => !only || only.includes(b))) rows.push(await measureOn(backend));
  return rows;
}

/** Measures and prints the uploads table (run.ts calls this); returns the rows for bench-results. */
export async function reportUploads(): Promise<UploadsRow[]> {
  console.log(
    `Uploads: ${UPLOADS} x ${UPLOAD_BYTES / MB} MB videos at once to one server process, GET /api/v1/health asked meanwhile (budget p99 < ${OTHER_ROUTE_P99_BUDGET_MS} ms, server RSS growth < ${RSS_GROWTH_BUDGET_BYTES / MB} MB)`,
  );
  const rows = await measureUploads();
  console.table(
    rows.map((row) => ({
      backend: row.backend,
      uploads: `${row.uploads} x ${row.uploadMB} MB`,
      statuses: row.statuses.join(' '),
      's (MB/s)': `${row.seconds.toFixed(1)} (${row.mbPerSecond.toFixed(0)})`,
      'health requests': row.healthRequests,
      'p50 ms': row.p50Ms.toFixed(1),
      'p99 ms': row.p99Ms.toFixed(1),
      'max ms': row.maxMs.toFixed(0),
      'server loop delay p99/max ms': `${row.loopDelayP99Ms.toFixed(0)}/${row.loopDelayMaxMs.toFixed(0)}`,
      'RSS before MB': row.rssBeforeMB.toFixed(0),
      'RSS peak MB': row.rssPeakMB.toFixed(0),
      'RSS growth MB': row.rssGrowthMB.toFixed(1),
      'within budget': row.isWithinBudget ? 'yes' : 'NO',
    })),
  );
  return rows;
}

if (process.argv.includes(SERVER_FLAG)) {
  await runServer(process.argv[process.argv.indexOf(SERVER_FLAG) + 1] as Backend);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `tsx --conditions=source tests/bench/uploads.ts`: this bench alone.
  await reportUploads();
}
