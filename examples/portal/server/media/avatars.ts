import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SniffedImage } from './sniff';

/** URL prefix of stored avatars; files live in `DATA_DIR/media/avatars`. */
export const AVATAR_URL_PREFIX = '/media/avatars/';

/** Largest avatar accepted (not in the spec; our choice: 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Writes an avatar under a fresh UUID name and returns its URL path. */
export async function saveAvatar(dataDir: string, bytes: Uint8Array, image: SniffedImage): Promise<string> {
  const dir = join(dataDir, 'media', 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${image.ext}`;
  await writeFile(join(dir, name), bytes);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Deletes a stored avatar by its URL path; ignores anything that is not one of ours. */
export async function removeAvatar(dataDir: string, urlPath: string | null): Promise<void> {
  const name = urlPath?.startsWith(AVATAR_URL_PREFIX) ? urlPath.slice(AVATAR_URL_PREFIX.length) : '';
  if (!/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/.test(name)) return;
  await rm(join(dataDir, 'media', 'avatars', name), { force: true });
}
