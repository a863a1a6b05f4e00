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
