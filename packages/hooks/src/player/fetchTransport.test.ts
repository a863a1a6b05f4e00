import type { PlayerContent } from '@screenplay/core/screens';
import { describe, expect, it, vi } from 'vitest';
import {
  PLAYER_CREDENTIALS_KEY,
  PRELOAD_PARALLEL,
  PlayerRequestError,
  createFetchPlayerTransport,
  downloadAll,
  localCredentialStorage,
} from './fetchTransport';
import { PlayerUnpairedError } from './player.types';

const BASE = 'https://portal.test/api/v1/';
const CREDENTIALS = { screenId: 7, deviceToken: 'tok-123' };
const DEVICE = { userAgent: 'UA', displaySize: '1920x1080', timezone: 'Europe/Oslo' };

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch answering from a table of `METHOD url` → response makers, recording every call. */
function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[`${init.method ?? 'GET'} ${url}`];
    if (!answer) throw new TypeError(`Failed to fetch ${url}`);
    return answer();
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('createFetchPlayerTransport', () => {
  it('starts pairing with the device description and polls with the secret header', async () => {
    const started = { pairingId: 'p1', code: 'ABCDEF', expiresAt: '2026-01-01T00:15:00Z', secret: 's3cret' };
    const { fetcher, calls } = fakeFetch({
      [`POST ${BASE}player/pairings`]: () => json({ data: started }, 201),
      [`GET ${BASE}player/pairings/p1`]: () => json({ data: { status: 'paired', screenId: 7, deviceToken: 'tok' } }),
    });
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    expect(await transport.startPairing()).toEqual(started);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ deviceInfo: DEVICE });
    expect(await transport.pollPairing(started)).toEqual({ status: 'paired', screenId: 7, deviceToken: 'tok' });
    expect(header(calls[1], 'X-Pairing-Secret')).toBe('s3cret');
  });

  it('treats a pairing the server no longer knows as expired', async () => {
    const { fetcher } = fakeFetch({ [`GET ${BASE}player/pairings/gone`]: () => json({ message: 'Not found' }, 404) });
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    const pairing = { pairingId: 'gone', code: 'ABCDEF', expiresAt: '', secret: 'x' };
    expect(await transport.pollPairing(pairing)).toEqual({ status: 'expired' });
  });

  it('authenticates device calls with the device token and sends JSON bodies', async () => {
    const { fetcher, calls } = fakeFetch({
      [`POST ${BASE}player/heartbeat`]: () =>
        json({ data: { serverTime: '2026-01-01T00:00:00Z', contentVersion: 'v1' } }),
      [`POST ${BASE}player/sync`]: () => new Response(null, { status: 204 }),
    });
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    const beat = { contentVersion: null, playback: { state: 'idle' as const, sceneIds: [] }, clock: 'now' };
    expect(await transport.heartbeat(CREDENTIALS, beat)).toEqual({
      serverTime: '2026-01-01T00:00:00Z',
      contentVersion: 'v1',
    });
    await transport.reportSync(CREDENTIALS, { contentVersion: 'v1', state: 'InLive' });
    for (const call of calls) {
      expect(header(call, 'Authorization')).toBe('Device tok-123');
      expect(header(call, 'Content-Type')).toBe('application/json');
    }
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(beat);
  });

  it('rejects a device call answered 401 with PlayerUnpairedError, other failures with PlayerRequestError', async () => {
    const { fetcher } = fakeFetch({
      [`GET ${BASE}player/content`]: () => json({ message: 'Unauthenticated.' }, 401),
      [`POST ${BASE}player/heartbeat`]: () => json({ message: 'Server Error' }, 500),
    });
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    await expect(transport.fetchContent(CREDENTIALS)).rejects.toBeInstanceOf(PlayerUnpairedError);
    const beat = { contentVersion: null, playback: { state: 'idle' as const, sceneIds: [] }, clock: 'now' };
    await expect(transport.heartbeat(CREDENTIALS, beat)).rejects.toBeInstanceOf(PlayerRequestError);
  });

  it('preloads every media URL of the content, failing when one fails', async () => {
    const { fetcher, calls } = fakeFetch({
      'GET https://portal.test/media/a.png': () => new Response('a'),
      'GET https://portal.test/media/b.mp4': () => new Response('b'),
    });
    const transport = createFetchPlayerTransport({ baseUrl: BASE, device: () => DEVICE, fetch: fetcher });
    const media = ['https://portal.test/media/a.png', 'https://portal.test/media/b.mp4'];
    await transport.preload({ media } as PlayerContent);
    expect(calls.map((call) => call.url).sort()).toEqual(media);
    await expect(
      transport.preload({ media: [...media, 'https://portal.test/media/missing.png'] } as PlayerContent),
    ).rejects.toThrow('missing.png');
  });
});

describe('downloadAll', () => {
  it(`downloads each URL once, at most ${PRELOAD_PARALLEL} at a time, every body read whole`, async () => {
    let running = 0;
    let most = 0;
    const read: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      const url = String(input);
      return { ok: true, status: 200, arrayBuffer: async () => void read.push(url) } as unknown as Response;
    }) as typeof fetch;
    const urls = Array.from({ length: 10 }, (_, index) => `/media/${index}.png`);
    await downloadAll([...urls, urls[0] ?? ''], fetcher);
    expect(read.sort()).toEqual([...urls].sort());
    expect(most).toBe(PRELOAD_PARALLEL);
  });
});

describe('localCredentialStorage', () => {
  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, value),
    };
  }

  it('keeps only the screen id and the device token, under one key', () => {
    const backing = memoryStorage();
    const storage = localCredentialStorage(backing);
    expect(storage.load()).toBeNull();
    storage.save({ ...CREDENTIALS, extra: 'not stored' } as typeof CREDENTIALS);
    expect(backing.length).toBe(1);
    expect(JSON.parse(backing.getItem(PLAYER_CREDENTIALS_KEY) ?? '')).toEqual(CREDENTIALS);
    expect(storage.load()).toEqual(CREDENTIALS);
    storage.clear();
    expect(storage.load()).toBeNull();
  });

  it('reads an unreadable stored value as none', () => {
    const backing = memoryStorage();
    const storage = localCredentialStorage(backing);
    for (const value of ['{', '"x"', '{"screenId":"7","deviceToken":"t"}', '{"screenId":7,"deviceToken":""}']) {
      backing.setItem(PLAYER_CREDENTIALS_KEY, value);
      expect(storage.load()).toBeNull();
    }
  });
});
