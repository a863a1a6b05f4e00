import type { Workgroup, WorkgroupMember } from '@screenplay/core';
import { INVITATION_TOKEN_DAYS } from '../../examples/portal/server/auth/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const API = '/api/v1/workgroups';

describe.each(BACKENDS)('workgroups: members (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let globex: string;
  let adminId: number;
  let stores: number;
  let head: number;
  let editorId: number;

  const call = <T = Record<string, unknown>>(method: string, path: string, json?: unknown, token = admin) =>
    h.call<T>(method, `${API}${path}`, { token, json });
  const membersOf = async (id: number) => (await call<{ data: Workgroup }>('GET', `/${id}`)).body.data.users;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    head = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Head Office'")).id;
    editorId = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeEditor])).id;
    adminId = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeAdmin])).id;
  });
  afterAll(() => h.dispose());

  it('updates a member’s name and roles; the roles reach the next session read', async () => {
    const answer = await call<{ data: WorkgroupMember }>('PUT', `/${stores}/user/${editorId}`, {
      name: 'Edward',
      lastName: 'Editor',
      roles: ['customer-admin'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: editorId, name: 'Edward', roles: ['customer-admin'], isAdmin: true });
    const session = await h.call<{ user: { roles: { name: string }[] } }>('GET', '/api/v1/auth', { token: editor });
    expect(session.body.user.roles.map((r) => r.name)).toEqual(['customer-admin']);
    const back = await call('PUT', `/${stores}/user/${editorId}`, { name: 'Eddie', roles: ['workgroup-user'] });
    expect(back.status).toBe(200);
  });

  it('refuses roles a customer admin may not give, a missing name, and taking one’s own admin role (422)', async () => {
    const bad = await call<{ errors: Record<string, string[]> }>('PUT', `/${stores}/user/${editorId}`, {
      name: '',
      roles: ['super-admin'],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'roles']);
    await h.db.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [head, adminId]);
    const self = await call<{ errors: Record<string, string[]> }>('PUT', `/${head}/user/${adminId}`, {
      name: 'Ada',
      roles: ['workgroup-user'],
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.roles).toEqual(['You cannot take the admin role from yourself']);
    await h.db.query('DELETE FROM workgroup_users WHERE workgroup_id = $1 AND user_id = $2', [head, adminId]);
    const roles = await h.db.query<{ name: string }>(
      'SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1',
      [editorId],
    );
    expect(roles.map((r) => r.name)).toEqual(['workgroup-user']);
  });

  it('moves a member to another of the customer’s workgroups, and back', async () => {
    const moved = await call<{ data: WorkgroupMember }>('PATCH', `/${stores}/users/${editorId}`, { workgroupId: head });
    expect(moved.status).toBe(200);
    expect(moved.body.data.workGroupId).toBe(head);
    expect((await membersOf(stores)).map((m) => m.id)).not.toContain(editorId);
    expect((await membersOf(head)).map((m) => m.id)).toContain(editorId);
    expect((await call('PATCH', `/${head}/users/${editorId}`, { workgroupId: stores })).status).toBe(200);
    expect((await call('PATCH', `/${stores}/users/${editorId}`, { workgroupId: 'x' })).status).toBe(422);
  });

  it('will not move a member into another customer’s workgroup, nor act on another customer’s member (404)', async () => {
    const globexCustomer = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Globex Cafés'")).id;
    const foreign = await h.db.one<{ id: number }>(
      "INSERT INTO workgroups (customer_id, title) VALUES ($1, 'Baristas') RETURNING id",
      [globexCustomer],
    );
    expect((await call('PATCH', `/${stores}/users/${editorId}`, { workgroupId: foreign.id })).status).toBe(404);
    expect((await membersOf(stores)).map((m) => m.id)).toContain(editorId);
    // Globex's admin at Acme's member, through Acme's workgroup and through its own.
    expect(
      (await call('PUT', `/${stores}/user/${editorId}`, { name: 'X', roles: ['workgroup-user'] }, globex)).status,
    ).toBe(404);
    expect((await call('DELETE', `/${foreign.id}/users/${editorId}`, undefined, globex)).status).toBe(404);
    expect((await call('PATCH', `/${foreign.id}/users/${editorId}`, { workgroupId: foreign.id }, globex)).status).toBe(
      404,
    );
    expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
    expect(
      (await call('PUT', `/${stores}/user/${editorId}`, { name: 'X', roles: ['workgroup-user'] }, editor)).status,
    ).toBe(403);
  });

  it('invites a user: unverified, in the workgroup, and the e-mailed link sets a password and verifies', async () => {
    const answer = await call<{ data: WorkgroupMember }>('POST', `/${stores}/users`, {
      email: ' New.Person@Acme.test ',
      name: 'Nina',
      lastName: 'New',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      email: 'new.person@acme.test',
      roles: ['workgroup-user'],
      emailVerifiedAt: null,
      workGroupId: stores,
    });
    const mail = h.mailer.outbox.at(-1);
    expect(mail?.to).toBe('new.person@acme.test');
    const link = mail?.link ?? '';
    expect(link.startsWith(`${TEST_PUBLIC_URL}/auth/verify/`)).toBe(true);
    const [token, email] = link.slice(`${TEST_PUBLIC_URL}/auth/verify/`.length).split('/');
    const reset = await h.call<{ user: { emailVerifiedAt: string | null } }>('POST', '/api/v1/auth/reset', {
      json: {
        email: decodeURIComponent(email ?? ''),
        token,
        password: 'a-good-password',
        password_confirmation: 'a-good-password',
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.emailVerifiedAt).toEqual(expect.any(String));
    await h.login('new.person@acme.test', 'a-good-password');
    const member = (await membersOf(stores)).find((m) => m.email === 'new.person@acme.test');
    expect(member?.emailVerifiedAt).toEqual(expect.any(String));
  });

  it('refuses an invitation for a taken e-mail with the spec text, and a bad one with 422', async () => {
    const taken = await call<{ errors: Record<string, string[]> }>('POST', `/${stores}/users`, {
      email: DEMO.globexAdmin,
      name: 'Greta',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The user with the email provided already exists'] });
    const bad = await call<{ errors: Record<string, string[]> }>('POST', `/${stores}/users`, {
      email: 'nope',
      name: '',
      roles: ['super-admin'],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'roles']);
    expect((await call('POST', `/${stores}/users`, { email: 'x@acme.test', name: 'X' }, globex)).status).toBe(404);
    expect((await call('POST', `/${stores}/users`, { email: 'x@acme.test', name: 'X' }, editor)).status).toBe(403);
    const created = await h.db.query('SELECT id FROM users WHERE email = $1', ['x@acme.test']);
    expect(created).toEqual([]);
  });

  it('removes a member from the workgroup (the account stays)', async () => {
    const invited = await call<{ data: WorkgroupMember }>('POST', `/${head}/users`, {
      email: 'leaver@acme.test',
      name: 'Leaver',
    });
    const id = invited.body.data.id;
    expect((await call('DELETE', `/${head}/users/${id}`)).status).toBe(204);
    expect((await membersOf(head)).map((m) => m.id)).not.toContain(id);
    expect((await call('DELETE', `/${head}/users/${id}`)).status).toBe(404);
    expect(await h.db.query('SELECT id FROM users WHERE id = $1', [id])).toHaveLength(1);
  });

  // Last: it moves the clock on by two weeks.
  it('keeps an invitation valid for INVITATION_TOKEN_DAYS (7 days), not the 60 minutes of a password reset', async () => {
    const invite = async (email: string) => {
      const answer = await call('POST', `/${stores}/users`, { email, name: 'Late' });
      expect(answer.status).toBe(201);
      const link = h.mailer.outbox.at(-1)?.link ?? '';
      return link.slice(`${TEST_PUBLIC_URL}/auth/verify/`.length).split('/')[0] ?? '';
    };
    const accept = (email: string, token: string) =>
      h.call('POST', '/api/v1/auth/reset', {
        json: { email, token, password: 'a-good-password', password_confirmation: 'a-good-password' },
      });
    expect(h.mailer.outbox.length).toBeGreaterThan(0);
    const early = await invite('late.one@acme.test');
    h.clock.advance((INVITATION_TOKEN_DAYS * 24 * 60 - 1) * 60); // a minute before the end
    expect((await accept('late.one@acme.test', early)).status).toBe(200);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken; // the admin's session ended meanwhile
    const late = await invite('late.two@acme.test');
    expect(h.mailer.outbox.at(-1)?.text).toContain('valid for 7 days');
    h.clock.advance(INVITATION_TOKEN_DAYS * 24 * 60 * 60); // exactly at the end
    expect((await accept('late.two@acme.test', late)).status).toBe(422);
  });
});
