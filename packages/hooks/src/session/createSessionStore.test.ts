import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_RENEW_AFTER_MS } from '@screenplay/core';
import type { ApiClient, ApiRequests } from '../api/api.types';
import { createApiClient, endpointCall } from '../api/createApiClient';
import { fakeServer, memoryStorage } from '../testing/fakeServer';
import type { FakeRoutes } from '../testing/fakeServer';
import { makeUser } from '../testing/users';
import { createSessionStore } from './createSessionStore';
import type { Customer } from './session.types';

const reseller = makeUser();
const customers: Customer[] = [
  {
    id: 5,
    title: 'Acme',
    type: 'Direct',
    administrators: [],
    description: null,
    address: null,
    screenLicenses: 3,
    maxScreens: 3,
    resellerId: 10,
    resellerTitle: 'Northwind Signage',
    screensInUse: 0,
    licences: { valid: 3, expiringSoon: 0, nextExpiry: null },
  },
  {
    id: 6,
    title: 'Globex',
    type: 'Delegated',
    administrators: [],
    description: null,
    address: null,
    screenLicenses: 1,
    maxScreens: 1,
    resellerId: 10,
    resellerTitle: 'Northwind Signage',
    screensInUse: 0,
    licences: { valid: 1, expiringSoon: 0, nextExpiry: null },
  },
];

function setup(
  routes: FakeRoutes,
  stored: Record<string, string> = {},
  where = { pathname: '/scenes/edit_scene/5', search: '?t=3' },
) {
  const server = fakeServer(routes);
  const storage = memoryStorage(stored);
  const navigate = vi.fn();
  const onReset = vi.fn();
  // The portal wires the client and the session the same way: the client asks the session for the token.
  const session = createSessionStore({
    api: createApiClient({
      baseURL: '/api/v1',
      getToken: () => session.getToken(),
      onUnauthorized: () => session.handleUnauthorized(),
      fetch: server.fetch,
      log: () => undefined,
    }),
    storage,
    navigate,
    location: () => where,
    onReset,
  });
  return { session, storage, navigate, onReset, requests: server.requests };
}

describe('restore', () => {
  it('is signed out without stored tokens and asks the server nothing', async () => {
    const { session, requests } = setup({});
    expect(session.$status.value).toBe('restoring');
    await session.restore();
    expect(session.$status.value).toBe('signedOut');
    expect(requests).toHaveLength(0);
  });

  it('verifies stored tokens with GET auth, signs in and stores the renewed token secret', async () => {
    const { session, storage, requests } = setup(
      { 'GET auth': () => [200, { user: reseller, access_token: '9|renewed' }] },
      { accessToken: 'old', wsToken: 'ws' },
    );
    await session.restore();
    expect(requests[0]?.authorization).toBe('Bearer old');
    expect(session.$status.value).toBe('signedIn');
    expect(session.$user.value).toEqual(reseller);
    expect(session.$access.value?.isResellerAdmin).toBe(true);
    expect(storage.entries()).toEqual({ accessToken: 'renewed', wsToken: 'ws' });
  });

  it('clears the tokens and signs out when verification fails', async () => {
    const { session, storage } = setup(
      { 'GET auth': () => [500, { message: 'Server Error' }] },
      { accessToken: 'old', wsToken: 'ws' },
    );
    await session.restore();
    expect(session.$status.value).toBe('signedOut');
    expect(storage.entries()).toEqual({});
  });
});

describe('refresh', () => {
  it("takes the user's new grants from GET auth, keeps the user on a failure, and asks nothing signed out", async () => {
    let answer: [number, unknown] = [200, { user: reseller, access_token: '9|t' }];
    const { session, requests } = setup({ 'GET auth': () => answer }, { accessToken: 'old' });
    await session.refresh();
    expect(requests).toHaveLength(0);
    await session.restore();
    const readonly = {
      ...reseller,
      groupPermissions: { ...reseller.groupPermissions, createAndEditScenes: 'readonly' },
    };
    answer = [200, { user: readonly, access_token: '9|t' }];
    await session.refresh();
    expect(session.$user.value?.groupPermissions.createAndEditScenes).toBe('readonly');
    answer = [500, { message: 'Server Error' }];
    await session.refresh();
    expect(session.$status.value).toBe('signedIn');
    expect(session.$user.value).toEqual(readonly);
  });
});

describe('login', () => {
  it('stores only the secret part of both tokens and signs in with the returned user', async () => {
    const { session, storage, requests } = setup({
      'POST auth/token': () => [
        200,
        { access_token: '12|abc', ws_token: '13|def', token_type: 'Bearer', user: reseller },
      ],
    });
    await expect(session.login('rita@example.com', 'pw')).resolves.toEqual(reseller);
    expect(requests[0]?.body).toEqual({ email: 'rita@example.com', password: 'pw' });
    expect(storage.entries()).toEqual({ accessToken: 'abc', wsToken: 'def' });
    expect(session.$status.value).toBe('signedIn');
  });

  it('fetches the user when the token answer carries none', async () => {
    const { session, requests } = setup({
      'POST auth/token': () => [200, { access_token: '12|abc', ws_token: '13|def' }],
      'GET auth': () => [200, { user: reseller }],
    });
    await session.login('rita@example.com', 'pw');
    expect(requests[1]?.authorization).toBe('Bearer abc');
    expect(session.$user.value).toEqual(reseller);
  });

  it('rejects a 422 with login.invalid and stays signed out', async () => {
    const body = {
      message: 'Invalid user name or password',
      code: 'auth.failed',
      errors: { email: ['Invalid user name or password'] },
    };
    const { session, storage } = setup({ 'POST auth/token': () => [422, body] });
    await session.restore();
    await expect(session.login('x@y.z', 'bad')).rejects.toMatchObject({ status: 422, messageKey: 'login.invalid' });
    expect(session.$status.value).toBe('signedOut');
    expect(storage.entries()).toEqual({});
  });
});

describe('logout', () => {
  it('calls the server, clears tokens, resets every store and goes to /login even when the call fails', async () => {
    const { session, storage, navigate, onReset, requests } = setup(
      { 'GET auth': () => [200, { user: reseller }], 'POST auth/logout': () => [401, { message: 'Unauthenticated.' }] },
      { accessToken: 'a', wsToken: 'w' },
    );
    await session.restore();
    const resetScenes = vi.fn();
    const resetScreens = vi.fn();
    session.registerReset(resetScenes);
    const unregister = session.registerReset(resetScreens);
    unregister();
    await session.logout();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET auth', 'POST auth/logout']);
    expect(storage.entries()).toEqual({});
    expect(session.$user.value).toBeNull();
    expect(session.$status.value).toBe('signedOut');
    expect(resetScenes).toHaveBeenCalledTimes(1);
    expect(resetScreens).not.toHaveBeenCalled();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls).toEqual([['/login']]);
  });
});

describe('401 on any call', () => {
  it('clears the session and sends the user to /login with the path in p and the query in q', async () => {
    const { session, storage, navigate } = setup(
      { 'GET auth': () => [200, { user: reseller }], 'GET customers': () => [401, { message: 'Unauthenticated.' }] },
      { accessToken: 'a', wsToken: 'w' },
    );
    await session.restore();
    await expect(session.loadCustomers()).rejects.toMatchObject({ status: 401, messageKey: 'errors.unauthorized' });
    expect(session.$status.value).toBe('signedOut');
    expect(storage.entries()).toEqual({});
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'http://portal.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('p')).toBe('/scenes/edit_scene/5');
    expect(target.searchParams.get('q')).toBe('t=3');
  });

  it('does not redirect when already on /login', async () => {
    const { session, navigate } = setup({}, {}, { pathname: '/login', search: '' });
    session.handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('acting as a customer', () => {
  it('switches to a customer and back, exposing the acting customer and resetting the other stores', async () => {
    const { session, requests } = setup(
      {
        'GET auth': () => [200, { user: reseller }],
        'GET customers': () => [200, { data: customers }],
        'POST auth/loginas': (request) => {
          const { customerId } = request.body as { customerId: number | null };
          const acting = customerId === null ? {} : { currentCustomerId: customerId, tenantType: 'Delegated' as const };
          return [200, { user: makeUser(acting) }];
        },
      },
      { accessToken: 'a', wsToken: 'w' },
    );
    await session.restore();
    await session.loadCustomers();
    const resetScreens = vi.fn();
    session.registerReset(resetScreens);
    expect(session.$actingCustomer.value).toBeNull();

    await session.loginAs(6);
    expect(requests.at(-1)?.body).toEqual({ customerId: 6 });
    expect(session.$actingCustomer.value?.title).toBe('Globex');
    expect(session.$access.value?.isActingAsCustomer).toBe(true);
    expect(resetScreens).toHaveBeenCalledTimes(1);

    await session.backToReseller();
    expect(requests.at(-1)?.body).toEqual({ customerId: null });
    expect(session.$actingCustomer.value).toBeNull();
    expect(session.$access.value?.isResellerView).toBe(true);
    expect(resetScreens).toHaveBeenCalledTimes(2);
  });
});

describe('account calls', () => {
  it.each([
    ['passwords.throttled', 'login.throttled'],
    ['passwords.user', 'login.emailNotFound'],
  ])('forgot maps a 422 with code %s to %s', async (code, messageKey) => {
    const { session } = setup({ 'POST auth/forgot': () => [422, { message: 'No', code, errors: { email: ['No'] } }] });
    await expect(session.forgot('a@b.c')).rejects.toMatchObject({ status: 422, code, messageKey });
  });

  it.each([
    ['passwords.token', 'login.invalidToken'],
    ['passwords.user', 'login.emailNotFound'],
  ])('reset maps a 422 with code %s to %s', async (code, messageKey) => {
    const { session, requests } = setup({ 'POST auth/reset': () => [422, { message: 'No', code }] });
    const input = { email: 'a@b.c', token: 't0k', password: 'secret12', password_confirmation: 'secret12' };
    await expect(session.reset(input)).rejects.toMatchObject({ status: 422, code, messageKey });
    expect(requests[0]?.body).toEqual(input);
  });

  it('reset keeps the server’s field messages for a refused password (not “No user exists with such email”)', async () => {
    const errors = { password: ['The password must be at least 8 characters.'] };
    const { session } = setup({ 'POST auth/reset': () => [422, { message: 'The given data was invalid.', errors }] });
    const input = { email: 'a@b.c', token: 't0k', password: 'short', password_confirmation: 'short' };
    const failure = await session.reset(input).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, errors });
    expect(failure).not.toMatchObject({ messageKey: 'login.emailNotFound' });
  });

  it('signs in with the tokens a reset answers with (login by token and e-mail)', async () => {
    const { session, storage } = setup({
      'POST auth/reset': () => [200, { access_token: '21|reset-secret', ws_token: '22|ws-secret' }],
      'GET auth': () => [200, { user: reseller }],
    });
    const input = { email: 'rita@example.com', token: 't0k', password: 'secret12', password_confirmation: 'secret12' };
    await expect(session.reset(input)).resolves.toEqual(reseller);
    expect(storage.entries()).toEqual({ accessToken: 'reset-secret', wsToken: 'ws-secret' });
    expect(session.$status.value).toBe('signedIn');
  });

  it('rejects a mismatched password confirmation without calling the server', async () => {
    const { session, requests } = setup({ 'PATCH auth/password': () => [200, {}] });
    const input = { current_password: 'old', password: 'new-one-1', password_confirmation: 'new-one-2' };
    await expect(session.changePassword(input)).rejects.toMatchObject({
      status: 422,
      messageKey: 'validation.passwordsShouldBeEqual',
      text: 'Passwords should be equal',
      errors: { password_confirmation: ['Passwords should be equal'] },
    });
    expect(requests).toHaveLength(0);
    await session.changePassword({ ...input, password_confirmation: 'new-one-1' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH auth/password']);
  });

  it('keeps the server text when the current password is wrong', async () => {
    const errors = { current_password: ['The current password is incorrect'] };
    const { session } = setup({ 'PATCH auth/password': () => [422, { message: 'Invalid', errors }] });
    const input = { current_password: 'bad', password: 'n', password_confirmation: 'n' };
    await expect(session.changePassword(input)).rejects.toMatchObject({ text: 'The current password is incorrect' });
  });
});

describe('updateProfile', () => {
  it('uploads the multipart profile to auth?_method=PUT, passes progress on and updates the user', async () => {
    const updated = makeUser({ name: 'Rita B.' });
    const upload = vi.fn(async (_url: string, _form: FormData, onProgress?: (fraction: number) => void) => {
      onProgress?.(1);
      return { user: updated };
    });
    const requests = { upload } as unknown as ApiRequests;
    const api: ApiClient = { ...requests, call: endpointCall(requests) };
    const session = createSessionStore({
      api,
      storage: memoryStorage(),
      navigate: vi.fn(),
      location: () => ({ pathname: '/', search: '' }),
    });
    const form = new FormData();
    const progress: number[] = [];
    await expect(session.updateProfile(form, (fraction) => progress.push(fraction))).resolves.toEqual(updated);
    expect(upload.mock.calls[0]?.[0]).toBe('auth?_method=PUT');
    expect(upload.mock.calls[0]?.[1]).toBe(form);
    expect(progress).toEqual([1]);
    expect(session.$user.value?.name).toBe('Rita B.');
  });
});

describe('token renewal (ACCESS_TOKEN_RENEW_AFTER_MS)', () => {
  it('asks GET auth again every renewal period while signed in and stores the fresh token; stops when signed out', async () => {
    vi.useFakeTimers();
    try {
      let serial = 0;
      const { session, storage, requests } = setup(
        {
          'GET auth': () => [200, { user: reseller, access_token: `${++serial}|fresh-${serial}` }],
          'POST auth/logout': () => [200, {}],
        },
        { accessToken: 'old', wsToken: 'ws' },
      );
      await session.restore();
      expect(storage.getItem('accessToken')).toBe('fresh-1');
      await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_RENEW_AFTER_MS - 1);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      expect(requests[1]?.authorization).toBe('Bearer fresh-1');
      expect(storage.getItem('accessToken')).toBe('fresh-2');
      await session.logout();
      await vi.advanceTimersByTimeAsync(3 * ACCESS_TOKEN_RENEW_AFTER_MS);
      expect(requests.filter((request) => request.method === 'GET' && request.path === 'auth')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
