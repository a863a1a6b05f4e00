import type { Db } from '../db/client';
import { sectionPublished } from './scene.errors';

/**
 * The server's half of the one publishing rule (issue 24; ARCHITECTURE.md "One publishing rule"): what a screen
 * plays is a scene's published sections, and they change only when the scene is saved (`PATCH scenes/{id}`, which
 * promotes the drafts and gives its screens a new content version). Every other write — a section's fields, its
 * playlist items, their schedules, moves between sections — is refused on a published section (409
 * `sceneEditor.sectionPublished`) and goes to a draft: the section's draft copy (`POST scenes/{id}/sections` with
 * `parentId`, which copies its items) or a new section. Call after the tenant and permission checks (a section of
 * another tenant is a 404 before it is a 409).
 */
export async function assertDraftSections(db: Db, sectionIds: readonly number[]): Promise<void> {
  if (sectionIds.length === 0) return;
  const published = await db.maybe<{ id: number }>(
    'SELECT id FROM sections WHERE id = ANY($1::int[]) AND NOT draft LIMIT 1',
    [sectionIds],
  );
  if (published) throw sectionPublished();
}
