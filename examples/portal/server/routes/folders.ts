import { Hono } from 'hono';
import { FOLDERS_API } from '@screenplay/core/contract';
import {
  canCreateFolder,
  canEditFolders,
  canCreateLibraryFolder,
  sceneSummaryWithoutScheduling,
  screenWithoutScheduling,
} from '@screenplay/core';
import { requireAuth } from '../auth/middleware';
import type { Db } from '../db/client';
import type { RouteDeps } from '../deps';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { forbidden, notFound, unprocessable } from '../http/errors';
import {
  assertFoldersWritable,
  findFolderRows,
  seesScheduling,
  toFolderWire,
  type FolderRow,
  type TenantActor,
  tenantActor,
} from '../tenancy';
import { findScreens, mayManageScreens } from '../screens/screens.read';
import { deleteEmptyFolder, insertFolder, isSelfOrDescendant, updateFolder } from '../folders/folders.data';
import { folderRef, idParam } from '../http/params';
import { folderNotEmpty } from '../scenes/scene.errors';
import { findSceneSummaries } from '../scenes/scene.read';
import type { FolderWire } from '../scenes/wire';

/** Editing a folder needs the workgroup grant of its kind (core's `canEditFolders`), then the folder's own entries. */
function assertMayEdit(actor: TenantActor, folder: FolderRow): void {
  if (!canEditFolders(actor.session, folder.kind)) throw forbidden();
}

/**
 * Creates a folder of a kind for the actor (its owner): scene and screen folders need `createAFolder`,
 * library folders `createALibraryFolder` (spec §6; 403 otherwise); a parent must be a manageable
 * folder of the same kind (404 unknown, 403 readonly or hidden).
 */
export async function createFolder(
  db: Db,
  actor: TenantActor,
  folder: { name: string; kind: FolderRow['kind']; parentId: number | null; now: Date },
): Promise<FolderWire> {
  const mayCreate = folder.kind === 'library' ? canCreateLibraryFolder(actor.session) : canCreateFolder(actor.session);
  if (!mayCreate) throw forbidden();
  if (folder.parentId !== null) await assertFoldersWritable(db, actor, [folder.parentId], folder.kind);
  const id = await insertFolder(db, actor.customerId, { ...folder, ownerId: actor.user.id });
  const [created] = await findFolderRows(db, actor, { ids: [id] });
  if (!created) throw notFound();
  return toFolderWire(created, actor.isAdmin);
}

/** `GET folders/scenes`, `GET folders/screens`, `POST folders`, `PATCH/DELETE folders/{id}`. */
export function folderRoutes({ db: baseDb, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(baseDb, clock));

  const folderOr404 = async (db: Db, actor: TenantActor, folderId: number) => {
    const [row] = await findFolderRows(db, actor, { ids: [folderId] });
    if (!row) throw notFound();
    return row;
  };

  /**
   * Folders come with the user's permission entries; a 'hidden' one is listed and the portal decides how to show it.
   * With scheduling scenes Hidden, the scenes come without the number of screens they are on.
   */
  app.get('/scenes', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const [rows, scenes] = await Promise.all([
      findFolderRows(db, actor, { kind: 'scenes' }),
      findSceneSummaries(db, actor.customerId),
    ]);
    const listed = (await seesScheduling(c)) ? scenes : scenes.map(sceneSummaryWithoutScheduling);
    return contractJson(c, FOLDERS_API.scenes, {
      data: { folders: rows.map((row) => toFolderWire(row, actor.isAdmin)), scenes: listed },
    });
  });

  /**
   * Spec §7: the screen folders, every screen (status at the answer's time) and the manage-screen flag (§6); with
   * scheduling scenes Hidden, the screens come without their scenes and syncs.
   */
  app.get('/screens', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const [rows, screens] = await Promise.all([
      findFolderRows(db, actor, { kind: 'screens' }),
      findScreens(db, actor.customerId, clock.now()),
    ]);
    const listed = (await seesScheduling(c)) ? screens : screens.map(screenWithoutScheduling);
    const manageScreen = mayManageScreens(actor);
    const folders = rows.map((row) => toFolderWire(row, actor.isAdmin));
    return contractJson(c, FOLDERS_API.screens, { data: { folders, screens: listed, manageScreen } });
  });

  app.post('/', async (c) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const body = await contractBody(c, FOLDERS_API.create);
    const folder = await createFolder(db, actor, {
      name: body.name,
      kind: body.type,
      parentId: folderRef(body.parent_id),
      now: clock.now(),
    });
    return contractJson(c, FOLDERS_API.create, { data: folder }, 201);
  });

  app.patch('/:id', async (c) => {
    const folderId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folder = await folderOr404(db, actor, folderId);
    const body = await contractBody(c, FOLDERS_API.update);
    assertMayEdit(actor, folder);
    await assertFoldersWritable(db, actor, [folderId], folder.kind);
    const isMoving = body.parent_id !== undefined;
    const parentId = isMoving ? folderRef(body.parent_id) : folder.parent_id;
    if (isMoving && parentId !== null) {
      await assertFoldersWritable(db, actor, [parentId], folder.kind);
      if (await isSelfOrDescendant(db, actor.customerId, folderId, parentId)) {
        throw unprocessable({ parent_id: ['A folder cannot be moved into itself or one of its sub-folders.'] });
      }
    }
    await updateFolder(db, folderId, { name: body.name ?? null, parentId });
    return contractJson(c, FOLDERS_API.update, {
      data: toFolderWire(await folderOr404(db, actor, folderId), actor.isAdmin),
    });
  });

  app.delete('/:id', async (c) => {
    const folderId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folder = await folderOr404(db, actor, folderId);
    assertMayEdit(actor, folder);
    await assertFoldersWritable(db, actor, [folderId], folder.kind);
    if (!(await deleteEmptyFolder(db, folderId))) throw folderNotEmpty();
    return c.body(null, 204);
  });

  return app;
}
