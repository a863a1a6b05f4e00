import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INCOMING_DIR,
  prepareMediaFile,
  stageMediaFile,
  sweepIncomingMedia,
} from '../../examples/portal/server/media/storage';
import { insertMediaRow, isMediaPathRecorded } from '../../examples/portal/server/media/media.write';
import { asSystem } from '../../examples/portal/server/tenancy';
import { createHarness, DEMO, type Harness } from './support/harness';
import { tinyPng } from './support/png';
import { BACKENDS } from './support/testDb';

/** Files left under media/.incoming, as paths relative to it. */
async function incomingFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'media', INCOMING_DIR);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(BACKENDS)('uploads that a crash cuts off (%s)', (backend) => {
  let h: Harness;
  let token: string;
  let acmeId: number;
  beforeAll(async () => {
    h = await createHarness(backend);
    token = (await h.login(DEMO.acmeAdmin)).accessToken;
    const db = asSystem(h.db, 'tests');
    acmeId = (await db.one<{ id: number }>(`SELECT id FROM customers WHERE title = 'Acme Retail'`)).id;
  });
  afterAll(() => h?.dispose());

  it('an upload leaves its file in place and nothing in the incoming folder', async () => {
    const form = new FormData();
    form.append('file[]', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'dot.png', { type: 'image/png' }));
    const answer = await h.call<{ data: { url: string }[] }>('POST', '/api/v1/media', { token, body: form });
    expect(answer.status).toBe(201);
    const url = answer.body.data[0]?.url ?? '';
    expect(existsSync(join(h.config.dataDir, url))).toBe(true);
    expect(await incomingFiles(h.config.dataDir)).toEqual([]);
  });

  it('after a kill between writing and committing, the start-up sweep keeps committed files and drops the rest', async () => {
    const db = asSystem(h.db, 'tests');
    const prepared = prepareMediaFile(tinyPng(), 'a.png');
    // Killed after the commit, before the move: the row exists, the file is still under its temporary name.
    const committed = await stageMediaFile(h.config.dataDir, acmeId, prepared);
    await insertMediaRow(db, {
      customerId: acmeId,
      ownerId: null,
      folderId: null,
      name: 'a.png',
      source: 'upload',
      file: committed.file,
      now: new Date(),
    });
    // Killed before the commit: no row, only the file.
    const orphan = await stageMediaFile(h.config.dataDir, acmeId, prepared);

    const swept = await sweepIncomingMedia(h.config.dataDir, (path) => isMediaPathRecorded(db, path));
    expect(swept).toEqual({ restored: [committed.file.path], removed: [orphan.file.path] });
    expect(existsSync(join(h.config.dataDir, 'media', committed.file.path))).toBe(true);
    expect(existsSync(join(h.config.dataDir, 'media', orphan.file.path))).toBe(false);
    expect(await incomingFiles(h.config.dataDir)).toEqual([]);
  });
});
