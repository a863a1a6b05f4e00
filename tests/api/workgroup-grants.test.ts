import { grantDecision, type PermissionLevel, type WorkgroupPermissionType } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { BACKENDS } from './support/testDb';

/**
 * Workgroup permissions hold on the existing endpoints (issue 13): a workgroup user (the demo editor, in Acme's
 * 'Stores') is given each level of a permission by the customer's admin through `PUT workgroups/{id}/grouppermissions`,
 * and the same session then reads and writes. Full Access passes the grant (a write with an invalid body then
 * answers 422: past the grant, nothing changed), Readonly reads and a write answers 403, Hidden answers 404 to
 * both. The expected answers come from the levels, not from the server's code: `grantDecision` is core's rule,
 * tested there; here each permission's endpoints are shown to follow it.
 */

/** A call as the editor, with the answer a grant that lets it through gives. */
interface Probe {
  label: string;
  method: string;
  path: () => string;
  json?: unknown;
  access: 'read' | 'write';
  /** The answer past the grant. */
  passes: number;
}

const LEVELS: readonly PermissionLevel[] = ['full', 'readonly', 'hidden'];

describe.each(BACKENDS)('workgroup permissions on the endpoints (%s)', (backend) => {
  let h: Harness;
  let admin: string;
  let editor: string;
  let stores: number;
  let sceneId: number;
  let screenId: number;
  let folderId: number;

  beforeAll(async () => {
    h = await createHarness(backend);
    admin = (await h.login(DEMO.acmeAdmin)).accessToken;
    editor = (await h.login(DEMO.acmeEditor)).accessToken;
    stores = (await h.db.one<{ id: number }>("SELECT id FROM workgroups WHERE title = 'Stores'")).id;
    const acme = (await h.db.one<{ id: number }>("SELECT id FROM customers WHERE title = 'Acme Retail'")).id;
    sceneId = (
      await h.db.one<{ id: number }>('SELECT id FROM scenes WHERE customer_id = $1 ORDER BY id LIMIT 1', [acme])
    ).id;
    screenId = (
      await h.db.one<{ id: number }>('SELECT id FROM screens WHERE customer_id = $1 ORDER BY id LIMIT 1', [acme])
    ).id;
    const folder = await h.call<{ data: { id: number } }>('POST', '/api/v1/folders', {
      token: editor,
      json: { name: 'Grants', type: 'scenes' },
    });
    expect(folder.status).toBe(201);
    folderId = folder.body.data.id;
  });
  afterAll(() => h.dispose());

  /** Sets one permission of 'Stores' (the others at Full Access) as the admin, as the permissions form does. */
  const grant = async (type: WorkgroupPermissionType, level: PermissionLevel) => {
    const current = await h.call<{ data: { permissions: { permissionType: string; level: string }[] } }>(
      'GET',
      `/api/v1/workgroups/${stores}`,
      { token: admin },
    );
    const permissions = current.body.data.permissions.map((entry) =>
      entry.permissionType === type ? { ...entry, level } : entry,
    );
    const answer = await h.call('PUT', `/api/v1/workgroups/${stores}/grouppermissions`, {
      token: admin,
      json: { permissions },
    });
    expect(answer.status).toBe(200);
  };

  const PROBES: Record<'createAndEditScenes' | 'scheduleScenes' | 'manageScreens' | 'ManageAFolder', Probe[]> = {
    createAndEditScenes: [
      { label: 'GET scenes/{id}', method: 'GET', path: () => `/api/v1/scenes/${sceneId}`, access: 'read', passes: 200 },
      { label: 'GET folders/scenes', method: 'GET', path: () => '/api/v1/folders/scenes', access: 'read', passes: 200 },
      {
        label: 'PATCH scenes/{id}',
        method: 'PATCH',
        path: () => `/api/v1/scenes/${sceneId}`,
        json: { name: 7 },
        access: 'write',
        passes: 422,
      },
      {
        label: 'POST scenes/{id}/sections',
        method: 'POST',
        path: () => `/api/v1/scenes/${sceneId}/sections`,
        json: { sections: 'none' },
        access: 'write',
        passes: 422,
      },
      {
        label: 'PUT scenes/{id}/thumbnail (JSON, not a form: 415 past the grant)',
        method: 'PUT',
        path: () => `/api/v1/scenes/${sceneId}/thumbnail`,
        json: { thumbnail: 'none' },
        access: 'write',
        passes: 415,
      },
    ],
    scheduleScenes: [
      {
        label: 'GET screens/{id}/scenes',
        method: 'GET',
        path: () => `/api/v1/screens/${screenId}/scenes`,
        access: 'read',
        passes: 200,
      },
      {
        label: 'PATCH screens/{id}/schedules',
        method: 'PATCH',
        path: () => `/api/v1/screens/${screenId}/schedules`,
        json: { schedules: 'none' },
        access: 'write',
        passes: 422,
      },
      {
        label: 'PUT scenes/{id}/schedules',
        method: 'PUT',
        path: () => `/api/v1/scenes/${sceneId}/schedules`,
        json: { schedule: 'none' },
        access: 'write',
        passes: 422,
      },
    ],
    manageScreens: [
      {
        label: 'GET folders/screens',
        method: 'GET',
        path: () => '/api/v1/folders/screens',
        access: 'read',
        passes: 200,
      },
      {
        label: 'POST screensyncs/{id}/screenshot/sos (the archive, a read)',
        method: 'POST',
        path: () => `/api/v1/screensyncs/${screenId}/screenshot/sos`,
        json: { since: 'x' },
        access: 'read',
        passes: 422,
      },
      {
        label: 'PUT screens/{id}',
        method: 'PUT',
        path: () => `/api/v1/screens/${screenId}`,
        json: { title: '' },
        access: 'write',
        passes: 422,
      },
    ],
    ManageAFolder: [
      {
        label: 'PATCH folders/{id} (rename a scene folder)',
        method: 'PATCH',
        path: () => `/api/v1/folders/${folderId}`,
        json: { name: 'Grants' },
        access: 'write',
        passes: 200,
      },
    ],
  };

  /** The answer the level's decision gives: the probe's own past the grant, 403 or 404 before it. */
  const expected = (level: PermissionLevel, probe: Probe): number => {
    const decision = grantDecision(level, probe.access);
    return decision === 'allow' ? probe.passes : decision === 'forbidden' ? 403 : 404;
  };

  for (const [type, probes] of Object.entries(PROBES) as [keyof typeof PROBES, Probe[]][]) {
    it.each(LEVELS)(`${type} at %s: reads and writes answer as the level says, in the same session`, async (level) => {
      await grant(type, level);
      // ManageAFolder does not hide folders (they hold the scenes and screens other grants show): Hidden refuses
      // their management as Readonly does.
      const levelOf = type === 'ManageAFolder' && level === 'hidden' ? 'readonly' : level;
      const answers = [];
      for (const probe of probes) {
        const answer = await h.call(probe.method, probe.path(), { token: editor, json: probe.json });
        answers.push(`${probe.label}: ${answer.status}`);
      }
      expect(answers).toEqual(probes.map((probe) => `${probe.label}: ${expected(levelOf, probe)}`));
      await grant(type, 'full');
    });
  }

  it('leaves admins alone, whatever their workgroup says', async () => {
    await grant('createAndEditScenes', 'hidden');
    expect((await h.call('GET', `/api/v1/scenes/${sceneId}`, { token: admin })).status).toBe(200);
    expect((await h.call('GET', `/api/v1/scenes/${sceneId}`, { token: editor })).status).toBe(404);
    await grant('createAndEditScenes', 'full');
    expect((await h.call('GET', `/api/v1/scenes/${sceneId}`, { token: editor })).status).toBe(200);
  });

  it('answers the session the levels it enforces, without signing in again', async () => {
    await grant('scheduleScenes', 'readonly');
    const session = await h.call<{ user: { groupPermissions: Record<string, string> } }>('GET', '/api/v1/auth', {
      token: editor,
    });
    expect(session.body.user.groupPermissions.scheduleScenes).toBe('readonly');
    await grant('scheduleScenes', 'full');
  });
});
