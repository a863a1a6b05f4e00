import { grantDecision, type PermissionLevel, type WorkgroupPermissionType } from '@screenplay/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './support/harness';
import { offerPairing } from './support/screens';
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

  /**
   * Which scene is on which screen, as the shared listings and answers show it (issue 22): with scheduling scenes
   * Hidden they leave it out (scenes' screens and counts, screens' scenes and syncs), with Readonly they show it.
   * The dedicated routes (assignment, schedules, what plays, the timeline) answer 404 by the probes above.
   */
  const schedulingSeen = async () => {
    const screens = await h.call<{ data: { screens: { id: number; scenes: unknown[]; syncs: unknown[] }[] } }>(
      'GET',
      '/api/v1/folders/screens',
      { token: editor },
    );
    const scenes = await h.call<{ data: { scenes: { id: number; screensCount: number }[] } }>(
      'GET',
      '/api/v1/folders/scenes',
      { token: editor },
    );
    const assigned = scenes.body.data.scenes.find((scene) => scene.screensCount > 0)?.id ?? played;
    const scene = await h.call<{ data: { screensCount: number; screens: unknown[]; assignedTo: unknown[] } }>(
      'GET',
      `/api/v1/scenes/${assigned}`,
      { token: editor },
    );
    const moved = await h.call<{ data: { screensCount: number } }>('POST', `/api/v1/scenes/${assigned}/move`, {
      token: editor,
      json: { from: -1, to: -1 },
    });
    const screenOf = (answer: { body: { data: { scenes: unknown[]; syncs: unknown[] } } }) =>
      answer.body.data.scenes.length + answer.body.data.syncs.length;
    const renamed = await h.call<{ data: { scenes: unknown[]; syncs: unknown[] } }>(
      'PUT',
      `/api/v1/screens/${playing}`,
      {
        token: editor,
        json: { title: playingName },
      },
    );
    const volume = await h.call<{ data: { scenes: unknown[]; syncs: unknown[] } }>(
      'PUT',
      `/api/v1/screens/${playing}/details/volume`,
      { token: editor, json: { volume: 40 } },
    );
    const movedScreen = await h.call<{ data: { scenes: unknown[]; syncs: unknown[] } }>(
      'POST',
      `/api/v1/screens/${playing}/move`,
      { token: editor, json: { to: playingFolder } },
    );
    return {
      'folders/screens scenes and syncs': screens.body.data.screens.reduce(
        (sum, screen) => sum + screen.scenes.length + screen.syncs.length,
        0,
      ),
      'folders/scenes screensCount': scenes.body.data.scenes.reduce((sum, one) => sum + one.screensCount, 0),
      'scenes/{id} screens':
        scene.body.data.screensCount + scene.body.data.screens.length + scene.body.data.assignedTo.length,
      'scenes/{id}/move screensCount': moved.body.data.screensCount,
      'PUT screens/{id} scenes and syncs': screenOf(renamed),
      'PUT screens/{id}/details/volume scenes and syncs': screenOf(volume),
      'POST screens/{id}/move scenes and syncs': screenOf(movedScreen),
    };
  };
  let played: number;
  let playing: number;
  let playingName: string;
  let playingFolder: number | null;

  it('leaves out which scene is on which screen for a Hidden scheduling grant, and shows it for Readonly', async () => {
    const row = await h.db.one<{ scene_id: number; screen_id: number; name: string }>(
      `SELECT sch.scene_id, sch.screen_id, scr.name FROM schedules sch JOIN screens scr ON scr.id = sch.screen_id
        JOIN customers c ON c.id = scr.customer_id WHERE c.title = 'Acme Retail' ORDER BY sch.id LIMIT 1`,
    );
    played = row.scene_id;
    playing = row.screen_id;
    playingName = row.name;
    const folder = await h.db.maybe<{ folder_id: number }>(
      'SELECT folder_id FROM screen_folders WHERE screen_id = $1 ORDER BY folder_id LIMIT 1',
      [playing],
    );
    playingFolder = folder?.folder_id ?? null;
    await grant('manageScreens', 'full');
    await grant('scheduleScenes', 'readonly');
    const shown = await schedulingSeen();
    for (const [label, count] of Object.entries(shown)) expect(count, label).toBeGreaterThan(0);
    await grant('scheduleScenes', 'hidden');
    const hidden = await schedulingSeen();
    expect(hidden).toEqual(Object.fromEntries(Object.keys(shown).map((label) => [label, 0])));
    await grant('scheduleScenes', 'full');
    await grant('manageScreens', 'readonly');
  });

  it('answers the session the levels it enforces, without signing in again', async () => {
    await grant('scheduleScenes', 'readonly');
    const session = await h.call<{ user: { groupPermissions: Record<string, string> } }>('GET', '/api/v1/auth', {
      token: editor,
    });
    expect(session.body.user.groupPermissions.scheduleScenes).toBe('readonly');
    await grant('scheduleScenes', 'full');
  });

  it('manageScreens at Full Access adds a paid screen, never a free one (issue 22: 403, nothing written)', async () => {
    await grant('manageScreens', 'full');
    await offerPairing(h, 'GRN234');
    const screens = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM screens')).n;
    const before = await screens();
    const add = (freeScreen: boolean) =>
      h.call<{ code?: string }>('POST', '/api/v1/screens/verification', {
        token: editor,
        json: { name: 'Stores window', verificationHash: 'GRN234', freeScreen, folderId: -1 },
      });
    const free = await add(true);
    expect(free.status).toBe(403);
    expect(free.body.code).toBe('screensApi.freeScreenNotAllowed');
    expect(await screens()).toBe(before);
    expect((await add(false)).status).toBe(201);
  });
});
