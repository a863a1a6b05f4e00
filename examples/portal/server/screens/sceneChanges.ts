import type { Db } from '../db/client';
import type { RealtimePublisher } from '../realtime/publisher';
import { markContentChanged, screensOfScenes } from './content';

/**
 * Marks the content of every screen a scene plays on as changed (spec §4: an edit of an assigned scene
 * moves its screens out of Live until their players confirm). Call inside the change's transaction;
 * call the returned function after commit.
 */
export async function sceneContentChanged(
  tx: Db,
  sceneIds: readonly number[],
  now: Date,
): Promise<(realtime: RealtimePublisher) => void> {
  return markContentChanged(tx, await screensOfScenes(tx, sceneIds), now);
}

/** As {@link sceneContentChanged} for a change inside a section: only a saved section reaches the screens. */
export async function sectionContentChanged(
  tx: Db,
  sectionId: number,
  now: Date,
): Promise<(realtime: RealtimePublisher) => void> {
  const rows = await tx.query<{ scene_id: number }>('SELECT scene_id FROM sections WHERE id = $1 AND NOT draft', [
    sectionId,
  ]);
  return sceneContentChanged(
    tx,
    rows.map((row) => row.scene_id),
    now,
  );
}
