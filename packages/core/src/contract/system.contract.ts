import { endpoint } from './endpoint';
import type { OpenApiDocument } from './openapi';
import { clientErrorBodySchema } from './widgets.contract';

/** The server itself: its health, client error reports and this API's reference. */
export const SYSTEM_API = {
  /** Reports a client error (silent for the client). */
  logError: endpoint<void>()({
    method: 'POST',
    path: 'log/log-error',
    summary: 'Report a client error to the server log (failures are silent).',
    tag: 'system',
    auth: 'none',
    body: clientErrorBodySchema,
  }),
  /** Whether the server is up. */
  health: endpoint<{ status: 'ok'; version: string }>()({
    method: 'GET',
    path: 'health',
    summary: 'Whether the server is up, and its version.',
    tag: 'system',
    auth: 'none',
  }),
  /** The API reference, generated from this contract. */
  openapi: endpoint<OpenApiDocument>()({
    method: 'GET',
    path: 'openapi.json',
    summary: 'The OpenAPI 3.1 document of this API, generated from its contract.',
    tag: 'system',
    auth: 'none',
  }),
} as const;
