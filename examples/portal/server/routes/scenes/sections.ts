import { Hono } from 'hono';
import { collectBoxProblems, patchedBox, type Rect, type ValidationErrors } from '@screenplay/core';
import { SECTIONS_API } from '@screenplay/core/contract';
import type { Db } from '../../db/client';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { assertSceneWritable, type TenantActor, type TenantId, tenantActor, tenantOf } from '../../tenancy';
import { idParam } from '../../http/params';
import { INVALID_SCENE_DATA, invalidSceneData, sectionPublished } from '../../scenes/scene.errors';
import { findSections } from '../../scenes/scene.read';
import { updateSection, updateSections } from '../../scenes/scene.save';
import { createDraft, deleteSection, loadScene } from '../../scenes/sections.data';

/** The scene the actor may write, or fails with 404/403. */
async function writableScene(db: Db, actor: TenantActor, sceneId: number) {
  const scene = await loadScene(db, actor.customerId, sceneId);
  await assertSceneWritable(db, actor, sceneId);
  return { scene };
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
    return contractJson(c, SECTIONS_API.list, { data: await findSections(c.var.db, customerId, sceneId) });
  });

  app.post('/:id/sections', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const body = await contractBody(c, SECTIONS_API.create, { invalid: INVALID_SCENE_DATA });
    const errors: ValidationErrors = {};
    collectBoxProblems(errors, [['section', body]], scene.size);
    const parent = body.parentId ? (scene.sections.get(body.parentId) ?? null) : null;
    if (body.parentId && (!parent || parent.draft))
      errors.parentId = [...(errors.parentId ?? []), 'The parent must be a saved section of this scene.'];
    if (parent && [...scene.sections.values()].some((section) => section.parent_id === parent.id)) {
      errors.parentId = [...(errors.parentId ?? []), 'This section already has a draft copy.'];
    }
    if (Object.keys(errors).length > 0) throw invalidSceneData(errors);
    const sectionId = await db.transaction((tx) => createDraft(tx, actor.customerId, sceneId, body, parent));
    return contractJson(
      c,
      SECTIONS_API.create,
      { data: await sectionOr404(db, actor.customerId, sceneId, sectionId) },
      201,
    );
  });

  app.patch('/:id/sections', async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const { sections } = await contractBody(c, SECTIONS_API.updateMany, { invalid: INVALID_SCENE_DATA });
    const errors: ValidationErrors = {};
    const boxes: [string, Rect][] = [];
    for (const [index, patch] of sections.entries()) {
      const stored = scene.sections.get(patch.id);
      const key = `sections.${index}.id`;
      if (!stored) errors[key] = [...(errors[key] ?? []), `Section ${patch.id} is not a section of this scene.`];
      else boxes.push([`sections.${index}`, patchedBox(stored, patch)]);
    }
    collectBoxProblems(errors, boxes, scene.size);
    if (Object.keys(errors).length > 0) throw invalidSceneData(errors);
    // The publishing rule (./publishing.ts): a published section changes only with the scene's save.
    if (sections.some((patch) => scene.sections.get(patch.id)?.draft === false)) throw sectionPublished();
    // One statement whatever the count (H4, issue 10).
    await db.transaction((tx) => updateSections(tx, sections));
    const ids = new Set(sections.map((section) => section.id));
    return contractJson(c, SECTIONS_API.updateMany, {
      data: (await findSections(db, actor.customerId, sceneId)).filter((section) => ids.has(section.id)),
    });
  });

  app.get('/:id/sections/:sid', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const customerId = tenantOf(c);
    await loadScene(c.var.db, customerId, sceneId);
    return contractJson(c, SECTIONS_API.get, { data: await sectionOr404(c.var.db, customerId, sceneId, sectionId) });
  });

  app.patch('/:id/sections/:sid', async (c) => {
    const sceneId = idParam(c, 'id');
    const sectionId = idParam(c, 'sid');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { scene } = await writableScene(db, actor, sceneId);
    const stored = scene.sections.get(sectionId);
    if (!stored) throw notFound();
    const patch = await contractBody(c, SECTIONS_API.update, { invalid: INVALID_SCENE_DATA });
    const errors: ValidationErrors = {};
    if (!collectBoxProblems(errors, [['section', patchedBox(stored, patch)]], scene.size))
      throw invalidSceneData(errors);
    // The publishing rule (./publishing.ts): a published section changes only with the scene's save.
    if (!stored.draft) throw sectionPublished();
    await updateSection(db, sectionId, patch);
    return contractJson(c, SECTIONS_API.update, { data: await sectionOr404(db, actor.customerId, sceneId, sectionId) });
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
    await deleteSection(db, sceneId, sectionId);
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
    await deleteSection(db, sceneId, sectionId);
    return c.body(null, 204);
  });

  return app;
}
