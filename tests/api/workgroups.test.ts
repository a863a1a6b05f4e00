import type { Workgroup, WorkgroupMember } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

const API = '/api/v1/workgroups';

describe.each(BACKENDS)('workgroups: list, create, rename, delete, permissions (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let globex: string;
  let superAdmin: string;
  let acme: number;
  let stores: number;
  let editorId: number;

  const call = <T = Record<string, unknown>>(method: string, path: string, json?: unknown, token = admin) =>
    h.call<T>(method, `${API}${path}`, { token, json });

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    globex = (await h.login(DEMO.globexAdmin)).accessToken;
    superAdmin = (await h.login(DEMO.superAdmin)).accessToken;
    acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    editorId = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeEditor])).id;
  });
  afterAll(() => h.dispose());

  it("lists the customer's workgroups with members and grants", async () => {
    const answer = await call<{ data: Workgroup[] }>('GET', '');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((w) => w.title)).toEqual(['Head Office', 'Stores']);
    const group = answer.body.data.find((w) => w.id === stores);
    expect(group?.users).toEqual([
      expect.objectContaining({ id: editorId, name: 'Eddie', email: DEMO.acmeEditor, isAdmin: false }),
    ]);
    expect(group?.permissions).toEqual([
      { permissionType: 'createAFolder', level: 'full' },
      { permissionType: 'createALibraryFolder', level: 'readonly' },
      { permissionType: 'editALibraryAFolder', level: 'readonly' },
      { permissionType: 'ManageAFolder', level: 'full' },
      { permissionType: 'createAndEditScenes', level: 'full' },
      { permissionType: 'scheduleScenes', level: 'full' },
      { permissionType: 'manageScreens', level: 'readonly' },
    ]);
    expect((await call<{ data: Workgroup[] }>('GET', '', undefined, globex)).body.data).toEqual([]);
  });

  it('creates, renames and deletes an empty workgroup', async () => {
    const created = await call<{ data: Workgroup }>('POST', '', { title: '  Kiosks ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Kiosks', users: [], permissions: [] });
    const id = created.body.data.id;
    const renamed = await call<{ data: Workgroup }>('PUT', `/${id}`, { title: 'Kiosk team' });
    expect(renamed.body.data.title).toBe('Kiosk team');
    expect((await call<{ data: Workgroup }>('GET', `/${id}`)).body.data.title).toBe('Kiosk team');
    expect((await call('DELETE', `/${id}`)).status).toBe(204);
    expect((await call('GET', `/${id}`)).status).toBe(404);
  });

  it('refuses to delete a workgroup that still has members (409), and deletes nothing', async () => {
    const answer = await call<{ code: string; message: string }>('DELETE', `/${stores}`);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('workgroupErrors.notEmpty');
    expect((await call('GET', `/${stores}`)).status).toBe(200);
  });

  it('answers 422 with an errors map for a bad name', async () => {
    const empty = await call<{ errors: Record<string, string[]> }>('POST', '', { title: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ title: ['Enter a workgroup name'] });
    const long = await call<{ errors: Record<string, string[]> }>('PUT', `/${stores}`, { title: 'x'.repeat(256) });
    expect(long.status).toBe(422);
    expect(long.body.errors.title).toHaveLength(1);
  });

  it('replaces the permissions in one go, and members see them on their next session read', async () => {
    const permissions = [
      { permissionType: 'createAFolder', level: 'readonly' },
      { permissionType: 'editALibraryAFolder', level: 'full' },
      { permissionType: 'manageScreens', level: 'full' },
    ];
    const answer = await call<{ data: Workgroup }>('PUT', `/${stores}/grouppermissions`, { permissions });
    expect(answer.status).toBe(200);
    expect(answer.body.data.permissions).toEqual(permissions);
    const session = await h.call<{ user: { groupPermissions: Record<string, string> } }>('GET', '/api/v1/auth', {
      token: editor,
    });
    // What the new list leaves out is Hidden (core's NOT_GRANTED_LEVEL).
    expect(session.body.user.groupPermissions).toEqual({
      createAFolder: 'readonly',
      createALibraryFolder: 'hidden',
      editALibraryAFolder: 'full',
      ManageAFolder: 'hidden',
      createAndEditScenes: 'hidden',
      scheduleScenes: 'hidden',
      manageScreens: 'full',
    });
  });

  it('refuses unknown types, unknown levels and repeated types with 422, changing nothing', async () => {
    const before = (await call<{ data: Workgroup }>('GET', `/${stores}`)).body.data.permissions;
    const answer = await call<{ errors: Record<string, string[]> }>('PUT', `/${stores}/grouppermissions`, {
      permissions: [
        { permissionType: 'createAFolder', level: 'full' },
        { permissionType: 'createAFolder', level: 'hidden' },
        { permissionType: 'everything', level: 'all' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['permissions.1', 'permissions.2']);
    expect((await call('PUT', `/${stores}/grouppermissions`, { permissions: 'full' })).status).toBe(422);
    expect((await call<{ data: Workgroup }>('GET', `/${stores}`)).body.data.permissions).toEqual(before);
  });

  it('lets only the customer admin (or a super-admin acting as the customer) in: 403 for others', async () => {
    expect((await call('GET', '', undefined, editor)).status).toBe(403);
    expect((await call('POST', '', { title: 'Mine' }, editor)).status).toBe(403);
    expect((await call('PUT', `/${stores}/grouppermissions`, { permissions: [] }, editor)).status).toBe(403);
    expect((await call('GET', '', undefined, superAdmin)).status).toBe(403);
    const actAs = await h.call('POST', '/api/v1/auth/loginas', { token: superAdmin, json: { customerId: acme } });
    expect(actAs.status).toBe(200);
    const listed = await call<{ data: Workgroup[] }>('GET', '', undefined, superAdmin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.some((w) => w.id === stores)).toBe(true);
    const created = await call<{ data: Workgroup }>('POST', '', { title: 'By the super-admin' }, superAdmin);
    expect(created.status).toBe(201);
    expect((await call('DELETE', `/${created.body.data.id}`, undefined, superAdmin)).status).toBe(204);
  });

  it("answers 404 for another customer's workgroup, and leaves it as it was", async () => {
    expect((await call('GET', `/${stores}`, undefined, globex)).status).toBe(404);
    expect((await call('PUT', `/${stores}`, { title: 'Taken' }, globex)).status).toBe(404);
    expect((await call('DELETE', `/${stores}`, undefined, globex)).status).toBe(404);
    expect((await call('PUT', `/${stores}/grouppermissions`, { permissions: [] }, globex)).status).toBe(404);
    const own = (await call<{ data: Workgroup }>('GET', `/${stores}`)).body.data;
    expect(own.title).toBe('Stores');
    expect(own.permissions.length).toBeGreaterThan(0);
  });

  it('sorts members customer-admins first, then by name', async () => {
    const head = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Head Office'")).id;
    const adminId = (await h.db.one<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO.acmeAdmin])).id;
    await h.db.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2), ($1, $3)', [
      head,
      editorId,
      adminId,
    ]);
    const zed = await h.db.one<{ id: number }>(
      "INSERT INTO users (email, name, customer_id) VALUES ('aaron@acme.test', 'Aaron', $1) RETURNING id",
      [acme],
    );
    await h.db.query('INSERT INTO workgroup_users (workgroup_id, user_id) VALUES ($1, $2)', [head, zed.id]);
    const members: WorkgroupMember[] = (await call<{ data: Workgroup }>('GET', `/${head}`)).body.data.users;
    expect(members.map((m) => [m.name, m.isAdmin])).toEqual([
      ['Ada', true],
      ['Aaron', false],
      ['Eddie', false],
    ]);
    expect(members[1]?.emailVerifiedAt).toBeNull();
    expect(members[0]?.emailVerifiedAt).toEqual(expect.any(String));
    await h.db.query('DELETE FROM workgroup_users WHERE workgroup_id = $1', [head]);
    await h.db.query('DELETE FROM users WHERE id = $1', [zed.id]);
  });
});
