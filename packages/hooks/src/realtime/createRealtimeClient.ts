import { signal } from '@preact/signals-core';
import type { InboundMessage, Realtime, RealtimeChannel } from 'ably';
import { createPresence, type PresenceHandle } from './createPresence';
import { realtimeClientOptions } from './realtimeOptions';
import type {
  AblyModule,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeConnectionState,
  RealtimeMessage,
} from './realtime.types';

const loadAblyModule = (): Promise<AblyModule> => import('ably');

function report(what: string): (error: unknown) => void {
  return (error) => console.warn(`[realtime] ${what} failed`, error);
}

/**
 * Creates the realtime client: ably-js (loaded lazily, so the first load stays small) with token auth
 * through `getAuth`, the spec's timeouts, and the local endpoint options when `endpoint` is given.
 * Calls made before ably-js has loaded take effect once it has.
 * @example
 * const realtime = createRealtimeClient({ clientId, getAuth: () => api.call(AUTH_API.realtimeToken, { body: { clientId } }), endpoint: location.hostname, port: Number(location.port) });
 * const stop = realtime.subscribe('scene:7', 'update', (message) => message.isOwn || offerRefresh());
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const { clientId } = options;
  const $state = signal<RealtimeConnectionState>('initialized');
  const presences = new Map<string, PresenceHandle<unknown>>();
  let isClosed = false;

  const ready: Promise<Realtime | null> = (options.loadAbly ?? loadAblyModule)().then(
    ({ Realtime }) => {
      if (isClosed) return null;
      const realtime = new Realtime(realtimeClientOptions(options));
      $state.value = realtime.connection.state;
      realtime.connection.on((change) => {
        $state.value = change.current;
      });
      return realtime;
    },
    (error: unknown) => {
      report('loading ably')(error);
      $state.value = 'failed';
      return null;
    },
  );

  async function channelNamed(name: string): Promise<RealtimeChannel> {
    const realtime = await ready;
    if (!realtime) throw new Error('The realtime client is closed');
    return realtime.channels.get(name);
  }

  function toMessage<T>(message: InboundMessage): RealtimeMessage<T> {
    const sender = message.clientId ?? null;
    return {
      id: message.id,
      name: message.name ?? '',
      data: message.data as T,
      clientId: sender,
      timestamp: message.timestamp,
      isOwn: sender === clientId,
    };
  }

  return {
    clientId,
    $state,
    subscribe<T>(channel: string, name: string, handler: (message: RealtimeMessage<T>) => void) {
      let isActive = true;
      let undo: (() => void) | null = null;
      const listener = (message: InboundMessage) => handler(toMessage<T>(message));
      channelNamed(channel).then(
        (target) => {
          if (!isActive) return;
          target.subscribe(name, listener).catch(report(`attaching ${channel}`));
          undo = () => target.unsubscribe(name, listener);
        },
        report(`subscribing to ${channel}`),
      );
      return () => {
        isActive = false;
        undo?.();
      };
    },
    async publish(channel, name, data) {
      await (await channelNamed(channel)).publish(name, data);
    },
    presence<T>(channel: string) {
      let handle = presences.get(channel);
      if (!handle) {
        handle = createPresence<unknown>(() => channelNamed(channel), report(`presence on ${channel}`));
        presences.set(channel, handle);
      }
      return handle.presence as PresenceHandle<T>['presence'];
    },
    close() {
      if (isClosed) return;
      isClosed = true;
      for (const handle of presences.values()) handle.dispose();
      presences.clear();
      void ready.then((realtime) => {
        if (realtime) realtime.close();
        else $state.value = 'closed';
      });
    },
  };
}
