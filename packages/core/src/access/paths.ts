import type { SplitPath } from './access.types';

/** The sign-in page. */
export const LOGIN_PATH = '/login';

/** The home page, target of every signed-in redirect. */
export const HOME_PATH = '/';

/** The reseller page (spec accounts §2: a reseller-role user's navigation item besides Billing). */
export const RESELLERS_PATH = '/resellers';

/**
 * A reseller's own customers (ours, issue 25): under `/resellers`, the one place a reseller-role user already goes
 * (the spec's side navigation gives it only Billing and Resellers), so the Resellers item stays the current one.
 */
export const RESELLER_CUSTOMERS_PATH = '/resellers/customers';

const NUMERIC_ID = /^-?\d+$/; // negative ids are real: a new layout opens at /library/edit_layout/-1
// Browsers treat '\' like '/' and drop tabs/newlines inside URLs, so either can turn '/x' into '//host'.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern exists to find
const UNSAFE_PATH_CHARS = /[\\\u0000-\u001f\u007f]/;

function withoutQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

/**
 * Splits a pathname into route, sub-route and numeric item id (spec: "first three segments").
 *
 * The third segment is the id when numeric. When the second segment is numeric it is the id instead,
 * and the sub-route is the third segment if there is one (`/screens/12/assign_scenes` ->
 * `{ route: 'screens', subRoute: 'assign_scenes', id: 12 }`).
 *
 * @example splitPath('/scenes/edit_scene/12') // { route: 'scenes', subRoute: 'edit_scene', id: 12 }
 */
export function splitPath(pathname: string): SplitPath {
  const [route = '', second, third] = pathname.split('/').filter((segment) => segment !== '');
  if (second !== undefined && NUMERIC_ID.test(second)) {
    return { route, subRoute: third ?? null, id: Number(second) };
  }
  const id = third !== undefined && NUMERIC_ID.test(third) ? Number(third) : null;
  return { route, subRoute: second ?? null, id };
}

/** Reads a query parameter as a finite number (spec: "a query parameter t is read as a number"); else null. */
export function readNumberParam(search: string, name = 't'): number | null {
  const raw = new URLSearchParams(withoutQuestionMark(search)).get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Input of {@link backTarget}. */
export interface BackTargetInput {
  previousPath?: string | null;
  fallbackUrl?: string | null;
  /** Query parameters to set on the previous path; null or undefined removes one. */
  query?: Record<string, string | number | null | undefined>;
}

/**
 * Where a back button leads (spec): the previous path with the given query parameters set, else the
 * fallback url, else the root.
 */
export function backTarget({ previousPath, fallbackUrl, query }: BackTargetInput): string {
  if (!previousPath) return fallbackUrl || HOME_PATH;
  if (!query) return previousPath;
  const hashAt = previousPath.indexOf('#');
  const hash = hashAt === -1 ? '' : previousPath.slice(hashAt);
  const beforeHash = hashAt === -1 ? previousPath : previousPath.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) params.delete(name);
    else params.set(name, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The login URL that remembers where the user was: `/login?p=<pathname>&q=<search without '?'>`,
 * both URL-encoded (spec: "carrying the original path and query in query parameters p and q").
 *
 * The bare home page gives plain `/login`; the login page itself keeps its own query, so `p` never
 * points back at `/login`.
 *
 * @example loginRedirectUrl('/scenes', '?a=1&b=2') // '/login?p=%2Fscenes&q=a%3D1%26b%3D2'
 */
export function loginRedirectUrl(pathname: string, search: string): string {
  const query = withoutQuestionMark(search);
  if (pathname === LOGIN_PATH) return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
  if ((pathname === HOME_PATH || pathname === '') && !query) return LOGIN_PATH;
  return `${LOGIN_PATH}?p=${encodeURIComponent(pathname || HOME_PATH)}&q=${encodeURIComponent(query)}`;
}

/** Whether a path stays on this origin: starts with one '/', no backslash or control characters. */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_PATH_CHARS.test(path)) return false;
  const base = 'http://screenplay.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * Where to go after signing in: the `p` path plus `?q` of the login page's query, or `/` when `p` is
 * missing, points back at `/login`, or could leave the site (absolute, protocol-relative, backslash).
 *
 * @example returnTargetAfterLogin('?p=%2Fscenes&q=a%3D1') // '/scenes?a=1'
 */
export function returnTargetAfterLogin(search: string): string {
  const params = new URLSearchParams(withoutQuestionMark(search));
  const path = params.get('p');
  if (!path || !isSameOriginPath(path)) return HOME_PATH;
  const pathOnly = path.split(/[?#]/, 1)[0];
  if (pathOnly === LOGIN_PATH || pathOnly === `${LOGIN_PATH}/`) return HOME_PATH;
  const query = params.get('q');
  return query ? `${path}?${query}` : path;
}
