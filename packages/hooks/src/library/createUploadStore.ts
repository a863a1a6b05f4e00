import { signal } from '@preact/signals-core';
import type { Id } from '@screenplay/core';
import { mediaRefusal } from '@screenplay/core/library';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import { folderOrNull, unwrap } from './library.calls';
import { MEDIA_API } from '@screenplay/core/contract';
import type { UploadEntry, UploadStore, UploadStoreDeps } from './library.types';

/** The multipart field of the uploaded files (spec §7: `file[]`). */
export const UPLOAD_FIELD = 'file[]';

/** Statuses of a server answer that refuse the file itself (its `code` names why): 422 refused, 413 too large. */
const REFUSAL_STATUSES: readonly (number | null)[] = [413, 422];

/** What a failed upload shows: a refusal keeps the server's code as its key, anything else fails with its error key. */
function failedFields(error: ApiError): Pick<UploadEntry, 'status' | 'messageKey' | 'text'> {
  if (REFUSAL_STATUSES.includes(error.status) && error.code !== undefined) {
    return { status: 'refused', messageKey: error.code, text: error.text };
  }
  return { status: 'failed', messageKey: error.messageKey, text: error.status === null ? null : error.text };
}

/**
 * Creates the upload store: each file is checked by core `mediaRefusal` first (a refused file is listed with its
 * `dnd.*` key and never sent), then sent in a request of its own so each reports its own progress (0..1).
 * @example
 * const uploads = createUploadStore({ api, onUploaded: (items) => library.addMedia(items) });
 * await uploads.upload(input.files, { folderId: targetFolderId(folders.$selection.value) });
 */
export function createUploadStore(deps: UploadStoreDeps): UploadStore {
  const $uploads = signal<readonly UploadEntry[]>([]);
  let lastId = 0;

  function patch(id: string, fields: Partial<UploadEntry>): void {
    $uploads.value = $uploads.peek().map((entry) => (entry.id === id ? { ...entry, ...fields } : entry));
  }

  async function send(entry: UploadEntry, file: File, folder: Id | null): Promise<void> {
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    const onProgress = (fraction: number): void => patch(entry.id, { progress: Math.min(1, Math.max(0, fraction)) });
    try {
      const items = await unwrap(
        folder === null
          ? deps.api.call(MEDIA_API.create, { body, onProgress })
          : deps.api.call(MEDIA_API.createIn, { params: { folder }, body, onProgress }),
      );
      patch(entry.id, { progress: 1, status: 'done' });
      deps.onUploaded?.(items);
    } catch (reason) {
      patch(entry.id, failedFields(toApiError(reason)));
    }
  }

  return {
    $uploads,

    async upload(files, options) {
      const folder = folderOrNull(options.folderId);
      const sends: Promise<void>[] = [];
      const entries = files.map((file) => {
        const refusal = mediaRefusal(file, options.accept);
        const entry: UploadEntry = {
          id: `upload-${++lastId}`,
          fileName: file.name,
          size: file.size,
          progress: 0,
          status: refusal ? 'refused' : 'uploading',
          messageKey: refusal,
          text: null,
        };
        return { entry, file, refusal };
      });
      $uploads.value = [...$uploads.peek(), ...entries.map(({ entry }) => entry)];
      for (const { entry, file, refusal } of entries) if (!refusal) sends.push(send(entry, file, folder));
      await Promise.all(sends);
    },

    dismiss(id) {
      $uploads.value = $uploads.peek().filter((entry) => entry.id !== id);
    },

    clearFinished() {
      $uploads.value = $uploads.peek().filter((entry) => entry.status === 'uploading');
    },
  };
}
