import { grantDecision, maySeeScheduling, type WorkgroupPermissionType } from '@screenplay/core';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { forbidden, notFound } from '../http/errors';

/**
 * Workgroup permissions on the API (issue 13). Which permission type a request needs is decided here, once, by
 * its path; what a level allows is core's `grantDecision` (Full Access reads and writes, Readonly reads and a write
 * answers 403, Hidden answers 404). `requireAuth` applies it to every authenticated request, so a new route under
 * a guarded path is guarded without a line of its own. The session's `groupPermissions` are read per request, so
 * a change of a workgroup's permissions holds from the next request, without signing in again.
 *
 * Admins hold every type at Full Access (core's `groupPermissionsOf`). Folder creation and editing are decided in
 * routes/folders.ts, where the folder's kind is known (`createAFolder`, `ManageAFolder`, the library grants), and
 * the library keeps its own grants (routes/library).
 */
interface GrantRule {
  type: WorkgroupPermissionType;
  /** Matched against the path under `/api/v1`. */
  path: RegExp;
  /** POSTs that only read (a listing with a body); every other POST, PUT, PATCH and DELETE writes. */
  readPosts?: RegExp;
}

/** First match wins: the schedules of a scene or a screen before the scene and screen rules. */
export const GRANT_RULES: readonly GrantRule[] = [
  // Scheduling scenes: when a scene plays where (scene-on-screen schedules, playlist item schedules, assignment).
  {
    type: 'scheduleScenes',
    path: /^\/(scenes\/\d+\/schedules(\/|$)|sections\/\d+\/playlistitems\/\d+\/schedules$|screens\/\d+\/(schedules(\/|$)|scenes$|playing$|timeline$))/,
  },
  // Creating and editing scenes: the scenes, their sections and playlist items, and the scene folders' listing.
  { type: 'createAndEditScenes', path: /^\/(scenes|sections)(\/|$)|^\/folders\/scenes$/ },
  // Managing screens: the screens, their settings, screenshots and pushes, and the screen folders' listing.
  {
    type: 'manageScreens',
    path: /^\/(screens|screensyncs)(\/|$)|^\/folders\/screens$/,
    readPosts: /^\/screensyncs\/\d+\/screenshot\/sos$/,
  },
];

const API_PREFIX = '/api/v1';

/** The rule a request falls under, with whether it reads or writes; null when no workgroup grant applies. */
export function grantRuleOf(
  method: string,
  fullPath: string,
): { type: WorkgroupPermissionType; access: 'read' | 'write' } | null {
  if (!fullPath.startsWith(`${API_PREFIX}/`)) return null;
  const path = fullPath.slice(API_PREFIX.length);
  const rule = GRANT_RULES.find((one) => one.path.test(path));
  if (!rule) return null;
  const isRead = method === 'GET' || method === 'HEAD' || (method === 'POST' && rule.readPosts?.test(path) === true);
  return { type: rule.type, access: isRead ? 'read' : 'write' };
}

/**
 * Refuses a request its workgroup grants do not allow (403 or 404, see above). A super-admin or reseller acting
 * for no customer is left to the route (403 from `tenantOf`): it holds no workgroup grants.
 */
export async function assertGranted(c: Context<AppEnv>): Promise<void> {
  const rule = grantRuleOf(c.req.method, c.req.path);
  if (!rule || c.var.actor.customerId === null) return;
  const { session } = await c.var.actor.access();
  const decision = grantDecision(session.groupPermissions[rule.type], rule.access);
  if (decision === 'forbidden') throw forbidden();
  if (decision === 'notFound') throw notFound();
}

/**
 * Whether the request's user may see which scene is on which screen (core's `maySeeScheduling`): with scheduling
 * scenes Hidden, the listings it shares with other grants (screens, scenes) leave that part out (issue 22). A user
 * acting for no customer sees no tenant's listing at all (403 from `tenantOf`).
 */
export async function seesScheduling(c: Context<AppEnv>): Promise<boolean> {
  if (c.var.actor.customerId === null) return true;
  const { session } = await c.var.actor.access();
  return maySeeScheduling(session.groupPermissions);
}
