import { Rest } from 'ably';
import type { AblyTokenRequest, ClientAuthRequest, PublishOptions, RealtimePublisher } from './publisher';
import { REALTIME_TOKEN_TTL_MS } from './realtimeToken';

/**
 * The capability of a client's Ably token. Ably capabilities match channel names by pattern, and
 * `scene:{id}` names carry no tenant, so on Ably a user may reach any scene channel whose id they
 * know; only `customer:{id}:screens` is limited to the acting customer. The local endpoint checks
 * every attach with `canAccessChannel` instead. (Tenant-prefixed names would close this gap.)
 */
export function ablyCapability(customerId: number | null): string {
  const capability: Record<string, string[]> = {
    'scene:*': ['presence', 'publish', 'subscribe'],
    'scene-preview:*': ['publish', 'subscribe'],
    'screen:*': ['subscribe'],
  };
  if (customerId !== null) capability[`customer:${customerId}:screens`] = ['subscribe'];
  return JSON.stringify(capability);
}

/**
 * Publishes through Ably's REST API with the server's `ABLY_API_KEY` and signs Ably token requests
 * for clients (who then connect to Ably instead of the local endpoint). Not exercised offline.
 */
export class AblyRealtimePublisher implements RealtimePublisher {
  private readonly rest: Rest;

  /** Creates the publisher for the API key `key:secret`. */
  constructor(apiKey: string) {
    this.rest = new Rest({ key: apiKey });
  }

  /** Publishes without waiting: a failure is logged, the request that triggered it still succeeds. */
  publish(channel: string, name: string, data: unknown, options?: PublishOptions): void {
    this.rest.channels
      .get(channel)
      .publish({ name, data, clientId: options?.clientId })
      .catch((error: unknown) => console.error(`[realtime] Ably publish to ${channel} failed`, error));
  }

  /** A signed TokenRequest bound to the client id, with the tenant's capability. */
  async createClientAuth(request: ClientAuthRequest): Promise<AblyTokenRequest> {
    const { keyName, clientId, capability, timestamp, nonce, mac, ttl } = await this.rest.auth.createTokenRequest({
      clientId: request.clientId,
      capability: ablyCapability(request.customerId),
      ttl: REALTIME_TOKEN_TTL_MS,
    });
    return { keyName, clientId, capability, timestamp, nonce, mac, ttl };
  }
}
