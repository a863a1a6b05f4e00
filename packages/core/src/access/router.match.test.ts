import { describe, expect, it } from 'vitest';
import type { RouteId } from './access.types';
import { ROUTES } from './routes';
import { matchRoute } from './router';

/** Every path of both spec files (section 2), with a concrete URL and the parameters it must yield. */
const SPEC_PATHS: [string, RouteId, Record<string, string>][] = [
  ['/', 'home', {}],
  ['/login', 'login', {}],
  ['/auth/forget/tok123/a%40b.com', 'authForget', { token: 'tok123', email: 'a@b.com' }],
  ['/auth/verify/tok123/a@b.com', 'authVerify', { token: 'tok123', email: 'a@b.com' }],
  ['/auth/email/verify/42', 'authEmailVerify', { userId: '42' }],
  ['/social/instagram', 'social', { type: 'instagram' }],
  ['/social/facebook', 'social', { type: 'facebook' }],
  ['/screens', 'screens', {}],
  ['/screens/add_screen', 'addScreen', {}],
  ['/screens/7/assign_scenes', 'assignScenes', { screenId: '7' }],
  ['/screens/screen_details/7', 'screenDetails', { screenId: '7' }],
  ['/screens/proof_of_play/7', 'proofOfPlay', { screenId: '7' }],
  ['/scenes', 'scenes', {}],
  ['/scenes/3/assign_screen', 'assignScreen', { sceneId: '3' }],
  ['/scenes/create_scene', 'createScene', {}],
  ['/scenes/edit_scene/3', 'editScene', { sceneId: '3' }],
  ['/scenes/scene_details/3', 'sceneDetails', { sceneId: '3' }],
  ['/scenes/create_scene_from_layout/9', 'createSceneFromLayout', { layoutId: '9' }],
  ['/scenes/edit_playlist/3/4/5', 'editPlaylist', { sceneId: '3', sectionId: '4', playlistId: '5' }],
  ['/scenes/edit_playlist/3/4', 'editPlaylist', { sceneId: '3', sectionId: '4' }],
  ['/scenes/preview/3/', 'scenePreview', { sceneId: '3' }],
  ['/scenes/preview/3', 'scenePreview', { sceneId: '3' }],
  ['/scenes/preview/controls/abc-def/', 'scenePreviewControls', { uid: 'abc-def' }],
  ['/scenes/preview/controls/abc-def', 'scenePreviewControls', { uid: 'abc-def' }],
  ['/library', 'library', {}],
  ['/library/create_layout', 'createLayout', {}],
  ['/library/create_layout/-1', 'createLayoutFrom', { layoutId: '-1' }],
  ['/library/edit_layout/9', 'editLayout', { layoutId: '9' }],
  ['/library/edit_template/11', 'editTemplate', { templateId: '11' }],
  ['/library/edit_template', 'editTemplate', {}],
  ['/playlist_schedule/3/4/5', 'playlistSchedule', { sceneId: '3', sectionId: '4', playlistId: '5' }],
  ['/screen_scene_schedule/3/7,8/2', 'screenSceneSchedule', { sceneId: '3', screensId: '7,8', scheduleId: '2' }],
  ['/screen_scene_schedule/3/7', 'screenSceneSchedule', { sceneId: '3', screensId: '7' }],
  ['/settings', 'settings', {}],
  ['/integrations', 'integrations', {}], // ours (issue 14): the spec does not show the Integrations path
  ['/user_settings', 'userSettings', {}],
  ['/resellers', 'resellers', {}],
  ['/resellers/customers', 'resellerCustomers', {}], // ours (issue 25): a reseller's own customers
  ['/customer-management', 'customerManagement', {}],
  ['/workgroups', 'workgroups', {}],
  ['/billing', 'billing', {}],
];

describe('ROUTES', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('covers every spec path, and every route is exercised here', () => {
    const tested = new Set<string>(SPEC_PATHS.map(([, id]) => id));
    expect(ROUTES.filter((route) => !tested.has(route.id)).map((route) => route.id)).toEqual([]);
  });

  it('keeps /login the only signed-out-only page; token pages are public, the social callback needs a session', () => {
    const audience = (id: RouteId) => {
      const route = ROUTES.find((entry) => entry.id === id);
      return route && { signedIn: route.signedIn, isPublic: route.isPublic === true };
    };
    expect(audience('login')).toEqual({ signedIn: false, isPublic: false });
    expect(audience('authForget')).toEqual({ signedIn: false, isPublic: true });
    expect(audience('authVerify')).toEqual({ signedIn: false, isPublic: true });
    expect(audience('authEmailVerify')).toEqual({ signedIn: false, isPublic: true });
    expect(audience('social')).toEqual({ signedIn: true, isPublic: false });
  });
});

describe('matchRoute', () => {
  it.each(SPEC_PATHS)('%s -> %s', (pathname, id, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it('tolerates one trailing slash on any route', () => {
    expect(matchRoute('/screens/')?.route.id).toBe('screens');
    expect(matchRoute('/scenes/edit_scene/3/')?.params).toEqual({ sceneId: '3' });
  });

  it('matches exactly: no prefixes, no extra segments, no empty segments', () => {
    const paths = ['/screens/7', '/scenes/edit_scene', '/scenes/edit_scene/3/extra', '/screens//', '//', '/unknown'];
    paths.push('/scenes//3/assign_screen', '/billing/x', '/library/edit_template/1/2', 'screens');
    for (const pathname of paths) expect(matchRoute(pathname), pathname).toBeNull();
  });

  it('prefers a literal segment over a parameter in the same place', () => {
    expect(matchRoute('/screens/screen_details/assign_scenes')?.route.id).toBe('screenDetails');
    expect(matchRoute('/scenes/preview/assign_screen')?.route.id).toBe('scenePreview');
  });

  it('decodes parameters and refuses malformed encoding without throwing', () => {
    expect(matchRoute('/social/my%20type')?.params).toEqual({ type: 'my type' });
    expect(() => matchRoute('/social/%E0%A4%A')).not.toThrow();
    expect(matchRoute('/social/%E0%A4%A')).toBeNull();
  });

  it('is case-sensitive like the spec paths', () => {
    expect(matchRoute('/Screens')).toBeNull();
  });
});
