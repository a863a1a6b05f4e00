import { draftCopy, type Id, type Section } from '@screenplay/core';
import { notFoundError } from '../layers/layerErrors';
import type { SceneRepository } from './sceneRepository.types';

/** The temporary id a draft copy is sent with: the server gives it its own, nothing refers to this one. */
const UNSENT_DRAFT_ID = -1;

/**
 * The section that takes playlist writes for section `sectionId` of scene `sceneId` (ARCHITECTURE.md "One publishing
 * rule": a published section changes only through its draft copy, published by 'Save scene'), as stored: the section
 * itself when it is a draft, else its draft copy (one another tab or an earlier edit made), else a new draft copy
 * (`POST scenes/{id}/sections` with `parentId` and the parent's items, which the server copies). For pages outside
 * the scene editor (the playlist item and item schedule editors); the editor's store makes its own (`playlistDraft`).
 * Rejects with errors.notFound when the scene has no such section.
 * @example
 * const target = await resolvePlaylistDraft(createApiSceneRepository(api), scene.id, section.id);
 * await api.call(PLAYLIST_ITEMS_API.create, { params: { s: target.id }, body: item });
 */
export async function resolvePlaylistDraft(
  repository: Pick<SceneRepository, 'load' | 'createSection'>,
  sceneId: Id,
  sectionId: Id,
): Promise<Section> {
  const stored = await repository.load(sceneId);
  const section = stored.sections.find((candidate) => candidate.id === sectionId && !candidate.markAsDeleted);
  if (!section) throw notFoundError();
  if (section.draft) return section;
  const existing = stored.sections.find((candidate) => candidate.parentId === section.id && !candidate.markAsDeleted);
  return existing ?? repository.createSection(sceneId, draftCopy(section, UNSENT_DRAFT_ID));
}

/** Where a write to item `itemId` of section `sectionId` goes: its copy in the section's draft (made when needed). */
export async function resolvePlaylistItemDraft(
  repository: Pick<SceneRepository, 'load' | 'createSection'>,
  sceneId: Id,
  sectionId: Id,
  itemId: Id,
): Promise<{ sectionId: Id; itemId: Id }> {
  const draft = await resolvePlaylistDraft(repository, sceneId, sectionId);
  const copy = draftItemId(draft, itemId);
  if (copy === null) throw notFoundError();
  return { sectionId: draft.id, itemId: copy };
}

/** The copy of `itemId` in `draft` (an item of its parent), or `itemId` itself when it is the draft's own item. */
export function draftItemId(draft: Pick<Section, 'playlistItems'>, itemId: Id): Id | null {
  const items = draft.playlistItems;
  return (
    items.find((item) => item.parentId === itemId)?.id ?? (items.some((item) => item.id === itemId) ? itemId : null)
  );
}
