import { type } from 'arktype';
import { SECTION_MIN_SIZE } from '../geometry';
import { SECTION_ANIMATION_IDS } from '../scene/scene';
import { anyRecordId, recordId } from './ids';
import { withListBounds } from './validate';
import {
  MAX_IDS_PER_REQUEST,
  MAX_LAYERS_PER_ITEM,
  MAX_PLAYLIST_ITEMS_PER_SECTION,
  MAX_SECTIONS_PER_SCENE,
  MAX_TAGS_PER_SCENE,
} from '../limits';

/** Shortest folder name after trimming (spec §5: "Folder name: at least 2 characters"). */
export const FOLDER_NAME_MIN_LENGTH = 2; // spec: folder name at least 2 characters

/** Shortest tag name after trimming (spec §5: tags.tagNameValidatingError). */
export const TAG_NAME_MIN_LENGTH = 2; // spec: tag name at least 2 characters after trim

/** Shortest tag search string that searches at all (spec §5: "Tag search starts at 2+ characters"). */
export const TAG_SEARCH_MIN_LENGTH = 2; // spec: tag search starts at 2+ characters

/** Longest stored name of a scene, section, folder or tag (not in the spec; fits any list row). */
export const AUTHORING_NAME_MAX_LENGTH = 255;

/** Largest scene width or height in pixels (not in the spec; above 16K displays). */
export const SCENE_SIZE_MAX = 32_768;

/** Longest playlist item duration in seconds (not in the spec; one day). */
export const PLAYLIST_ITEM_DURATION_MAX_S = 86_400;

/** A scene, section or library item name: trimmed, not empty. */
export const name = type('string.trim').to(`0 < string <= ${AUTHORING_NAME_MAX_LENGTH}`);
const folderName = type('string.trim').to(`${FOLDER_NAME_MIN_LENGTH} <= string <= ${AUTHORING_NAME_MAX_LENGTH}`);
/** A scene or layout width or height in pixels. */
export const sceneSize = `${SECTION_MIN_SIZE} <= number.integer <= ${SCENE_SIZE_MAX}` as const;
const coordinate = 'number.safe' as const;
const sectionSize = `number.safe >= ${SECTION_MIN_SIZE}` as const;
/** The root pseudo-folder (-1) and null both mean "no folder". */
export const folderRef = `${recordId} | -1 | null` as const;
const shortText = `string <= ${AUTHORING_NAME_MAX_LENGTH}` as const;

/** One layer as the editor sends it; unknown content fields (text, fill, image...) are kept. */
export const layerSchema = type({
  'id?': anyRecordId,
  itemType: `0 < ${shortText}`,
  content: {
    left: 'number.safe',
    top: 'number.safe',
    width: 'number.safe',
    height: 'number.safe',
    '[string]': 'unknown',
  },
  'parentLayerId?': `${anyRecordId} | null`,
  'sectionTemplateGroup?': `${shortText} | null`,
  'sectionTemplateId?': `${anyRecordId} | null`,
  'invisible?': 'boolean',
  'media?': 'unknown[]',
  'fonts?': 'unknown[]',
});

/** A plain JSON object (arktype's Record also admits arrays). */
const plainObject = type('Record<string, unknown>').narrow(
  (value, ctx) => !Array.isArray(value) || ctx.mustBe('an object'),
);

/** Fields of a playlist item a client may set. */
const playlistItemFields = {
  'parentId?': `${recordId} | null`,
  'layers?': layerSchema.array().atMostLength(MAX_LAYERS_PER_ITEM),
  'hidden?': 'boolean',
  'markAsDeleted?': 'boolean',
  'duration?': `0 <= number <= ${PLAYLIST_ITEM_DURATION_MAX_S}`,
  'styles?': plainObject,
} as const;

/** Body of `POST sections/{s}/playlistitems` (duration 0 when absent: the call layer's default). */
export const playlistItemCreateBodySchema = type(playlistItemFields);

/** Body of `PATCH sections/{s}/playlistitems/{id}`: any item field; absent fields stay. */
export const playlistItemUpdateBodySchema = type(playlistItemFields);

/** Section fields other than its name and box. */
const sectionExtraFields = {
  'hidden?': 'boolean',
  'ratio?': `${shortText} | null`,
  'itemsOrder?': type(anyRecordId).array().atMostLength(MAX_IDS_PER_REQUEST),
  'background?': shortText,
  'order?': anyRecordId,
  'markAsDeleted?': 'boolean',
  /** One of the offered animation ids, or null for none. */
  'animation?': type.enumerated(...SECTION_ANIMATION_IDS).or('null'),
} as const;

/** A section's name and box, all required (creation). */
const sectionBox = { name, top: coordinate, left: coordinate, width: sectionSize, height: sectionSize } as const;

/** Fields of a section a client may set, all optional (the PATCH shapes). */
const sectionFields = {
  ...sectionExtraFields,
  'name?': name,
  'top?': coordinate,
  'left?': coordinate,
  'width?': sectionSize,
  'height?': sectionSize,
} as const;

/** Body of `POST scenes/{id}/sections`: a section without id; `parentId` makes it a draft copy of a saved section. */
export const sectionCreateBodySchema = type({
  ...sectionExtraFields,
  ...sectionBox,
  'parentId?': `${recordId} | null`,
  /** Items of a draft copy: an `id` or `parentId` naming an item of the parent section marks the copy of that item. */
  'playlistItems?': type({ ...playlistItemFields, 'id?': anyRecordId })
    .array()
    .atMostLength(MAX_PLAYLIST_ITEMS_PER_SECTION),
});

/** Body of `PATCH scenes/{id}/sections/{sid}`: any section field; absent fields stay. */
export const sectionUpdateBodySchema = type(sectionFields);

/** One section of a bulk update or a scene save: its id plus the fields to set. */
export const sectionWithIdSchema = type({ ...sectionFields, id: anyRecordId });

/** Body of `PATCH scenes/{id}/sections`: several sections at once. */
export const sectionsUpdateBodySchema = withListBounds(
  type({ sections: sectionWithIdSchema.array().atMostLength(MAX_SECTIONS_PER_SCENE) }),
  { sections: MAX_SECTIONS_PER_SCENE },
);

/**
 * A tag given by id (an existing tag) or by name (found or created, case-insensitive). The server
 * checks a name-only tag against {@link TAG_NAME_MIN_LENGTH} so it can answer with the spec's tag message.
 */
export const tagRefSchema = type({ 'id?': recordId, 'name?': `string <= ${AUTHORING_NAME_MAX_LENGTH}` });

/** Body of `POST scenes` (a layout body, `{ layoutId, folderId }`, is told apart by its `layoutId`). */
export const sceneCreateBodySchema = withListBounds(
  type({
    name,
    width: sceneSize,
    height: sceneSize,
    'ratio?': shortText,
    'sections?': type({ ...sectionExtraFields, ...sectionBox })
      .array()
      .atMostLength(MAX_SECTIONS_PER_SCENE),
    'tags?': tagRefSchema.array().atMostLength(MAX_TAGS_PER_SCENE),
    'folderId?': folderRef,
  }),
  { sections: MAX_SECTIONS_PER_SCENE, tags: MAX_TAGS_PER_SCENE },
);

/** Body of `PATCH scenes/{id}`: saves the scene (only leaf sections are sent). */
export const sceneUpdateBodySchema = withListBounds(
  type({
    'name?': name,
    'width?': sceneSize,
    'height?': sceneSize,
    'ratio?': shortText,
    'draft?': 'boolean',
    'sections?': sectionWithIdSchema.array().atMostLength(MAX_SECTIONS_PER_SCENE),
    'tags?': tagRefSchema.array().atMostLength(MAX_TAGS_PER_SCENE),
    'clientId?': shortText,
  }),
  { sections: MAX_SECTIONS_PER_SCENE, tags: MAX_TAGS_PER_SCENE },
);

/** Body of `POST scenes/{id}/copy/{folder}`: the copy's name. */
export const sceneCopyBodySchema = type({ name });

/** Body of `POST scenes/{id}/move`: from one folder to another (-1 is the root). */
export const sceneMoveBodySchema = type({ from: folderRef, to: folderRef });

/** Body of `POST folders`: a new folder of a kind under a parent (null or -1 for the root). */
export const folderCreateBodySchema = type({
  name: folderName,
  'parent_id?': folderRef,
  type: "'scenes' | 'screens' | 'library'",
});

/** Body of `PATCH folders/{id}`: rename and/or move under another parent. */
export const folderUpdateBodySchema = type({ 'name?': folderName, 'parent_id?': folderRef });

/** Validated body of `POST scenes`. */
export type SceneCreateBody = typeof sceneCreateBodySchema.infer;
/** Validated body of `PATCH scenes/{id}`. */
export type SceneUpdateBody = typeof sceneUpdateBodySchema.infer;
/** Validated body of `POST scenes/{id}/sections`. */
export type SectionCreateBody = typeof sectionCreateBodySchema.infer;
/** Validated body of `PATCH scenes/{id}/sections/{sid}`. */
export type SectionUpdateBody = typeof sectionUpdateBodySchema.infer;
/** One validated section of a bulk update or scene save. */
export type SectionWithId = typeof sectionWithIdSchema.infer;
/** A validated tag reference. */
export type TagRef = typeof tagRefSchema.infer;
/** A validated layer. */
export type LayerInput = typeof layerSchema.infer;
/** Validated body of `POST`/`PATCH sections/{s}/playlistitems`. */
export type PlaylistItemBody = typeof playlistItemCreateBodySchema.infer;
/** Validated body of `POST folders`. */
export type FolderCreateBody = typeof folderCreateBodySchema.infer;
/** Validated body of `PATCH folders/{id}`. */
export type FolderUpdateBody = typeof folderUpdateBodySchema.infer;
