import { currentItem, type PlaylistItem, type Section } from '@screenplay/core';
import {
  DRAG_MIME,
  contentKindOf,
  dropRefusal,
  encodeDragPayload,
  mediaRefusal,
  sectionAccepts,
  type DragPayload,
  type DropContentKind,
  type LibraryTemplate,
  type MediaAccept,
  type MediaItem,
  type MediaRefusalKey,
  type StockPhoto,
} from '@screenplay/core/library';
import type { ApiClient, PopupStore, ToastStore } from '@screenplay/hooks';
import type { StockSearchStore } from '@screenplay/hooks/library';
import {
  createApiPlaylistItemRepository,
  createLayerEditorStore,
  playlistItemDocument,
  type FeedStore,
  type LayerEditorStore,
  type PlaylistItemDocument,
} from '@screenplay/hooks/layers';
import { addLibraryItem, libraryItem, type LayerLibraryItem } from '@screenplay/ui/layer-editor';
import type { DragEvent } from 'react';
import { toastError } from '../../app/toastError';
import { addFromSource, libraryImage } from '../../shared/choose-source/chooseSource';
import { measuredVideoEntries } from '../../shared/choose-source/videoMetadata';

/**
 * What the content tabs put in a section: a media file, an element (library template), a widget (a layer library
 * item) or a stock photo — the spec's drag kinds media, template, layer library item and stock photo.
 */
export type SectionContent =
  | { kind: 'media'; item: MediaItem }
  | { kind: 'template'; template: LibraryTemplate }
  | { kind: 'widget'; item: LayerLibraryItem }
  | { kind: 'stockPhoto'; photo: StockPhoto };

/**
 * The `dataTransfer` type the content tabs add beside core's payload (ours). During `dragover` a browser shows only
 * the types of a drag, and every Screenplay drag has `DRAG_MIME`: this one tells a content drag from a section or
 * playlist item being moved, which the canvas leaves to its own handlers.
 */
export const CONTENT_DRAG_TYPE = 'application/x-screenplay-content';

/** Starts dragging a content entry: core's payload, marked as content. */
export function startContentDrag(event: DragEvent, payload: DragPayload): void {
  event.dataTransfer.setData(DRAG_MIME, encodeDragPayload(payload));
  event.dataTransfer.setData(CONTENT_DRAG_TYPE, payload.kind);
  event.dataTransfer.effectAllowed = 'copy';
}

/** What a drag over the canvas may be for us: content from the tabs, files from the desktop, or neither. */
export function dragSource(types: readonly string[]): 'content' | 'files' | null {
  if (types.includes(CONTENT_DRAG_TYPE)) return 'content';
  if (types.includes('Files')) return 'files';
  return null;
}

/** Where the content tabs' entries are looked up when a payload is dropped. */
export interface ContentSources {
  media: readonly MediaItem[];
  templates: readonly LibraryTemplate[];
  stockPhotos: readonly StockPhoto[];
}

/** The content a dropped payload names, or null (another kind, or an entry no longer listed). */
export function contentOfPayload(payload: DragPayload, sources: ContentSources): SectionContent | null {
  switch (payload.kind) {
    case 'media': {
      const item = sources.media.find((candidate) => candidate.uuid === payload.id);
      return item ? { kind: 'media', item } : null;
    }
    case 'template': {
      const template = sources.templates.find((candidate) => candidate.id === Number(payload.id));
      return template ? { kind: 'template', template } : null;
    }
    case 'layerLibraryItem': {
      const item = libraryItem(payload.id);
      return item ? { kind: 'widget', item } : null;
    }
    case 'stockPhoto': {
      const photo = sources.stockPhotos.find((candidate) => candidate.id === String(payload.id));
      return photo ? { kind: 'stockPhoto', photo } : null;
    }
    default:
      return null;
  }
}

/** The name a content entry is shown and announced by. */
export function contentName(content: SectionContent, widgetLabel: (item: LayerLibraryItem) => string): string {
  switch (content.kind) {
    case 'media':
      return content.item.name;
    case 'template':
      return content.template.name;
    case 'widget':
      return widgetLabel(content.item);
    case 'stockPhoto':
      return content.photo.description || content.photo.author;
  }
}

/**
 * What a content entry brings, when that is known before its layers are made: a media file its type, a stock photo an
 * image, an element what its layers hold, a widget other content (Video: video, Pixabay: an image). Null for the
 * widgets whose file is chosen after the drop (Media, Template): their layers are judged once made.
 */
export function knownContentKind(content: SectionContent): DropContentKind | null {
  switch (content.kind) {
    case 'media':
      return content.item.type;
    case 'stockPhoto':
      return 'image';
    case 'template':
      return contentKindOf(content.template.layers);
    case 'widget':
      if (content.item.kind === 'Media' || content.item.kind === 'Template') return null;
      return content.item.kind === 'Video' ? 'video' : content.item.kind === 'Pixabay' ? 'image' : 'other';
  }
}

/**
 * What a section takes from a drop (spec §5): judged on the layers of its current item (the first in display order
 * neither hidden nor marked deleted) — a video there: only video; other content: only images; nothing: anything.
 */
export function sectionDropAccept(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): MediaAccept {
  return sectionAccepts(currentItem(section)?.layers ?? []);
}

/** Why a section refuses a content entry before anything is made (a `dnd.*` key), or null. */
export function contentRefusal(
  section: Pick<Section, 'playlistItems' | 'itemsOrder'>,
  content: SectionContent,
): MediaRefusalKey | null {
  const kind = knownContentKind(content);
  return kind === null ? null : dropRefusal(sectionDropAccept(section), kind);
}

/** Why a section refuses files dropped from the desktop: the first file's refusal (`dnd.*`), or null for none. */
export function filesRefusal(
  section: Pick<Section, 'playlistItems' | 'itemsOrder'>,
  files: readonly Pick<File, 'type'>[],
): MediaRefusalKey | null {
  if (files.length === 0) return 'dnd.invalidMediaFile';
  const accept = sectionDropAccept(section);
  for (const file of files) {
    const refusal = mediaRefusal(file, accept);
    if (refusal) return refusal;
  }
  return null;
}

/** What making a section's new item needs from the page. */
export interface ContentDeps {
  api: ApiClient;
  popups: PopupStore;
  toasts: ToastStore;
  feeds: FeedStore;
  /** The stock search whose results are dropped (a photo is stored in the media library first). */
  stock: StockSearchStore;
  /** Formats a layer type's message key (`useLayerText`): a new Text layer's first words ('Your text'). */
  text: (key: string) => string;
  /** Reads a video's length (default: the browser's, from its metadata). */
  readVideoDuration?: (url: string) => Promise<number>;
}

/**
 * Puts a content entry's layers in a layer editor exactly as the playlist item editor does (its `addFromLibrary`, the
 * same choosers for widgets that need a source, video lengths read first). Resolves false when a stock photo could
 * not be stored (toasted `dnd.pixabayError`, spec §5 "Missing stock-photo url or failed download").
 */
export async function fillEditor(
  editor: LayerEditorStore,
  content: SectionContent,
  deps: ContentDeps,
): Promise<boolean> {
  switch (content.kind) {
    case 'media': {
      const { item } = content;
      // A video becomes a Video layer whose item plays as long as the video: its length is read first.
      const duration =
        item.type === 'video' ? (await measuredVideoEntries([item], deps.readVideoDuration))[0]?.duration : undefined;
      editor.addFromLibrary('Media', { media: duration === undefined ? item : { ...item, duration } });
      return true;
    }
    case 'template':
      editor.addFromLibrary('Template', { template: content.template });
      return true;
    case 'stockPhoto': {
      const stored = await deps.stock.addToLibrary(content.photo, null);
      if (!stored) {
        deps.toasts.show({ type: 'WARNING', messageKey: 'dnd.pixabayError' });
        return false;
      }
      editor.addFromLibrary('Pixabay', { photo: libraryImage(stored) });
      return true;
    }
    case 'widget': {
      let chosen: Promise<void> = Promise.resolve();
      addLibraryItem(editor, content.item, null, {
        text: deps.text,
        onChooseSource: (kind) => {
          chosen = addFromSource(editor, kind, null, { ...deps, templateId: null });
        },
      });
      await chosen;
      return true;
    }
  }
}

/** A stored item document as the playlist item it is. */
function storedItem(document: PlaylistItemDocument | null): PlaylistItem | null {
  if (!document || document.id === null) return null;
  const { id, parentId, layers, hidden, markAsDeleted, duration, styles } = document;
  return { id, parentId, layers, hidden, markAsDeleted, duration, styles };
}

/**
 * Makes a new playlist item holding `content` in a stored section: refused first by the drop rule on what the section
 * holds (toasted `dnd.*`, nothing made); the layers made by a layer editor sized to the section, judged again once
 * made (a widget's chosen file); then `POST sections/{s}/playlistitems` with them and the item's duration. Resolves
 * the stored item, or null when refused, cancelled (a chooser closed) or failed (toasted).
 */
export async function createSectionItem(
  section: Section,
  content: SectionContent,
  deps: ContentDeps,
): Promise<PlaylistItem | null> {
  const refuse = (key: MediaRefusalKey) => {
    deps.toasts.show({ type: 'WARNING', messageKey: key });
    return null;
  };
  const early = contentRefusal(section, content);
  if (early) return refuse(early);
  const editor = createLayerEditorStore({
    repository: createApiPlaylistItemRepository(deps.api, section),
    onError: (error) => toastError(deps.toasts, error),
  });
  editor.open(playlistItemDocument(section));
  if (!(await fillEditor(editor, content, deps))) return null;
  const layers = editor.$layers.peek();
  if (layers.length === 0) return null;
  const late = dropRefusal(sectionDropAccept(section), contentKindOf(layers));
  if (late) return refuse(late);
  if (!(await editor.save())) return null;
  return storedItem(editor.$document.peek());
}
