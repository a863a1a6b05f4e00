import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { PairingStarted, PairingStatus } from '@screenplay/core/screens';
import { createApp } from '../../examples/portal/server/app';
import type { AppEnv } from '../../examples/portal/server/tenancy/env';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import type { RealtimePublisher } from '../../examples/portal/server/realtime/publisher';
import { ScreenEventBus } from '../../examples/portal/server/screens/events';
import { insertScreen } from './isolation-matrix/world';
import { type Answer, type CallOptions, callApp, createHarness, type Harness } from './support/harness';
import type { Backend } from './support/testDb';

/** One message the app published. */
export interface Published {
  channel: string;
  name: string;
  data: unknown;
}

/**
 * The API harness plus an app on the same database whose realtime messages are recorded and whose screen event
 * bus the test holds (the player's event streams and screenshot waiters), and helpers to pair players.
 */
export interface PlayerHarness extends Harness {
  playerApp: Hono<AppEnv>;
  bus: ScreenEventBus;
  published: Published[];
  /** Calls `playerApp` (JSON answer), with `device` as `Authorization: Device <token>`. */
  player<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions & { device?: string; bytes?: Uint8Array },
  ): Promise<Answer<T>>;
  /** Starts a pairing, claims it for a new screen of `customer` (as the verification does) and polls the token. */
  pair(customer: number, name: string): Promise<{ screenId: number; deviceToken: string }>;
  customerId(title: string): Promise<number>;
}

/** SHA-256 hex, as the server stores device tokens. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Creates a {@link PlayerHarness} on `backend`. */
export async function createPlayerHarness(backend: Backend): Promise<PlayerHarness> {
  const h = await createHarness(backend);
  const bus = new ScreenEventBus();
  const published: Published[] = [];
  const realtime: RealtimePublisher = {
    publish: (channel, name, data) => void published.push({ channel, name, data }),
  };
  const playerApp = createApp({
    db: h.serverDb,
    config: h.config,
    mailer: createMemoryMailer(),
    clock: h.clock,
    realtime,
    screenEvents: bus,
  });

  async function player<T>(
    method: string,
    path: string,
    options: CallOptions & { device?: string; bytes?: Uint8Array } = {},
  ): Promise<Answer<T>> {
    const { device, bytes, ...rest } = options;
    const headers = device ? { ...rest.headers, authorization: `Device ${device}` } : rest.headers;
    return callApp<T>(playerApp, method, path, {
      ...rest,
      headers,
      body: bytes ? (bytes as Uint8Array<ArrayBuffer>) : rest.body,
    });
  }

  let pairings = 0;
  async function pair(customer: number, name: string) {
    const started = await player<PairingStarted>('POST', '/api/v1/player/pairings', {
      json: {},
      remoteAddress: `198.51.100.${String(++pairings % 250)}`,
    });
    if (started.status !== 201) throw new Error(`pairing failed: ${started.status}`);
    const screenId = await insertScreen(h, customer, name);
    await h.db.query('UPDATE player_pairings SET claimed_screen_id = $2 WHERE id = $1', [
      started.body.pairingId,
      screenId,
    ]);
    const polled = await player<PairingStatus>('GET', `/api/v1/player/pairings/${started.body.pairingId}`, {
      headers: { 'x-pairing-secret': started.body.secret },
    });
    if (polled.body.status !== 'paired') throw new Error('not paired');
    return { screenId, deviceToken: polled.body.deviceToken };
  }

  async function customerId(title: string): Promise<number> {
    return (await h.db.one<{ id: number }>('SELECT id FROM customers WHERE title = $1', [title])).id;
  }

  return { ...h, playerApp, bus, published, player, pair, customerId };
}

/** Reads an event stream's text until `until` matches it (or the stream ends); returns what was read. */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (text: string) => boolean,
  sofar = '',
): Promise<string> {
  const decoder = new TextDecoder();
  let text = sofar;
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}
