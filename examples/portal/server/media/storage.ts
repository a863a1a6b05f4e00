import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaFacts, PreparedMedia } from './checks';

export {
  fileTooLarge,
  maxBytesOf,
  mediaRefused,
  type PreparedMedia,
  prepareMediaFile,
} from './checks';

/** URL prefix under which `DATA_DIR/media` is served (static.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** A file written under `DATA_DIR/media`: where, what it is and how big. */
export interface StoredFile extends MediaFacts {
  /** Relative to `DATA_DIR/media`: `<customerId>/<uuid>.<ext>`. */
  path: string;
}

/**
 * Folder under `DATA_DIR/media` where uploads wait for their rows to commit. A file is moved to its final
 * path only after the commit, so a crash (kill -9) between the two leaves a file here, never an unlisted one
 * beside the tenant's media; {@link sweepIncomingMedia} settles what is left at start-up. Not served (static.ts
 * refuses dot segments).
 */
export const INCOMING_DIR = '.incoming';

/** A file written under its temporary name, to be moved into place once its row is committed, or discarded. */
export interface StagedFile {
  /** The file as its row records it (the final path). */
  file: StoredFile;
  /** Moves the file to its final path (after the row committed). */
  commit(): Promise<void>;
  /** Removes the temporary file (the row was not committed). */
  discard(): Promise<void>;
}

/**
 * A file being written while its bytes arrive (an upload streamed from its request), before anything is known of
 * it: under {@link INCOMING_DIR} with the extension `.part`, which no row ever records, so the start-up sweep removes
 * one a crash left. The storage interface of uploads: local disk today; object storage would implement the same.
 */
export interface StagingFile {
  /** Bytes written so far. */
  readonly size: number;
  /** Appends bytes; resolves once the disk has taken them, so a fast sender waits for a slow disk. */
  write(chunk: Uint8Array): Promise<void>;
  /** Reads back up to `length` bytes from the start of what was written (a header to measure, an SVG to sanitise). */
  readStart(length: number): Promise<Uint8Array>;
  /** Reads back up to `length` bytes of what was written from `position` (a video's index, at its end). */
  readAt(position: number, length: number): Promise<Uint8Array>;
  /**
   * Ends the writing and stages the file as `facts` describe it, under its extension; with `replacement` (a
   * sanitised SVG) those bytes are staged instead of what was written.
   */
  stage(ext: string, facts: MediaFacts, replacement?: Uint8Array): Promise<StagedFile>;
  /** Ends the writing and removes what was written. */
  discard(): Promise<void>;
}

/** The staged file at `path` (relative to `DATA_DIR/media`), its temporary copy under {@link INCOMING_DIR}. */
function stagedAt(dataDir: string, path: string, facts: MediaFacts): StagedFile {
  const temporary = join(dataDir, 'media', INCOMING_DIR, path);
  const final = join(dataDir, 'media', path);
  return {
    file: { path, ...facts },
    async commit() {
      await mkdir(dirname(final), { recursive: true });
      await rename(temporary, final);
    },
    discard: () => rm(temporary, { force: true }),
  };
}

/** Opens a {@link StagingFile} for one file of `customerId`. */
export async function openStagingFile(dataDir: string, customerId: number): Promise<StagingFile> {
  const id = randomUUID();
  const partial = join(dataDir, 'media', INCOMING_DIR, `${customerId}/${id}.part`);
  await mkdir(dirname(partial), { recursive: true });
  let handle: FileHandle | null = await open(partial, 'wx+');
  let size = 0;
  const close = async () => {
    const closing = handle;
    handle = null;
    await closing?.close();
  };
  const writer = (): FileHandle => {
    if (!handle) throw new Error('the staging file is closed');
    return handle;
  };
  const readAt = async (position: number, length: number): Promise<Uint8Array> => {
    const bytes = new Uint8Array(Math.max(0, Math.min(length, size - position)));
    const { bytesRead } = await writer().read(bytes, 0, bytes.length, position);
    return bytes.subarray(0, bytesRead);
  };
  return {
    get size() {
      return size;
    },
    async write(chunk) {
      const file = writer();
      for (let done = 0; done < chunk.length; )
        done += (await file.write(chunk, done, chunk.length - done)).bytesWritten;
      size += chunk.length;
    },
    readStart: (length) => readAt(0, length),
    readAt,
    async stage(ext, facts, replacement) {
      await close();
      const path = `${customerId}/${id}.${ext}`;
      const staged = join(dataDir, 'media', INCOMING_DIR, path);
      try {
        if (replacement) {
          await writeFile(staged, replacement);
          await rm(partial, { force: true });
        } else await rename(partial, staged);
      } catch (error) {
        await Promise.all([rm(partial, { force: true }), rm(staged, { force: true })]);
        throw error;
      }
      return stagedAt(dataDir, path, facts);
    },
    async discard() {
      await close().catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

/** Writes a prepared file under {@link INCOMING_DIR}, at the same relative path it will have once committed. */
export async function stageMediaFile(
  dataDir: string,
  customerId: number,
  prepared: PreparedMedia,
): Promise<StagedFile> {
  const { bytes, ext, ...facts } = prepared;
  const staging = await openStagingFile(dataDir, customerId);
  try {
    await staging.write(bytes);
    return await staging.stage(ext, facts);
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/**
 * Settles the files a crash left under {@link INCOMING_DIR}: one whose row did commit (`isRecorded`) is moved
 * into place, any other is deleted. Run at start-up, before requests are served. Returns what it did.
 */
export async function sweepIncomingMedia(
  dataDir: string,
  isRecorded: (path: string) => Promise<boolean>,
): Promise<{ restored: string[]; removed: string[] }> {
  const root = join(dataDir, 'media', INCOMING_DIR);
  const restored: string[] = [];
  const removed: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = full
      .slice(root.length + 1)
      .split('\\')
      .join('/');
    if (STORED_PATH.test(path) && (await isRecorded(path))) {
      await mkdir(dirname(join(dataDir, 'media', path)), { recursive: true });
      await rename(full, join(dataDir, 'media', path));
      restored.push(path);
    } else {
      await rm(full, { force: true });
      removed.push(path);
    }
  }
  return { restored, removed };
}

/** Where a stored file is served: `/media/<path>`. */
export function mediaUrl(path: string): string {
  return `${MEDIA_URL_PREFIX}${path}`;
}

/** Paths this module writes (and the seed's `demo/` files); nothing else is ever deleted. */
const STORED_PATH = /^(?:[0-9]+|demo)\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** Deletes a stored file; ignores a path that is not one of ours or a file already gone. */
export async function removeMediaFile(dataDir: string, path: string): Promise<void> {
  if (STORED_PATH.test(path)) await rm(join(dataDir, 'media', path), { force: true });
}
