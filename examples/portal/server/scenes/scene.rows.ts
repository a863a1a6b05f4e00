import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';

/** The size of a scene being saved, locked for its transaction. */
export interface LockedScene {
  id: number;
  width: number;
  height: number;
}

/** Locks the tenant's scene for a save in `tx` (`FOR UPDATE`) and reads its size; null when it is not theirs. */
export function lockScene(tx: Db, customerId: TenantId, sceneId: number): Promise<LockedScene | null> {
  return tx.maybe<LockedScene>('SELECT id, width, height FROM scenes WHERE id = $1 AND customer_id = $2 FOR UPDATE', [
    sceneId,
    customerId,
  ]);
}

/**
 * Deletes the tenant's scene (its sections, items, schedules and syncs go with it) and gives back its thumbnail's
 * file name, so the caller can remove the file when no copy shows it; null without a thumbnail or a scene.
 */
export async function deleteScene(tx: Db, customerId: TenantId, sceneId: number): Promise<string | null> {
  const row = await tx.maybe<{ thumbnail: string | null }>(
    'DELETE FROM scenes WHERE id = $1 AND customer_id = $2 RETURNING thumbnail',
    [sceneId, customerId],
  );
  return row?.thumbnail ?? null;
}

/** Cancels the editing of the tenant's scene: its draft sections (and their items) are deleted. */
export async function discardDraftSections(db: Db, customerId: TenantId, sceneId: number): Promise<void> {
  await db.query(
    'DELETE FROM sections sec USING scenes s WHERE sec.scene_id = $1 AND sec.draft AND s.id = sec.scene_id AND s.customer_id = $2',
    [sceneId, customerId],
  );
}
