import { Hono, type Context } from 'hono';
import { MEDIA_API } from '@screenplay/core/contract';
import { MEDIA_FILES_MAX, VIDEO_MAX_BYTES } from '@screenplay/core';
import { englishText } from '@screenplay/core/messages';
import type { RouteDeps } from '../../deps';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { unprocessable } from '../../http/errors';
import { readMultipartStream } from '../../http/multipart';
import { folderRef } from '../../http/params';
import { receiveMediaFile } from '../../media/receive';
import { fileTooLarge, type StagedFile } from '../../media/storage';
import { assertFoldersWritable, tenantActor } from '../../tenancy';
import { findMediaRows, toMediaWire } from '../../media/media.read';
import { fetchMediaSource, type FetchedMedia } from '../../media/media.sources';
import { mediaName, storeMediaItems, type IncomingMedia } from '../../media/media.write';

/**
 * Largest media upload request (not in the spec; ours): one video at its limit plus the form around it, counted
 * while it streams. Bigger batches go one file per request, as the portal's uploads do.
 */
export const MEDIA_REQUEST_MAX_BYTES = VIDEO_MAX_BYTES + 1024 * 1024;

const MULTIPART = /^multipart\/form-data/i;

/** The form fields whose files are uploaded (the contract's `file[]`, or one `file`); other files are dropped. */
const FILE_FIELDS: ReadonlySet<string> = new Set(['file[]', 'file']);

/**
 * The files of a multipart upload, streamed from the request to staging files as they arrive (never the whole
 * body in memory) and checked on the way (media/receive.ts): all or nothing, so on any refusal every file
 * received is removed again before the answer.
 */
async function receiveUploadedFiles(c: Context<AppEnv>, dataDir: string, customerId: number): Promise<IncomingMedia[]> {
  const received: { name: string; staged: Promise<StagedFile> }[] = [];
  try {
    await readMultipartStream(c, {
      maxBytes: MEDIA_REQUEST_MAX_BYTES,
      tooLarge: fileTooLarge,
      onFile: async ({ field, fileName, stream }) => {
        if (!FILE_FIELDS.has(field)) {
          stream.resume();
          return;
        }
        if (received.length === MEDIA_FILES_MAX) throw unprocessable({ file: [englishText('media.tooManyFiles')] });
        const staged = receiveMediaFile(dataDir, customerId, stream, fileName);
        received.push({ name: mediaName(fileName, 'file'), staged });
        await staged;
      },
    });
  } catch (error) {
    await Promise.all(
      received.map(({ staged }) =>
        staged.then(
          (file) => file.discard(),
          () => {},
        ),
      ),
    );
    throw error;
  }
  if (received.length === 0) throw unprocessable({ file: [englishText('media.noFile')] });
  return Promise.all(
    received.map(async ({ name, staged }) => ({ name, source: 'upload' as const, staged: await staged })),
  );
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
      fetched = (await receiveUploadedFiles(c, config.dataDir, actor.customerId)).map((incoming) => ({ incoming }));
    else fetched = [await fetchMediaSource(config, await contractBody(c, MEDIA_API.create))];

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
    return contractJson(c, MEDIA_API.create, { data: rows.map(toMediaWire) }, 201);
  };

  app.post('/', (c) => upload(c, undefined));
  app.post('/:folder', (c) => upload(c, c.req.param('folder')));
  return app;
}
