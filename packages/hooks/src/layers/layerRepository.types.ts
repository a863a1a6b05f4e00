import type { Id, Layer, PlaylistItem } from '@screenplay/core';
import type { LibraryLayerKind } from '@screenplay/core/library';

/** What a layer editor edits: the layers of one canvas (a playlist item in its section, or a template). */
export interface LayerDocument {
  /** The server's id; null until the first save creates the document. */
  id: Id | null;
  /** The canvas size in scene pixels: the section's size (playlist item) or the template's. */
  width: number;
  height: number;
  /** Bottom first: later layers cover earlier ones. */
  layers: Layer[];
  /** Seconds the document plays (playlist items); absent for templates. */
  duration?: number;
}

/** A playlist item being edited in its section (spec §3 "Playlist item"). */
export interface PlaylistItemDocument extends LayerDocument, Omit<PlaylistItem, 'id' | 'layers'> {
  /** The section the item belongs to (`sections/{s}/playlistitems`). */
  sectionId: Id;
  duration: number;
}

/** A library template being edited (spec §3 "Template / library item"). */
export interface TemplateDocument extends LayerDocument {
  name: string;
  /** The library layer kind; `'Template'` for templates made in the template editor. */
  type: LibraryLayerKind;
  /** URL of the stored preview image, or null. */
  preview: string | null;
  /** The folder a new template goes into (null: none); an existing template stays where it is. */
  folderId: Id | null;
}

/** Options of a save. */
export interface LayerSaveOptions {
  /** A new preview image (templates; playlist items ignore it). */
  preview?: Blob | null;
}

/**
 * Where a layer editor loads and saves its document: the product API (playlist items, templates) or memory.
 * @example
 * const repository = createApiTemplateRepository(api);
 * const editor = createLayerEditorStore({ repository });
 */
export interface LayerRepository<D extends LayerDocument = LayerDocument> {
  /** Loads a stored document; rejects with an `ApiError` (404 `errors.notFound` for an unknown id). */
  load(id: Id): Promise<D>;
  /** Creates the document (id null) or updates it; resolves with the stored document. */
  save(document: D, options?: LayerSaveOptions): Promise<D>;
  /** The message key refusing a save before any call (a template without layers), or null. */
  refusal?(document: D): string | null;
}
