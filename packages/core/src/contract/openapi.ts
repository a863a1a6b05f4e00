import type { JsonSchema, Type } from 'arktype';
import { type Endpoint, type EndpointAuth, pathParamNames } from './endpoint';

/**
 * The OpenAPI 3.1 document of the API, generated from the contract so that the reference and the server never
 * disagree: each endpoint's path and method, its summary and tag, who may call it, its path and query parameters,
 * its JSON body (the arktype schema as JSON Schema, as the client sends it), a multipart upload, and what it answers.
 */

/** A JSON Schema object as OpenAPI 3.1 embeds it (JSON Schema 2020-12). */
export type OpenApiSchema = JsonSchema | Readonly<Record<string, unknown>>;

/** One parameter of an operation. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: OpenApiSchema;
}

/** The content of a body or an answer, by media type. */
export type OpenApiContent = Record<string, { schema: OpenApiSchema }>;

/** One operation (a method on a path). */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: OpenApiContent };
  responses: Record<string, { description: string; content?: OpenApiContent }>;
}

/** The document `GET /api/v1/openapi.json` answers. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, Readonly<Record<string, string>>>;
    schemas: Record<string, OpenApiSchema>;
  };
  tags: { name: string }[];
}

/** What the document says about the API itself. */
export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** Where the API is mounted, the document's server URL. */
export const API_BASE_PATH = '/api/v1';

/** The security schemes: a user's bearer access token, a paired player's `Device <token>`. */
const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', description: 'A user access token from POST auth/token.' },
  device: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'A paired player: `Device <token>`, the token the pairing answered.',
  },
} as const;

/** The error answer every endpoint may give (4xx and 5xx): a message, a code and field problems. */
const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
} as const;

/** Who may call an endpoint, as OpenAPI security requirements (empty: anyone). */
function securityOf(auth: EndpointAuth): Record<string, string[]>[] {
  if (auth === 'user') return [{ bearer: [] }];
  if (auth === 'device') return [{ device: [] }];
  return [];
}

/**
 * The JSON Schema of what a client sends for `schema` (its input side, before morphs). What JSON Schema cannot
 * express (a morph, a predicate, a symbol key) is left out, keeping the rest of the schema (`ctx.base`).
 */
export function jsonSchemaOf(schema: Type<unknown>): OpenApiSchema {
  const { $schema: _dialect, ...rest } = schema.in.toJsonSchema({ fallback: { default: (ctx) => ctx.base } }) as {
    $schema?: string;
  } & Record<string, unknown>;
  return rest;
}

/** `scenes/:id/sections/:sid` -> `/scenes/{id}/sections/{sid}`. */
export function openApiPath(path: string): string {
  return `/${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

/** A stable operation id from the method and path: `patch_scenes_id_sections_sid`. */
function operationIdOf(endpoint: Endpoint): string {
  const words = endpoint.path.split(/[/:.-]+/).filter((word) => word !== '');
  return [endpoint.method.toLowerCase(), ...words].join('_');
}

/** The query schema's properties as query parameters. */
function queryParameters(query: Type<unknown>): OpenApiParameter[] {
  const schema = jsonSchemaOf(query) as { properties?: Record<string, OpenApiSchema>; required?: string[] };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema: property,
  }));
}

/** The request body: JSON from the schema, and/or a multipart form. */
function requestBodyOf(endpoint: Endpoint): OpenApiOperation['requestBody'] {
  const content: OpenApiContent = {};
  if (endpoint.body) content['application/json'] = { schema: jsonSchemaOf(endpoint.body) };
  if (endpoint.multipart) content['multipart/form-data'] = { schema: { type: 'object' } };
  if (Object.keys(content).length === 0) return undefined;
  return { required: endpoint.body !== undefined && !endpoint.multipart, content };
}

/** The answers: the success (JSON, or the declared media type) and the error shape. */
function responsesOf(endpoint: Endpoint): OpenApiOperation['responses'] {
  const success: { description: string; content?: OpenApiContent } = { description: endpoint.summary };
  if (endpoint.produces) success.content = { [endpoint.produces]: { schema: { type: 'string' } } };
  else if (endpoint.response) success.content = { 'application/json': { schema: jsonSchemaOf(endpoint.response) } };
  else success.content = { 'application/json': { schema: {} } };
  const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return {
    '2XX': success,
    '4XX': { description: 'The request was refused (see message and errors).', content: error },
    '5XX': { description: 'The server or a service it relies on failed.', content: error },
  };
}

/** One endpoint as an OpenAPI operation. */
function operationOf(endpoint: Endpoint): OpenApiOperation {
  const parameters: OpenApiParameter[] = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (endpoint.query) parameters.push(...queryParameters(endpoint.query));
  const operation: OpenApiOperation = {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint.auth),
    parameters,
    responses: responsesOf(endpoint),
  };
  const requestBody = requestBodyOf(endpoint);
  if (requestBody) operation.requestBody = requestBody;
  return operation;
}

/**
 * The OpenAPI 3.1 document of `contract`: one path item per path, one operation per endpoint, the tags in the
 * order they first appear. Throws when two endpoints share a method and path (the contract would be ambiguous).
 */
export function openApiDocument(contract: readonly Endpoint[], info: OpenApiInfo): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const endpoint of contract) {
    const path = openApiPath(endpoint.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
    item[method] = operationOf(endpoint);
    if (!tags.includes(endpoint.tag)) tags.push(endpoint.tag);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: { securitySchemes: { ...SECURITY_SCHEMES }, schemas: { Error: ERROR_SCHEMA } },
    tags: tags.map((name) => ({ name })),
  };
}
