import { Hono } from 'hono';
import {
  collectBoxProblems,
  patchedBox,
  sectionCreateBodySchema,
  sectionsUpdateBodySchema,
  sectionUpdateBodySchema,
  type Rect,
  type SectionCreateBody,
  type ValidationErrors,
} from '@screenplay/core';
import type { Db } from '../../db/client';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { assertSceneWritable, type TenantActor, type TenantId, tenantActor, tenantOf } from '../../tenancy';
import { idParam } from '../../http/params';
import { invalidSceneData, sectionPublished, validSceneData } from './scene.errors';
import { findSections } from './scene.read';
import { updateSection, updateSections } from './scene.save';
import { insertPlaylistItem, insertSection } from './scene.write';

interface StoredSection extends Rect {
  id: number;
  parent_id: number | null;
  draft: boolean;
  order_index: number;
  items_order: number[];
}

/** The scene's size and sections' boxes, or 404 when it is not the tenant's scene. */
async function loadScene(db: Db, customerId: TenantId, sceneId: number) {
  const scene = await db.maybe<{ width: number; height: number }>(
    'SELECT width, height FROM scenes WHERE id = $1 AND customer_id = $2',
    [sceneId, customerId],
  );
  if (!scene) throw notFound();
  const sections = await db.query<StoredSection>(
    `SELECT sec.id, sec.parent_id, sec.draft, sec.order_index, sec.items_order, sec."top", sec."left", sec.width, sec.height
       FROM sections sec JOIN scenes s ON s.id = sec.scene_id WHERE sec.scene_id = $1 AND s.customer_id = $2`,
    [sceneId, customerId],
  );
  return { size: scene, sections: new Map(sections.map((section) => [section.id, section])) };
}

/** The scene the actor may write, or fails with 404/403. */
async function writableScene(db: Db, actor: TenantActor, sceneId: number) {
  const scene = await loadScene(db, actor.customerId, sceneId);
  await assertSceneWritable(db, actor, sceneId);
  return { scene };
}

/**
 * Creates a draft section. With `parentId` it is the draft copy of that saved section: its playlist
 * is the body's items (an `id`/`parentId` naming one of the parent's items marks that item's copy)
 * or, without items in the body, a copy of the parent's playlist.
 */
async function createDraft(
  tx: Db,
  customerId: TenantId,
  sceneId: number,
  body: SectionCreateBody,
  parent: StoredSection | null,
): Promise<number> {
  const sectionId = await insertSection(tx, sceneId, {
    ...body,
    order: body.order ?? parent?.order_index,
    parentId: parent?.id ?? null,
    draft: true,
    itemsOrder: [],
  });
  const parentItems = parent
    ? await tx.query<{ id: number }>(
        `SELECT pi.id FROM playlist_items pi JOIN sections sec ON sec.id = pi.section_id JOIN scenes s ON s.id = sec.scene_id
          WHERE pi.section_id = $1 AND s.customer_id = $2 ORDER BY pi.position, pi.id`,
        [parent.id, customerId],
      )
    : [];
  const parentItemIds = new Set(parentItems.map((item) => item.id));
  const copies = new Map<number, number>();
  const created: number[] = [];
  if (body.playlistItems) {
    for (const item of body.playlistItems) {
      const source =
        [item.parentId, item.id].find((id) => id !== undefined && id !== null && parentItemIds.has(id)) ?? null;
      const id = await insertPlaylistItem(tx, sectionId, item, { parentId: source, appendToOrder: false });
      if (source !== null) copies.set(source, id);
      created.push(id);
    }
  } else {
    for (const item of parentItems) {
      const copy = await tx.one<{ id: number }>(
        `INSERT INTO playlist_items (section_id, parent_id, layers, hidden, mark_as_deleted, duration, styles, position)
         SELECT $2, id, layers, hidden, mark_as_deleted, duration, styles, position FROM playlist_items WHERE id = $1 RETURNING id`,
        [item.id, sectionId],
      );
      copies.set(item.id, copy.id);
      created.push(copy.id);
    }
  }
  const wanted = (body.itemsOrder ?? parent?.items_order ?? [])
    .map((id) => copies.get(id) ?? id)
    .filter((id) => created.includes(id));
  const itemsOrder = [...new Set([...wanted, ...created])];
  await tx.query('UPDATE sections SET items_order = $2::jsonb WHERE id = $1', [sectionId, JSON.stringify(itemsOrder)]);
  return sectionId;
}

/** `GET/POST/PATCH scenes/{id}/sections`, `GET/PATCH/DELETE scenes/{id}/sections/{sid}` and the section revert. */
export function sectionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const sectionOr404 = async (db: Db, customerId: TenantId, sceneId: number, sectionId: number) => {
    const [section] = await findSections(db, customerId, sceneId, sectionId);
    if (!section) throw notFound();
    return section;
  };

  app.get('/:id/sections', async (c) => {
    const sceneId = idParam(c, 'id');
    const customerId = tenantOf(c);
    await loadScene(c.var.db, customerId, sceneId);
    return c.json({ data: await findSections(c.var.db, customerId, sceneId) });
  });

  app.post('/:id/sections', async (c) => {
    const sceneId = idParam(c, 'id');
    const raw = await readJson(c);
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const body = validSceneData(sectionCreateBodySchema, raw);
    const errors: ValidationErrors = {};
    collectBoxProblems(errors, [['section', body]], scene.size);
    const parent = body.parentId ? (scene.sections.get(body.parentId) ?? null) : null;
    if (body.parentId && (!parent || parent.draft))
      (errors.parentId ??= []).push('The parent must be a saved section of this scene.');
    if (parent && [...scene.sections.values()].some((section) => section.parent_id === parent.id)) {
      (errors.parentId ??= []).push('This section already has a draft copy.');
    }
    if (Object.keys(errors).length > 0) throw invalidSceneData(errors);
    const sectionId = await db.transaction((tx) => createDraft(tx, actor.customerId, sceneId, body, parent));
    return c.json({ data: await sectionOr404(db, actor.customerId, sceneId, sectionId) }, 201);
  });

  app.patch('/:id/sections', async (c) => {
    const sceneId = idParam(c, 'id');
    const raw = await readJson(c);
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const { sections } = validSceneData(sectionsUpdateBodySchema, raw);
    const errors: ValidationErrors = {};
    const boxes: [string, Rect][] = [];
    for (const [index, patch] of sections.entries()) {
      const stored = scene.sections.get(patch.id);
      if (!stored) (errors[`sections.${index}.id`] ??= []).push(`Section ${patch.id} is not a section of this scene.`);
      else boxes.push([`sections.${index}`, patchedBox(stored, patch)]);
    }
    collectBoxProblems(errors, boxes, scene.size);
    if (Object.keys(errors).length > 0) throw invalidSceneData(errors);
    // The publishing rule (./publishing.ts): a published section changes only with the scene's save.
    if (sections.some((patch) => scene.sections.get(patch.id)?.draft === false)) throw sectionPublished();
    // One statement whatever the count (H4, issue 10).
    await db.transaction((tx) => updateSections(tx, sections));
    const ids = new Set(sections.map((section) => section.id));
    return c.json({
      data: (await findSections(db, actor.customerId, sceneId)).filter((section) => ids.has(section.id)),
    });
  });

  app.get('/:id/sections/:sid', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const customerId = tenantOf(c);
    await loadScene(c.var.db, customerId, sceneId);
    return c.json({ data: await sectionOr404(c.var.db, customerId, sceneId, sectionId) });
  });

  app.patch('/:id/sections/:sid', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const raw = await readJson(c);
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const stored = scene.sections.get(sectionId);
    if (!stored) throw notFound();
    const patch = validSceneData(sectionUpdateBodySchema, raw);
    const errors: ValidationErrors = {};
    if (!collectBoxProblems(errors, [['section', patchedBox(stored, patch)]], scene.size))
      throw invalidSceneData(errors);
    // The publishing rule (./publishing.ts): a published section changes only with the scene's save.
    if (!stored.draft) throw sectionPublished();
    await updateSection(db, sectionId, patch);
    return c.json({ data: await sectionOr404(db, actor.customerId, sceneId, sectionId) });
  });

  app.delete('/:id/sections/:sid', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const stored = scene.sections.get(sectionId);
    if (!stored) throw notFound();
    // A published section goes with the save that marks it deleted (./publishing.ts); a draft goes now.
    if (!stored.draft) throw sectionPublished();
    await db.query('DELETE FROM sections WHERE id = $1 AND scene_id = $2', [sectionId, sceneId]);
    return c.body(null, 204);
  });

  /** Reverting is offered only for a draft with a parent (spec §4); anything else is 422. */
  app.delete('/:id/sections/:sid/cancel', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const stored = scene.sections.get(sectionId);
    if (!stored) throw notFound();
    if (!stored.draft || stored.parent_id === null) {
      throw invalidSceneData({ section: ['Only a draft copy of a saved section can be reverted.'] });
    }
    await db.query('DELETE FROM sections WHERE id = $1 AND scene_id = $2', [sectionId, sceneId]);
    return c.body(null, 204);
  });

  return app;
}
