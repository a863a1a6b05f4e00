/**
 * The API routes the app really registers, read from Hono's route table, so that suites built on the list
 * (the isolation matrix, the fuzz test) cover a new route the day it is added, without anyone listing it by hand.
 */

/** Prefix under which the API is mounted (app.ts). */
export const API_PREFIX = '/api/v1';

/** HTTP methods that change state; every route with one of them is a write route. */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One registered API endpoint. */
export interface ApiRoute {
  /** Upper-case HTTP method (`GET`, `POST`, ...; `ALL` only for a non-wildcard `all()` handler). */
  method: string;
  /** Full path as registered, e.g. `/api/v1/scenes/:id/sections/:sid`. */
  path: string;
  /** Names of the path parameters in order of appearance, e.g. `['id', 'sid']`. */
  params: string[];
}

/** What {@link listApiRoutes} reads from an app: Hono's `app.routes`. */
export interface RouteTable {
  routes: readonly { method: string; path: string }[];
}

/** A parameter segment `:name`, optionally with a pattern (`:id{[0-9]+}`) or optional marker (`:id?`). */
const PARAM_SEGMENT = /^:([A-Za-z_][A-Za-z0-9_]*)(?:\{.*\})?\??$/;

/** The names of the path parameters of `path`, in order. */
export function pathParams(path: string): string[] {
  const names: string[] = [];
  for (const segment of path.split('/')) {
    const match = PARAM_SEGMENT.exec(segment);
    if (match) names.push(match[1]!);
  }
  return names;
}

/** Whether a route table entry is middleware (`use()` registers `ALL` on a wildcard path), not an endpoint. */
function isMiddleware(route: { method: string; path: string }): boolean {
  return route.method === 'ALL' && route.path.includes('*');
}

/**
 * The API endpoints of `app` (the Hono app built by `createApp`): one entry per method and path (Hono lists a
 * route once per handler, middleware included), middleware and non-API paths left out, sorted by path then method.
 */
export function listApiRoutes(app: RouteTable): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    const method = route.method.toUpperCase();
    const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) continue;
    if (isMiddleware({ method, path })) continue;
    const key = routeKey({ method, path });
    if (!seen.has(key)) seen.set(key, { method, path, params: pathParams(path) });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The routes whose method changes state (POST, PUT, PATCH, DELETE). */
export function writeRoutes(routes: readonly ApiRoute[]): ApiRoute[] {
  return routes.filter((route) => (WRITE_METHODS as readonly string[]).includes(route.method));
}

/** A stable name of a route, `METHOD /api/v1/path/:param`, for fixture tables and test titles. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The concrete path of `route` with each parameter replaced by its value in `values` (URI-encoded).
 * Throws when a parameter has no value, so a fixture table missing one fails loudly.
 */
export function fillPath(route: Pick<ApiRoute, 'path'>, values: Readonly<Record<string, string | number>>): string {
  return route.path
    .split('/')
    .map((segment) => {
      const match = PARAM_SEGMENT.exec(segment);
      if (!match) return segment;
      const value = values[match[1]!];
      if (value === undefined) throw new Error(`no value for :${match[1]} in ${route.path}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
