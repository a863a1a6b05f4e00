import type { ClientOptions } from 'ably';
import { REALTIME_REQUEST_TIMEOUT_MS, RECONNECT_MAX_MS, RECONNECT_MIN_MS } from './realtime.constants';
import type { RealtimeClientOptions } from './realtime.types';

/** ably-js takes a dotless `endpoint` for an Ably routing policy id; a plain host name needs the explicit host options. */
function isHostName(endpoint: string): boolean {
  return endpoint.includes('.') || endpoint.includes(':') || endpoint === 'localhost';
}

/**
 * The ably-js options: token auth through `getAuth`, the spec's timeouts, and for the local endpoint
 * JSON over websockets only (`useBinaryProtocol: false`, `transports: ['web_socket']`), no TLS unless asked.
 */
export function realtimeClientOptions(options: RealtimeClientOptions): ClientOptions {
  const { getAuth, clientId, endpoint, port, tls = false } = options;
  const base: ClientOptions = {
    clientId,
    authCallback: (_params, callback) => {
      getAuth().then(
        (credential) => callback(null, credential),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
      );
    },
    realtimeRequestTimeout: REALTIME_REQUEST_TIMEOUT_MS,
    disconnectedRetryTimeout: RECONNECT_MIN_MS,
    suspendedRetryTimeout: RECONNECT_MAX_MS,
  };
  if (endpoint === undefined) return base;
  const host = isHostName(endpoint) ? { endpoint } : { realtimeHost: endpoint, restHost: endpoint };
  const ports = port === undefined ? {} : tls ? { tlsPort: port } : { port };
  return { ...base, ...host, ...ports, tls, useBinaryProtocol: false, transports: ['web_socket'] };
}
