import { PLAYER_API, pathOf } from '@screenplay/core/contract';
import type { PlayerMessage } from '@screenplay/core/screens';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@screenplay/core/screens';
import { PlayerUnpairedError, connectPlayerEvents, createFetchPlayerTransport } from '@screenplay/hooks/player';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayerHarness, createPlayerHarness } from './playerHarness';
import { DEMO } from './support/harness';
import { BACKENDS } from './support/testDb';

/** The API's base the transport's PLAYER_API paths resolve against. */
const BASE = 'http://localhost/api/v1/';
const DEVICE = { userAgent: 'Chromium kiosk', displaySize: '1920x1080', timezone: 'Europe/Oslo' };

/** The web player's fetch transport and event stream (hooks/player) against the real player API in process. */
describe.each(BACKENDS)('the web player transport on %s', (backend) => {
  let h: PlayerHarness;
  let admin: string;
  beforeAll(async () => {
    h = await createPlayerHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
  });
  afterAll(() => h.dispose());

  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) =>
    h.playerApp.request(String(input), init)) as typeof fetch;

  it('pairs, heartbeats, fetches its content, reports sync, streams its messages and is refused once removed', async () => {
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    const pairing = await transport.startPairing();
    expect(pairing.code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`));
    expect((await transport.pollPairing(pairing)).status).toBe('waiting');

    const added = await h.call<{ data: { id: number } }>('POST', '/api/v1/screens/verification', {
      token: admin,
      json: { name: 'Transport screen', verificationHash: pairing.code, freeScreen: false, folderId: -1 },
    });
    expect(added.status).toBeLessThan(300);
    const status = await transport.pollPairing(pairing);
    if (status.status !== 'paired') throw new Error(`not paired: ${JSON.stringify(status)}`);
    expect(status.screenId).toBe(added.body.data.id);
    const credentials = { screenId: status.screenId, deviceToken: status.deviceToken };

    const beat = await transport.heartbeat(credentials, {
      contentVersion: null,
      playback: { state: 'idle', sceneIds: [] },
      clock: new Date().toISOString(),
    });
    expect(Date.parse(beat.serverTime)).toBe(h.clock.now().getTime());
    const content = await transport.fetchContent(credentials);
    expect(content.version).toBe(beat.contentVersion);
    expect(content.screen).toMatchObject({ id: credentials.screenId, name: 'Transport screen' });
    await transport.reportSync(credentials, { contentVersion: content.version, state: 'InLive' });

    const messages: PlayerMessage[] = [];
    const close = connectPlayerEvents({
      url: new URL(pathOf(PLAYER_API.events, {}), BASE).href,
      credentials,
      onMessage: (message) => messages.push(message),
      fetch: fetcher,
    });
    try {
      await expect.poll(() => h.bus.isStreaming(credentials.screenId)).toBe(true);
      h.bus.emit(credentials.screenId, { name: 'screenshot', data: { requestId: 'r-1' } });
      await expect.poll(() => messages).toEqual([{ name: 'screenshot', data: { requestId: 'r-1' } }]);
    } finally {
      close();
    }

    const removed = await h.call('DELETE', `/api/v1/screens/${credentials.screenId}`, {
      token: admin,
      json: { title: 'Transport screen' },
    });
    expect(removed.status).toBeLessThan(300);
    await expect(transport.fetchContent(credentials)).rejects.toBeInstanceOf(PlayerUnpairedError);
    await expect(
      transport.heartbeat(credentials, {
        contentVersion: null,
        playback: { state: 'idle', sceneIds: [] },
        clock: new Date().toISOString(),
      }),
    ).rejects.toBeInstanceOf(PlayerUnpairedError);
  });

  it('reads a pairing the server does not know as expired', async () => {
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    const pairing = await transport.startPairing();
    expect(await transport.pollPairing({ ...pairing, pairingId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 'expired',
    });
  });
});
