import { groupPermissionsAt, type SessionUser } from '@screenplay/core';
import type { SocialAccount } from '@screenplay/core/tenant';
import { ApiError, endpointCall, type ApiClient, type ApiRequests } from '@screenplay/hooks';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_USER, renderAt } from '../../test/library.fixtures';
import IntegrationsPage from './IntegrationsPage';
import SocialCallbackPage from './SocialCallbackPage';

const ADMIN: SessionUser = {
  ...FULL_USER,
  roles: [{ id: 1, name: 'customer-admin' }],
  customerId: 10,
  tenantType: 'Direct',
};
const READONLY_EDITOR: SessionUser = {
  ...FULL_USER,
  roles: [{ id: 2, name: 'workgroup-user' }],
  customerId: 10,
  tenantType: 'Direct',
  groupPermissions: { ...groupPermissionsAt('full'), createAndEditScenes: 'readonly' },
};
const SUPER_ADMIN: SessionUser = { ...FULL_USER, roles: [{ id: 3, name: 'super-admin' }], customerId: null };

const account = (id: string, username: string, more: Partial<SocialAccount> = {}): SocialAccount => ({
  id,
  type: 'facebook',
  username,
  source: 'oauth',
  connectedAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  ...more,
});

interface Call {
  method: string;
  url: string;
  params?: unknown;
}

/** A fake API answering raw bodies (the list's `meta` and getlink's `url` are not under `data`). */
function fakeApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const answer = (call: Call) => {
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    if (!(key in answers))
      return Promise.reject(new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' }));
    const raw = answers[key];
    const value = typeof raw === 'function' ? (raw as (call: Call) => unknown)(call) : raw;
    return value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value);
  };
  const requests = {
    get: (url: string, options?: { params?: unknown }) => answer({ method: 'get', url, params: options?.params }),
    delete: (url: string) => answer({ method: 'delete', url }),
  } as unknown as ApiRequests;
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  return { api, calls };
}

const lists = (facebook: SocialAccount[], connectable = true) => ({
  'get facebook/accounts': () => ({ data: facebook, meta: { connectable } }),
  'get instagram/accounts': { data: [], meta: { connectable } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('IntegrationsPage', () => {
  it('lists each kind alphabetically with Connect and Disconnect for an admin', async () => {
    const { api } = fakeApi(lists([account('2', 'Nordic Bakery'), account('1', 'aurora café')]));
    renderAt('/integrations', <IntegrationsPage />, api, ADMIN);
    const table = await screen.findByRole('table', { name: 'Facebook pages' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['aurora café', 'Nordic Bakery']);
    expect(screen.getByRole('button', { name: 'Connect a Facebook page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect an Instagram account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect Nordic Bakery' })).toBeTruthy();
    expect(screen.getByText('No Instagram account is connected yet.')).toBeTruthy();
  });

  it('marks a pre-provisioned account and offers no Disconnect for it', async () => {
    const { api } = fakeApi(lists([account('9', 'house', { source: 'server', connectedAt: null })]));
    renderAt('/integrations', <IntegrationsPage />, api, ADMIN);
    const table = await screen.findByRole('table', { name: 'Facebook pages' });
    expect(within(table).getByText('Set up by the server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  });

  it("shows 'User is not allowed to add account' instead of the buttons to a user who may not", async () => {
    const { api } = fakeApi(lists([account('2', 'Nordic Bakery')]));
    renderAt('/integrations', <IntegrationsPage />, api, READONLY_EDITOR);
    await screen.findByRole('table', { name: 'Facebook pages' });
    expect(screen.getAllByText('User is not allowed to add account')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Disconnect/ })).toBeNull();
  });

  it('tells a super-admin acting for no customer to log in as one, and a server without the app says so', async () => {
    const { api } = fakeApi(lists([]));
    const view = renderAt('/integrations', <IntegrationsPage />, api, SUPER_ADMIN);
    expect(await screen.findAllByText(/log in as one of your customers/)).toHaveLength(2);
    view.unmount();
    renderAt('/integrations', <IntegrationsPage />, fakeApi(lists([], false)).api, ADMIN);
    expect(await screen.findAllByText('Connecting these accounts is not set up on this server.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('asks for this portal’s own callback and sends the browser to the provider’s dialog', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://portal.test', assign });
    const { api, calls } = fakeApi({
      ...lists([]),
      'get oauth/facebook/getlink': { url: 'https://provider.test/dialog?state=s' },
    });
    renderAt('/integrations', <IntegrationsPage />, api, ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a Facebook page' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://provider.test/dialog?state=s'));
    expect(calls.find((call) => call.url === 'oauth/facebook/getlink')?.params).toEqual({
      redirect_uri: 'http://portal.test/social/facebook',
    });
  });

  it('disconnects after the confirmation and reloads the list', async () => {
    let facebook = [account('2', 'Nordic Bakery')];
    const { api, calls } = fakeApi({
      ...lists([]),
      'get facebook/accounts': () => ({ data: facebook, meta: { connectable: true } }),
      'delete facebook/accounts/2': () => {
        facebook = [];
        return undefined;
      },
    });
    const { stores } = renderAt('/integrations', <IntegrationsPage />, api, ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Nordic Bakery' }));
    await vi.waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    expect(stores.popups.$popups.value[0]).toMatchObject({ messageKey: 'integrations.disconnectConfirm' });
    await act(async () => stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    await screen.findByText('No Facebook page is connected yet.');
    expect(calls.some((call) => call.method === 'delete')).toBe(true);
  });
});

describe('SocialCallbackPage', () => {
  it('completes a Facebook-type connection from the fragment, cleans the address and goes to Integrations', async () => {
    window.history.replaceState(null, '', '/social/facebook#access_token=EAAB&expires_in=3600&state=s1');
    const { api, calls } = fakeApi({ 'get oauth/facebook/connect': { data: [account('2', 'Nordic Bakery')] } });
    const { history, stores } = renderAt(
      '/social/facebook',
      <SocialCallbackPage params={{ type: 'facebook' }} />,
      api,
      ADMIN,
    );
    await vi.waitFor(() => expect(history.at(-1)).toBe('/integrations'));
    expect(calls[0]?.params).toEqual({ access_token: 'EAAB', state: 's1', expires_in: '3600' });
    expect(window.location.hash).toBe('');
    expect(stores.toasts.$toasts.value.map((toast) => toast.values)).toEqual([{ names: 'Nordic Bakery' }]);
  });

  it('shows the server’s refusal of a wrong state, with the way back', async () => {
    window.history.replaceState(null, '', '/social/facebook#access_token=EAAB&state=forged');
    const refusal = new ApiError({
      status: 422,
      messageKey: 'errors.validation',
      message: 'This connection request has expired or was not started by you. Start it again.',
      errors: { state: ['This connection request has expired or was not started by you. Start it again.'] },
    });
    const { api } = fakeApi({ 'get oauth/facebook/connect': refusal });
    renderAt('/social/facebook', <SocialCallbackPage params={{ type: 'facebook' }} />, api, ADMIN);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This connection request has expired or was not started by you. Start it again.',
    );
    expect(screen.getByRole('link', { name: 'Back to Integrations' })).toBeTruthy();
  });

  it('says a cancelled dialog was not completed, without calling the server', async () => {
    window.history.replaceState(null, '', '/social/instagram?error=access_denied&error_description=Denied');
    const { api, calls } = fakeApi({});
    renderAt('/social/instagram', <SocialCallbackPage params={{ type: 'instagram' }} />, api, ADMIN);
    expect((await screen.findByRole('alert')).textContent).toBe('The connection was not completed: Denied');
    expect(calls).toEqual([]);
  });
});
