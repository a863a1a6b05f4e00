import { Hono } from 'hono';
import { sceneCopyBodySchema, sceneCreateBodySchema, sceneMoveBodySchema, sceneUpdateBodySchema, type ValidationErrors } from '@screenplay/core';
import type { RouteDeps } from '../../deps';
import { jsonBody, readJson, validOrThrow } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { notFound, unprocessable } from '../../http/errors';
import { assertFoldersWritable, assertSceneWritable, loadActor, tenantOf } from './access';
import { folderRef, idParam } from './params';
import { validSceneData } from './scene.errors';
import { collectBoxProblems } from './scene.geometry';
import { findScene, findSceneId, findSceneSummaries, findSchedules } from './scene.read';
import { saveScene } from './scene.save';
import { copyScene, insertSection, replaceSceneTags, resolveTags } from './scene.write';

/** Answer to a `{ layoutId, folderId }` body until layouts exist (issue 4). */
const LAYOUTS_UNAVAILABLE = 'Creating a scene from a layout is not available yet.';

function isLayoutBody(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'layoutId' in raw;
}

/** `GET/POST scenes`, `GET/PATCH/DELETE scenes/{id}`, cancel, copy, move and the scene's schedules. */
export function sceneCrudRoutes({ db, clock, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const sceneOr404 = async (customerId: number, sceneId: number) => {
    const scene = await findScene(db, customerId, sceneId);
    if (!scene) throw notFound();
    return scene;
  };

  app.get('/:id', async (c) => c.json({ data: await sceneOr404(tenantOf(c.get('auth').user), idParam(c, 'id')) }));

  app.post('/', async (c) => {
    const actor = await loadActor(db, c.get('auth').user);
    const raw = await readJson(c);
    if (isLayoutBody(raw)) throw unprocessable({ layoutId: [LAYOUTS_UNAVAILABLE] });
    const body = validOrThrow(sceneCreateBodySchema, raw);
    const folderId = folderRef(body.folderId);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'scenes');
    const errors: ValidationErrors = {};
    collectBoxProblems(errors, (body.sections ?? []).map((section, index) => [`sections.${index}`, section]), body);
    const sceneId = await db.transaction(async (tx) => {
      const tagIds = await resolveTags(tx, actor.customerId, body.tags ?? [], errors);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const scene = await tx.one<{ id: number }>(
        `INSERT INTO scenes (customer_id, name, width, height, ratio, updated_at, updated_by, created_at)
         VALUES ($1, $2, $3, $4, COALESCE($5, 'Free'), $6, $7, $6) RETURNING id`,
        [actor.customerId, body.name, body.width, body.height, body.ratio ?? null, clock.now(), actor.user.id],
      );
      for (const [index, section] of (body.sections ?? []).entries()) {
        await insertSection(tx, scene.id, { ...section, order: section.order ?? index + 1, draft: false, itemsOrder: [] });
      }
      await replaceSceneTags(tx, scene.id, tagIds);
      if (folderId !== null) await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2)', [scene.id, folderId]);
      return scene.id;
    });
    return c.json({ data: await sceneOr404(actor.customerId, sceneId) }, 201);
  });

  /** Saving always leaves the scene saved (`draft` false), whatever `draft` the body carries (contract). */
  app.patch('/:id', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await loadActor(db, c.get('auth').user);
    const raw = await readJson(c);
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const body = validSceneData(sceneUpdateBodySchema, raw);
    await assertSceneWritable(db, actor, sceneId);
    await db.transaction(async (tx) => {
      const scene = await tx.maybe<{ id: number; width: number; height: number }>(
        'SELECT id, width, height FROM scenes WHERE id = $1 AND customer_id = $2 FOR UPDATE',
        [sceneId, actor.customerId],
      );
      if (!scene) throw notFound();
      await saveScene(tx, { ...scene, customerId: actor.customerId }, body, { userId: actor.user.id, now: clock.now() });
    });
    const scene = await sceneOr404(actor.customerId, sceneId);
    realtime.publish(
      `scene:${sceneId}`,
      'update',
      { sceneId, updatedAt: scene.updatedAt, updatedBy: scene.updatedBy },
      body.clientId === undefined ? {} : { clientId: body.clientId },
    );
    return c.json({ data: scene });
  });

  app.delete('/:id', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await loadActor(db, c.get('auth').user);
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    await assertSceneWritable(db, actor, sceneId);
    await db.query('DELETE FROM scenes WHERE id = $1 AND customer_id = $2', [sceneId, actor.customerId]);
    return c.body(null, 204);
  });

  app.post('/:id/cancel', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await loadActor(db, c.get('auth').user);
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    await assertSceneWritable(db, actor, sceneId);
    await db.query('DELETE FROM sections WHERE scene_id = $1 AND draft', [sceneId]);
    return c.json({ data: await sceneOr404(actor.customerId, sceneId) });
  });

  app.post('/:id/copy/:folder', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await loadActor(db, c.get('auth').user);
    const folderId = folderRef(c.req.param('folder'));
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const { name } = await jsonBody(c, sceneCopyBodySchema);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'scenes');
    const copyId = await db.transaction((tx) => copyScene(tx, { sceneId, name, folderId, userId: actor.user.id, now: clock.now() }));
    return c.json({ data: await sceneOr404(actor.customerId, copyId) }, 201);
  });

  app.post('/:id/move', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await loadActor(db, c.get('auth').user);
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const body = await jsonBody(c, sceneMoveBodySchema);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertFoldersWritable(db, actor, [from, to].filter((id): id is number => id !== null), 'scenes');
    await db.transaction(async (tx) => {
      if (from !== null) await tx.query('DELETE FROM scene_folders WHERE scene_id = $1 AND folder_id = $2', [sceneId, from]);
      if (to !== null) {
        await tx.query('INSERT INTO scene_folders (scene_id, folder_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [sceneId, to]);
      }
    });
    const [summary] = await findSceneSummaries(db, actor.customerId, sceneId);
    if (!summary) throw notFound();
    return c.json({ data: summary });
  });

  app.get('/:id/schedules/:screenId', async (c) => {
    const sceneId = idParam(c, 'id');
    const screenId = idParam(c, 'screenId');
    if ((await findSceneId(db, tenantOf(c.get('auth').user), sceneId)) === null) throw notFound();
    return c.json({ data: await findSchedules(db, { sceneId, screenId }) });
  });

  return app;
}
