import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCREENSHOTS_DIR, removeScreenshotFiles, stageScreenshot, sweepIncomingScreenshots } from './screenshots';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('screenshot files', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'screenshots-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('after a crash moves a staged file whose row committed into place and removes the others', async () => {
    const recorded = await stageScreenshot(dataDir, 3, PNG, 'png');
    const orphan = await stageScreenshot(dataDir, 3, PNG, 'png');
    const swept = await sweepIncomingScreenshots(dataDir, async (name) => name === recorded.fileName);
    expect(swept).toEqual({ restored: [recorded.fileName], removed: [orphan.fileName] });
    expect(await exists(join(dataDir, SCREENSHOTS_DIR, recorded.fileName))).toBe(true);
    expect(await exists(join(dataDir, SCREENSHOTS_DIR, orphan.fileName))).toBe(false);
    expect(await readdir(join(dataDir, SCREENSHOTS_DIR, '.incoming', '3'))).toEqual([]);
  });

  it('a sweep without an incoming folder finds nothing', async () => {
    expect(await sweepIncomingScreenshots(dataDir, async () => true)).toEqual({ restored: [], removed: [] });
  });

  it("removes a deleted screen's files and never a path that is not one of its names", async () => {
    const shot = await stageScreenshot(dataDir, 4, PNG, 'png');
    await shot.commit();
    await removeScreenshotFiles(dataDir, [shot.fileName, '../../etc/passwd', '4/missing.png']);
    expect(await exists(join(dataDir, SCREENSHOTS_DIR, shot.fileName))).toBe(false);
  });
});
