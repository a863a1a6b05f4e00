import {
  DEFAULT_BACKGROUND,
  collectBoxProblems,
  isRecordId,
  type Rect,
  type Section,
  type ValidationErrors,
} from '@screenplay/core';
import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';

/** A layout section as a client sends it: a box, a name and optional looks; ids may be temporary (negative) or absent. */
export interface LayoutSectionInput extends Rect {
  id?: number;
  name: string;
  hidden?: boolean;
  ratio?: string | null;
  background?: string;
  order?: number;
  markAsDeleted?: boolean;
}

/** A stored layout section: core's `Section` without a playlist, parent or client-only flags. */
export type LayoutSection = Omit<Section, 'needToUpdate'>;

/** Message when every section of a layout would be gone (spec §4: a layout keeps at least one section). */
export const LAYOUT_NEEDS_SECTION = 'A layout needs at least one section.';

/**
 * The sections a layout stores from what a client sent: sections marked deleted are dropped, the
 * rest are ordered by `order` (then as sent) and renumbered from 1 (spec §4), keep a positive id
 * they already have and get the next free id otherwise; playlists stay empty and nothing is draft.
 */
export function layoutSections(input: readonly LayoutSectionInput[]): LayoutSection[] {
  const kept = input
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => !section.markAsDeleted)
    .sort((a, b) => (a.section.order ?? a.index + 1) - (b.section.order ?? b.index + 1) || a.index - b.index)
    .map(({ section }) => section);
  const used = new Set<number>();
  // The body schema does not validate `id` (sections are new there), so it is checked here.
  const keepsId = kept.map((section) => {
    const id: unknown = section.id;
    if (!isRecordId(id) || used.has(id)) return false;
    used.add(id);
    return true;
  });
  let nextId = Math.max(0, ...used) + 1;
  return kept.map((section, index) => ({
    id: keepsId[index] && section.id !== undefined ? section.id : nextId++,
    name: section.name,
    top: section.top,
    left: section.left,
    width: section.width,
    height: section.height,
    hidden: section.hidden ?? false,
    draft: false,
    ratio: section.ratio ?? null,
    playlistItems: [],
    itemsOrder: [],
    background: section.background ?? DEFAULT_BACKGROUND,
    order: index + 1,
    parentId: null,
    markAsDeleted: false,
  }));
}

/**
 * Adds to `errors` what keeps `sections` from being a layout of `size`: none left (spec §4), or a
 * section outside the layout (spec §5 section limits). Returns whether they fit.
 */
export function checkLayoutSections(
  errors: ValidationErrors,
  sections: readonly LayoutSection[],
  size: { width: number; height: number },
): boolean {
  if (sections.length === 0) {
    errors.sections = [...(errors.sections ?? []), LAYOUT_NEEDS_SECTION];
    return false;
  }
  return collectBoxProblems(
    errors,
    sections.map((section, index) => [`sections.${index}`, section]),
    size,
  );
}

/** Fields of a new layout row. */
export interface NewLayout {
  customerId: number;
  name: string;
  width: number;
  height: number;
  ratio: string | null;
  sections: readonly LayoutSection[];
  ownerId: number;
  now: Date;
}

/** Inserts a saved layout and returns its id (tags and folder are written by the caller). */
export async function insertLayout(tx: Db, layout: NewLayout): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO layouts (customer_id, name, width, height, ratio, sections, owner_id, updated_at, created_at)
     VALUES ($1, $2, $3, $4, COALESCE($5, 'Free'), $6::jsonb, $7, $8, $8) RETURNING id`,
    [
      layout.customerId,
      layout.name,
      layout.width,
      layout.height,
      layout.ratio,
      JSON.stringify(layout.sections),
      layout.ownerId,
      layout.now,
    ],
  );
  return row.id;
}

/** Copies a layout (size, ratio, sections, tags) into a new one named `name` owned by `ownerId`; returns its id. */
export async function copyLayoutRow(
  tx: Db,
  source: { layoutId: number; name: string; ownerId: number; now: Date },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO layouts (customer_id, name, width, height, ratio, draft, sections, owner_id, updated_at, created_at)
     SELECT customer_id, $2, width, height, ratio, false, sections, $3, $4, $4 FROM layouts WHERE id = $1 RETURNING id`,
    [source.layoutId, source.name, source.ownerId, source.now],
  );
  await tx.query(
    'INSERT INTO layout_tags (layout_id, tag_id) SELECT $2, tag_id FROM layout_tags WHERE layout_id = $1',
    [source.layoutId, row.id],
  );
  return row.id;
}

/** A layout's new fields: null keeps the stored name or ratio; size and sections are always written. */
export interface LayoutUpdate {
  name: string | null;
  width: number;
  height: number;
  ratio: string | null;
  sections: readonly LayoutSection[];
  now: Date;
}

/** Updates the tenant's layout in `tx`; false when it is not theirs (nothing written). */
export async function updateLayout(
  tx: Db,
  customerId: TenantId,
  layoutId: number,
  update: LayoutUpdate,
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE layouts SET name = COALESCE($3, name), width = $4, height = $5, ratio = COALESCE($6, ratio), sections = $7::jsonb, updated_at = $8
     WHERE id = $1 AND customer_id = $2 RETURNING id`,
    [
      layoutId,
      customerId,
      update.name,
      update.width,
      update.height,
      update.ratio,
      JSON.stringify(update.sections),
      update.now,
    ],
  );
  return updated.length > 0;
}

/** Deletes the tenant's layout and gives back its thumbnail's file name (null without one or without the layout). */
export async function deleteLayout(db: Db, customerId: TenantId, layoutId: number): Promise<string | null> {
  const row = await db.maybe<{ thumbnail: string | null }>(
    'DELETE FROM layouts WHERE id = $1 AND customer_id = $2 RETURNING thumbnail',
    [layoutId, customerId],
  );
  return row?.thumbnail ?? null;
}
