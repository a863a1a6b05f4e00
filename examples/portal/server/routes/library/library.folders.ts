import { Hono } from 'hono';
import { LIBRARY_API } from '@screenplay/core/contract';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../tenancy/env';
import { findFolderRows, toFolderWire, type TenantActor, tenantActor } from '../../tenancy';
import { createFolder } from '../folders';
import { findLayouts } from '../../layouts/layout.read';
import { findMediaItems } from '../../media/media.read';
import { folderRef } from '../../http/params';
import type { FolderWire } from '../../scenes/wire';
import { findTemplates } from '../../library/template.read';

/**
 * `GET library/folders` (the library folders with the actor's permission entries), the three tab
 * listings `library/folders/{layouts|templates|media}` (folders plus every item of the tab) and
 * `POST library/folders`. Rename, move and delete go through `folders/{id}`.
 */
export function libraryFolderRoutes({ clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const libraryFolders = async (db: Db, actor: TenantActor): Promise<FolderWire[]> =>
    (await findFolderRows(db, actor, { kind: 'library' })).map((row) => toFolderWire(row, actor.isAdmin));

  app.get('/folders', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    return contractJson(c, LIBRARY_API.folders, { data: { folders: await libraryFolders(db, actor) } });
  });

  app.get('/folders/layouts', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const [folders, layouts] = await Promise.all([libraryFolders(db, actor), findLayouts(db, actor.customerId)]);
    return contractJson(c, LIBRARY_API.layoutsTab, { data: { folders, layouts } });
  });

  app.get('/folders/templates', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const [folders, templates] = await Promise.all([libraryFolders(db, actor), findTemplates(db, actor.customerId)]);
    return contractJson(c, LIBRARY_API.templatesTab, { data: { folders, templates } });
  });

  app.get('/folders/media', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const [folders, media] = await Promise.all([libraryFolders(db, actor), findMediaItems(db, actor.customerId)]);
    return contractJson(c, LIBRARY_API.mediaTab, { data: { folders, media } });
  });

  /** A library folder: 403 without `createALibraryFolder` (spec §6), or under a parent the actor may not manage. */
  app.post('/folders', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await contractBody(c, LIBRARY_API.createFolder);
    const folder = await createFolder(db, actor, {
      name: body.name,
      kind: 'library',
      parentId: folderRef(body.parent_id),
      now: clock.now(),
    });
    return contractJson(c, LIBRARY_API.createFolder, { data: folder }, 201);
  });

  return app;
}
