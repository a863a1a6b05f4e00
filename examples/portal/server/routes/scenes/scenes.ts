import { type Context, Hono } from 'hono';
import {
  collectBoxProblems,
  type SceneCreateBody,
  sceneCreateBodySchema,
  sceneSummaryWithoutScheduling,
  sceneWithoutScheduling,
  type TagRef,
  type ValidationErrors,
} from '@screenplay/core';
import { SCENES_API } from '@screenplay/core/contract';
import { type SceneFromLayoutBody, sceneFromLayoutBodySchema } from '@screenplay/core/library';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { validOrThrow } from '../../http/body';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound, unprocessable } from '../../http/errors';
import { removeUnusedThumbnail } from '../../media/thumbnail';
import { markContentChanged, screensOfScenes } from '../../screens/content';
import { sceneContentChanged } from '../../screens/sceneChanges';
import {
  findSceneSchedules,
  findScheduleScreen,
  scheduleUpdateOf,
  schedulesOf,
  updateSceneSchedule,
  writeSchedules,
} from '../../screens/schedules';
import { findScreenId } from '../../screens/screens.read';
import { publishScreen } from '../../screens/screens.write';
import {
  assertFoldersWritable,
  assertItemWritable,
  assertSceneWritable,
  seesScheduling,
  type TenantId,
  tenantActor,
  tenantOf,
} from '../../tenancy';
import { moveBetweenFolders, SCENE_FOLDERS, SCREEN_FOLDERS } from '../../folders/folderLinks';
import { findLayouts } from '../../layouts/layout.read';
import { folderRef, idParam } from '../../http/params';
import { INVALID_SCENE_DATA } from '../../scenes/scene.errors';
import { findScene, findSceneId, findSceneSummaries } from '../../scenes/scene.read';
import { deleteScene, discardDraftSections, lockScene } from '../../scenes/scene.rows';
import { saveScene } from '../../scenes/scene.save';
import { copyScene, insertScene, resolveTags, type NewScene } from '../../scenes/scene.write';

/**
 * Refuses a `POST scenes` body with the field messages of the kind it is (the contract's body is the union of core's
 * plain and from-layout schemas): one naming a `layoutId` is a scene from a layout.
 */
function checkSceneBody(raw: Readonly<Record<string, unknown>>): void {
  if ('layoutId' in raw) validOrThrow(sceneFromLayoutBodySchema, raw);
  else validOrThrow(sceneCreateBodySchema, raw);
}

/** What `POST scenes` creates, before tags are resolved and the scene is written. */
interface SceneInput {
  scene: Pick<NewScene, 'name' | 'width' | 'height' | 'ratio' | 'sections'>;
  /** null: the root. */
  folderId: number | null;
  /** Tags given by the client, resolved inside the transaction. */
  tags: TagRef[];
  /** Tags already resolved (a layout's). */
  tagIds: number[] | null;
  /** Problems found before writing (sections outside the scene). */
  errors: ValidationErrors;
}

/** A scene from a plain body: its sections must fit inside it. */
function sceneFromBody(body: SceneCreateBody): SceneInput {
  const errors: ValidationErrors = {};
  const sections = body.sections ?? [];
  collectBoxProblems(
    errors,
    sections.map((section, index) => [`sections.${index}`, section]),
    body,
  );
  return {
    scene: { name: body.name, width: body.width, height: body.height, ratio: body.ratio ?? null, sections },
    folderId: folderRef(body.folderId),
    tags: body.tags ?? [],
    tagIds: null,
    errors,
  };
}

/**
 * A scene from a tenant's layout (404 for anyone else's): the layout's size, ratio, sections (fresh
 * saved sections with empty playlists) and tags; named after the layout unless a name is given.
 */
async function sceneFromLayout(db: Db, customerId: TenantId, body: SceneFromLayoutBody): Promise<SceneInput> {
  const [layout] = await findLayouts(db, customerId, { ids: [body.layoutId] });
  if (!layout) throw notFound();
  const sections = layout.sections.map(({ name, top, left, width, height, hidden, ratio, background, order }) => ({
    name,
    top,
    left,
    width,
    height,
    hidden,
    ratio,
    background,
    order,
  }));
  return {
    scene: {
      name: body.name ?? layout.name,
      width: layout.width,
      height: layout.height,
      ratio: layout.ratio,
      sections,
    },
    folderId: folderRef(body.folderId),
    tags: [],
    tagIds: layout.tags.map((tag) => tag.id),
    errors: {},
  };
}

/** `GET/POST scenes`, `GET/PATCH/DELETE scenes/{id}`, cancel, copy, move and the scene's schedules. */
export function sceneCrudRoutes({ clock, config, realtime }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** The tenant's scene as the request's user may see it: without its screens when scheduling scenes is Hidden. */
  const sceneOr404 = async (c: Context<AppEnv>, customerId: TenantId, sceneId: number) => {
    const scene = await findScene(c.var.db, customerId, sceneId);
    if (!scene) throw notFound();
    return (await seesScheduling(c)) ? scene : sceneWithoutScheduling(scene);
  };

  app.get('/:id', async (c) =>
    contractJson(c, SCENES_API.get, { data: await sceneOr404(c, tenantOf(c), idParam(c, 'id')) }),
  );

  /** A plain scene body, or `{ layoutId, folderId?, name? }` for a scene built from a layout. */
  app.post('/', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await contractBody(c, SCENES_API.create, { check: checkSceneBody });
    const input = body.layoutId === undefined ? sceneFromBody(body) : await sceneFromLayout(db, actor.customerId, body);
    if (input.folderId !== null) await assertFoldersWritable(db, actor, [input.folderId], 'scenes');
    const sceneId = await db.transaction(async (tx) => {
      const errors: ValidationErrors = { ...input.errors };
      const tagIds = input.tagIds ?? (await resolveTags(tx, actor.customerId, input.tags, errors));
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      return insertScene(tx, {
        ...input.scene,
        customerId: actor.customerId,
        tagIds,
        folderId: input.folderId,
        userId: actor.user.id,
        now: clock.now(),
      });
    });
    return contractJson(c, SCENES_API.create, { data: await sceneOr404(c, actor.customerId, sceneId) }, 201);
  });

  /** Saving always leaves the scene saved (`draft` false), whatever `draft` the body carries (contract). */
  app.patch('/:id', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const body = await contractBody(c, SCENES_API.update, { invalid: INVALID_SCENE_DATA });
    await assertSceneWritable(db, actor, sceneId);
    const notify = await db.transaction(async (tx) => {
      const scene = await lockScene(tx, actor.customerId, sceneId);
      if (!scene) throw notFound();
      await saveScene(tx, { ...scene, customerId: actor.customerId }, body, {
        userId: actor.user.id,
        now: clock.now(),
      });
      // A saved scene reaches the screens it is assigned to (spec §4: they leave Live until they confirm).
      return sceneContentChanged(tx, [sceneId], clock.now());
    });
    notify(realtime);
    const scene = await sceneOr404(c, actor.customerId, sceneId);
    realtime.publish(
      `scene:${sceneId}`,
      'update',
      { sceneId, updatedAt: scene.updatedAt, updatedBy: scene.updatedBy },
      body.clientId === undefined ? {} : { clientId: body.clientId },
    );
    return contractJson(c, SCENES_API.update, { data: scene });
  });

  app.delete('/:id', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    await assertSceneWritable(db, actor, sceneId);
    const { notify, thumbnail } = await db.transaction(async (tx) => {
      // The screens that played it get new content (its schedules and syncs go with it).
      const screens = await screensOfScenes(tx, [sceneId]);
      const thumbnail = await deleteScene(tx, actor.customerId, sceneId);
      return { notify: await markContentChanged(tx, screens, clock.now()), thumbnail };
    });
    notify(realtime);
    // Its thumbnail's file goes too, unless a copy of the scene still shows it.
    await removeUnusedThumbnail(db, config.dataDir, thumbnail);
    return c.body(null, 204);
  });

  app.post('/:id/cancel', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    await assertSceneWritable(db, actor, sceneId);
    await discardDraftSections(db, actor.customerId, sceneId);
    return contractJson(c, SCENES_API.cancel, { data: await sceneOr404(c, actor.customerId, sceneId) });
  });

  app.post('/:id/copy/:folder', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folderId = folderRef(c.req.param('folder'));
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const { name } = await contractBody(c, SCENES_API.copy);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'scenes');
    const copyId = await db.transaction((tx) =>
      copyScene(tx, { customerId: actor.customerId, sceneId, name, folderId, userId: actor.user.id, now: clock.now() }),
    );
    return contractJson(c, SCENES_API.copy, { data: await sceneOr404(c, actor.customerId, copyId) }, 201);
  });

  app.post('/:id/move', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const body = await contractBody(c, SCENES_API.move);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertFoldersWritable(
      db,
      actor,
      [from, to].filter((id): id is number => id !== null),
      'scenes',
    );
    await db.transaction((tx) => moveBetweenFolders(tx, SCENE_FOLDERS, sceneId, from, to));
    const [summary] = await findSceneSummaries(db, actor.customerId, sceneId);
    if (!summary) throw notFound();
    return contractJson(c, SCENES_API.move, {
      data: (await seesScheduling(c)) ? summary : sceneSummaryWithoutScheduling(summary),
    });
  });

  /** Assigns screens to the scene (spec §7): `{ schedules: [{ screenId, name, events }] }`, one new schedule each. */
  app.post('/:id/schedules', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const schedules = schedulesOf(await contractBody(c, SCENES_API.assign), 'screenId', { sceneId });
    const screenIds = [...new Set(schedules.map((schedule) => schedule.screenId))];
    for (const screenId of screenIds) {
      if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
      await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    }
    const now = clock.now();
    const { ids, notify } = await db.transaction((tx) => writeSchedules(tx, actor.customerId, schedules, now));
    notify(realtime);
    for (const screenId of screenIds) await publishScreen(db, actor.customerId, screenId, now, realtime);
    return contractJson(c, SCENES_API.assign, { data: await findSceneSchedules(db, actor.customerId, { ids }) }, 201);
  });

  /**
   * Changes one of the scene's schedules (`{ schedule: { id, name, events } }`): 404 unless it is this scene's on
   * one of the tenant's screens; the screen's folder must be writable, as for assigning; its player is told.
   */
  app.put('/:id/schedules', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    const schedule = scheduleUpdateOf(await contractBody(c, SCENES_API.updateSchedule));
    const screenId = await findScheduleScreen(db, actor.customerId, sceneId, schedule.id);
    if (screenId === null) throw notFound();
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    const now = clock.now();
    const notify = await db.transaction((tx) => updateSceneSchedule(tx, actor.customerId, sceneId, schedule, now));
    notify(realtime);
    await publishScreen(db, actor.customerId, screenId, now, realtime);
    const [updated] = await findSceneSchedules(db, actor.customerId, { ids: [schedule.id] });
    if (!updated) throw notFound();
    return contractJson(c, SCENES_API.updateSchedule, { data: updated });
  });

  app.get('/:id/schedules/:screenId', async (c) => {
    const sceneId = idParam(c, 'id');
    const screenId = idParam(c, 'screenId');
    const customerId = tenantOf(c);
    if ((await findSceneId(c.var.db, customerId, sceneId)) === null) throw notFound();
    return contractJson(c, SCENES_API.schedules, {
      data: await findSceneSchedules(c.var.db, customerId, { sceneId, screenId }),
    });
  });

  return app;
}
