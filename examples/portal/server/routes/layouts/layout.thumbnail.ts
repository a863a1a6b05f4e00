import { Hono } from 'hono';
import { LAYOUTS_API } from '@screenplay/core/contract';
import { contractJson } from '../../http/contract';
import type { RouteDeps } from '../../deps';
import type { AppEnv } from '../../tenancy/env';
import { notFound } from '../../http/errors';
import { prepareThumbnail, readThumbnailFile, storeThumbnail, thumbnailBodyLimit } from '../../media/thumbnail';
import { assertItemWritable, tenantActor } from '../../tenancy';
import { LAYOUT_FOLDERS } from '../../folders/folderLinks';
import { idParam } from '../../http/params';
import { findLayoutIds } from '../../layouts/layout.read';

/**
 * `PUT layouts/{id}/thumbnail` (ours: the spec gives layouts no thumbnail call). The portal draws the saved layout's
 * sections and sends the picture as the multipart `thumbnail` file: a PNG, JPEG or WebP checked by its bytes,
 * bounded in bytes and pixels (413/422 `thumbnail.*`). It replaces the layout's thumbnail (migration 016); layout
 * reads return its URL. Allowed to whoever may change the layout (its library folders); another tenant's layout is
 * 404. Answers `{ data: { thumbnail } }`.
 */
export function layoutThumbnailRoutes({ config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/:id/thumbnail', thumbnailBodyLimit, async (c) => {
    const layoutId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findLayoutIds(db, actor.customerId, [layoutId])).length === 0) throw notFound();
    await assertItemWritable(db, actor, LAYOUT_FOLDERS, layoutId);
    const prepared = prepareThumbnail(await readThumbnailFile(c));
    const target = { table: 'layouts', id: layoutId, customerId: actor.customerId } as const;
    return contractJson(c, LAYOUTS_API.thumbnail, {
      data: { thumbnail: await storeThumbnail(db, config.dataDir, target, prepared) },
    });
  });
  return app;
}
