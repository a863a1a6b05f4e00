import type { Harness } from './harness';

/** A section as `GET scenes/{id}/sections/{sid}` answers it (the fields the draft helpers read). */
interface SectionAnswer {
  id: number;
  name: string;
  top: number;
  left: number;
  width: number;
  height: number;
  parentId: number | null;
  playlistItems: { id: number; parentId: number | null }[];
}

/** A saved section's draft copy, with the copy of each of the parent's items. */
export interface DraftCopy {
  id: number;
  /** The copy of the parent's item `parentItemId` in this draft. */
  itemOf(parentItemId: number): number;
}

/**
 * Makes the draft copy of saved section `sectionId` as the scene editor does (`POST scenes/{id}/sections` with
 * `parentId`; the server copies the items): since issue 24 every playlist write goes to a draft (ARCHITECTURE.md "One
 * publishing rule"), published by `PATCH scenes/{id}` (see {@link saveScene}).
 */
export async function draftCopyOf(
  h: Pick<Harness, 'call'>,
  token: string,
  sceneId: number,
  sectionId: number,
): Promise<DraftCopy> {
  const parent = await h.call<{ data: SectionAnswer }>('GET', `/api/v1/scenes/${sceneId}/sections/${sectionId}`, {
    token,
  });
  if (parent.status !== 200) throw new Error(`section ${sectionId}: ${parent.status}`);
  const { name, top, left, width, height } = parent.body.data;
  const created = await h.call<{ data: SectionAnswer }>('POST', `/api/v1/scenes/${sceneId}/sections`, {
    token,
    json: { parentId: sectionId, name, top, left, width, height },
  });
  if (created.status !== 201)
    throw new Error(`draft of ${sectionId}: ${created.status} ${JSON.stringify(created.body)}`);
  const draft = created.body.data;
  return {
    id: draft.id,
    itemOf(parentItemId) {
      const copy = draft.playlistItems.find((item) => item.parentId === parentItemId);
      if (!copy) throw new Error(`no copy of item ${parentItemId} in draft ${draft.id}`);
      return copy.id;
    },
  };
}

/** Saves (publishes) a scene with no other change: `PATCH scenes/{id}` with an empty body. */
export async function saveScene(h: Pick<Harness, 'call'>, token: string, sceneId: number): Promise<void> {
  const saved = await h.call('PATCH', `/api/v1/scenes/${sceneId}`, { token, json: {} });
  if (saved.status !== 200) throw new Error(`save ${sceneId}: ${saved.status} ${JSON.stringify(saved.body)}`);
}
