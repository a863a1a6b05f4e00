import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../examples/portal/server/app';
import type { Clock } from '../../../examples/portal/server/clock';
import { loadConfig, type ServerConfig } from '../../../examples/portal/server/config';
import type { Db } from '../../../examples/portal/server/db/client';
import { ensureDemoMediaFiles } from '../../../examples/portal/server/seed/seedMedia';
import type { AppEnv } from '../../../examples/portal/server/tenancy/env';
import { createMemoryMailer, type MemoryMailer } from '../../../examples/portal/server/mail/mailer';
import { asSystem, runAsAppRole } from '../../../examples/portal/server/tenancy';
import { openTestDb, TEST_CLOCK_START, type Backend } from './testDb';

/** Origin used in e-mailed links during tests. */
export const TEST_PUBLIC_URL = 'http://portal.test';

/** A clock the test moves by hand. */
export interface TestClock extends Clock {
  /** Moves time forward by `seconds`. */
  advance(seconds: number): void;
}

/** A JSON answer: status, parsed body (or null) and headers. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** Options of {@link Harness.call}. */
export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The caller's socket address, as @hono/node-server would give it (throttles count per address); none by default. */
  remoteAddress?: string;
}

/** The app in-process on a private database copy, with a memory mailer and a movable clock. */
export interface Harness {
  app: Hono<AppEnv>;
  /** Reads and arranges rows across tenants (the 'tests' system path). */
  db: Db;
  /** The Db the app runs on: the application role, no tenant scope (row-level security tests). */
  serverDb: Db;
  mailer: MemoryMailer;
  clock: TestClock;
  config: ServerConfig;
  call<T = Record<string, unknown>>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Signs in and returns the full token strings (`<id>|<secret>`) and the user. */
  login(
    email: string,
    password?: string,
  ): Promise<{ accessToken: string; wsToken: string; user: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

function createTestClock(start = TEST_CLOCK_START): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

/**
 * One request to an app in-process, as a client sends it: a bearer token, a JSON body, and the caller's socket
 * address as @hono/node-server passes it (`c.env.incoming`), so the server reads the address as in production.
 * Answers the status, the parsed body (the text when it is not JSON) and the headers.
 */
export async function callApp<T>(
  app: { request: Hono<AppEnv>['request'] },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const bindings = options.remoteAddress
    ? { incoming: { socket: { remoteAddress: options.remoteAddress } } }
    : undefined;
  const response = await app.request(path, { method, headers, body }, bindings);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Starts a harness on `backend`; call `dispose()` in `afterAll`. */
export async function createHarness(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const { db: serverDb, dispose } = await openTestDb(backend);
  // As in main.ts: the app runs as the role row-level security binds; tests read and arrange rows
  // across tenants through the named system path.
  await runAsAppRole(serverDb);
  const db = asSystem(serverDb, 'tests');
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-api-'));
  await ensureDemoMediaFiles(dataDir);
  const config = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL }, dataDir),
    dataDir,
    staticDir: join(dataDir, 'client'),
    ...overrides,
  };
  const mailer = createMemoryMailer();
  const clock = createTestClock();
  const app = createApp({ db: serverDb, config, mailer, clock });

  const call = <T>(method: string, path: string, options: CallOptions = {}) => callApp<T>(app, method, path, options);

  async function login(email: string, password = 'screenplay') {
    const answer = await call<{ access_token: string; ws_token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/v1/auth/token',
      {
        json: { email, password },
      },
    );
    if (answer.status !== 200)
      throw new Error(`login ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { accessToken: answer.body.access_token, wsToken: answer.body.ws_token, user: answer.body.user };
  }

  return {
    app,
    db,
    serverDb,
    mailer,
    clock,
    config,
    call,
    login,
    async dispose() {
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The secret part of `<id>|<secret>`, as the portal stores and sends it. */
export function secretOf(token: string): string {
  return token.slice(token.indexOf('|') + 1);
}

/** The demo users (seed) by role. */
export const DEMO = {
  superAdmin: 'superadmin@screenplay.test',
  reseller: 'reseller@screenplay.test',
  acmeAdmin: 'admin@acme.test',
  acmeEditor: 'editor@acme.test',
  globexAdmin: 'admin@globex.test',
} as const;
