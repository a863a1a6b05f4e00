import { SCREENS_API } from '@screenplay/core/contract';
import { Hono } from 'hono';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { notFound, unprocessable, unprocessableKeys } from '../../http/errors';
import { publishToScreen } from '../../screens/events';
import { findScreen, findScreenId, publishScreensList, screenSeenBy } from '../../screens/screens.read';
import { removeScreenshotFiles } from '../../screens/screenshots';
import {
  changeScreen,
  deleteNamedScreen,
  publishScreen,
  renameScreen,
  replaceScreenTags,
  tagRefsOf,
} from '../../screens/screens.write';
import { assertFoldersWritable, assertItemWritable, tenantActor } from '../../tenancy';
import { placeInFolder, SCREEN_FOLDERS } from '../../folders/folderLinks';
import { folderRef, idParam } from '../../http/params';
import { resolveTags } from '../../scenes/scene.write';

/** `PUT screens/{id} {title, tags}`, `POST screens/{id}/move {to}`, `DELETE screens/{id} {title}` (spec §7). */
export function screenItemRoutes({ clock, realtime, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Renames the screen and/or replaces its tags (names or `{id,name}`, as scenes' tags). */
  app.put('/:id', async (c) => {
    const screenId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
    const body = await contractBody(c, SCREENS_API.update);
    const tags = tagRefsOf(body.tags);
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    // The player shows the name when nothing is scheduled: a rename reaches it as a content change; tags do not.
    const change = { db, customerId: actor.customerId, screenId, now: clock.now(), realtime };
    const screen = await changeScreen(change, async (tx) => {
      const renamed = body.title !== undefined && (await renameScreen(tx, screenId, body.title.trim(), change.now));
      if (tags !== undefined) {
        const errors: Record<string, string[]> = {};
        const tagIds = await resolveTags(tx, actor.customerId, tags, errors);
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        await replaceScreenTags(tx, screenId, tagIds);
      }
      return renamed;
    });
    return contractJson(c, SCREENS_API.update, { data: await screenSeenBy(c, screen) });
  });

  /** Moves the screen into a folder (`to`: a screens folder, or -1 for All), with the folder checks of scenes. */
  app.post('/:id/move', async (c) => {
    const screenId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if ((await findScreenId(db, actor.customerId, screenId)) === null) throw notFound();
    const folderId = folderRef((await contractBody(c, SCREENS_API.move)).to);
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'screens');
    await db.transaction(async (tx) => {
      if ((await findScreenId(tx, actor.customerId, screenId, true)) === null) throw notFound();
      await placeInFolder(tx, SCREEN_FOLDERS, [screenId], folderId);
    });
    const screen = await publishScreen(db, actor.customerId, screenId, clock.now(), realtime);
    return contractJson(c, SCREENS_API.move, { data: await screenSeenBy(c, screen) });
  });

  /** Deletes the screen when the body's title is its name (a deliberate confirmation); the player is unpaired. */
  app.delete('/:id', async (c) => {
    const screenId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const screen = await findScreen(db, actor.customerId, screenId, clock.now());
    if (!screen) throw notFound();
    const { title } = await contractBody(c, SCREENS_API.remove);
    if (title.trim() !== screen.name) throw unprocessableKeys({ title: ['screensApi.titleMismatch'] });
    await assertItemWritable(db, actor, SCREEN_FOLDERS, screenId);
    const shots = await deleteNamedScreen(db, actor.customerId, screenId, screen.name);
    if (shots === null) throw unprocessableKeys({ title: ['screensApi.titleMismatch'] });
    // The rows went with the screen (cascade); their files go now. A screenshot uploaded meanwhile has no row left.
    await removeScreenshotFiles(config.dataDir, shots);
    publishToScreen(realtime, screenId, { name: 'unpaired', data: {} });
    publishScreensList(realtime, actor.customerId, { name: 'removed', data: { id: screenId } });
    return c.body(null, 204);
  });

  return app;
}
