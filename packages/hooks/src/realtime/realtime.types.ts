import type { ReadonlySignal } from '@preact/signals-core';
import type { TokenDetails, TokenRequest } from 'ably';

/** What the token endpoint answers: TokenDetails for the local endpoint, a TokenRequest when Ably serves realtime. */
export type RealtimeCredential = TokenDetails | TokenRequest;

/** The connection states of ably-js. */
export type RealtimeConnectionState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'disconnected'
  | 'suspended'
  | 'closing'
  | 'closed'
  | 'failed';

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** Fetches a credential (`POST realtime/token` with `{ clientId }`); called on connect and before expiry. */
  getAuth: () => Promise<RealtimeCredential>;
  /** This client's id (`user:<id>:<random>` for an editor): the server stamps it on everything the client sends. */
  clientId: string;
  /** Host of the local Ably-compatible endpoint (the portal's own host); omitted means Ably's service. */
  endpoint?: string;
  /** Port of the local endpoint. */
  port?: number;
  /** Whether the local endpoint is reached over TLS (wss://); default false. */
  tls?: boolean;
  /** Loads ably-js; defaults to `import('ably')` so the library stays out of the first load. Tests inject a fake. */
  loadAbly?: () => Promise<AblyModule>;
}

/** The part of the `ably` module the client uses. */
export type AblyModule = Pick<typeof import('ably'), 'Realtime'>;

/** A message received on a channel. */
export interface RealtimeMessage<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** The sender's client id (a server-side publish carries the editor that caused it); null when anonymous. */
  clientId: string | null;
  timestamp: number;
  /** True when this client sent it (or the server published on its behalf): editors ignore their own updates. */
  isOwn: boolean;
}

/** One member present on a channel. */
export interface PresenceMember<T = unknown> {
  clientId: string;
  connectionId: string;
  data: T;
}

/** A presence change on a channel. */
export interface PresenceEvent<T = unknown> extends PresenceMember<T> {
  action: 'enter' | 'update' | 'leave' | 'present';
}

/** Presence of this client on one channel, and the channel's member list. */
export interface RealtimePresence<T = unknown> {
  /** Everyone present, this client included; kept current from presence events (and the sync after each attach). */
  $members: ReadonlySignal<readonly PresenceMember<T>[]>;
  enter(data: T): Promise<void>;
  update(data: T): Promise<void>;
  leave(): Promise<void>;
  /** Calls `handler` for every presence change; returns the unsubscribe. */
  subscribe(handler: (event: PresenceEvent<T>) => void): () => void;
}

/** A realtime connection with per-channel helpers; ably-js loads on creation, lazily. */
export interface RealtimeClient {
  readonly clientId: string;
  /** The connection state ('initialized' until ably-js has loaded). */
  $state: ReadonlySignal<RealtimeConnectionState>;
  /** Calls `handler` for messages named `name` on `channel` (attaching it); returns the unsubscribe. */
  subscribe<T = unknown>(channel: string, name: string, handler: (message: RealtimeMessage<T>) => void): () => void;
  /** Publishes one message; resolves when the server acknowledged it. */
  publish(channel: string, name: string, data: unknown): Promise<void>;
  /** The presence helpers of `channel` (one instance per channel). */
  presence<T = unknown>(channel: string): RealtimePresence<T>;
  /** Closes the connection and drops every subscription. */
  close(): void;
}
