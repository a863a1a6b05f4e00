import type { ReadonlySignal } from '@preact/signals-core';
import type { Folder, FolderKind, Id } from '@screenplay/core';
import type {
  FolderSelection,
  FolderTreeNode,
  Layout,
  LibraryItemKind,
  LibraryLayerKind,
  LibraryTab,
  LibraryTemplate,
  MediaAccept,
  MediaItem,
  StockOrientation,
  StockPhoto,
  StockProvider,
} from '@screenplay/core/library';
import type { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';
import type { Scheduler } from '../scene-editor/createSectionSaver';
import type { SceneEditorStore } from '../scene-editor/sceneEditor.types';
import type { LayoutRepository } from './layoutRepository.types';

/** Receives every failure the user should see (the portal shows a toast). */
export type ErrorHandler = (error: ApiError) => void;

/** Dependencies of `createFolderStore`. */
export interface FolderStoreDeps {
  api: ApiClient;
  /** Which folders: library folders are created through `POST library/folders`, the others through `POST folders`. */
  kind: FolderKind;
  onError?: ErrorHandler;
}

/** The folders of one kind, the selection (folder and sub-folder) and the folder actions. */
export interface FolderStore {
  /** Every folder of the listing, sorted by name. */
  $folders: ReadonlySignal<readonly Folder[]>;
  /** The visible tree (hidden folders left out with their sub-tree). */
  $tree: ReadonlySignal<FolderTreeNode[]>;
  $selection: ReadonlySignal<FolderSelection>;
  /** The selected sub-folder, else the selected folder; null for the root 'All'. */
  $selected: ReadonlySignal<Folder | null>;
  /** The last failure, or null. */
  $error: ReadonlySignal<ApiError | null>;
  /** Shows the folders of a listing answer (the selection is kept while its folder is still there). */
  setFolders(folders: readonly Folder[]): void;
  /** Selects the root (-1), a top-level folder, or a sub-folder under its parent. */
  select(id: Id): void;
  /** Creates a folder in the selected one and selects it; resolves the refusal's message key, or null when created. */
  create(name: string): Promise<string | null>;
  /** Renames a folder (trimmed; empty or unchanged names make no call); resolves whether it was renamed. */
  rename(id: Id, name: string): Promise<boolean>;
  /** Deletes a folder and returns to its parent; resolves the refusal's key (`folders.folderNotEmpty`) or null. */
  remove(id: Id): Promise<string | null>;
}

/** Dependencies of `createLibraryStore`. */
export interface LibraryStoreDeps {
  api: ApiClient;
  /** The library folder store the tabs list their items by. */
  folders: FolderStore;
  onError?: ErrorHandler;
}

/** What dropping an item on a folder did: moved, waits for the user to confirm a copy, or failed. */
export type DropResult = 'moved' | 'confirmCopy' | 'failed';

/** The library's three tabs: layouts, elements (templates) and media, listed by the selected folder. */
export interface LibraryStore {
  $tab: ReadonlySignal<LibraryTab>;
  $layouts: ReadonlySignal<readonly Layout[]>;
  $templates: ReadonlySignal<readonly LibraryTemplate[]>;
  $media: ReadonlySignal<readonly MediaItem[]>;
  /** True while a tab loads; a failed load resets it. */
  $isLoading: ReadonlySignal<boolean>;
  $error: ReadonlySignal<ApiError | null>;
  /** The items of the selected folder (sub-folder, else folder); the root shows every item. */
  $visibleLayouts: ReadonlySignal<readonly Layout[]>;
  $visibleTemplates: ReadonlySignal<readonly LibraryTemplate[]>;
  $visibleMedia: ReadonlySignal<readonly MediaItem[]>;
  /** Shows a tab and loads it. */
  setTab(tab: LibraryTab): Promise<void>;
  /** Loads a tab's folders and items (the current tab by default). */
  load(tab?: LibraryTab): Promise<void>;
  /** The templates of one library layer kind; Rss, Instagram and Facebook come together (spec §7). */
  loadKind(kind: LibraryLayerKind): Promise<LibraryTemplate[]>;
  /** Moves an item (media by uuid) into a folder, or answers 'confirmCopy' (no call) for another owner's folder. */
  dropInto(kind: LibraryItemKind, itemId: Id | string, folderId: Id): Promise<DropResult>;
  /** Copies an item into a folder after the user confirmed; the copy keeps the item's name unless `name` is given. */
  copyInto(kind: LibraryItemKind, itemId: Id | string, folderId: Id, name?: string): Promise<boolean>;
  /** Deletes an item (media by uuid). */
  remove(kind: LibraryItemKind, itemId: Id | string): Promise<boolean>;
  /** Lists media that were just uploaded or added from a stock photo service. */
  addMedia(items: readonly MediaItem[]): void;
}

/** One file of an upload, with its own progress. */
export interface UploadEntry {
  id: string;
  fileName: string;
  size: number;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'done' | 'refused' | 'failed';
  /** Why it was refused or failed (a `dnd.*`, `media.*` or `errors.*` key), else null. */
  messageKey: string | null;
  /** The server's text for a server refusal or failure, else null. */
  text: string | null;
}

/** Dependencies of `createUploadStore`. */
export interface UploadStoreDeps {
  api: ApiClient;
  /** The stored items of each successful file (add them to the library's media). */
  onUploaded?: (items: MediaItem[]) => void;
}

/** Where an upload goes and what the drop target accepts. */
export interface UploadOptions {
  /** The library folder (null or -1: none). */
  folderId: Id | null;
  accept?: MediaAccept;
}

/** Media uploads, one request per file so each reports its own progress. */
export interface UploadStore {
  $uploads: ReadonlySignal<readonly UploadEntry[]>;
  /** Uploads files; refused ones (core `mediaRefusal`) are listed without any call. Resolves when all have answered. */
  upload(files: readonly File[], options: UploadOptions): Promise<void>;
  /** Removes one entry from the list. */
  dismiss(id: string): void;
  /** Removes every entry that is no longer uploading. */
  clearFinished(): void;
}

/** Dependencies of `createStockSearchStore`. */
export interface StockSearchStoreDeps {
  api: ApiClient;
  onError?: ErrorHandler;
}

/** What a search may set besides its text. */
export interface StockSearchOptions {
  orientation?: StockOrientation | null;
  /** 1-based; 1 by default. */
  page?: number;
}

/** Stock photo search on the image service (unsplash) or the stock-photo service (pixabay), with paging. */
export interface StockSearchStore {
  $provider: ReadonlySignal<StockProvider>;
  $query: ReadonlySignal<string>;
  $orientation: ReadonlySignal<StockOrientation | null>;
  /** 1-based page of the results shown. */
  $page: ReadonlySignal<number>;
  $totalPages: ReadonlySignal<number>;
  $results: ReadonlySignal<readonly StockPhoto[]>;
  $status: ReadonlySignal<'idle' | 'loading' | 'ready' | 'error'>;
  /** The failure's message key (`media.imageServiceError`, `dnd.pixabayError`...), or null. */
  $errorKey: ReadonlySignal<string | null>;
  $error: ReadonlySignal<ApiError | null>;
  /** Switches the service; a search already made runs again there from page 1. */
  setProvider(provider: StockProvider): Promise<void>;
  /** Searches (an empty text clears the results without a call); only the latest search's answer is shown. */
  search(query: string, options?: StockSearchOptions): Promise<void>;
  goToPage(page: number): Promise<void>;
  nextPage(): Promise<void>;
  previousPage(): Promise<void>;
  /** Stores a result as media in a folder (null: none); resolves the stored item, or null when it failed. */
  addToLibrary(photo: StockPhoto, folderId: Id | null): Promise<MediaItem | null>;
}

/** Dependencies of `createLayoutEditorStore`. */
export interface LayoutEditorStoreDeps {
  /** Where layouts are read and stored: `createApiLayoutRepository(api)`, `createMemoryLayoutRepository()` or yours. */
  repository: LayoutRepository;
  /** The id of this editor (the scene editor store's `clientId`); ours: 'layout-editor' by default. */
  clientId?: string;
  /** Timers (tests inject fakes); defaults to the global ones. */
  scheduler?: Scheduler;
  /** Clock in ms for the history's 200 ms debounce. */
  now?: () => number;
  onError?: ErrorHandler;
}

/** How the layout editor opens: a new layout of a size, a copy of a layout into a folder, or a layout to edit. */
export type LayoutEditorRequest =
  | { mode: 'create'; width: number; height: number; folderId?: Id | null }
  | { mode: 'copy'; layoutId: Id; folderId: Id | null }
  | { mode: 'edit'; layoutId: Id };

/** What a successful layout save answers: whether it was created, and the stored layout. */
export interface LayoutSaveResult {
  created: boolean;
  layout: Layout;
}

/** The layout editor: the scene editor store over the layout, plus the layout's own rules and calls. */
export interface LayoutEditorStore {
  /** Sections, geometry, selection, history, keep-ratio, zoom and tags of the layout (it is held as a scene). */
  editor: SceneEditorStore;
  /** The layout as edited now (name, sections and tags live from `editor`), or null before `open`. */
  $layout: ReadonlySignal<Layout | null>;
  /** True until the layout was stored once (its first save creates it). */
  $isNew: ReadonlySignal<boolean>;
  /** True while `open` reads the layout. */
  $isLoading: ReadonlySignal<boolean>;
  $isSaving: ReadonlySignal<boolean>;
  /** Set when the layout to edit or copy does not exist (404). */
  $notFound: ReadonlySignal<boolean>;
  $error: ReadonlySignal<ApiError | null>;
  /** Opens a new layout, a copy or a layout to edit; resolves false when it could not be read. */
  open(request: LayoutEditorRequest): Promise<boolean>;
  /** Renames the layout (trimmed; empty or unchanged names are ignored). */
  rename(name: string): void;
  /** Deletes a section; refused (false) while it is the last one (spec §4). */
  deleteSection(id: Id): boolean;
  /** Stores the layout: the repository's `createLayout` when new, else `updateLayout`; null when it failed. */
  save(): Promise<LayoutSaveResult | null>;
}
