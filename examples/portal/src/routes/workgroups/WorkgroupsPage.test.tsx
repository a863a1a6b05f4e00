import type { Workgroup, WorkgroupMember } from '@screenplay/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRAG_MIME, decodeDragPayload, encodeDragPayload } from '@screenplay/core/library';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderAt, type ApiCall } from '../../test/library.fixtures';
import WorkgroupsPage from './WorkgroupsPage';

function member(id: number, name: string, overrides: Partial<WorkgroupMember> = {}): WorkgroupMember {
  return {
    id,
    name,
    lastName: null,
    email: `${name.toLowerCase()}@acme.test`,
    roles: ['workgroup-user'],
    isAdmin: false,
    emailVerifiedAt: '2026-11-01T10:00:00.000Z',
    workGroupId: 1,
    ...overrides,
  };
}

const ADMINS: Workgroup = {
  id: 1,
  title: 'Head office',
  users: [
    member(3, 'zoe'),
    member(2, 'Bea', { emailVerifiedAt: null }),
    member(1, 'Yann', { isAdmin: true, roles: ['customer-admin'] }),
  ],
  permissions: [{ permissionType: 'createAndEditScenes', level: 'full' }],
};
const STORES: Workgroup = { id: 2, title: 'Stores', users: [], permissions: [] };

function setup(answers: Record<string, unknown> = {}) {
  const fake = fakeApi({ 'get workgroups': [ADMINS, STORES], ...answers });
  return { ...fake, ...renderAt('/workgroups', <WorkgroupsPage />, fake.api) };
}

function lastCall(calls: ApiCall[], method: ApiCall['method'], url: string): ApiCall | undefined {
  return calls.filter((call) => call.method === method && call.url === url).at(-1);
}

describe('WorkgroupsPage', () => {
  it('lists workgroups and shows the first one with its members in core order and their marks', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Workgroups' });
    expect(
      within(nav)
        .getByRole('button', { name: /Head office/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    const cards = within(screen.getByRole('list', { name: 'Members of Head office' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Yann', 'Bea', 'zoe']);
    expect(within(cards[0] as HTMLElement).getByText('(admin)')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Not verified')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).queryByText('Not verified')).toBeNull();
  });

  it('shows the empty state and the load error with a retry', async () => {
    let fails = true;
    const { calls } = setup({
      'get workgroups': () => (fails ? apiError(500, 'down') : []),
    });
    await screen.findByRole('alert');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No workgroups yet/)).toBeTruthy();
    expect(calls.filter((call) => call.url === 'workgroups')).toHaveLength(2);
  });

  it('creates a workgroup and opens it', async () => {
    const created: Workgroup = { id: 9, title: 'Depot', users: [], permissions: [] };
    let list = [ADMINS, STORES];
    const { calls } = setup({
      'get workgroups': () => list,
      'post workgroups': () => {
        list = [...list, created];
        return created;
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'New workgroup name' }), {
      target: { value: 'Depot' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create workgroup' }));
    expect(await screen.findByRole('heading', { name: 'Depot', level: 2 })).toBeTruthy();
    expect(lastCall(calls, 'post', 'workgroups')?.body).toEqual({ title: 'Depot' });
  });

  it('shows the refusal when a workgroup with members is deleted', async () => {
    const { stores } = setup({
      'delete workgroups/1': apiError(409, 'The workgroup still has members: move or remove them first'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete workgroup' }));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    act(() => void stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    await waitFor(() =>
      expect(JSON.stringify(stores.toasts.$toasts.value)).toContain(
        'The workgroup still has members: move or remove them first',
      ),
    );
  });

  it('invites a user with a role and shows field problems from the server', async () => {
    let attempt = 0;
    const { calls } = setup({
      'post workgroups/1/users': () => {
        attempt += 1;
        return attempt === 1
          ? apiError(422, 'invalid')
          : member(7, 'Cleo', { emailVerifiedAt: null, roles: ['customer-admin'], isAdmin: true });
      },
    });
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'E-mail' }), { target: { value: ' cleo@acme.test ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Cleo' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Role' }), { target: { value: 'customer-admin' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(attempt).toBe(1));
    // The refused try has ended (the button no longer busy) before the second one: a click while busy is ignored.
    const send = within(form).getByRole('button', { name: 'Send invitation' });
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(send);
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(''),
    );
    expect(lastCall(calls, 'post', 'workgroups/1/users')?.body).toEqual({
      email: 'cleo@acme.test',
      name: 'Cleo',
      roles: ['customer-admin'],
    });
  });

  it('edits, moves and removes a member', async () => {
    const { calls, stores } = setup({
      'post workgroups/1/user/3': member(3, 'Zoe'),
      'patch workgroups/1/users/3': member(3, 'Zoe', { workGroupId: 2 }),
      'delete workgroups/1/users/2': undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit zoe' }));
    const form = screen.getByRole('form', { name: 'Edit zoe' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Zoe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastCall(calls, 'post', 'workgroups/1/user/3')?.body).toEqual({ name: 'Zoe', roles: ['workgroup-user'] }),
    );

    expect(((await screen.findByRole('combobox', { name: 'Move zoe to' })) as HTMLSelectElement).value).toBe('2');
    fireEvent.click(within(screen.getByRole('listitem', { name: 'zoe' })).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(lastCall(calls, 'patch', 'workgroups/1/users/3')?.body).toEqual({ workgroupId: 2 }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bea' }));
    await waitFor(() => expect(stores.popups.$popups.value).toHaveLength(1));
    act(() => void stores.popups.resolve(stores.popups.$popups.value[0]?.id ?? 0, 'confirm'));
    await waitFor(() => expect(lastCall(calls, 'delete', 'workgroups/1/users/2')).toBeDefined());
  });

  it('moves a member card dropped on another workgroup (the user payload); other drops and its own group do nothing', async () => {
    const { calls, stores } = setup({ 'patch workgroups/1/users/3': member(3, 'zoe', { workGroupId: 2 }) });
    const card = await screen.findByRole('listitem', { name: 'zoe' });
    const setData = vi.fn();
    fireEvent.dragStart(card, { dataTransfer: { setData } });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
    const payload = setData.mock.calls[0]?.[1] as string;
    expect(decodeDragPayload(payload)).toEqual({ kind: 'user', id: 3 });
    const nav = screen.getByRole('navigation', { name: 'Workgroups' });
    const drop = (name: RegExp, text: string) => {
      const dataTransfer = { types: [DRAG_MIME], getData: () => text, dropEffect: 'none' };
      const target = within(nav).getByRole('button', { name });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
    };
    drop(/Head office/, payload);
    drop(/Stores/, encodeDragPayload({ kind: 'screen', id: 3 }));
    expect(calls.filter((call) => call.method === 'patch')).toHaveLength(0);
    drop(/Stores/, payload);
    await waitFor(() => expect(lastCall(calls, 'patch', 'workgroups/1/users/3')?.body).toEqual({ workgroupId: 2 }));
    await waitFor(() =>
      expect(stores.toasts.$toasts.value.at(-1)).toMatchObject({
        messageKey: 'workgroups.moved',
        values: { name: 'zoe', title: 'Stores' },
      }),
    );
  });

  it('saves every permission type with its level, not granted ones as Hidden', async () => {
    const { calls } = setup({ 'post workgroups/1/grouppermissions': ADMINS });
    const form = await screen.findByRole('form', { name: 'Permissions of Head office' });
    const scenes = within(form).getByRole('group', { name: 'Creating and editing scenes' });
    expect((within(scenes).getByRole('radio', { name: 'Full Access' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(scenes).getByRole('radio', { name: 'Readonly' }));
    const screens = within(form).getByRole('group', { name: 'Managing screens' });
    expect((within(screens).getByRole('radio', { name: 'Hidden' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(lastCall(calls, 'post', 'workgroups/1/grouppermissions')).toBeDefined());
    const body = lastCall(calls, 'post', 'workgroups/1/grouppermissions')?.body as {
      permissions: { permissionType: string; level: string }[];
    };
    expect(body.permissions).toHaveLength(7);
    expect(body.permissions).toContainEqual({ permissionType: 'createAndEditScenes', level: 'readonly' });
    expect(body.permissions).toContainEqual({ permissionType: 'manageScreens', level: 'hidden' });
  });
});
