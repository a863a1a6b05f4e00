import { Hono } from 'hono';
import { LAYOUTS_API } from '@screenplay/core/contract';
import { SCENE_SIZE_MAX, SECTION_MIN_SIZE, type ValidationErrors } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import type { RouteDeps } from '../../deps';
import { contractBody, contractQuery, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { removeUnusedThumbnail } from '../../media/thumbnail';
import {
  assertFoldersWritable,
  assertItemWritable,
  type TenantActor,
  type TenantId,
  tenantActor,
  tenantOf,
} from '../../tenancy';
import { LAYOUT_FOLDERS, moveBetweenFolders, placeInFolder, realFolders } from '../../folders/folderLinks';
import { folderRef, idParam } from '../../http/params';
import { LAYOUT_TAGS } from '../../scenes/scene.sql';
import { replaceTags, resolveTags } from '../../scenes/scene.write';
import { findLayoutIds, findLayouts } from '../../layouts/layout.read';
import {
  checkLayoutSections,
  copyLayoutRow,
  deleteLayout,
  insertLayout,
  layoutSections,
  updateLayout,
  type LayoutSection,
} from '../../layouts/layout.write';

const SIZE = /^[0-9]{1,6}$/;

/** `?width` or `?height` of the layouts listing: absent does not filter; anything but a scene size is 422. */
function sizeQuery(query: Readonly<Record<string, string | undefined>>, name: 'width' | 'height'): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const value = SIZE.test(raw) ? Number(raw) : 0;
  if (value < SECTION_MIN_SIZE || value > SCENE_SIZE_MAX) {
    throw unprocessable({
      [name]: [`The ${name} must be a whole number from ${SECTION_MIN_SIZE} to ${SCENE_SIZE_MAX}.`],
    });
  }
  return value;
}

/**
 * `GET layouts(?width&height)`, `GET/PATCH/DELETE layouts/{id}`, `POST layouts`, the drop of layouts
 * on a folder (`POST layouts/folders/{folder}/update`), copy and move. Layouts sit in library folders.
 */
export function layoutCrudRoutes({ clock, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const layoutOr404 = async (db: Db, customerId: TenantId, layoutId: number): Promise<Layout> => {
    const [layout] = await findLayouts(db, customerId, { ids: [layoutId] });
    if (!layout) throw notFound();
    return layout;
  };
  /** The tenant's layout the actor may change (404, then 403). */
  const writableLayout = async (db: Db, actor: TenantActor, layoutId: number): Promise<Layout> => {
    const layout = await layoutOr404(db, actor.customerId, layoutId);
    await assertItemWritable(db, actor, LAYOUT_FOLDERS, layoutId);
    return layout;
  };

  app.get('/', async (c) => {
    const customerId = tenantOf(c);
    const query = contractQuery(c, LAYOUTS_API.list);
    return contractJson(c, LAYOUTS_API.list, {
      data: await findLayouts(c.var.db, customerId, {
        width: sizeQuery(query, 'width'),
        height: sizeQuery(query, 'height'),
      }),
    });
  });

  app.get('/:id', async (c) =>
    contractJson(c, LAYOUTS_API.get, { data: await layoutOr404(c.var.db, tenantOf(c), idParam(c, 'id')) }),
  );

  app.post('/', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await contractBody(c, LAYOUTS_API.create);
    const folderId = folderRef(body.folderId);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], LAYOUT_FOLDERS.kind);
    const errors: ValidationErrors = {};
    const sections = layoutSections(body.sections);
    checkLayoutSections(errors, sections, body);
    const layoutId = await db.transaction(async (tx) => {
      const tagIds = await resolveTags(tx, actor.customerId, body.tags ?? [], errors);
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const id = await insertLayout(tx, {
        customerId: actor.customerId,
        name: body.name,
        width: body.width,
        height: body.height,
        ratio: body.ratio ?? null,
        sections,
        ownerId: actor.user.id,
        now: clock.now(),
      });
      await replaceTags(tx, LAYOUT_TAGS, id, tagIds);
      await placeInFolder(tx, LAYOUT_FOLDERS, [id], folderId);
      return id;
    });
    return contractJson(c, LAYOUTS_API.create, { data: await layoutOr404(db, actor.customerId, layoutId) }, 201);
  });

  /** Sent sections replace the stored ones; a new size must still hold every section. */
  app.patch('/:id', async (c) => {
    const layoutId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const stored = await layoutOr404(db, actor.customerId, layoutId);
    const body = await contractBody(c, LAYOUTS_API.update);
    await assertItemWritable(db, actor, LAYOUT_FOLDERS, layoutId);
    const size = { width: body.width ?? stored.width, height: body.height ?? stored.height };
    const sections: LayoutSection[] = body.sections ? layoutSections(body.sections) : stored.sections;
    const errors: ValidationErrors = {};
    checkLayoutSections(errors, sections, size);
    await db.transaction(async (tx) => {
      const tagIds = body.tags ? await resolveTags(tx, actor.customerId, body.tags, errors) : null;
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const updated = await updateLayout(tx, actor.customerId, layoutId, {
        name: body.name ?? null,
        ...size,
        ratio: body.ratio ?? null,
        sections,
        now: clock.now(),
      });
      if (!updated) throw notFound();
      if (tagIds) await replaceTags(tx, LAYOUT_TAGS, layoutId, tagIds);
    });
    return contractJson(c, LAYOUTS_API.update, { data: await layoutOr404(db, actor.customerId, layoutId) });
  });

  app.delete('/:id', async (c) => {
    const layoutId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    await writableLayout(db, actor, layoutId);
    const thumbnail = await deleteLayout(db, actor.customerId, layoutId);
    // Its thumbnail's file goes too (migration 016).
    await removeUnusedThumbnail(db, config.dataDir, thumbnail);
    return c.body(null, 204);
  });

  /** Puts each listed layout into the folder and out of every other (`-1`: out of every folder). */
  app.post('/folders/:folder/update', async (c) => {
    const folderId = folderRef(c.req.param('folder'));
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { ids } = await contractBody(c, LAYOUTS_API.putInFolder);
    const unique = [...new Set(ids)];
    if ((await findLayoutIds(db, actor.customerId, unique)).length !== unique.length) throw notFound();
    await assertFoldersWritable(db, actor, realFolders(folderId), LAYOUT_FOLDERS.kind);
    for (const id of unique) await assertItemWritable(db, actor, LAYOUT_FOLDERS, id);
    await db.transaction((tx) => placeInFolder(tx, LAYOUT_FOLDERS, unique, folderId));
    return contractJson(c, LAYOUTS_API.putInFolder, { data: await findLayouts(db, actor.customerId, { ids: unique }) });
  });

  app.post('/:id/copy/:folder', async (c) => {
    const layoutId = idParam(c, 'id');
    const folderId = folderRef(c.req.param('folder'));
    const actor = await tenantActor(c);
    const db = c.var.db;
    await layoutOr404(db, actor.customerId, layoutId);
    const { name } = await contractBody(c, LAYOUTS_API.copy);
    await assertFoldersWritable(db, actor, realFolders(folderId), LAYOUT_FOLDERS.kind);
    const copyId = await db.transaction(async (tx) => {
      const id = await copyLayoutRow(tx, { layoutId, name, ownerId: actor.user.id, now: clock.now() });
      await placeInFolder(tx, LAYOUT_FOLDERS, [id], folderId);
      return id;
    });
    return contractJson(c, LAYOUTS_API.copy, { data: await layoutOr404(db, actor.customerId, copyId) }, 201);
  });

  app.post('/:id/move', async (c) => {
    const layoutId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    await layoutOr404(db, actor.customerId, layoutId);
    const body = await contractBody(c, LAYOUTS_API.move);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertItemWritable(db, actor, LAYOUT_FOLDERS, layoutId, realFolders(from, to));
    await db.transaction((tx) => moveBetweenFolders(tx, LAYOUT_FOLDERS, layoutId, from, to));
    return contractJson(c, LAYOUTS_API.move, { data: await layoutOr404(db, actor.customerId, layoutId) });
  });

  return app;
}
