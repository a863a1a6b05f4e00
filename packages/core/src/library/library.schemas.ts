import { type } from 'arktype';
import { anyRecordId, recordId } from '../schemas/ids';
import {
  AUTHORING_NAME_MAX_LENGTH,
  folderCreateBodySchema,
  folderRef,
  layerSchema,
  name,
  sceneCopyBodySchema,
  sceneCreateBodySchema,
  sceneMoveBodySchema,
  sceneSize,
  sectionCreateBodySchema,
} from '../schemas/scene.schemas';
import type { LibraryLayerKind, StockOrientation } from './library.types';

/** Every library layer kind, in the spec's order (§1 "Library layer kinds"). */
export const LIBRARY_LAYER_KINDS = [
  // spec: Clock, Weather, Rss, Instagram, Facebook, Slider, Text, Shape, Media, Template, Pixabay, Video
  'Clock',
  'Weather',
  'Rss',
  'Instagram',
  'Facebook',
  'Slider',
  'Text',
  'Shape',
  'Media',
  'Template',
  'Pixabay',
  'Video',
] as const satisfies readonly LibraryLayerKind[];

/** The orientations a stock photo search may ask for. */
const STOCK_ORIENTATIONS = ['landscape', 'portrait', 'squarish'] as const satisfies readonly StockOrientation[];

/** The 422 text of a template without layers (spec §5: "A template needs at least one layer"). */
export const TEMPLATE_NEEDS_LAYER_MESSAGE = 'A template needs at least one layer'; // spec: a template needs at least one layer

/** Most ids one folder update may list (not in the spec; ours, a generous multi-selection). */
export const ID_LIST_MAX = 500;

/** Longest stock photo search string (not in the spec; ours). */
export const STOCK_SEARCH_MAX_LENGTH = 200;

/** Highest stock photo results page asked for (not in the spec; ours, beyond what the services page). */
export const STOCK_PAGE_MAX = 1000;

/** Longest media URL the server downloads from (not in the spec; ours). */
export const MEDIA_URL_MAX_LENGTH = 2048;

/** A layout section: a section's name, box and extras; it has no playlist, so playlist fields are not read. */
const layoutSection = sectionCreateBodySchema.omit('parentId', 'playlistItems').merge({ 'id?': anyRecordId });

/** Body of `POST layouts` (the scene rules for name, size, ratio and tags; at least one section). */
export const layoutCreateBodySchema = sceneCreateBodySchema
  .omit('sections')
  .merge({ sections: layoutSection.array().atLeastLength(1) });

/** Body of `PATCH layouts/{id}`: any layout field; sections, when sent, replace the stored ones (at least one). */
export const layoutUpdateBodySchema = layoutCreateBodySchema.omit('folderId').partial();

/** Body of `POST layouts/folders/{folder}/update`: the items dropped on the folder. */
export const idListBodySchema = type({ ids: type(recordId).array().atLeastLength(1).atMostLength(ID_LIST_MAX) });

/** Body of `POST layouts/{id}/copy/{folder}` and `POST library/folders/templates/{id}/copy/{folder}`: the copy's name. */
export const itemCopyBodySchema = sceneCopyBodySchema;

/** Body of `POST layouts/{id}/move` and `POST library/folders/templates/{id}/move`: from one folder to another. */
export const itemMoveBodySchema = sceneMoveBodySchema;

/** A multipart text field read as a number (`''` and `'null'` as null); numbers and null pass as they are. */
const multipartNumber = type('string | number | null').pipe((value) =>
  typeof value !== 'string' ? value : value.trim() === '' || value === 'null' ? null : Number(value),
);

/** Template layers: at least one, with the spec's message when there are none. */
const templateLayers = layerSchema.array().atLeastLength(1).configure({ message: TEMPLATE_NEEDS_LAYER_MESSAGE });

/**
 * Text fields of `POST library` (multipart, so numbers and layers arrive as strings): name, library layer kind,
 * size, layers as JSON (at least one) and the folder. The preview file is read apart.
 */
export const templateFieldsSchema = type({
  name,
  type: type.enumerated(...LIBRARY_LAYER_KINDS),
  width: multipartNumber.to(sceneSize),
  height: multipartNumber.to(sceneSize),
  layers: type('string.json.parse').to(templateLayers).or(templateLayers),
  'folderId?': multipartNumber.to(folderRef),
});

/** Text fields of `POST library/folders/templates/{id}?_method=PATCH`: any template field; absent fields stay. */
export const templateUpdateFieldsSchema = templateFieldsSchema.partial();

/** Body of `POST library/unsplash` and `POST library/pixabay` (spec §7: searchString, orientation, page). */
export const stockSearchBodySchema = type({
  searchString: type('string.trim').to(`0 < string <= ${STOCK_SEARCH_MAX_LENGTH}`),
  'orientation?': type.enumerated(...STOCK_ORIENTATIONS, null),
  'page?': `1 <= number.integer <= ${STOCK_PAGE_MAX}`,
});

/** An absolute http or https URL (no `javascript:`, `data:`, `file:`...). */
const httpUrl = type(`string.url <= ${MEDIA_URL_MAX_LENGTH}`).narrow(
  (value, ctx) => /^https?:$/.test(new URL(value).protocol) || ctx.mustBe('an http or https URL'),
);

/** The JSON body of `POST media(/{folder})`: a file to download, or a stock photo by its provider's id. */
export type MediaSourceBody = { url: string } | { unsplashId: string } | { pixabayId: string | number };

const MEDIA_SOURCE_KEYS = ['url', 'unsplashId', 'pixabayId'] as const;

/**
 * Body of `POST media(/{folder})` as JSON: exactly one of `url` (http or https), `unsplashId`, `pixabayId`.
 * Checked as one object so that a missing or doubled source is told on a field, not as a bad body.
 */
export const mediaSourceBodySchema = type({
  'url?': httpUrl,
  'unsplashId?': `0 < string <= ${AUTHORING_NAME_MAX_LENGTH}`,
  'pixabayId?': `0 < string <= ${AUTHORING_NAME_MAX_LENGTH} | number.integer > 0`,
})
  .narrow(
    (body, ctx) =>
      MEDIA_SOURCE_KEYS.filter((key) => body[key] !== undefined).length === 1 ||
      ctx.reject({ path: ['url'], expected: 'one of url, unsplashId or pixabayId, given alone' }),
  )
  .pipe((body) => body as MediaSourceBody);

/** Body of `POST media/copy/{folder}`: the media file to copy. */
export const mediaCopyBodySchema = type({ uuid: 'string.uuid' });

/** Body of `POST media/move`: the media file and the folders it leaves and enters. */
export const mediaMoveBodySchema = sceneMoveBodySchema.merge(mediaCopyBodySchema);

/** Body of `POST library/folders`: a folder name and its parent (null or -1 for the root); the kind is library. */
export const libraryFolderCreateBodySchema = folderCreateBodySchema.omit('type');

/** Validated body of `POST layouts`. */
export type LayoutCreateBody = typeof layoutCreateBodySchema.infer;
/** Validated body of `PATCH layouts/{id}`. */
export type LayoutUpdateBody = typeof layoutUpdateBodySchema.infer;
/** Validated body of `POST layouts/folders/{folder}/update`. */
export type IdListBody = typeof idListBodySchema.infer;
/** Validated body of a layout or template copy. */
export type ItemCopyBody = typeof itemCopyBodySchema.infer;
/** Validated body of a layout or template move. */
export type ItemMoveBody = typeof itemMoveBodySchema.infer;
/** Validated text fields of a new template. */
export type TemplateFields = typeof templateFieldsSchema.infer;
/** Validated text fields of a template update. */
export type TemplateUpdateFields = typeof templateUpdateFieldsSchema.infer;
/** Validated body of a stock photo search. */
export type StockSearchBody = typeof stockSearchBodySchema.infer;
/** Validated body of `POST media/copy/{folder}`. */
export type MediaCopyBody = typeof mediaCopyBodySchema.infer;
/** Validated body of `POST media/move`. */
export type MediaMoveBody = typeof mediaMoveBodySchema.infer;
/** Validated body of `POST library/folders`. */
export type LibraryFolderCreateBody = typeof libraryFolderCreateBodySchema.infer;

/** Body of `POST scenes` building a scene from a layout (spec §7: "or layout body plus folderId"). */
export const sceneFromLayoutBodySchema = type({
  layoutId: recordId,
  'folderId?': folderRef,
  'name?': name,
});
/** Validated body of `POST scenes` from a layout. */
export type SceneFromLayoutBody = typeof sceneFromLayoutBodySchema.infer;
