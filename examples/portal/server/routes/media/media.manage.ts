import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { mediaCopyBodySchema, mediaMoveBodySchema } from '@screenplay/core/library';
import type { RouteDeps } from '../../deps';
import type { Db } from '../../db/client';
import { jsonBody, validOrThrow } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { mediaUrl, removeMediaFile } from '../../media/storage';
import {
  asSystem,
  assertFoldersWritable,
  assertItemWritable,
  type TenantId,
  tenantActor,
  tenantOf,
} from '../../tenancy';
import { MEDIA_FOLDERS, realFolders } from '../folderLinks';
import { folderRef } from '../../http/params';
import { findMediaRow, toMediaWire, type MediaRow } from './media.read';
import { isFileInUse } from './media.write';

/** A tenant media row by uuid or id, or 404 (a foreign tenant's never shows). */
async function mediaOr404(db: Db, customerId: TenantId, ref: string): Promise<MediaRow> {
  const row = await findMediaRow(db, customerId, ref);
  if (!row) throw notFound();
  return row;
}

/** `GET media/get/{id}`, `DELETE media?uuid`, `POST media/copy/{folder}` and `POST media/move`. */
export function mediaManageRoutes({ config, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/get/:id', async (c) => {
    const row = await mediaOr404(c.var.db, tenantOf(c), c.req.param('id'));
    return c.json({ data: toMediaWire(row) });
  });

  /** Deletes the row; its file goes too unless a copy or a scene or template layer still uses it. */
  app.delete('/', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { uuid } = validOrThrow(mediaCopyBodySchema, { uuid: c.req.query('uuid') });
    const row = await mediaOr404(db, actor.customerId, uuid);
    await assertItemWritable(db, actor, MEDIA_FOLDERS, row.id);
    const isUnused = await db.transaction(async (tx) => {
      const deleted = await tx.query('DELETE FROM media WHERE id = $1 AND customer_id = $2 RETURNING id', [
        row.id,
        actor.customerId,
      ]);
      if (deleted.length === 0) throw notFound();
      // A copy of another tenant may share the file: the check spans tenants.
      return !(await isFileInUse(asSystem(tx, 'shared-files'), actor.customerId, row.path, mediaUrl(row.path)));
    });
    if (isUnused) await removeMediaFile(config.dataDir, row.path);
    return c.body(null, 204);
  });

  /** A new row (own uuid, owned by the actor) for the same file, in the folder (-1: none). */
  app.post('/copy/:folder', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folderId = folderRef(c.req.param('folder'));
    const { uuid } = await jsonBody(c, mediaCopyBodySchema);
    const source = await mediaOr404(db, actor.customerId, uuid);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'library');
    const copyId = await db.transaction(async (tx) => {
      // Locks the source so a concurrent delete cannot remove the file this copy is about to share.
      const locked = await tx.maybe('SELECT id FROM media WHERE id = $1 FOR UPDATE', [source.id]);
      if (!locked) throw notFound();
      const copy = await tx.one<{ id: number }>(
        `INSERT INTO media (uuid, customer_id, name, type, mime, size_bytes, width, height, duration, path, source, owner_id,
           created_at)
         SELECT $2, customer_id, name, type, mime, size_bytes, width, height, duration, path, source, $3, $4
           FROM media WHERE id = $1
         RETURNING id`,
        [source.id, randomUUID(), actor.user.id, clock.now()],
      );
      if (folderId !== null)
        await tx.query('INSERT INTO media_folders (media_id, folder_id) VALUES ($1, $2)', [copy.id, folderId]);
      return copy.id;
    });
    return c.json({ data: toMediaWire(await mediaOr404(db, actor.customerId, String(copyId))) }, 201);
  });

  app.post('/move', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await jsonBody(c, mediaMoveBodySchema);
    const row = await mediaOr404(db, actor.customerId, body.uuid);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertItemWritable(db, actor, MEDIA_FOLDERS, row.id, realFolders(from, to));
    await db.transaction(async (tx) => {
      if (from !== null)
        await tx.query('DELETE FROM media_folders WHERE media_id = $1 AND folder_id = $2', [row.id, from]);
      if (to !== null)
        await tx.query('INSERT INTO media_folders (media_id, folder_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          row.id,
          to,
        ]);
    });
    return c.json({ data: toMediaWire(await mediaOr404(db, actor.customerId, body.uuid)) });
  });

  return app;
}
