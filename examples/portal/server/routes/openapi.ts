import { Hono } from 'hono';
import { APP_VERSION } from '@screenplay/core';
import { API_CONTRACT, type OpenApiDocument, openApiDocument, SYSTEM_API } from '@screenplay/core/contract';
import { contractJson } from '../http/contract';

/** What the API reference says of itself. */
const API_INFO = {
  title: 'Screenplay API',
  version: APP_VERSION,
  description:
    'The reference server of Screenplay: scenes, screens, the library and accounts. Generated from the contract in ' +
    '@screenplay/core/contract, which the server validates requests with.',
} as const;

let document: OpenApiDocument | null = null;

/** The document, built from the contract once per process (it never changes while the server runs). */
function apiDocument(): OpenApiDocument {
  document ??= openApiDocument(API_CONTRACT, API_INFO);
  return document;
}

/** `GET openapi.json`: the API's OpenAPI 3.1 document, for anyone (integrators generate clients from it). */
export function openApiRoutes(): Hono {
  const app = new Hono();
  app.get('/openapi.json', (c) =>
    contractJson(c, SYSTEM_API.openapi, apiDocument(), 200, { 'Cache-Control': 'public, max-age=300' }),
  );
  return app;
}
