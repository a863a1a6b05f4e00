import { Hono } from 'hono';
import { SCENES_API } from '@screenplay/core/contract';
import { contractJson } from '../../http/contract';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { prepareThumbnail, readThumbnailFile, storeThumbnail, thumbnailBodyLimit } from '../../media/thumbnail';
import { assertSceneWritable, tenantActor } from '../../tenancy';
import { idParam } from '../../http/params';
import { findSceneId } from '../../scenes/scene.read';

/**
 * `PUT scenes/{id}/thumbnail` (ours: the spec gives a scene a `thumbnail` but no call that sets it). The portal draws
 * the saved scene and sends the picture as the multipart `thumbnail` file: a PNG, JPEG or WebP checked by its bytes,
 * bounded in bytes and pixels (413/422 `thumbnail.*`). It replaces the scene's thumbnail; scene reads return its URL.
 * Allowed to whoever may edit the scene (workgroup grant `createAndEditScenes`, then its folders); another tenant's
 * scene is 404. Answers `{ data: { thumbnail } }`.
 */
export function sceneThumbnailRoutes({ config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/:id/thumbnail', thumbnailBodyLimit, async (c) => {
    const sceneId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findSceneId(db, actor.customerId, sceneId)) === null) throw notFound();
    await assertSceneWritable(db, actor, sceneId);
    const prepared = prepareThumbnail(await readThumbnailFile(c));
    const target = { table: 'scenes', id: sceneId, customerId: actor.customerId } as const;
    return contractJson(c, SCENES_API.thumbnail, {
      data: { thumbnail: await storeThumbnail(db, config.dataDir, target, prepared) },
    });
  });
  return app;
}
