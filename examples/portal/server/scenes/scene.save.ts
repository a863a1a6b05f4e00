import { collectBoxProblems, patchedBox } from '@screenplay/core';
import type { Rect, SceneUpdateBody, SectionWithId, ValidationErrors } from '@screenplay/core';
import type { Db } from '../db/client';
import { moveItemSchedule, promoteItemSchedule } from './itemSchedules';
import type { TenantId } from '../tenancy';
import { invalidSceneData } from './scene.errors';
import { SECTION_ROW_COLUMNS } from './scene.sql';
import { replaceSceneTags, resolveTags } from './scene.write';

/** A sections row as the save reads it. */
interface SectionRow extends Rect {
  id: number;
  parent_id: number | null;
  name: string;
  hidden: boolean;
  draft: boolean;
  ratio: string | null;
  background: string;
  order_index: number;
  items_order: number[];
  mark_as_deleted: boolean;
  animation: string | null;
}

/** Maps the wire names of a section patch to its columns (the columns a client may set). */
const SECTION_PATCH_COLUMNS = {
  name: 'name',
  top: '"top"',
  left: '"left"',
  width: 'width',
  height: 'height',
  hidden: 'hidden',
  ratio: 'ratio',
  background: 'background',
  order: 'order_index',
  itemsOrder: 'items_order',
  markAsDeleted: 'mark_as_deleted',
  animation: 'animation',
} as const satisfies Record<string, string>;

type PatchField = keyof typeof SECTION_PATCH_COLUMNS;

/** Writes the fields present in `patch` to section `id` (no-op when none are). */
export async function updateSection(
  tx: Db,
  id: number,
  patch: Partial<Pick<SectionWithId, PatchField>>,
): Promise<void> {
  const sets: string[] = [];
  const params: (string | number | boolean | null)[] = [id];
  for (const [field, column] of Object.entries(SECTION_PATCH_COLUMNS) as [PatchField, string][]) {
    const value = patch[field];
    if (value === undefined) continue;
    params.push(Array.isArray(value) ? JSON.stringify(value) : value);
    sets.push(`${column} = $${params.length}${field === 'itemsOrder' ? '::jsonb' : ''}`);
  }
  if (sets.length > 0) await tx.query(`UPDATE sections SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** How each patch field is read from a JSON patch `p` in {@link updateSections}. */
const SECTION_PATCH_VALUES: Record<PatchField, string> = {
  name: "p->>'name'",
  top: "(p->>'top')::float8",
  left: "(p->>'left')::float8",
  width: "(p->>'width')::float8",
  height: "(p->>'height')::float8",
  hidden: "(p->>'hidden')::boolean",
  ratio: "p->>'ratio'",
  background: "p->>'background'",
  order: "(p->>'order')::int",
  itemsOrder: "p->'itemsOrder'",
  markAsDeleted: "(p->>'markAsDeleted')::boolean",
  animation: "p->>'animation'",
};

/**
 * Writes many section patches in one statement (H4, issue 10: a 2,000-section save is one round trip, not
 * 2,000): each field a patch carries is set, absent ones stay, as {@link updateSection} does one at a time.
 */
export async function updateSections(tx: Db, patches: readonly SectionWithId[]): Promise<void> {
  if (patches.length === 0) return;
  // Later patches of the same section win, as one update after another would.
  const merged = new Map<number, SectionWithId>();
  for (const patch of patches) merged.set(patch.id, { ...merged.get(patch.id), ...patch });
  const sets = (Object.entries(SECTION_PATCH_COLUMNS) as [PatchField, string][]).map(
    ([field, column]) =>
      `${column} = CASE WHEN p ? '${field}' THEN ${SECTION_PATCH_VALUES[field]} ELSE s.${column} END`,
  );
  await tx.query(
    `UPDATE sections s SET ${sets.join(', ')}
       FROM jsonb_array_elements($1::jsonb) AS e(p) WHERE s.id = (p->>'id')::int`,
    [JSON.stringify([...merged.values()])],
  );
}

/**
 * Checks a scene save against the stored sections without writing: sent ids must be leaf sections
 * of this scene, and every section left after the save (a draft standing in for its parent) must
 * fit the scene's new size. Problems are added to `errors`.
 */
function checkSave(
  rows: SectionRow[],
  body: SceneUpdateBody,
  size: { width: number; height: number },
  errors: ValidationErrors,
): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parents = new Set(rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])));
  const final = new Map<number, { box: Rect; isDeleted: boolean }>();
  for (const row of rows) final.set(row.id, { box: row, isDeleted: row.mark_as_deleted });
  for (const [index, sent] of (body.sections ?? []).entries()) {
    const row = byId.get(sent.id);
    const key = `sections.${index}.id`;
    if (!row) errors[key] = [...(errors[key] ?? []), `Section ${sent.id} is not a section of this scene.`];
    else if (parents.has(row.id))
      errors[key] = [...(errors[key] ?? []), `Section ${sent.id} has a draft: send the draft (a leaf section).`];
    else final.set(row.id, { box: patchedBox(row, sent), isDeleted: sent.markAsDeleted ?? row.mark_as_deleted });
  }
  // A draft copy replaces its parent; the parent's own state no longer matters.
  for (const row of rows) if (row.parent_id !== null) final.delete(row.parent_id);
  const keyOf = (id: number) => {
    const index = (body.sections ?? []).findIndex((sent) => sent.id === id);
    return index >= 0 ? `sections.${index}` : `section.${id}`;
  };
  const boxes: [string, Rect][] = [...final]
    .filter(([, state]) => !state.isDeleted)
    .map(([id, state]) => [keyOf(id), state.box]);
  collectBoxProblems(errors, boxes, size);
}

/**
 * Promotes draft `draft` over its parent: the parent keeps its id and takes the draft's fields; the
 * draft's playlist items that copy one of the parent's items overwrite that item (so schedules on it
 * survive, and a schedule set on the copy replaces the parent item's), new ones move over with their schedules,
 * parent items the draft no longer holds are deleted; the draft goes.
 */
async function promoteDraft(tx: Db, draft: SectionRow & { parent_id: number }): Promise<void> {
  const parentId = draft.parent_id;
  const items = await tx.query<{ id: number; parent_id: number | null; is_copy: boolean }>(
    `SELECT d.id, d.parent_id, (p.id IS NOT NULL) AS is_copy FROM playlist_items d
       LEFT JOIN playlist_items p ON p.id = d.parent_id AND p.section_id = $2
      WHERE d.section_id = $1`,
    [draft.id, parentId],
  );
  const kept = new Set<number>();
  const renamed = new Map<number, number>();
  for (const item of items) {
    if (item.is_copy && item.parent_id !== null && !kept.has(item.parent_id)) {
      await tx.query(
        `UPDATE playlist_items p SET layers = d.layers, hidden = d.hidden, mark_as_deleted = d.mark_as_deleted,
           duration = d.duration, styles = d.styles, position = d.position
           FROM playlist_items d WHERE d.id = $1 AND p.id = $2`,
        [item.id, item.parent_id],
      );
      await promoteItemSchedule(tx, item.id, { itemId: item.parent_id, sectionId: parentId });
      kept.add(item.parent_id);
      renamed.set(item.id, item.parent_id);
    } else {
      await tx.query('UPDATE playlist_items SET section_id = $2, parent_id = NULL WHERE id = $1', [item.id, parentId]);
      await moveItemSchedule(tx, item.id, parentId);
      kept.add(item.id);
    }
  }
  await tx.query(
    `DELETE FROM playlist_items WHERE section_id = $1 AND id NOT IN (SELECT jsonb_array_elements_text($2::jsonb)::int)`,
    [parentId, JSON.stringify([...kept])],
  );
  const itemsOrder = draft.items_order.map((id) => renamed.get(id) ?? id);
  await tx.query(
    `UPDATE sections p SET name = d.name, "top" = d."top", "left" = d."left", width = d.width, height = d.height,
       hidden = d.hidden, ratio = d.ratio, background = d.background, order_index = d.order_index,
       items_order = $3::jsonb, mark_as_deleted = d.mark_as_deleted, animation = d.animation, draft = false
       FROM sections d WHERE d.id = $1 AND p.id = $2`,
    [draft.id, parentId, JSON.stringify(itemsOrder)],
  );
  await tx.query('DELETE FROM sections WHERE id = $1', [draft.id]);
}

/**
 * Saves a scene in the caller's transaction, exactly as the contract says: the sent (leaf) sections
 * are written, every draft with a parent is promoted over it, new drafts become saved, sections and
 * items marked deleted are deleted, each `itemsOrder` is made to list exactly its section's items,
 * the scene is no longer a draft. Validation happens before the first write; problems throw {@link invalidSceneData}.
 */
export async function saveScene(
  tx: Db,
  scene: { id: number; customerId: TenantId; width: number; height: number },
  body: SceneUpdateBody,
  by: { userId: number; now: Date },
): Promise<void> {
  const rows = await tx.query<SectionRow>(
    `SELECT ${SECTION_ROW_COLUMNS} FROM sections
      WHERE scene_id = $1 AND scene_id IN (SELECT id FROM scenes WHERE customer_id = $2) ORDER BY id FOR UPDATE`,
    [scene.id, scene.customerId],
  );
  const errors: ValidationErrors = {};
  checkSave(rows, body, { width: body.width ?? scene.width, height: body.height ?? scene.height }, errors);
  const tagIds = body.tags ? await resolveTags(tx, scene.customerId, body.tags, errors) : null;
  if (Object.keys(errors).length > 0) throw invalidSceneData(errors);

  await updateSections(tx, body.sections ?? []);
  const drafts = await tx.query<SectionRow & { parent_id: number }>(
    `SELECT ${SECTION_ROW_COLUMNS} FROM sections
      WHERE scene_id = $1 AND parent_id IS NOT NULL AND scene_id IN (SELECT id FROM scenes WHERE customer_id = $2) ORDER BY id`,
    [scene.id, scene.customerId],
  );
  for (const draft of drafts) await promoteDraft(tx, draft);
  await tx.query('UPDATE sections SET draft = false WHERE scene_id = $1 AND draft', [scene.id]);
  await tx.query('DELETE FROM sections WHERE scene_id = $1 AND mark_as_deleted', [scene.id]);
  await tx.query(
    'DELETE FROM playlist_items WHERE mark_as_deleted AND section_id IN (SELECT id FROM sections WHERE scene_id = $1)',
    [scene.id],
  );
  // itemsOrder names exactly the section's items: unknown ids dropped, unlisted items appended by position.
  await tx.query(
    `UPDATE sections sec SET items_order = COALESCE((
       SELECT jsonb_agg(pi.id ORDER BY listed.ordinality NULLS LAST, pi.position, pi.id)
         FROM playlist_items pi
         LEFT JOIN LATERAL (
           SELECT min(e.ordinality) AS ordinality FROM jsonb_array_elements(sec.items_order) WITH ORDINALITY AS e(value, ordinality)
            WHERE jsonb_typeof(e.value) = 'number' AND (e.value #>> '{}')::numeric = pi.id
         ) listed ON true
        WHERE pi.section_id = sec.id
     ), '[]'::jsonb)
     WHERE sec.scene_id = $1`,
    [scene.id],
  );
  if (tagIds) await replaceSceneTags(tx, scene.id, tagIds);
  await tx.query(
    `UPDATE scenes SET name = COALESCE($2, name), width = COALESCE($3, width), height = COALESCE($4, height),
       ratio = COALESCE($5, ratio), draft = false, updated_at = $6, updated_by = $7 WHERE id = $1`,
    [scene.id, body.name ?? null, body.width ?? null, body.height ?? null, body.ratio ?? null, by.now, by.userId],
  );
}
