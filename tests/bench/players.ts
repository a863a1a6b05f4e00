import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { HEARTBEAT_INTERVAL_MS, type HeartbeatRequest, heartbeatDelay } from '@screenplay/core/screens';
import { createApp } from '../../examples/portal/server/app';
import { systemClock } from '../../examples/portal/server/clock';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import { EVENTS_READY_COMMENT } from '../../examples/portal/server/routes/player/events';
import { ScreenEventBus } from '../../examples/portal/server/screens/events';
import { createHarness, type Harness } from '../api/support/harness';
import { BACKENDS, type Backend } from '../api/support/testDb';
import { nextMessage, percentile } from './child';

/**
 * The players bench (issue 11 "Demo, scale and proof"): one server process holds N simulated web players, each
 * with its `player/events` stream open and heartbeating at the protocol's jittered interval (20 s ± 20 %, the
 * first beat at a random point of the first interval, as players started at different times). The server runs
 * in a child process (the reference server's code over HTTP on loopback, on PGlite or PostgreSQL), the players
 * in this one, so the players' work does not slow the server's event loop. Screens are paired directly in the
 * database (device token hashes inserted). Reported per N: heartbeat latency p50/p99/max as the player sees it,
 * and the fan-out: from the server's publishing a `content` message on every screen's channel until every
 * stream has received it. N steps up while the p99 stays under the budget.
 */

/** Budget (ARCHITECTURE.md "Performance budgets"): heartbeat p99 under 100 ms. */
export const HEARTBEAT_P99_BUDGET_MS = 100;
/** Aim of issue 11: a content change reaches every player within 5 s. */
export const FANOUT_BUDGET_MS = 5_000;
/** Player counts, stepped up while the previous one held. */
export const PLAYER_STEPS = [500, 1_000, 2_000, 5_000] as const;
/** How long each step heartbeats (the real interval: each player beats one to two times). */
export const RUN_MS = 30_000;

/** One step's figures. */
export interface PlayersRow {
  backend: Backend;
  players: number;
  streams: number;
  heartbeats: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The heartbeat handler's own time in the server (from request to response), p99. */
  serverP99Ms: number;
  /** The server's event-loop delay, p99 and max, during the step (what a loaded machine adds). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  fanoutP50Ms: number;
  fanoutAllMs: number;
  received: number;
  isHeld: boolean;
}

type ToServer = { type: 'screens'; count: number } | { type: 'publish' } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'screens'; tokens: string[] }
  | {
      type: 'published';
      at: number;
      subscribers: number;
      serverP99Ms: number;
      loopDelayP99Ms: number;
      loopDelayMaxMs: number;
    };

const SERVER_FLAG = '--players-bench-server';

/** The child: a harness database, the app over HTTP, and the bus it publishes content on. */
async function runServer(backend: Backend): Promise<void> {
  const harness: Harness = await createHarness(backend);
  const bus = new ScreenEventBus();
  const app = createApp({
    db: harness.serverDb,
    config: harness.config,
    mailer: createMemoryMailer(),
    clock: systemClock,
    screenEvents: bus,
  });
  const customer = await harness.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'");
  let screenIds: number[] = [];
  let handlerMs: number[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const fetchTimed = async (request: Request, env: unknown): Promise<Response> => {
    const started = performance.now();
    const response = await app.fetch(request, env);
    if (request.url.endsWith('/heartbeat')) handlerMs.push(performance.now() - started);
    return response;
  };
  const server = serve({ fetch: fetchTimed, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    process.send?.({ type: 'ready', port: info.port } satisfies FromServer);
  });
  process.on('message', (message: ToServer) => {
    void (async () => {
      if (message.type === 'screens') {
        await harness.db.query('DELETE FROM screens WHERE name LIKE $1', ['Bench player %']);
        const tokens = Array.from({ length: message.count }, () => randomBytes(32).toString('base64url'));
        const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
        const rows = await harness.db.query<{ id: number }>(
          `INSERT INTO screens (customer_id, name, device_uid, device_token_hash, content_version, created_at, updated_at)
           SELECT $1, 'Bench player ' || t.i, gen_random_uuid()::text, t.h, 'v1', now(), now()
             FROM unnest($2::text[]) WITH ORDINALITY AS t(h, i) ORDER BY t.i RETURNING id`,
          [customer.id, hashes],
        );
        screenIds = rows.map((row) => row.id);
        handlerMs = [];
        loopDelay.reset();
        process.send?.({ type: 'screens', tokens } satisfies FromServer);
      } else if (message.type === 'publish') {
        const at = Date.now();
        // What `markContentChanged`'s notify does for each screen: a content message on its channel.
        for (const id of screenIds) bus.emit(id, { name: 'content', data: { contentVersion: 'v2' } });
        const sorted = handlerMs.sort((a, b) => a - b);
        process.send?.({
          type: 'published',
          at,
          subscribers: bus.subscriberCount,
          serverP99Ms: percentile(sorted, 99),
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
          loopDelayMaxMs: loopDelay.max / 1e6,
        } satisfies FromServer);
      } else {
        server.close();
        await harness.dispose();
        process.exit(0);
      }
    })();
  });
}

/** One simulated player: its event stream (resolves once ready) and when it saw the `content` message. */
async function openStream(
  base: string,
  token: string,
  signal: AbortSignal,
  onContent: (at: number) => void,
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/v1/player/events`, {
      headers: { authorization: `Device ${token}` },
      signal,
    });
  } catch {
    // Refused or timed out (a server too busy to accept it): counted as a stream not held.
    return false;
  }
  if (!response.ok || !response.body) return false;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let isReady = false;
  let ready: (ok: boolean) => void = () => undefined;
  const readyPromise = new Promise<boolean>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (!isReady && text.includes(EVENTS_READY_COMMENT)) {
          isReady = true;
          ready(true);
          text = '';
        }
        if (isReady && text.includes('event: content')) {
          onContent(Date.now());
          text = '';
        }
      }
    } catch {
      // Aborted at the end of the step.
    }
    ready(false);
  })();
  return readyPromise;
}

async function measureStep(child: ChildProcess, base: string, backend: Backend, players: number): Promise<PlayersRow> {
  child.send({ type: 'screens', count: players } satisfies ToServer);
  const { tokens } = await nextMessage<FromServer, 'screens'>(child, 'screens');
  // One controller per stream (fetch caps the listeners of one signal at 1,500).
  const aborts = tokens.map(() => new AbortController());
  const receivedAt: number[] = [];
  const opened = await Promise.all(
    tokens.map((token, i) =>
      openStream(base, token, (aborts[i] as AbortController).signal, (at) => receivedAt.push(at)),
    ),
  );
  const streams = opened.filter(Boolean).length;

  const latencies: number[] = [];
  let failures = 0;
  const startedAt = performance.now();
  const beat = async (token: string) => {
    const body: HeartbeatRequest = {
      contentVersion: 'v1',
      playback: { state: 'playing', sceneIds: [] },
      clock: new Date().toISOString(),
    };
    const sent = performance.now();
    try {
      const response = await fetch(`${base}/api/v1/player/heartbeat`, {
        method: 'POST',
        headers: { authorization: `Device ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sent);
      else failures += 1;
    } catch {
      failures += 1;
    }
  };
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (token: string, delay: number) => {
    if (performance.now() - startedAt + delay > RUN_MS) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void beat(token).then(() => schedule(token, heartbeatDelay(Math.random())));
    }, delay);
    timers.add(timer);
  };
  for (const token of tokens) schedule(token, Math.random() * HEARTBEAT_INTERVAL_MS);
  await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  for (const timer of timers) clearTimeout(timer);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  child.send({ type: 'publish' } satisfies ToServer);
  const published = await nextMessage<FromServer, 'published'>(child, 'published');
  const deadline = Date.now() + 4 * FANOUT_BUDGET_MS;
  while (receivedAt.length < streams && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const abort of aborts) abort.abort();
  const fanout = receivedAt.map((at) => at - published.at).sort((a, b) => a - b);
  const sorted = latencies.sort((a, b) => a - b);
  const p99Ms = percentile(sorted, 99);
  return {
    backend,
    players,
    streams,
    heartbeats: sorted.length,
    failures,
    p50Ms: percentile(sorted, 50),
    serverP99Ms: published.serverP99Ms,
    loopDelayP99Ms: published.loopDelayP99Ms,
    loopDelayMaxMs: published.loopDelayMaxMs,
    p99Ms,
    maxMs: sorted.at(-1) ?? Number.NaN,
    fanoutP50Ms: percentile(fanout, 50),
    fanoutAllMs: fanout.length === players ? (fanout.at(-1) ?? Number.NaN) : Number.POSITIVE_INFINITY,
    received: fanout.length,
    isHeld: streams === players && failures === 0 && p99Ms < HEARTBEAT_P99_BUDGET_MS,
  };
}

/** Runs the steps on one backend, stepping up while the previous step held. */
async function measureOn(backend: Backend, steps: readonly number[]): Promise<PlayersRow[]> {
  const child = fork(fileURLToPath(import.meta.url), [SERVER_FLAG, backend], { stdio: 'inherit' });
  const rows: PlayersRow[] = [];
  try {
    const { port } = await nextMessage<FromServer, 'ready'>(child, 'ready');
    const base = `http://127.0.0.1:${port}`;
    for (const players of steps) {
      const row = await measureStep(child, base, backend, players);
      rows.push(row);
      console.log(`  players ${backend} ${players}: p99 ${row.p99Ms.toFixed(1)} ms, fan-out ${row.fanoutAllMs} ms`);
      if (!row.isHeld) break;
    }
  } finally {
    child.send({ type: 'stop' } satisfies ToServer);
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

/**
 * Measures every backend (PGlite; PostgreSQL too with `DATABASE_URL`). `PLAYERS_STEPS=500,1000` overrides the
 * steps, `PLAYERS_BACKENDS=postgres` picks backends.
 */
export async function measurePlayers(): Promise<PlayersRow[]> {
  const steps = process.env.PLAYERS_STEPS ? process.env.PLAYERS_STEPS.split(',').map(Number) : PLAYER_STEPS;
  const rows: PlayersRow[] = [];
  const only = process.env.PLAYERS_BACKENDS?.split(',');
  for (const backend of BACKENDS.filter((b) => !only || only.includes(b)))
    rows.push(...(await measureOn(backend, steps)));
  return rows;
}

/** Measures and prints the players table (run.ts calls this); returns the rows for bench-results. */
export async function reportPlayers(): Promise<PlayersRow[]> {
  console.log(
    `Players: one server process, N simulated players streaming events and heartbeating every ${HEARTBEAT_INTERVAL_MS / 1000} s ± 20 % for ${RUN_MS / 1000} s (budget p99 < ${HEARTBEAT_P99_BUDGET_MS} ms; fan-out aim ${FANOUT_BUDGET_MS / 1000} s)`,
  );
  const rows = await measurePlayers();
  console.table(
    rows.map((row) => ({
      backend: row.backend,
      players: row.players,
      streams: row.streams,
      heartbeats: row.heartbeats,
      failures: row.failures,
      'p50 ms': row.p50Ms.toFixed(1),
      'p99 ms': row.p99Ms.toFixed(1),
      'max ms': row.maxMs.toFixed(0),
      'server p99 ms': row.serverP99Ms.toFixed(1),
      'server loop delay p99/max ms': `${row.loopDelayP99Ms.toFixed(0)}/${row.loopDelayMaxMs.toFixed(0)}`,
      'fan-out p50 ms': row.fanoutP50Ms,
      'fan-out all ms': row.fanoutAllMs,
      'within budget': row.isHeld && row.fanoutAllMs <= FANOUT_BUDGET_MS ? 'yes' : 'NO',
    })),
  );
  return rows;
}

if (process.argv.includes(SERVER_FLAG)) {
  await runServer(process.argv[process.argv.indexOf(SERVER_FLAG) + 1] as Backend);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `tsx --conditions=source tests/bench/players.ts`: this bench alone.
  await reportPlayers();
}
