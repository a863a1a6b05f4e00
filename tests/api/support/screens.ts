import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ScreenDto, ScreenFoldersDto } from '@screenplay/core/screens';
import { createApp } from '../../../examples/portal/server/app';
import type { RealtimePublisher } from '../../../examples/portal/server/realtime/publisher';
import { callApp, createHarness, DEMO, type Harness } from './harness';
import type { Backend } from './testDb';

/** What the server published, in order. */
export interface PublishedMessage {
  channel: string;
  name: string;
  data: unknown;
}

/** Offers a pairing code as an unpaired player does (what the player API's pairing start writes), valid `ttlMs`. */
export async function offerPairing(
  h: Harness,
  code: string,
  deviceInfo: Record<string, unknown> = {},
  ttlMs = 15 * 60_000,
): Promise<void> {
  const now = h.clock.now();
  await h.db.query(
    `INSERT INTO player_pairings (id, code, secret_hash, device_info, created_at, expires_at)
     VALUES (gen_random_uuid(), $1, 'x', $2::jsonb, $3, $4)`,
    [code, JSON.stringify(deviceInfo), now, new Date(now.getTime() + ttlMs)],
  );
}

/** The harness and signed-in users of the screens API tests, ready once `beforeAll` has run. */
export interface ScreensState {
  h: Harness;
  /** Acme's admin and editor tokens. */
  admin: string;
  editor: string;
  /** Acme's customer id. */
  acme: number;
}

/**
 * The shared setup of the screens API tests: registers `beforeAll`/`beforeEach`/`afterAll` on the calling `describe`
 * (a harness on `backend`, Acme's admin and editor signed in, the recorded realtime messages cleared before each test)
 * and gives the helpers the tests call. Read `state()` in a `beforeAll` registered after this call.
 */
export function screensContext(backend: Backend) {
  let state: ScreensState | null = null;
  const messages: PublishedMessage[] = [];
  const publisher: RealtimePublisher = {
    publish: (channel, name, data) => void messages.push({ channel, name, data }),
  };
  const current = (): ScreensState => {
    if (!state) throw new Error('screensContext: read before beforeAll ran');
    return state;
  };

  beforeAll(async () => {
    const h = await createHarness(backend);
    const admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    const editor = (await h.login(DEMO.acmeEditor)).accessToken;
    const acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    state = { h, admin, editor, acme };
  });
  beforeEach(() => {
    messages.length = 0;
  });
  afterAll(() => state?.h.dispose());

  /** Calls the app built with the recording publisher (same database, clock and config as the harness). */
  function call<T>(method: string, path: string, token: string, json?: unknown) {
    const { h } = current();
    const app = createApp({ db: h.serverDb, config: h.config, mailer: h.mailer, clock: h.clock, realtime: publisher });
    return callApp<T>(app, method, path, { token, json });
  }
  async function insertScreen(name: string, aliveAt: Date | null, customer = current().acme): Promise<number> {
    const { h } = current();
    const row = await h.db.one<{ id: number }>(
      `INSERT INTO screens (customer_id, name, device_uid, content_version, alive_at, created_at, updated_at)
       VALUES ($1, $2, gen_random_uuid()::text, 'v1', $3, $4, $4) RETURNING id`,
      [customer, name, aliveAt, h.clock.now()],
    );
    return row.id;
  }
  const list = (token = current().admin) => call<{ data: ScreenFoldersDto }>('GET', '/api/v1/folders/screens', token);
  async function screenNamed(name: string): Promise<ScreenDto> {
    const screen = (await list()).body.data.screens.find((s) => s.name === name);
    if (!screen) throw new Error(`no screen ${name}`);
    return screen;
  }

  return { state: current, recorder: { messages }, call, insertScreen, list, screenNamed };
}
