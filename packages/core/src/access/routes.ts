import { canSeeBilling, canSeeCustomers, canSeeResellerCustomers, canSeeResellers, canSeeWorkgroups } from './access';
import { RESELLER_CUSTOMERS_PATH, RESELLERS_PATH } from './paths';
import type { RouteDef, RouteGuard, RouteId } from './access.types';
import { isGranted, type WorkgroupPermissionType } from './workgroups';

const canAddScreen: RouteGuard = ({ flags }) => flags.canAddScreen === true;
const workgroupsGuard: RouteGuard = ({ access }) => canSeeWorkgroups(access);
const customersGuard: RouteGuard = ({ access }) => canSeeCustomers(access);
const billingGuard: RouteGuard = ({ access }) => canSeeBilling(access);
const resellersGuard: RouteGuard = ({ access }) => canSeeResellers(access);
const resellerCustomersGuard: RouteGuard = ({ access }) => canSeeResellerCustomers(access);
/** The workgroup grant a page needs (issue 13): reading pages need Readonly, pages that change things Full Access. */
const granted =
  (type: WorkgroupPermissionType, need: 'read' | 'write'): RouteGuard =>
  ({ access }) =>
    isGranted(access.grants, type, need);
const seesScreens = granted('manageScreens', 'read');
const seesScenes = granted('createAndEditScenes', 'read');
const editsScenes = granted('createAndEditScenes', 'write');
const seesSchedules = granted('scheduleScenes', 'read');
const schedules = granted('scheduleScenes', 'write');

/**
 * Every route of both spec documents (spec accounts §2 and spec authoring §2), matched exactly.
 *
 * Order matters where two patterns can match one path: a literal segment is listed before a
 * parameter in the same place (`/screens/screen_details/:screenId` before `/screens/:screenId/assign_scenes`),
 * and the first match wins. Signed-out pages (`signedIn: false`): `/login` is for signed-out users only;
 * the e-mail token pages (`/auth/...`) are `isPublic`, because a signed-in user may open a reset or
 * verification link from their mail. `/social/:type` is listed in both spec lists, but a connection's
 * callback can only complete for a signed-in user: signed out it goes to `/login` carrying its path and
 * query (`p`, `q`), so the callback's `code` and `state` survive the sign-in. `/resellers` is listed
 * unconditionally among the routes, but only reseller-role users and super-admins manage resellers (spec
 * section 1 and 6), so it is guarded by that rule. `/resellers/customers` is ours (issue 25): a reseller's own
 * customers, under the Resellers item a reseller-role user has (spec §2 side navigation).
 */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', area: 'shared', signedIn: true, titleKey: 'titles.home' },
  { id: 'login', path: '/login', area: 'accounts', signedIn: false, titleKey: 'titles.login' },
  {
    id: 'authForget',
    path: '/auth/forget/:token/:email',
    area: 'accounts',
    signedIn: false,
    isPublic: true,
    titleKey: 'titles.resetPassword',
  },
  {
    id: 'authVerify',
    path: '/auth/verify/:token/:email',
    area: 'accounts',
    signedIn: false,
    isPublic: true,
    titleKey: 'titles.verifyEmail',
  },
  {
    id: 'authEmailVerify',
    path: '/auth/email/verify/:userId',
    area: 'accounts',
    signedIn: false,
    isPublic: true,
    titleKey: 'titles.verifyEmail',
  },
  {
    id: 'social',
    path: '/social/:type',
    area: 'accounts',
    signedIn: true,
    titleKey: 'titles.integrations',
  },

  { id: 'screens', path: '/screens', area: 'accounts', signedIn: true, guard: seesScreens, titleKey: 'titles.screens' },
  {
    id: 'addScreen',
    path: '/screens/add_screen',
    area: 'accounts',
    signedIn: true,
    guard: canAddScreen,
    titleKey: 'titles.addScreen',
  },
  {
    id: 'screenDetails',
    path: '/screens/screen_details/:screenId',
    area: 'accounts',
    signedIn: true,
    guard: seesScreens,
    titleKey: 'titles.screenDetails',
  },
  {
    id: 'proofOfPlay',
    path: '/screens/proof_of_play/:screenId',
    area: 'accounts',
    signedIn: true,
    guard: seesScreens,
    titleKey: 'titles.proofOfPlay',
  },
  {
    id: 'assignScenes',
    path: '/screens/:screenId/assign_scenes',
    area: 'accounts',
    signedIn: true,
    guard: schedules,
    titleKey: 'titles.assignScenes',
  },

  { id: 'scenes', path: '/scenes', area: 'authoring', signedIn: true, guard: seesScenes, titleKey: 'titles.scenes' },
  {
    id: 'createScene',
    path: '/scenes/create_scene',
    area: 'authoring',
    signedIn: true,
    guard: editsScenes,
    titleKey: 'titles.createScene',
  },
  {
    id: 'editScene',
    path: '/scenes/edit_scene/:sceneId',
    area: 'authoring',
    signedIn: true,
    guard: editsScenes,
    titleKey: 'titles.sceneEditor',
  },
  {
    id: 'sceneDetails',
    path: '/scenes/scene_details/:sceneId',
    area: 'authoring',
    signedIn: true,
    guard: seesScenes,
    titleKey: 'titles.sceneDetails',
  },
  {
    id: 'createSceneFromLayout',
    path: '/scenes/create_scene_from_layout/:layoutId',
    area: 'authoring',
    signedIn: true,
    guard: editsScenes,
    titleKey: 'titles.createScene',
  },
  {
    id: 'editPlaylist',
    path: '/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?',
    area: 'authoring',
    signedIn: true,
    guard: editsScenes,
    titleKey: 'titles.editPlaylist',
  },
  {
    id: 'scenePreviewControls',
    path: '/scenes/preview/controls/:uid/',
    area: 'authoring',
    signedIn: true,
    titleKey: 'titles.previewControls',
  },
  {
    id: 'scenePreview',
    path: '/scenes/preview/:sceneId/',
    area: 'authoring',
    signedIn: true,
    guard: seesScenes,
    titleKey: 'titles.preview',
  },
  {
    id: 'assignScreen',
    path: '/scenes/:sceneId/assign_screen',
    area: 'accounts',
    signedIn: true,
    guard: schedules,
    titleKey: 'titles.assignScreens',
  },

  { id: 'library', path: '/library', area: 'authoring', signedIn: true, titleKey: 'titles.library' },
  {
    id: 'createLayout',
    path: '/library/create_layout',
    area: 'authoring',
    signedIn: true,
    titleKey: 'titles.createLayout',
  },
  {
    id: 'createLayoutFrom',
    path: '/library/create_layout/:layoutId',
    area: 'authoring',
    signedIn: true,
    titleKey: 'titles.createLayout',
  },
  {
    id: 'editLayout',
    path: '/library/edit_layout/:layoutId',
    area: 'authoring',
    signedIn: true,
    titleKey: 'titles.editLayout',
  },
  {
    id: 'editTemplate',
    path: '/library/edit_template/:templateId?',
    area: 'authoring',
    signedIn: true,
    titleKey: 'titles.templateEditor',
  },

  {
    id: 'playlistSchedule',
    path: '/playlist_schedule/:sceneId/:sectionId/:playlistId',
    area: 'authoring',
    signedIn: true,
    guard: seesSchedules,
    titleKey: 'titles.schedule',
  },
  {
    id: 'screenSceneSchedule',
    path: '/screen_scene_schedule/:sceneId/:screensId/:scheduleId?',
    area: 'accounts',
    signedIn: true,
    guard: seesSchedules,
    titleKey: 'titles.schedule',
  },

  { id: 'settings', path: '/settings', area: 'accounts', signedIn: true, titleKey: 'titles.settings' },
  // Integrations (spec §2: its path is not shown; ours): the tenant's social accounts, issue 14.
  { id: 'integrations', path: '/integrations', area: 'accounts', signedIn: true, titleKey: 'titles.integrations' },
  { id: 'userSettings', path: '/user_settings', area: 'accounts', signedIn: true, titleKey: 'titles.userSettings' },
  {
    id: 'resellers',
    path: RESELLERS_PATH,
    area: 'accounts',
    signedIn: true,
    guard: resellersGuard,
    titleKey: 'titles.resellers',
  },
  {
    id: 'resellerCustomers',
    path: RESELLER_CUSTOMERS_PATH,
    area: 'accounts',
    signedIn: true,
    guard: resellerCustomersGuard,
    titleKey: 'titles.resellerCustomers',
  },
  {
    id: 'customerManagement',
    path: '/customer-management',
    area: 'accounts',
    signedIn: true,
    guard: customersGuard,
    titleKey: 'titles.customers',
  },
  {
    id: 'workgroups',
    path: '/workgroups',
    area: 'accounts',
    signedIn: true,
    guard: workgroupsGuard,
    titleKey: 'titles.workgroups',
  },
  {
    id: 'billing',
    path: '/billing',
    area: 'accounts',
    signedIn: true,
    guard: billingGuard,
    titleKey: 'titles.billing',
  },
] satisfies readonly (RouteDef & { id: RouteId })[];
