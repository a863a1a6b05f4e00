import { Hono, type Context } from 'hono';
import { LIBRARY_API } from '@screenplay/core/contract';
import {
  LIBRARY_LAYER_KINDS,
  templateFieldsSchema,
  templateUpdateFieldsSchema,
  type LibraryLayerKind,
  type LibraryTemplate,
} from '@screenplay/core/library';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../deps';
import { contractBody, contractQuery, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { HttpError, notFound } from '../../http/errors';
import { type StagedFile, prepareMediaFile, stageMediaFile } from '../../media/storage';
import {
  assertFoldersWritable,
  assertItemWritable,
  type TenantActor,
  type TenantId,
  tenantActor,
  tenantOf,
} from '../../tenancy';
import { moveBetweenFolders, placeInFolder, realFolders, TEMPLATE_FOLDERS } from '../../folders/folderLinks';
import { folderRef, idParam } from '../../http/params';
import { readTemplateForm, type PreviewFile } from './template.form';
import { findTemplateRow, findTemplates } from '../../library/template.read';
import {
  copyTemplate,
  deleteTemplate,
  insertTemplate,
  removeUnusedFile,
  updateTemplate,
} from '../../library/template.write';

/** A library layer kind from the path, case-insensitive (spec §7 `GET library/{type}`); unknown kinds are 404. */
function kindParam(c: Context): LibraryLayerKind {
  const raw = (c.req.param('type') ?? '').toLowerCase();
  const kind = LIBRARY_LAYER_KINDS.find((candidate) => candidate.toLowerCase() === raw);
  if (!kind) throw notFound();
  return kind;
}

/**
 * The library's templates (the Elements tab): `GET library/{type}`, `POST library(/{folder})`
 * (multipart), `GET/DELETE library/folders/templates/{id}`, its `?_method=PATCH` update, copy and move.
 */
export function templateRoutes({ clock, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const templateOr404 = async (db: Db, customerId: TenantId, templateId: number): Promise<LibraryTemplate> => {
    const [template] = await findTemplates(db, customerId, { ids: [templateId] });
    if (!template) throw notFound();
    return template;
  };
  /** The tenant's template the actor may change (404, then 403), with its stored preview path. */
  const writableTemplate = async (db: Db, actor: TenantActor, templateId: number) => {
    const row = await findTemplateRow(db, actor.customerId, templateId);
    if (!row) throw notFound();
    await assertItemWritable(db, actor, TEMPLATE_FOLDERS, templateId);
    return row;
  };
  /**
   * Stages a preview image under the incoming folder (422 with the dnd code when it is not an allowed image):
   * it is moved into place only once the write that records it commits (media/storage.ts).
   */
  const stagePreview = async (actor: TenantActor, preview: PreviewFile | null): Promise<StagedFile | null> =>
    preview
      ? stageMediaFile(config.dataDir, actor.customerId, prepareMediaFile(preview.bytes, preview.fileName, 'image'))
      : null;
  /** Runs a write that records a staged preview: the file moves into place after it, or is discarded when it fails. */
  const withStagedPreview = async <T>(staged: StagedFile | null, write: () => Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await staged?.discard();
      throw error;
    }
    await staged?.commit();
    return result;
  };

  app.get('/:type', async (c) => {
    const customerId = tenantOf(c);
    return contractJson(c, LIBRARY_API.templates, {
      data: await findTemplates(c.var.db, customerId, { type: kindParam(c) }),
    });
  });

  /** A new template, into the path's folder when given, otherwise the form's `folderId`. */
  const create = async (c: Context<AppEnv>, pathFolder: string | undefined) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const pathFolderId = pathFolder === undefined ? undefined : folderRef(pathFolder);
    const { fields, preview } = await readTemplateForm(c, templateFieldsSchema);
    const folderId = pathFolderId ?? folderRef(fields.folderId);
    await assertFoldersWritable(db, actor, realFolders(folderId), TEMPLATE_FOLDERS.kind);
    const staged = await stagePreview(actor, preview);
    const previewPath = staged?.file.path ?? null;
    const templateId = await withStagedPreview(staged, () =>
      db.transaction(async (tx) => {
        const id = await insertTemplate(tx, actor.customerId, fields, {
          ownerId: actor.user.id,
          previewPath,
          now: clock.now(),
        });
        await placeInFolder(tx, TEMPLATE_FOLDERS, [id], folderId);
        return id;
      }),
    );
    return contractJson(
      c,
      LIBRARY_API.createTemplate,
      { data: await templateOr404(db, actor.customerId, templateId) },
      201,
    );
  };
  app.post('/', (c) => create(c, undefined));

  app.get('/folders/templates/:id', async (c) =>
    contractJson(c, LIBRARY_API.getTemplate, { data: await templateOr404(c.var.db, tenantOf(c), idParam(c, 'id')) }),
  );

  app.delete('/folders/templates/:id', async (c) => {
    const templateId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const row = await writableTemplate(db, actor, templateId);
    await deleteTemplate(db, actor.customerId, templateId);
    await removeUnusedFile(db, config.dataDir, row.preview_path);
    return c.body(null, 204);
  });

  /**
   * Any template field (multipart); a new preview replaces the stored one, an empty `preview` removes
   * it; `folderId` puts the template into that folder only. Sent as `POST ...?_method=PATCH` (spec §7).
   */
  const update = async (c: Context<AppEnv>) => {
    const templateId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    const stored = await writableTemplate(db, actor, templateId);
    const { fields, preview, clearsPreview } = await readTemplateForm(c, templateUpdateFieldsSchema);
    const folderId = fields.folderId === undefined ? undefined : folderRef(fields.folderId);
    if (folderId !== undefined) await assertFoldersWritable(db, actor, realFolders(folderId), TEMPLATE_FOLDERS.kind);
    const staged = await stagePreview(actor, preview);
    const previewPath = staged?.file.path ?? null;
    const keepsPreview = previewPath === null && !clearsPreview;
    await withStagedPreview(staged, () =>
      db.transaction(async (tx) => {
        await updateTemplate(tx, actor.customerId, templateId, fields, {
          keep: keepsPreview,
          path: previewPath,
          now: clock.now(),
        });
        if (folderId !== undefined) await placeInFolder(tx, TEMPLATE_FOLDERS, [templateId], folderId);
      }),
    );
    if (!keepsPreview && stored.preview_path !== previewPath)
      await removeUnusedFile(db, config.dataDir, stored.preview_path);
    return contractJson(c, LIBRARY_API.updateTemplate, { data: await templateOr404(db, actor.customerId, templateId) });
  };
  app.patch('/folders/templates/:id', update);
  app.post('/folders/templates/:id', (c) => {
    if (contractQuery(c, LIBRARY_API.updateTemplateByPost)._method?.toUpperCase() !== 'PATCH') {
      throw new HttpError(405, { message: 'Update a template with POST ?_method=PATCH.' });
    }
    return update(c);
  });

  app.post('/folders/templates/:id/copy/:folder', async (c) => {
    const templateId = idParam(c, 'id');
    const folderId = folderRef(c.req.param('folder'));
    const actor = await tenantActor(c);
    const db = c.var.db;
    if (!(await findTemplateRow(db, actor.customerId, templateId))) throw notFound();
    const { name } = await contractBody(c, LIBRARY_API.copyTemplate);
    await assertFoldersWritable(db, actor, realFolders(folderId), TEMPLATE_FOLDERS.kind);
    const copyId = await db.transaction(async (tx) => {
      const id = await copyTemplate(tx, templateId, { name, ownerId: actor.user.id, now: clock.now() });
      await placeInFolder(tx, TEMPLATE_FOLDERS, [id], folderId);
      return id;
    });
    return contractJson(c, LIBRARY_API.copyTemplate, { data: await templateOr404(db, actor.customerId, copyId) }, 201);
  });

  app.post('/folders/templates/:id/move', async (c) => {
    const templateId = idParam(c, 'id');
    const actor = await tenantActor(c);
    const db = c.var.db;
    if (!(await findTemplateRow(db, actor.customerId, templateId))) throw notFound();
    const body = await contractBody(c, LIBRARY_API.moveTemplate);
    const from = folderRef(body.from);
    const to = folderRef(body.to);
    await assertItemWritable(db, actor, TEMPLATE_FOLDERS, templateId, realFolders(from, to));
    await db.transaction((tx) => moveBetweenFolders(tx, TEMPLATE_FOLDERS, templateId, from, to));
    return contractJson(c, LIBRARY_API.moveTemplate, { data: await templateOr404(db, actor.customerId, templateId) });
  });

  // Last: `library/{folder}` would otherwise shadow `library/folders`, `library/unsplash`...
  app.post('/:folder', (c) => create(c, c.req.param('folder')));

  return app;
}
