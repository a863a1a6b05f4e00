import { Hono } from 'hono';
import { SECTION_ANIMATION_TYPES } from '@screenplay/core';
import { PLAYLIST_ITEMS_API, SECTIONS_API } from '@screenplay/core/contract';
import { requireAuth } from '../auth/middleware';
import type { Db } from '../db/client';
import type { RouteDeps } from '../deps';
import { findItemSchedules, itemScheduleOf, replaceItemSchedule } from '../scenes/itemSchedules';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { assertSceneWritable, type TenantActor, type TenantId, tenantActor, tenantOf } from '../tenancy';
import { idParam } from '../http/params';
import { assertDraftSections } from '../scenes/publishing';
import { itemNotFound } from '../scenes/scene.errors';
import { findPlaylistItems, findSectionScene } from '../scenes/scene.read';
import { deletePlaylistItem, findParentItem, updatePlaylistItem } from '../scenes/playlistItems.data';
import { insertPlaylistItem, movePlaylistItem } from '../scenes/scene.write';

/** The tenant's section's scene id, or 404 `errors.notFound`. */
async function sectionScene(db: Db, customerId: TenantId, sectionId: number): Promise<number> {
  const sceneId = await findSectionScene(db, customerId, sectionId);
  if (sceneId === null) throw itemNotFound();
  return sceneId;
}

/**
 * The section of a write, checked for tenant (404) and folder permission (403); answers its scene id. The publishing
 * rule (409, `assertDraftSections`) is checked by each write once its item is found (an unknown item is a 404).
 */
async function writableSection(db: Db, actor: TenantActor, sectionId: number): Promise<number> {
  const sceneId = await sectionScene(db, actor.customerId, sectionId);
  await assertSceneWritable(db, actor, sceneId);
  return sceneId;
}

/** Playlist item ids are numbers in the path; anything else is an unknown item. */
function itemParam(c: Parameters<typeof idParam>[0], name: string): number {
  try {
    return idParam(c, name);
  } catch {
    throw itemNotFound();
  }
}

/** `GET sections/animations/types` and `GET/POST/PATCH/DELETE sections/{s}/playlistitems…` with their schedules. */
export function playlistItemRoutes({ db: baseDb, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(baseDb, clock));

  const itemOr404 = async (db: Db, customerId: TenantId, sectionId: number, itemId: number) => {
    const [item] = await findPlaylistItems(db, customerId, sectionId, itemId);
    if (!item) throw itemNotFound();
    return item;
  };

  app.get('/animations/types', (c) => contractJson(c, SECTIONS_API.animationTypes, { data: SECTION_ANIMATION_TYPES }));

  app.get('/:s/playlistitems', async (c) => {
    const sectionId = itemParam(c, 's');
    const customerId = tenantOf(c);
    await sectionScene(c.var.db, customerId, sectionId);
    return contractJson(c, PLAYLIST_ITEMS_API.list, { data: await findPlaylistItems(c.var.db, customerId, sectionId) });
  });

  app.post('/:s/playlistitems', async (c) => {
    const sectionId = itemParam(c, 's');
    const actor = await tenantActor(c);
    const db = c.var.db;
    await writableSection(db, actor, sectionId);
    const body = await contractBody(c, PLAYLIST_ITEMS_API.create);
    await assertDraftSections(db, [sectionId]);
    // Only an item of the section's parent (this section being its draft copy) can be an item's parent.
    const parentId = body.parentId ? await findParentItem(db, actor.customerId, sectionId, body.parentId) : null;
    const itemId = await db.transaction((tx) => insertPlaylistItem(tx, sectionId, body, { parentId }));
    return contractJson(
      c,
      PLAYLIST_ITEMS_API.create,
      { data: await itemOr404(db, actor.customerId, sectionId, itemId) },
      201,
    );
  });

  /** `parentId` is fixed when an item is created; a PATCH leaves it alone. */
  app.patch('/:s/playlistitems/:id', async (c) => {
    const sectionId = itemParam(c, 's');
    const itemId = itemParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    await writableSection(db, actor, sectionId);
    await itemOr404(db, actor.customerId, sectionId, itemId);
    const body = await contractBody(c, PLAYLIST_ITEMS_API.update);
    await assertDraftSections(db, [sectionId]);
    await db.transaction(async (tx) => {
      await updatePlaylistItem(tx, sectionId, itemId, body);
    });
    return contractJson(c, PLAYLIST_ITEMS_API.update, {
      data: await itemOr404(db, actor.customerId, sectionId, itemId),
    });
  });

  app.delete('/:s/playlistitems/:id', async (c) => {
    const sectionId = itemParam(c, 's');
    const itemId = itemParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    await writableSection(db, actor, sectionId);
    await itemOr404(db, actor.customerId, sectionId, itemId);
    await assertDraftSections(db, [sectionId]);
    await db.transaction((tx) => deletePlaylistItem(tx, sectionId, itemId));
    return c.body(null, 204);
  });

  /**
   * Moves an item to another section of the same scene (ours; the scene editor moves items between sections on a
   * drop or its 'Move to section' menu): 404 unless the item, its section and the target are the tenant's and the
   * target is in the section's scene, 409 unless both are drafts; answers the moved item. Screens hear of it when
   * the scene is saved.
   */
  app.post('/:s/playlistitems/:id/move', async (c) => {
    const sectionId = itemParam(c, 's');
    const itemId = itemParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const sceneId = await sectionScene(db, actor.customerId, sectionId);
    await assertSceneWritable(db, actor, sceneId);
    await itemOr404(db, actor.customerId, sectionId, itemId);
    const { sectionId: targetId } = await contractBody(c, PLAYLIST_ITEMS_API.move);
    if ((await findSectionScene(db, actor.customerId, targetId)) !== sceneId) throw itemNotFound();
    if (targetId === sectionId)
      return contractJson(c, PLAYLIST_ITEMS_API.move, {
        data: await itemOr404(db, actor.customerId, sectionId, itemId),
      });
    await assertDraftSections(db, [sectionId, targetId]);
    await db.transaction((tx) => movePlaylistItem(tx, { sceneId, itemId, from: sectionId, to: targetId }));
    return contractJson(c, PLAYLIST_ITEMS_API.move, { data: await itemOr404(db, actor.customerId, targetId, itemId) });
  });

  /** The item's schedule (0 or 1); a draft copy without its own answers its parent item's. */
  app.get('/:s/playlistitems/:p/schedules', async (c) => {
    const sectionId = itemParam(c, 's');
    const itemId = itemParam(c, 'p');
    const customerId = tenantOf(c);
    await sectionScene(c.var.db, customerId, sectionId);
    await itemOr404(c.var.db, customerId, sectionId, itemId);
    return contractJson(c, PLAYLIST_ITEMS_API.schedules, {
      data: await findItemSchedules(c.var.db, customerId, itemId),
    });
  });

  /**
   * Replaces the item's schedule (`{ schedules: [{ name, events }] }`, exactly one: spec "an array of one on
   * update"); answers it as a list of one. Like every playlist change, only in a draft section (409 otherwise).
   */
  app.put('/:s/playlistitems/:p/schedules', async (c) => {
    const sectionId = itemParam(c, 's');
    const itemId = itemParam(c, 'p');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const sceneId = await writableSection(db, actor, sectionId);
    await itemOr404(db, actor.customerId, sectionId, itemId);
    const schedule = itemScheduleOf(await contractBody(c, PLAYLIST_ITEMS_API.updateSchedules));
    await assertDraftSections(db, [sectionId]);
    await db.transaction((tx) => replaceItemSchedule(tx, { sceneId, sectionId, itemId }, schedule));
    return contractJson(c, PLAYLIST_ITEMS_API.updateSchedules, {
      data: await findItemSchedules(db, actor.customerId, itemId),
    });
  });

  return app;
}
