import type {
  Access,
  RouteDef,
  RouteFlags,
  RouteId,
  RouteMatch,
  ResolveRouteInput,
  RouteResolution,
} from './access.types';
import { HOME_PATH, loginRedirectUrl, returnTargetAfterLogin } from './paths';
import { ROUTES } from './routes';

type PatternSegment = { kind: 'literal'; text: string } | { kind: 'param'; name: string; isOptional: boolean };

/** Segments after the leading slash, one trailing slash tolerated; '/' has none, '//' one empty. */
function segmentsOf(path: string): string[] {
  const rest = path.slice(1);
  if (rest === '') return [];
  return (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
}

function compile(pattern: string): PatternSegment[] {
  return segmentsOf(pattern).map((segment) =>
    segment.startsWith(':')
      ? { kind: 'param', name: segment.replace(/^:|\?$/g, ''), isOptional: segment.endsWith('?') }
      : { kind: 'literal', text: segment },
  );
}

const COMPILED = ROUTES.map((route) => ({ route, pattern: compile(route.path) }));

/** Matches segments against a pattern; undefined when they differ or a parameter is malformed. */
function matchSegments(pattern: PatternSegment[], segments: string[]): Record<string, string> | undefined {
  if (segments.length > pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (segment === undefined) {
      if (part.kind === 'param' && part.isOptional) continue;
      return undefined;
    }
    if (part.kind === 'literal') {
      if (segment !== part.text) return undefined;
      continue;
    }
    if (segment === '') return undefined;
    try {
      params[part.name] = decodeURIComponent(segment);
    } catch {
      return undefined; // malformed percent-encoding: no match, never a throw
    }
  }
  return params;
}

/**
 * Finds the route for a pathname: exact match (one trailing slash tolerated, so the spec's
 * `/scenes/preview/:sceneId/` matches with and without it), parameters decoded with
 * `decodeURIComponent`; an absent optional parameter is left out of `params`. A pathname must start with '/'.
 *
 * @example matchRoute('/scenes/edit_scene/12') // { route: <editScene>, params: { sceneId: '12' } }
 */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const segments = segmentsOf(pathname);
  for (const { route, pattern } of COMPILED) {
    const params = matchSegments(pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Whether a signed-in user may open a route, named by its pattern (`'/scenes/edit_scene/:sceneId'`): its guard
 * allows it (no guard: yes). Links and buttons ask this before they lead to a page, so none is offered that the
 * router would refuse. An unknown pattern is never allowed.
 */
export function mayOpenRoute(routePath: string, access: Access, flags: RouteFlags = {}): boolean {
  const route = ROUTES.find((one) => one.path === routePath);
  if (!route) return false;
  return route.guard ? route.guard({ access, flags }) : true;
}

/** Redirect targets: always treated as available, or a redirect could loop. */
const ALWAYS_AVAILABLE: ReadonlySet<string> = new Set<RouteId>(['home', 'login']);

function isReachableSignedOut(route: RouteDef): boolean {
  return !route.signedIn || route.isPublic === true;
}

/**
 * Decides what to show for a location (spec section 2 of both files).
 *
 * Signed out: signed-out and public pages render; any other path, known or not, redirects to
 * `/login?p=<path>&q=<query>`. Signed in: `/login` redirects to the `p`/`q` target it carries (else
 * `/`); an unknown path or a route whose guard refuses redirects to `/`; the e-mail token pages and
 * the social callback render. A route the portal marks unavailable (`available` returns false)
 * behaves like an unknown path; `/` and `/login` are always available because they are redirect targets.
 */
export function resolveRoute(input: ResolveRouteInput): RouteResolution {
  const { pathname, search, signedIn, access, flags = {}, available } = input;
  const found = matchRoute(pathname);
  const isAvailable = (id: string) => ALWAYS_AVAILABLE.has(id) || !available || available(id);
  const match = found && isAvailable(found.route.id) ? found : null;

  if (!signedIn) {
    if (match && isReachableSignedOut(match.route)) return { kind: 'render', ...match };
    return { kind: 'redirect', to: loginRedirectUrl(pathname, search) };
  }
  if (!match) return { kind: 'redirect', to: HOME_PATH };
  if (match.route.id === 'login') return { kind: 'redirect', to: returnTargetAfterLogin(search) };
  if (!match.route.signedIn && !match.route.isPublic) return { kind: 'redirect', to: HOME_PATH };
  const { guard } = match.route;
  if (guard && !(access && guard({ access, flags }))) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'render', ...match };
}
