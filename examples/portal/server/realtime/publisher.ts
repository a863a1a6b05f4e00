/** Options of one published realtime message. */
export interface PublishOptions {
  /** The sender's realtime client id, so the sender can ignore its own update (DESIGN.md). */
  clientId?: string;
}

/**
 * Publishes server-side events to realtime channels (`scene:{id}`, `scene-preview:{id}`,
 * `customer:{id}:screens`, `screen:{id}`). The reference server hosts its own Ably-compatible
 * endpoint; with `ABLY_API_KEY` the same interface publishes through Ably.
 */
export interface RealtimePublisher {
  publish(channel: string, name: string, data: unknown, options?: PublishOptions): void;
}

/** A publisher that drops every message (tests and tools that run without realtime). */
export const NOOP_PUBLISHER: RealtimePublisher = { publish: () => undefined };
