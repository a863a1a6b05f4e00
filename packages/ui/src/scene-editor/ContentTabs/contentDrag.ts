import {
  DRAG_MIME,
  encodeDragPayload,
  type DragPayload,
  type LibraryTemplate,
  type MediaItem,
  type StockPhoto,
} from '@screenplay/core/library';
import type { DragEvent } from 'react';
import { libraryItem, type LayerLibraryItem } from '../../layer-editor/LayerLibraryPanel/libraryItems';
import { defaultLayerRegistry } from '../../layers/registry/createLayerRegistry';
import type { LayerRegistry } from '../../layers/registry/layerRegistry.types';

/**
 * What the content tabs put in a section: a media file, an element (library template), a widget (a layer library
 * item) or a stock photo — the spec's drag kinds media, template, layer library item and stock photo.
 */
export type ContentEntry =
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
export interface ContentLists {
  media: readonly MediaItem[];
  templates: readonly LibraryTemplate[];
  stockPhotos: readonly StockPhoto[];
}

/**
 * The content a dropped payload names, or null (another kind, an entry no longer listed, a widget the registry does
 * not know).
 */
export function contentOfPayload(
  payload: DragPayload,
  lists: ContentLists,
  registry: LayerRegistry = defaultLayerRegistry,
): ContentEntry | null {
  switch (payload.kind) {
    case 'media': {
      const item = lists.media.find((candidate) => candidate.uuid === payload.id);
      return item ? { kind: 'media', item } : null;
    }
    case 'template': {
      const template = lists.templates.find((candidate) => candidate.id === Number(payload.id));
      return template ? { kind: 'template', template } : null;
    }
    case 'layerLibraryItem': {
      const item = libraryItem(payload.id, registry);
      return item ? { kind: 'widget', item } : null;
    }
    case 'stockPhoto': {
      const photo = lists.stockPhotos.find((candidate) => candidate.id === String(payload.id));
      return photo ? { kind: 'stockPhoto', photo } : null;
    }
    default:
      return null;
  }
}
