import type { Id } from '../scene/scene.types';
import type { MediaKind } from './library.types';

/** Image types a media upload or drop accepts. */
export const ALLOWED_IMAGE_TYPES = [
  // spec: allowed image types bmp, gif, jpeg, png, svg+xml, svg
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/svg',
] as const;

/** Video types a media upload or drop accepts. */
export const ALLOWED_VIDEO_TYPES = [
  // spec: allowed video types 3gpp, mp4, mpeg, ogg, quicktime, webm, x-m4v, ms-asf, x-ms-wmv, x-msvideo
  'video/3gpp',
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/quicktime',
  'video/webm',
  'video/x-m4v',
  'video/ms-asf',
  'video/x-ms-wmv',
  'video/x-msvideo',
] as const;

/** How the allowed image types are named to users. */
export const IMAGE_TYPE_LABELS = 'jpg, png, bmp, svg, gif'; // spec: labels say jpg, png, bmp, svg, gif

/** Layer item types that hold a video: a section with one accepts only video. */
const VIDEO_ITEM_TYPES: readonly string[] = ['Video', 'HtmlVideo']; // spec layer types: HtmlVideo, Video

/** What a drop target accepts. */
export type MediaAccept = 'any' | 'image' | 'video';

/** Message keys of a refused media file (spec §5 "Media drop"). */
export type MediaRefusalKey =
  | 'dnd.invalidMediaFile'
  | 'dnd.invalidImageType'
  | 'dnd.invalidVideoType'
  | 'dnd.onlyVideoCanBeAdded'
  | 'dnd.videoCannotBeAdded';

/** The XML declaration an SVG file is stored with. */
export const SVG_XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** The spec's drag item kinds (§2), camelCase. */
export const DRAG_ITEM_KINDS = [
  // spec: layer library item, playlist item, section item, template layer, stock photo, user, library layout,
  // media, template, screen, scene, editor playlist item, scene schedule item
  'layerLibraryItem',
  'playlistItem',
  'sectionItem',
  'templateLayer',
  'stockPhoto',
  'user',
  'libraryLayout',
  'media',
  'template',
  'screen',
  'scene',
  'editorPlaylistItem',
  'sceneScheduleItem',
] as const;

/** One of the spec's drag item kinds. */
export type DragItemKind = (typeof DRAG_ITEM_KINDS)[number];

/** What a drag carries: the kind of item and its id (media by uuid, stock photos by the provider's id). */
export interface DragPayload {
  kind: DragItemKind;
  id: Id | string;
}

/** The `dataTransfer` type carrying a JSON {@link DragPayload} (ours: keeps foreign drops such as files apart). */
export const DRAG_MIME = 'application/x-screenplay-item';

/** A content type without parameters, lower case: `Image/PNG; q=1` -> `image/png`. */
function essence(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether a file is an allowed image or video; null for anything else (case-insensitive, parameters ignored). */
export function mediaKindOf(mime: string): MediaKind | null {
  const type = essence(mime);
  if ((ALLOWED_IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
  if ((ALLOWED_VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
  return null;
}

/**
 * What a section takes from a drop (spec: "a section already holding a video accepts only video; one with other
 * content accepts only images"); an empty section takes either.
 */
export function sectionAccepts(layers: readonly { itemType: string }[]): MediaAccept {
  if (layers.some((layer) => VIDEO_ITEM_TYPES.includes(layer.itemType))) return 'video';
  return layers.length > 0 ? 'image' : 'any';
}

/**
 * Why a file cannot be dropped or uploaded on a target, as a message key; null when it can.
 * @example mediaRefusal({ type: 'image/webp' }) // 'dnd.invalidImageType'
 */
export function mediaRefusal(file: { type: string }, accept: MediaAccept = 'any'): MediaRefusalKey | null {
  const kind = mediaKindOf(file.type);
  if (kind === null) {
    const type = essence(file.type);
    if (type.startsWith('image/')) return 'dnd.invalidImageType';
    if (type.startsWith('video/')) return 'dnd.invalidVideoType';
    return 'dnd.invalidMediaFile';
  }
  return dropRefusal(accept, kind);
}

/** What a drop brings to a section: an image, a video, or other content (widgets, elements of other layers). */
export type DropContentKind = MediaKind | 'other';

/** Layer item types that are an image (a media or stock photo drop becomes one). */
const IMAGE_ITEM_TYPES: readonly string[] = ['Image']; // spec layer types: Image

/**
 * What layers bring to a section: video when any layer holds one, image when every layer is an image, else other
 * (an empty list is other: it brings nothing a rule refuses).
 */
export function contentKindOf(layers: readonly { itemType: string }[]): DropContentKind {
  if (layers.some((layer) => VIDEO_ITEM_TYPES.includes(layer.itemType))) return 'video';
  if (layers.length > 0 && layers.every((layer) => IMAGE_ITEM_TYPES.includes(layer.itemType))) return 'image';
  return 'other';
}

/**
 * Why a section refuses what is dropped on it, as a message key; null when it takes it (spec §5 "Media drop"):
 * a target accepting only video refuses anything that is not video (`dnd.onlyVideoCanBeAdded`), one accepting only
 * images refuses video (`dnd.videoCannotBeAdded`). Other content (a widget, an element without video) is not media:
 * only a video target refuses it (ours: the spec's image-only rule speaks of media).
 * @example dropRefusal(sectionAccepts(current.layers), 'image') // 'dnd.onlyVideoCanBeAdded' on a video section
 */
export function dropRefusal(accept: MediaAccept, content: DropContentKind): MediaRefusalKey | null {
  if (accept === 'video' && content !== 'video') return 'dnd.onlyVideoCanBeAdded';
  if (accept === 'image' && content === 'video') return 'dnd.videoCannotBeAdded';
  return null;
}

/** What a section of its own would take when the drop rule refuses content: the spec's rule stays, a way forward. */
export interface OwnSectionOffer {
  /** The question: "Videos play in a section of their own. Add a video section?" (ours, issue 24). */
  messageKey: 'dnd.videoSectionOffer' | 'dnd.imageSectionOffer';
  /** The new section's name before it is made unique ('Video', 'Images'). */
  sectionName: string;
}

/**
 * The offer that goes with a refusal of the media drop rule (spec §5: a section holding a video takes only video,
 * one with other content only images): a video refused by a section of images or other content may start a video
 * section beside it, images refused by a video section an image section; null for any other refusal.
 */
export function ownSectionOffer(refusal: MediaRefusalKey | null): OwnSectionOffer | null {
  if (refusal === 'dnd.videoCannotBeAdded') return { messageKey: 'dnd.videoSectionOffer', sectionName: 'Video' };
  if (refusal === 'dnd.onlyVideoCanBeAdded') return { messageKey: 'dnd.imageSectionOffer', sectionName: 'Images' };
  return null;
}

/** A byte-order mark and white space before the first tag. */
const LEADING_NOISE = /^\uFEFF?\s*/;
/** An XML declaration (`<?xml-stylesheet` is a processing instruction, not one). */
const XML_DECLARATION = /^<\?xml\s/;

/**
 * The SVG text starting with an XML declaration (spec: "SVG files lacking an xml header get one prepended"); a
 * leading byte-order mark or white space, which may not precede a declaration, is dropped.
 */
export function withXmlHeader(svg: string): string {
  const body = svg.replace(LEADING_NOISE, '');
  return XML_DECLARATION.test(body) ? body : `${SVG_XML_HEADER}\n${body}`;
}

/** The `dataTransfer` text of a drag. */
export function encodeDragPayload(payload: DragPayload): string {
  return JSON.stringify({ kind: payload.kind, id: payload.id });
}

/** The payload of a drop, or null when the text is not one of ours (foreign drags, junk). */
export function decodeDragPayload(text: string): DragPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  const isKind = (DRAG_ITEM_KINDS as readonly unknown[]).includes(kind);
  const isId = Number.isSafeInteger(id) || (typeof id === 'string' && id !== '');
  return isKind && isId ? { kind: kind as DragItemKind, id: id as Id | string } : null;
}
