import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import * as Ably from 'ably';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_TOKEN_TTL_MS } from '@screenplay/core';
import { createRealtimeClient, type RealtimeClient } from '@screenplay/hooks';
import { createApp } from '../../examples/portal/server/app';
import { appKeyLoader } from '../../examples/portal/server/auth/signedLinks';
import { loadConfig } from '../../examples/portal/server/config';
import type { Db } from '../../examples/portal/server/db/client';
import { createMemoryMailer } from '../../examples/portal/server/mail/mailer';
import { ACTION } from '../../examples/portal/server/realtime/protocol';
import { createRealtimeService, type RealtimeService } from '../../examples/portal/server/realtime/setup';
import { DEMO, TEST_PUBLIC_URL } from './support/harness';
import { BACKENDS, openTestDb } from './support/testDb';

/** The real server: createApp + @hono/node-server + the websocket endpoint, on 127.0.0.1. */
interface RunningServer {
  port: number;
  realtime: RealtimeService;
  stop(): Promise<void>;
}

async function startServer(db: Db, dataDir: string, port = 0): Promise<RunningServer> {
  const config = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL }, dataDir),
    dataDir,
    staticDir: join(dataDir, 'client'),
  };
  const realtime = await createRealtimeService({ db, appKey: appKeyLoader(db, null) });
  const app = createApp({ db, config, mailer: createMemoryMailer(), realtime: realtime.publisher });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
  await once(server, 'listening');
  realtime.attach(server);
  return {
    port: (server.address() as AddressInfo).port,
    realtime,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A scene of `customerId`: the seeded one when the scenes table exists, else a stand-in table holding only the tenant. */
async function sceneOf(db: Db, customerId: number): Promise<number> {
  const { exists } = await db.one<{ exists: boolean }>("SELECT to_regclass('public.scenes') IS NOT NULL AS exists");
  if (!exists) {
    await db.exec(
      'CREATE TABLE scenes (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer_id integer NOT NULL)',
    );
    await db.query('INSERT INTO scenes (customer_id) VALUES ($1)', [customerId]);
  }
  const row = await db.maybe<{ id: number }>('SELECT id FROM scenes WHERE customer_id = $1 ORDER BY id LIMIT 1', [
    customerId,
  ]);
  if (!row) throw new Error(`the seed has no scene of customer ${customerId}`);
  return row.id;
}

describe.each(BACKENDS)('realtime: ably-js against the local endpoint (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let dataDir: string;
  let server: RunningServer;
  let channel: string;
  const clients: { close(): void }[] = [];

  const base = () => `http://127.0.0.1:${server.port}/api/v1`;
  async function post(
    path: string,
    body: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${base()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  async function accessToken(email: string): Promise<string> {
    const { body } = await post('/auth/token', { email, password: 'screenplay' });
    return String(body.access_token).split('|')[1] ?? '';
  }
  /** ably-js with the options of ARCHITECTURE.md "Realtime", authenticating through `POST realtime/token`. */
  async function ablyClient(email: string, clientId: string): Promise<Ably.Realtime> {
    const token = await accessToken(email);
    const client = new Ably.Realtime({
      endpoint: '127.0.0.1',
      port: server.port,
      tls: false,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      clientId,
      realtimeRequestTimeout: 5_000,
      disconnectedRetryTimeout: 1_000,
      suspendedRetryTimeout: 20_000,
      authCallback: (_params, callback) => {
        post('/realtime/token', { clientId }, token).then(
          ({ body }) => callback(null, body as unknown as Ably.TokenDetails),
          (error: unknown) => callback(String(error), null),
        );
      },
    });
    clients.push(client);
    await client.connection.once('connected');
    return client;
  }

  let userA: string;
  let userB: string;
  let a: Ably.Realtime;
  let b: Ably.Realtime;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDb(backend));
    dataDir = await mkdtemp(join(tmpdir(), 'sp-realtime-'));
    server = await startServer(db, dataDir);
    const acme = await db.one<{ customer_id: number }>('SELECT customer_id FROM users WHERE email = $1', [
      DEMO.acmeAdmin,
    ]);
    channel = `scene:${await sceneOf(db, acme.customer_id)}`;
    const ids = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email = ANY($1)', [
      [DEMO.acmeAdmin, DEMO.acmeEditor],
    ]);
    userA = `user:${ids.find((u) => u.email === DEMO.acmeAdmin)?.id}:tab-a`;
    userB = `user:${ids.find((u) => u.email === DEMO.acmeEditor)?.id}:tab-b`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.stop();
    await dispose?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('issues TokenDetails for the user’s own clientId only', async () => {
    const token = await accessToken(DEMO.acmeAdmin);
    expect((await post('/realtime/token', {})).status).toBe(401);
    expect((await post('/realtime/token', { clientId: 'user:999999:x' }, token)).status).toBe(422);
    const { status, body } = await post('/realtime/token', { clientId: userA }, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: expect.any(String), clientId: userA, capability: expect.any(String) });
    expect(Number(body.expires) - Number(body.issued)).toBe(REALTIME_TOKEN_TTL_MS);
    expect(REALTIME_TOKEN_TTL_MS).toBe(10 * 60 * 1000);
    const login = await post('/auth/token', { email: DEMO.acmeAdmin, password: 'screenplay' });
    const byWsToken = await post('/realtime/token', {}, String(login.body.ws_token));
    expect(byWsToken.body.clientId).toBe(userA.replace(':tab-a', ''));
  });

  it('connects two ably-js clients that attach the scene channel with every mode granted', async () => {
    [a, b] = await Promise.all([ablyClient(DEMO.acmeAdmin, userA), ablyClient(DEMO.acmeEditor, userB)]);
    expect(a.connection.id).not.toBe(b.connection.id);
    expect(a.auth.clientId).toBe(userA);
    await Promise.all([a.channels.get(channel).attach(), b.channels.get(channel).attach()]);
    expect(a.channels.get(channel).modes?.sort()).toEqual(['presence', 'presence_subscribe', 'publish', 'subscribe']);
  });

  it('delivers a message published by one client to the other, stamped with the sender', async () => {
    const received = new Promise<Ably.InboundMessage>(
      (resolve) => void b.channels.get(channel).subscribe('cursor', resolve),
    );
    await a.channels.get(channel).publish('cursor', { x: 4 });
    const message = await received;
    expect(message).toMatchObject({ name: 'cursor', data: { x: 4 }, clientId: userA, connectionId: a.connection.id });
  });

  it('delivers a server-side publish to both clients with the editor’s clientId', async () => {
    const update = { sceneId: Number(channel.split(':')[1]), updatedAt: '2026-03-02T09:00:00.000Z', updatedBy: 1 };
    const inboxes = [a, b].map(
      (client) =>
        new Promise<Ably.InboundMessage>((resolve) => void client.channels.get(channel).subscribe('update', resolve)),
    );
    server.realtime.publisher.publish(channel, 'update', update, { clientId: userA });
    for (const message of await Promise.all(inboxes))
      expect(message).toMatchObject({ name: 'update', data: update, clientId: userA });
  });

  it('shows presence of both to both, syncs members to a late joiner, and sees a leave', async () => {
    const [pa, pb] = [a.channels.get(channel).presence, b.channels.get(channel).presence];
    await pa.enter({ id: 1, name: 'Ada', avatar: null });
    await pb.enter({ id: 2, name: 'Eddie', avatar: null });
    for (const presence of [pa, pb]) {
      await vi.waitFor(async () =>
        expect((await presence.get()).map((m) => m.clientId).sort()).toEqual([userA, userB].sort()),
      );
    }
    const late: RealtimeClient = createRealtimeClient({
      clientId: userB.replace('tab-b', 'tab-c'),
      endpoint: '127.0.0.1',
      port: server.port,
      getAuth: async () =>
        (
          await post(
            '/realtime/token',
            { clientId: userB.replace('tab-b', 'tab-c') },
            await accessToken(DEMO.acmeEditor),
          )
        ).body as unknown as Ably.TokenDetails,
    });
    clients.push(late);
    const members = late.presence<{ name: string }>(channel).$members;
    await vi.waitFor(() => expect(members.value.map((m) => m.data.name).sort()).toEqual(['Ada', 'Eddie']), {
      timeout: 10_000,
    });
    const left = new Promise<Ably.PresenceMessage>((resolve) => void pa.subscribe('leave', resolve));
    await pb.leave();
    expect(await left).toMatchObject({ clientId: userB, action: 'leave' });
    expect((await pa.get()).map((m) => m.clientId)).toEqual([userA]);
    await vi.waitFor(() => expect(members.value.map((m) => m.data.name)).toEqual(['Ada']));
    expect(late.$state.value).toBe('connected');
  });

  it('answers heartbeats and re-authenticates on the open connection (AUTH -> CONNECTED, same connection)', async () => {
    expect(await a.connection.ping()).toBeGreaterThanOrEqual(0);
    const connectionId = a.connection.id;
    expect(await a.auth.authorize()).toMatchObject({ clientId: userA });
    expect(a.connection.id).toBe(connectionId);
    expect(a.connection.state).toBe('connected');
  });

  it("refuses a foreign tenant's scene channel with error 40160", async () => {
    const globex = await ablyClient(
      DEMO.globexAdmin,
      `user:${(await db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.globexAdmin])).id}`,
    );
    await expect(globex.channels.get(channel).attach()).rejects.toMatchObject({ code: 40160 });
    expect(globex.channels.get(channel).state).toBe('failed');
    expect(globex.connection.state).toBe('connected');
  });

  /** The first frame the endpoint answers a raw websocket presenting `token` with (CONNECTED, DISCONNECTED or ERROR). */
  async function firstFrame(token: string): Promise<{ action: number; error?: { code: number } }> {
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/?access_token=${encodeURIComponent(token)}&format=json`,
    );
    try {
      return await new Promise((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data)) as { action: number }));
        socket.once('error', reject);
      });
    } finally {
      socket.close();
    }
  }

  async function userIdOf(email: string): Promise<number> {
    return (await db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).id;
  }

  it('logout closes that session’s connections at once and its realtime token no longer connects', async () => {
    const clientId = `user:${await userIdOf(DEMO.acmeEditor)}:logout`;
    const token = await accessToken(DEMO.acmeEditor);
    const other = await ablyClient(DEMO.acmeEditor, `${clientId}-other`);
    const details = (await post('/realtime/token', { clientId }, token)).body as { token: string };
    expect(await firstFrame(details.token)).toMatchObject({ action: ACTION.CONNECTED });
    const client = new Ably.Realtime({
      endpoint: '127.0.0.1',
      port: server.port,
      tls: false,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      clientId,
      authCallback: (_params, callback) => {
        post('/realtime/token', { clientId }, token).then(
          ({ status, body }) =>
            status === 200
              ? callback(null, body as unknown as Ably.TokenDetails)
              : callback(String(body.message), null),
          (error: unknown) => callback(String(error), null),
        );
      },
    });
    clients.push(client);
    await client.connection.once('connected');

    expect((await post('/auth/logout', {}, token)).status).toBe(200);
    await vi.waitFor(() => expect(['failed', 'disconnected', 'suspended']).toContain(client.connection.state), {
      timeout: 5_000,
    });
    expect(client.connection.state).not.toBe('connected');
    expect(await firstFrame(details.token)).toMatchObject({ action: ACTION.DISCONNECTED, error: { code: 40144 } });
    // Another sign-in of the same user is not touched.
    expect(other.connection.state).toBe('connected');
  });

  it('a password change refuses the other sessions’ realtime tokens and closes their connections; its own go on', async () => {
    const email = DEMO.acmeEditor;
    const mine = await accessToken(email);
    const stolen = await accessToken(email);
    const id = await userIdOf(email);
    const stolenToken = ((await post('/realtime/token', { clientId: `user:${id}` }, stolen)).body as { token: string })
      .token;
    const myToken = ((await post('/realtime/token', { clientId: `user:${id}` }, mine)).body as { token: string }).token;
    const thief = await ablyClient(email, `user:${id}:thief`);
    const response = await fetch(`${base()}/auth/password`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mine}` },
      body: JSON.stringify({
        current_password: 'screenplay',
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      }),
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(thief.connection.state).not.toBe('connected'), { timeout: 5_000 });
    expect(await firstFrame(stolenToken)).toMatchObject({ action: ACTION.DISCONNECTED, error: { code: 40144 } });
    expect((await post('/realtime/token', {}, stolen)).status).toBe(401);
    expect(await firstFrame(myToken)).toMatchObject({ action: ACTION.CONNECTED });
    // Put the demo password back for the tests after this one.
    await fetch(`${base()}/auth/password`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mine}` },
      body: JSON.stringify({
        current_password: 'changed-pass-1',
        password: 'screenplay',
        password_confirmation: 'screenplay',
      }),
    });
  });

  it('checks the session again when a connection renews its token: a session ended elsewhere is refused', async () => {
    const email = DEMO.acmeAdmin;
    const token = await accessToken(email);
    const clientId = `user:${await userIdOf(email)}:renew`;
    const issue = async () => ((await post('/realtime/token', { clientId }, token)).body as { token: string }).token;
    const first = await issue();
    const second = await issue();
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/?access_token=${encodeURIComponent(first)}&format=json`,
    );
    const frames: { action: number; error?: { code: number } }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { action: number }));
    await vi.waitFor(() => expect(frames[0]).toMatchObject({ action: ACTION.CONNECTED }));
    // Ended by another server instance: the row is revoked, nobody told this hub.
    await db.query(
      `UPDATE access_tokens SET revoked_at = now() WHERE session_id = (
         SELECT session_id FROM access_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [token],
    );
    socket.send(JSON.stringify({ action: ACTION.AUTH, auth: { accessToken: second } }));
    await vi.waitFor(() =>
      expect(frames.at(-1)).toMatchObject({ action: ACTION.DISCONNECTED, error: { code: 40144 } }),
    );
    socket.close();
  });

  it('reconnects after the server restarts on the same port and receives again on the re-attached channel', async () => {
    const port = server.port;
    const disconnected = a.connection.once('disconnected');
    await server.stop();
    await disconnected;
    server = await startServer(db, dataDir, port);
    await vi.waitFor(() => expect(a.connection.state).toBe('connected'), { timeout: 15_000 });
    await vi.waitFor(
      () => expect(server.realtime.hub?.channels.get(channel)?.peers.size ?? 0).toBeGreaterThanOrEqual(2),
      { timeout: 10_000 },
    );
    // The hub counts the peer when it answers ATTACHED; the client switches state when that answer arrives.
    await vi.waitFor(() => expect(a.channels.get(channel).state).toBe('attached'), { timeout: 10_000 });
    const received = new Promise<Ably.InboundMessage>(
      (resolve) => void a.channels.get(channel).subscribe('after-restart', resolve),
    );
    server.realtime.publisher.publish(channel, 'after-restart', 'hello again', { clientId: userB });
    expect(await received).toMatchObject({ data: 'hello again', clientId: userB });
    await vi.waitFor(async () =>
      expect((await b.channels.get(channel).presence.get()).map((m) => m.clientId)).toEqual([userA]),
    );
  });
});
