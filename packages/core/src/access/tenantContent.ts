import { needsCustomerChoice } from './access';
import type { Access, RouteDef } from './access.types';
import { splitPath } from './paths';

/**
 * The first path segments of the pages that show one customer's content: screens, scenes, the library
 * and the schedules of both spec files. Their data belongs to the acting customer, so someone acting as
 * none (a super-admin, a reseller) has nothing to see there until they choose one.
 */
const TENANT_CONTENT_ROOTS: ReadonlySet<string> = new Set([
  'screens',
  'scenes',
  'library',
  'playlist_schedule',
  'screen_scene_schedule',
]);

/** Whether a route shows one customer's content (screens, scenes, library, schedules). */
export function isTenantContentRoute(route: Pick<RouteDef, 'path'>): boolean {
  return TENANT_CONTENT_ROOTS.has(splitPath(route.path).route);
}

/**
 * Whether a signed-in user opening `route` should first be asked to choose a customer to act as
 * (Login As) instead of seeing the page: a tenant content page opened by a super-admin who is not
 * acting as a customer (the spec's navigation offers them Screens, Scenes and Library) or by a
 * reseller-role user who is not (who reaches such a page only by its address).
 */
export function choosesCustomerFirst(route: Pick<RouteDef, 'path'>, access: Access | null): boolean {
  return access !== null && needsCustomerChoice(access) && isTenantContentRoute(route);
}
