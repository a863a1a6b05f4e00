import { AUTH_API } from '@screenplay/core/contract';
import { createRealtimeClient, type ApiClient, type RealtimeClient } from '@screenplay/hooks';

/** The realtime endpoint is the portal's own origin (the reference server hosts it). */
function localEndpoint() {
  const isTls = window.location.protocol === 'https:';
  return { endpoint: window.location.hostname, port: Number(window.location.port) || (isTls ? 443 : 80), tls: isTls };
}

/** A realtime client of the portal: tokens from `POST realtime/token` for `clientId`, the local endpoint. */
export function createPortalRealtimeClient(api: ApiClient, clientId: string): RealtimeClient {
  return createRealtimeClient({
    clientId,
    getAuth: () => api.call(AUTH_API.realtimeToken, { body: { clientId } }),
    ...localEndpoint(),
  });
}
