import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Db } from '../db/client';
import { RealtimeHub } from './hub';
import { LocalRealtimePublisher } from './localPublisher';
import type { RealtimePublisher } from './publisher';

/** The part of an HTTP server the endpoint needs: its upgrade event. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

/** The realtime side of a running server. */
export interface RealtimeService {
  /** Passed to `createApp` so routes (scene saves) publish. */
  publisher: RealtimePublisher;
  /** The local endpoint, or null when Ably serves realtime. */
  hub: RealtimeHub | null;
  /** Hooks the websocket endpoint onto the HTTP server (nothing to do with Ably). */
  attach(server: UpgradeSource): void;
  /** Disconnects every client; part of the server's shutdown. */
  close(): Promise<void>;
}

/** What {@link createRealtimeService} needs. */
export interface RealtimeServiceOptions {
  db: Db;
  /** The signing secret shared with the token endpoint (`appKeyLoader`). */
  appKey: () => Promise<string>;
  /** `ABLY_API_KEY`: when set, Ably is the realtime service. */
  ablyApiKey?: string | null;
  /** Milliseconds since the epoch (the app's clock). */
  now?: () => number;
}

/**
 * Chooses the realtime service: by default the server's own Ably-compatible endpoint on the HTTP
 * port (path `/`); with an Ably API key, Ably (publishing over REST, clients connect to Ably, the
 * `ably` package is only loaded then).
 */
export async function createRealtimeService(options: RealtimeServiceOptions): Promise<RealtimeService> {
  const ablyApiKey = options.ablyApiKey?.trim();
  if (ablyApiKey) {
    const { AblyRealtimePublisher } = await import('./ablyPublisher');
    return {
      publisher: new AblyRealtimePublisher(ablyApiKey),
      hub: null,
      attach: () => undefined,
      close: async () => undefined,
    };
  }
  const hub = new RealtimeHub({ db: options.db, appKey: options.appKey, now: options.now });
  return {
    publisher: new LocalRealtimePublisher(hub),
    hub,
    attach: (server) => void server.on('upgrade', (request, socket, head) => hub.handleUpgrade(request, socket, head)),
    close: () => hub.close(),
  };
}
