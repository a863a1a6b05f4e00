import type { Db } from '../db/client';
import type { TenantId } from '../tenancy';
import { ITEM_JSON, SCENE_COLUMNS, SCENE_SCREENS, SECTION_JSON, SECTION_ORDER, SECTIONS_COUNT } from './scene.sql';
import type { PlaylistItemWire, SceneSummaryWire, SceneWire, SectionWire, TagWire } from './wire';

interface SceneHeaderRow {
  id: number;
  name: string;
  width: number;
  height: number;
  ratio: string;
  draft: boolean;
  thumbnail: string | null;
  updated_at: Date;
  updated_by_name: string | null;
  tags: TagWire[];
  folder_ids: number[];
  screens_count: number;
}

function toSummaryBase(row: SceneHeaderRow): Omit<SceneSummaryWire, 'sectionsCount'> {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    ratio: row.ratio,
    draft: row.draft,
    folderIds: row.folder_ids,
    tags: row.tags,
    screensCount: row.screens_count,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by_name,
    thumbnail: row.thumbnail,
  };
}

/** A tenant's scene with every section (drafts included) and playlist, in one query; null when not the tenant's. */
export async function findScene(db: Db, customerId: TenantId, sceneId: number): Promise<SceneWire | null> {
  const row = await db.maybe<SceneHeaderRow & { sections: SectionWire[]; screens: { id: number; name: string }[] }>(
    `SELECT ${SCENE_COLUMNS},
       COALESCE((SELECT json_agg(${SECTION_JSON} ORDER BY ${SECTION_ORDER}) FROM sections sec WHERE sec.scene_id = s.id), '[]'::json) AS sections,
       ${SCENE_SCREENS} AS screens
     FROM scenes s LEFT JOIN users u ON u.id = s.updated_by
     WHERE s.id = $1 AND s.customer_id = $2`,
    [sceneId, customerId],
  );
  return row
    ? {
        ...toSummaryBase(row),
        sections: row.sections,
        screens: row.screens,
        assignedTo: row.screens.map((screen) => screen.id),
      }
    : null;
}

/** Every scene of a tenant, without sections, by name. */
export async function findSceneSummaries(
  db: Db,
  customerId: TenantId,
  sceneId: number | null = null,
): Promise<SceneSummaryWire[]> {
  const rows = await db.query<SceneHeaderRow & { sections_count: number }>(
    `SELECT ${SCENE_COLUMNS}, ${SECTIONS_COUNT}
     FROM scenes s LEFT JOIN users u ON u.id = s.updated_by
     WHERE s.customer_id = $1 AND ($2::int IS NULL OR s.id = $2::int)
     ORDER BY lower(s.name), s.id`,
    [customerId, sceneId],
  );
  return rows.map((row) => ({ ...toSummaryBase(row), sectionsCount: row.sections_count }));
}

/** The id of a tenant's scene, or null (used to 404 before touching children). */
export async function findSceneId(db: Db, customerId: TenantId, sceneId: number, lock = false): Promise<number | null> {
  const row = await db.maybe<{ id: number }>(
    `SELECT id FROM scenes WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [sceneId, customerId],
  );
  return row?.id ?? null;
}

/** Sections of a tenant's scene (or one of them when `sectionId` is given), drafts included, in order. */
export async function findSections(
  db: Db,
  customerId: TenantId,
  sceneId: number,
  sectionId: number | null = null,
): Promise<SectionWire[]> {
  const rows = await db.query<{ section: SectionWire }>(
    `SELECT ${SECTION_JSON} AS section FROM sections sec JOIN scenes s ON s.id = sec.scene_id
     WHERE sec.scene_id = $1 AND s.customer_id = $3 AND ($2::int IS NULL OR sec.id = $2::int) ORDER BY ${SECTION_ORDER}`,
    [sceneId, sectionId, customerId],
  );
  return rows.map((row) => row.section);
}

/** The scene id of a tenant's section, or null when it is not the tenant's. */
export async function findSectionScene(db: Db, customerId: TenantId, sectionId: number): Promise<number | null> {
  const row = await db.maybe<{ scene_id: number }>(
    'SELECT sec.scene_id FROM sections sec JOIN scenes s ON s.id = sec.scene_id WHERE sec.id = $1 AND s.customer_id = $2',
    [sectionId, customerId],
  );
  return row?.scene_id ?? null;
}

/** Playlist items of a tenant's section (or one when `itemId` is given), ordered as stored. */
export async function findPlaylistItems(
  db: Db,
  customerId: TenantId,
  sectionId: number,
  itemId: number | null = null,
): Promise<PlaylistItemWire[]> {
  const rows = await db.query<{ item: PlaylistItemWire }>(
    `SELECT ${ITEM_JSON} AS item FROM playlist_items pi
       JOIN sections sec ON sec.id = pi.section_id JOIN scenes s ON s.id = sec.scene_id
     WHERE pi.section_id = $1 AND s.customer_id = $3 AND ($2::int IS NULL OR pi.id = $2::int) ORDER BY pi.position, pi.id`,
    [sectionId, itemId, customerId],
  );
  return rows.map((row) => row.item);
}
