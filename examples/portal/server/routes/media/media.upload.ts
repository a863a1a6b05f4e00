import { Hono, type Context } from 'hono';
import { mediaSourceBodySchema } from '@screenplay/core/library';
import { englishText } from '@screenplay/core/messages';
import type { RouteDeps } from '../../deps';
import { jsonBody, readForm } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { ERROR_MESSAGES, HttpError, unprocessable } from '../../http/errors';
import { prepareMediaFile } from '../../media/storage';
import { assertFoldersWritable, tenantActor } from '../../tenancy';
import { folderRef } from '../../http/params';
import { findMediaRows, toMediaWire } from './media.read';
import { fetchMediaSource, type FetchedMedia } from './media.sources';
import { mediaName, storeMediaItems, type IncomingMedia } from './media.write';

/** Most files one upload request carries (not in the spec; ours, the contract's 1..20). The text of `media.tooManyFiles` states it. */
export const MEDIA_FILES_MAX = 20;

const MULTIPART = /^multipart\/form-data/i;

/** The files of a multipart upload (`file[]`, or `file`), each checked by its bytes before anything is stored. */
async function readUploadedFiles(c: Context<AppEnv>): Promise<IncomingMedia[]> {
  let form: Record<string, unknown>;
  try {
    form = await readForm(c, { all: true });
  } catch (error) {
    if (error instanceof HttpError) throw error; // the body limit, or text that cannot be stored
    throw new HttpError(400, { message: ERROR_MESSAGES.malformedForm });
  }
  const files = [form['file[]'], form.file].flat().filter((value): value is File => value instanceof File);
  if (files.length === 0) throw unprocessable({ file: [englishText('media.noFile')] });
  if (files.length > MEDIA_FILES_MAX) throw unprocessable({ file: [englishText('media.tooManyFiles')] });
  const incoming: IncomingMedia[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    incoming.push({
      name: mediaName(file.name, 'file'),
      source: 'upload',
      prepared: prepareMediaFile(bytes, file.name),
    });
  }
  return incoming;
}

/**
 * `POST media` and `POST media/{folder}`: a multipart `file[]` upload (1..20 files, all or nothing)
 * or a JSON `{ url }` / `{ unsplashId }` / `{ pixabayId }`, into a writable library folder or none.
 * Answers 201 with the new `MediaItem`s.
 */
export function mediaUploadRoutes({ config, clock }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const upload = async (c: Context<AppEnv>, folderParam: string | undefined) => {
    const actor = await tenantActor(c);
    const db = c.var.db;
    const folderId = folderRef(folderParam);
    if (folderId !== null) await assertFoldersWritable(db, actor, [folderId], 'library');
    let fetched: FetchedMedia[];
    if (MULTIPART.test(c.req.header('content-type') ?? ''))
      fetched = (await readUploadedFiles(c)).map((incoming) => ({ incoming }));
    else fetched = [await fetchMediaSource(config, await jsonBody(c, mediaSourceBodySchema))];

    const target = { customerId: actor.customerId, ownerId: actor.user.id, folderId, now: clock.now() };
    const ids = await storeMediaItems(
      db,
      config.dataDir,
      target,
      fetched.map((item) => item.incoming),
    );
    for (const item of fetched) void item.afterStore?.();
    const rows = await findMediaRows(db, actor.customerId, { ids });
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return c.json({ data: rows.map(toMediaWire) }, 201);
  };

  app.post('/', (c) => upload(c, undefined));
  app.post('/:folder', (c) => upload(c, c.req.param('folder')));
  return app;
}
