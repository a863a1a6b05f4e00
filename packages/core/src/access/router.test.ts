import { describe, expect, it } from 'vitest';
import { deriveAccess } from './access';
import { DEMO_USERS } from './access.fixtures';
import type { Access, ResolveRouteInput, RouteId } from './access.types';
import { mayOpenRoute, resolveRoute } from './router';

const access = (user: keyof typeof DEMO_USERS): Access => deriveAccess(DEMO_USERS[user]);
const signedIn = (pathname: string, extra: Partial<ResolveRouteInput> = {}) =>
  resolveRoute({ pathname, search: '', signedIn: true, access: access('superAdmin'), ...extra });
const signedOut = (pathname: string, search = '') => resolveRoute({ pathname, search, signedIn: false, access: null });
const target = (resolution: ReturnType<typeof resolveRoute>) =>
  resolution.kind === 'redirect' ? resolution.to : `render:${resolution.route.id}`;

describe('resolveRoute signed out', () => {
  it.each([
    ['/login', 'render:login'],
    ['/auth/forget/tok/a@b.c', 'render:authForget'],
    ['/auth/verify/tok/a@b.c', 'render:authVerify'],
    ['/auth/email/verify/5', 'render:authEmailVerify'],
  ])('%s renders', (pathname, expected) => {
    expect(target(signedOut(pathname, '?code=1'))).toBe(expected);
  });

  it('sends a signed-in route to /login with p and q', () => {
    expect(target(signedOut('/scenes', '?a=1&b=2'))).toBe('/login?p=%2Fscenes&q=a%3D1%26b%3D2');
    expect(target(signedOut('/scenes/edit_scene/3'))).toBe('/login?p=%2Fscenes%2Fedit_scene%2F3&q=');
  });

  it('sends the social callback to /login keeping its query for after sign-in', () => {
    const toLogin = target(signedOut('/social/facebook', '?code=abc&state=xyz'));
    expect(toLogin).toBe('/login?p=%2Fsocial%2Ffacebook&q=code%3Dabc%26state%3Dxyz');
    const afterSignIn = signedIn('/login', { search: toLogin.slice('/login'.length) });
    expect(target(afterSignIn)).toBe('/social/facebook?code=abc&state=xyz');
  });

  it('sends an unknown path to /login with p and q too (spec: "any other signed-out path")', () => {
    expect(target(signedOut('/nowhere', '?x=1'))).toBe('/login?p=%2Fnowhere&q=x%3D1');
  });

  it('sends the bare home page to plain /login', () => {
    expect(target(signedOut('/'))).toBe('/login');
  });

  it('ignores guards: a guarded route still goes to login first', () => {
    expect(target(signedOut('/customer-management'))).toBe('/login?p=%2Fcustomer-management&q=');
  });
});

describe('resolveRoute signed in', () => {
  it('renders a route with its params', () => {
    const resolution = signedIn('/scenes/edit_playlist/1/2/3');
    expect(resolution).toMatchObject({ kind: 'render', params: { sceneId: '1', sectionId: '2', playlistId: '3' } });
  });

  it('sends an unknown path to /', () => {
    expect(target(signedIn('/nowhere'))).toBe('/');
    expect(target(signedIn('/screens/7'))).toBe('/');
  });

  it('sends /login to / (or to the p/q target it carries)', () => {
    expect(target(signedIn('/login'))).toBe('/');
    expect(target(signedIn('/login', { search: '?p=%2Fscenes&q=t%3D2' }))).toBe('/scenes?t=2');
    expect(target(signedIn('/login', { search: '?p=%2F%2Fevil.com' }))).toBe('/');
  });

  it('keeps the e-mail token pages and the social callback reachable', () => {
    expect(target(signedIn('/auth/forget/tok/a@b.c'))).toBe('render:authForget');
    expect(target(signedIn('/auth/verify/tok/a@b.c'))).toBe('render:authVerify');
    expect(target(signedIn('/auth/email/verify/5'))).toBe('render:authEmailVerify');
    expect(target(signedIn('/social/instagram'))).toBe('render:social');
  });

  it('guards /screens/add_screen with the screen-creation flag', () => {
    expect(target(signedIn('/screens/add_screen'))).toBe('/');
    expect(target(signedIn('/screens/add_screen', { flags: { canAddScreen: false } }))).toBe('/');
    expect(target(signedIn('/screens/add_screen', { flags: { canAddScreen: true } }))).toBe('render:addScreen');
  });

  // Workgroups for a customer's admin of either billing mode and a reseller acting as one (issue 25); a reseller's own
  // customers page for the reseller view only.
  const routesOf = (
    customers: boolean,
    workgroups: boolean,
    billing: boolean,
    resellers: boolean,
    own: boolean,
  ): Record<string, boolean> => ({
    '/customer-management': customers,
    '/workgroups': workgroups,
    '/billing': billing,
    '/resellers': resellers,
    '/resellers/customers': own,
  });
  const guarded: [keyof typeof DEMO_USERS, Record<string, boolean>][] = [
    ['superAdmin', routesOf(true, true, true, true, false)],
    ['superAdminActingAsDirect', routesOf(false, true, true, true, false)],
    ['superAdminActingAsDelegated', routesOf(false, true, false, true, false)],
    ['resellerAdmin', routesOf(false, false, true, true, true)],
    ['resellerActingAsDelegated', routesOf(false, true, false, true, false)],
    ['directCustomerAdmin', routesOf(false, true, true, false, false)],
    ['directWorkgroupUser', routesOf(false, false, true, false, false)],
    ['delegatedCustomerAdmin', routesOf(false, true, false, false, false)],
    ['delegatedWorkgroupUser', routesOf(false, false, false, false, false)],
  ];
  it.each(guarded)('%s: guarded routes', (user, expected) => {
    for (const [pathname, isAllowed] of Object.entries(expected)) {
      const resolution = signedIn(pathname, { access: access(user) });
      expect(resolution.kind === 'render', pathname).toBe(isAllowed);
      if (!isAllowed) expect(target(resolution)).toBe('/');
    }
  });

  it('refuses a guarded route when access is missing', () => {
    expect(target(signedIn('/billing', { access: null }))).toBe('/');
    expect(target(signedIn('/library', { access: null }))).toBe('render:library');
  });
});

describe('resolveRoute with available()', () => {
  const only =
    (...ids: RouteId[]) =>
    (id: string) =>
      (ids as string[]).includes(id);

  it('treats an unavailable route like an unknown path', () => {
    expect(target(signedIn('/scenes', { available: only('screens') }))).toBe('/');
    expect(target(signedOut('/auth/email/verify/1'))).toBe('render:authEmailVerify');
    const unavailable = resolveRoute({
      pathname: '/auth/email/verify/1',
      search: '',
      signedIn: false,
      access: null,
      available: only(),
    });
    expect(target(unavailable)).toBe('/login?p=%2Fauth%2Femail%2Fverify%2F1&q=');
  });

  it('never makes / or /login unavailable, so redirects cannot loop', () => {
    expect(target(signedIn('/', { available: only() }))).toBe('render:home');
    const atLogin = resolveRoute({ pathname: '/login', search: '', signedIn: false, access: null, available: only() });
    expect(target(atLogin)).toBe('render:login');
  });

  it('renders an available route', () => {
    expect(target(signedIn('/scenes', { available: only('scenes') }))).toBe('render:scenes');
  });
});

describe('resolveRoute by workgroup grants (issue 13)', () => {
  const editor = (grants: Partial<Access['grants']>): Access => {
    const base = access('directWorkgroupUser');
    return { ...base, grants: { ...base.grants, ...grants } };
  };

  it('opens the scene pages that read at Readonly, sends the editing ones home, and hides all at Hidden', () => {
    const readonly = editor({ createAndEditScenes: 'readonly' });
    expect(target(signedIn('/scenes', { access: readonly }))).toBe('render:scenes');
    expect(target(signedIn('/scenes/scene_details/5', { access: readonly }))).toBe('render:sceneDetails');
    expect(target(signedIn('/scenes/edit_scene/5', { access: readonly }))).toBe('/');
    expect(target(signedIn('/scenes/create_scene', { access: readonly }))).toBe('/');
    const hidden = editor({ createAndEditScenes: 'hidden' });
    expect(target(signedIn('/scenes', { access: hidden }))).toBe('/');
    expect(target(signedIn('/scenes/edit_scene/5', { access: editor({}) }))).toBe('render:editScene');
  });

  it('guards screens by manageScreens and assignment by scheduleScenes', () => {
    expect(target(signedIn('/screens', { access: editor({ manageScreens: 'readonly' }) }))).toBe('render:screens');
    expect(target(signedIn('/screens', { access: editor({ manageScreens: 'hidden' }) }))).toBe('/');
    expect(target(signedIn('/screens/4/assign_scenes', { access: editor({ scheduleScenes: 'readonly' }) }))).toBe('/');
    expect(target(signedIn('/screen_scene_schedule/1/2', { access: editor({ scheduleScenes: 'readonly' }) }))).toBe(
      'render:screenSceneSchedule',
    );
  });
});

describe('mayOpenRoute', () => {
  it('follows the route guard, allows unguarded routes and refuses unknown patterns', () => {
    const base = access('directWorkgroupUser');
    const readonly: Access = { ...base, grants: { ...base.grants, createAndEditScenes: 'readonly' } };
    expect(mayOpenRoute('/scenes/edit_scene/:sceneId', readonly)).toBe(false);
    expect(mayOpenRoute('/scenes/scene_details/:sceneId', readonly)).toBe(true);
    expect(mayOpenRoute('/library', readonly)).toBe(true);
    expect(mayOpenRoute('/nowhere', access('superAdmin'))).toBe(false);
  });
});
