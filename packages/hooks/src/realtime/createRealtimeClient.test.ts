import type { ClientOptions, TokenDetails } from 'ably';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './createRealtimeClient';
import { FakeRealtime, fakeAblyModule } from './fakeAbly';
import { realtimeClientOptions } from './realtimeOptions';

const TOKEN: TokenDetails = { token: 't', expires: 2, issued: 1, clientId: 'user:1:a', capability: '{}' };
const getAuth = async () => TOKEN;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('realtimeClientOptions', () => {
  it('connects to the local endpoint with the options of ARCHITECTURE.md "Realtime" and the spec timeouts', () => {
    expect(realtimeClientOptions({ getAuth, clientId: 'user:1:a', endpoint: '127.0.0.1', port: 8080 })).toMatchObject({
      clientId: 'user:1:a',
      endpoint: '127.0.0.1',
      port: 8080,
      tls: false,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      realtimeRequestTimeout: 5_000,
      disconnectedRetryTimeout: 1_000,
      suspendedRetryTimeout: 20_000,
    });
  });

  it('uses tlsPort over TLS, host options for a dotless host, and Ably defaults without an endpoint', () => {
    expect(
      realtimeClientOptions({ getAuth, clientId: 'c', endpoint: 'portal.example', port: 443, tls: true }),
    ).toMatchObject({ tls: true, tlsPort: 443 });
    expect(realtimeClientOptions({ getAuth, clientId: 'c', endpoint: 'portal' })).toMatchObject({
      realtimeHost: 'portal',
      restHost: 'portal',
    });
    const ably = realtimeClientOptions({ getAuth, clientId: 'c' });
    expect(ably).not.toHaveProperty('endpoint');
    expect(ably).not.toHaveProperty('transports');
    expect(ably.realtimeRequestTimeout).toBe(5_000);
  });

  it('hands getAuth’s credential (or its failure) to ably-js', async () => {
    const callback = vi.fn();
    const options: ClientOptions = realtimeClientOptions({ getAuth, clientId: 'c', endpoint: 'localhost' });
    options.authCallback?.({}, callback);
    await tick();
    expect(callback).toHaveBeenCalledWith(null, TOKEN);
    const failing = realtimeClientOptions({ getAuth: () => Promise.reject(new Error('401')), clientId: 'c' });
    failing.authCallback?.({}, callback);
    await tick();
    expect(callback).toHaveBeenLastCalledWith('401', null);
  });
});

describe('createRealtimeClient', () => {
  beforeEach(() => {
    FakeRealtime.instances = [];
  });
  const create = () =>
    createRealtimeClient({
      getAuth,
      clientId: 'user:1:a',
      endpoint: '127.0.0.1',
      port: 1,
      loadAbly: async () => fakeAblyModule,
    });

  it('loads ably lazily and applies subscriptions made before it loaded; isOwn marks the own clientId', async () => {
    const client = create();
    const seen: [unknown, boolean][] = [];
    client.subscribe<number>('scene:1', 'update', (message) => seen.push([message.data, message.isOwn]));
    const dropped = vi.fn();
    client.subscribe('scene:1', 'update', dropped)();
    expect(FakeRealtime.instances).toHaveLength(0);
    await tick();
    const channel = FakeRealtime.instances[0]!.channels.get('scene:1');
    channel.deliver('update', { id: 'm1', data: 1, clientId: 'user:1:a', timestamp: 5 });
    channel.deliver('update', { id: 'm2', data: 2, clientId: 'user:2', timestamp: 6 });
    expect(seen).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('unsubscribes, publishes and follows the connection state until close', async () => {
    const client = create();
    expect(client.$state.value).toBe('initialized');
    const handler = vi.fn();
    const stop = client.subscribe('scene:1', 'update', handler);
    await client.publish('scene:1', 'cursor', { x: 1 });
    const realtime = FakeRealtime.instances[0]!;
    expect(realtime.channels.get('scene:1').published).toEqual([['cursor', { x: 1 }]]);
    expect(client.$state.value).toBe('connecting');
    realtime.become('connected');
    expect(client.$state.value).toBe('connected');
    stop();
    realtime.channels.get('scene:1').deliver('update', { id: 'm', data: 0 });
    expect(handler).not.toHaveBeenCalled();
    client.close();
    await tick();
    expect(realtime.isClosed).toBe(true);
    expect(client.$state.value).toBe('closed');
  });

  it('keeps presence members current and forwards enter/update/leave', async () => {
    const client = create();
    const presence = client.presence<{ name: string }>('scene:1');
    expect(client.presence('scene:1')).toBe(presence);
    const events = vi.fn();
    presence.subscribe(events);
    await presence.enter({ name: 'Ada' });
    await presence.update({ name: 'Ada L.' });
    await presence.leave();
    const channel = FakeRealtime.instances[0]!.channels.get('scene:1');
    expect(channel.presenceCalls).toEqual([
      ['enter', { name: 'Ada' }],
      ['update', { name: 'Ada L.' }],
      ['leave', undefined],
    ]);
    const eddie = { clientId: 'user:2', connectionId: 'c2', data: { name: 'Eddie' } };
    channel.presenceEvent({ ...eddie, action: 'enter' }, [eddie]);
    await tick();
    expect(presence.$members.value).toEqual([eddie]);
    expect(events).toHaveBeenCalledWith({ ...eddie, action: 'enter' });
    channel.presenceEvent({ ...eddie, action: 'leave' }, []);
    await tick();
    expect(presence.$members.value).toEqual([]);
  });
});
