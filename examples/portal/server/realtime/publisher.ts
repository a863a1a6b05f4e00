import type { RealtimeTokenRequestDto } from '@screenplay/core/contract';
/** Options of one published realtime message. */
export interface PublishOptions {
  /** The sender's realtime client id, so the sender can ignore its own update (ARCHITECTURE.md "Realtime"). */
  clientId?: string;
}

/** Who asks the token endpoint for a realtime credential. */
export interface ClientAuthRequest {
  userId: number;
  /** The client id the credential is bound to (`user:<id>` or `user:<id>:<suffix>`). */
  clientId: string;
  /** The customer the user acts for (`current_customer_id ?? customer_id`); null when none. */
  customerId: number | null;
}

/** An Ably TokenRequest (signed by the server's API key; ably-js exchanges it with Ably for a token). */
export type AblyTokenRequest = RealtimeTokenRequestDto;

/** Which sign-in sessions' realtime connections to close: one session, or every session of a user but one. */
export type SessionScope = { userId: number; sessionId: number } | { userId: number; exceptSessionId: number | null };

/**
 * Publishes server-side events to realtime channels (`scene:{id}`, `scene-preview:{id}`,
 * `customer:{id}:screens`, `screen:{id}`). The reference server hosts its own Ably-compatible
 * endpoint; with `ABLY_API_KEY` the same interface publishes through Ably.
 */
export interface RealtimePublisher {
  publish(channel: string, name: string, data: unknown, options?: PublishOptions): void;
  /**
   * Issues the credential clients pass to ably-js when the realtime service is not the local
   * endpoint (Ably's token requests); absent means the token endpoint signs local tokens.
   */
  createClientAuth?(request: ClientAuthRequest): Promise<AblyTokenRequest>;
  /**
   * Closes the realtime connections of ended sessions (logout, password change) at once; absent where the
   * service cannot (Ably: its tokens end at their short TTL, and the token endpoint refuses ended sessions).
   */
  closeSessions?(scope: SessionScope): void;
}

/** A publisher that drops every message (tests and tools that run without realtime). */
export const NOOP_PUBLISHER: RealtimePublisher = { publish: () => undefined };
