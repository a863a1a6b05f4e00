import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { encodePng } from './png';
import { prepareMediaFile } from './storage';
import { MEDIA_NAME_MAX_LENGTH, mediaName, storeMediaItems } from './media.write';

/** A database whose transaction fails after the files were written (e.g. a lost connection). */
const failingDb = { transaction: () => Promise.reject(new Error('connection lost')) } as unknown as Db;

describe('storeMediaItems', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sp-media-write-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('removes the files it wrote when the rows cannot be committed', async () => {
    const files = [1, 2].map((n) => ({
      name: `${n}.png`,
      source: 'upload' as const,
      prepared: prepareMediaFile(
        encodePng(n, n, () => [0, 0, 0, 255]),
        `${n}.png`,
      ),
    }));
    await expect(
      storeMediaItems(failingDb, dataDir, { customerId: 3, ownerId: 1, folderId: null, now: new Date() }, files),
    ).rejects.toThrow('connection lost');
    for (const dir of [join(dataDir, 'media', '3'), join(dataDir, 'media', '.incoming', '3')])
      expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
  });
});

describe('mediaName', () => {
  it('keeps the file name only, trimmed and bounded, with a fallback', () => {
    expect(mediaName('  C:\\Users\\ada\\shelf.png ', 'file')).toBe('shelf.png');
    expect(mediaName('photos/till.png', 'file')).toBe('till.png');
    expect(mediaName('   ', 'file')).toBe('file');
    expect(mediaName('x'.repeat(300), 'file')).toHaveLength(MEDIA_NAME_MAX_LENGTH);
  });
});

describe('storeMediaItems after the commit', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sp-media-write-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('moves each file into place only once its row is committed', async () => {
    const prepared = prepareMediaFile(
      encodePng(2, 2, () => [0, 0, 0, 255]),
      'a.png',
    );
    const seenInTransaction: string[][] = [];
    const paths: string[] = [];
    const db = {
      async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
        const tx = {
          async one(_sql: string, params: unknown[]) {
            paths.push(String(params[9])); // the path column (after width, height, duration)
            // Inside the transaction the file exists under its temporary name only.
            seenInTransaction.push(await readdir(join(dataDir, 'media'), { recursive: true }));
            return { id: 41 };
          },
          query: async () => [],
        } as unknown as Db;
        return fn(tx);
      },
    } as unknown as Db;
    const ids = await storeMediaItems(db, dataDir, { customerId: 3, ownerId: 1, folderId: null, now: new Date() }, [
      { name: 'a.png', source: 'upload', prepared },
    ]);
    expect(ids).toEqual([41]);
    expect(seenInTransaction[0]).toContain(`.incoming/${paths[0]}`);
    expect(seenInTransaction[0]).not.toContain(paths[0]);
    expect(await readdir(join(dataDir, 'media', '3'))).toEqual([paths[0]!.slice(2)]);
    expect(await readdir(join(dataDir, 'media', '.incoming', '3'))).toEqual([]);
  });
});
