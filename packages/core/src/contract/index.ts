/**
 * @screenplay/core/contract — the HTTP API declared once: each resource's endpoints (method, path, body and
 * query schemas, response type), from which the server validates, the hooks client is typed and the OpenAPI
 * document is generated.
 */
export type {
  BodyOf,
  Endpoint,
  EndpointAuth,
  HttpMethod,
  ParsedBodyOf,
  ParsedQueryOf,
  PathParamNames,
  PathParams,
  QueryOf,
  ResponseOf,
} from './endpoint';
export { endpoint, pathOf, pathParamNames } from './endpoint';
export type { Envelope } from './envelope';
export { API_CONTRACT, API_RESOURCES } from './api';
export { TAGS_API, tagSearchQuerySchema } from './tags.contract';
