import type { Id } from '@screenplay/core';
import type { LibraryTemplate, MediaItem } from '@screenplay/core/library';
import type { StockSearchStore, UploadStore } from '@screenplay/hooks/library';
import type { DragEvent } from 'react';
import type { ContentEntry } from './contentDrag';

/** A list the tabs show: loading, listed, or failed (with a retry). */
export interface SourceList<T> {
  status: 'loading' | 'ready' | 'failed';
  items: readonly T[];
  reload: () => void;
}

/** The upload of one drop of desktop files, while it runs. */
export interface DropUpload {
  id: number;
  upload: UploadStore;
}

/**
 * Where the content tabs' entries come from and what adding one does: the host's content, as a repository is the
 * editor's scenes. The portal reads its API (media, elements, stock photos, uploads) and adds an entry as a new
 * playlist item; another app gives its own lists and `add`.
 */
export interface ContentSource {
  /** The Media tab's files. */
  media: SourceList<MediaItem>;
  /** The Elements tab's library templates (those with layers). */
  templates: SourceList<LibraryTemplate>;
  /** The Stock photos tab's search; without it the tab is not offered. */
  stock?: StockSearchStore;
  /** Uploads into the library from the Media tab (progress per file); without it the tab has no upload area. */
  uploads?: UploadStore;
  /** Uploads of files dropped on sections, while they run (each drop its own store, progress per file). */
  dropUploads?: readonly DropUpload[];
  /** The name of the section something is being added to, or null. */
  addingTo: string | null;
  /** Adds an entry to a section as a new item: what a drop on it does (the keyboard and click alternative). */
  add: (sectionId: Id, content: ContentEntry) => Promise<void>;
  /** The drag handlers of the element around the canvas (`ContentArea` spreads them). */
  handlers: {
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}
