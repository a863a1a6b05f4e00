import { Hono } from 'hono';
import { MEDIA_API } from '@screenplay/core/contract';
import type { RouteDeps } from '../../deps';
import type { Db } from '../../db/client';
import { contractBody, contractQuery, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { removeMediaFile } from '../../media/storage';
import { assertFoldersWritable, assertItemWritable, type TenantId, tenantActor, tenantOf } from '../../tenancy';
import { MEDIA_FOLDERS, moveBetweenFolders, realFolders } from '../../folders/folderLinks';
import { folderRef } from '../../http/params';
import { findMediaRow, toMediaWire, type MediaRow } from '../../media/media.read';
import { copyMediaRow, deleteMediaRow } from '../../media/media.write';

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
    return contractJson(c, MEDIA_API.get, { data: toMediaWire(row) });
  });

  /** Deletes the row; its file goes too unless a copy or a scene or template layer still uses it. */
  app.delete('/', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const { uuid } = contractQuery(c, MEDIA_API.remove);
    const row = await mediaOr404(db, actor.customerId, uuid);
    await assertItemWritable(db, actor, MEDIA_FOLDERS, row.id);
    const isUnused = await db.transaction((tx) => deleteMediaRow(tx, actor.customerId, row));
    if (isUnused) await removeMediaFile(config.dataDir, row.path);
    return c.body(null, 204);
  });

  /** A new row (own uuid, owned by the actor) for the same file, in the folder (-1: none). */
  app.post('/copy/:folder', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folderId = folderRef(c.req.param('folder'));
    const { uuid } = await contractBody(c, MEDIA_API.copy);
    const source = await mediaOr404(db, actor.customerId, uuid);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'library');
    const copyId = await db.transaction((tx) =>
      copyMediaRow(tx, source.id, { ownerId: actor.user.id, folderId, now: clock.now() }),
    );
    return contractJson(
      c,
      MEDIA_API.copy,
      { data: toMediaWire(await mediaOr404(db, actor.customerId, String(copyId))) },
      201,
    );
  });

  app.post('/move', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await contractBody(c, MEDIA_API.move);
    const row = await mediaOr404(db, actor.customerId, body.uuid);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertItemWritable(db, actor, MEDIA_FOLDERS, row.id, realFolders(from, to));
    await db.transaction((tx) => moveBetweenFolders(tx, MEDIA_FOLDERS, row.id, from, to));
    return contractJson(c, MEDIA_API.move, { data: toMediaWire(await mediaOr404(db, actor.customerId, body.uuid)) });
  });

  return app;
}
