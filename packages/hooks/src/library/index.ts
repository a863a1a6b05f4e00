/** @screenplay/hooks/library — the library's stores: folders, tabs, uploads, stock photos and the layout editor. */
export { createFolderStore } from './createFolderStore';
export { FEED_LAYER_KINDS, TAB_ITEM_KINDS, createLibraryStore } from './createLibraryStore';
export { UPLOAD_FIELD, createUploadStore } from './createUploadStore';
export { IMAGE_SERVICE_ERROR_KEY, createStockSearchStore } from './createStockSearchStore';
export { LAYOUT_EDITOR_CLIENT_ID, createLayoutEditorStore } from './createLayoutEditorStore';
export { createApiLayoutRepository } from './createApiLayoutRepository';
export { createMemoryLayoutRepository } from './createMemoryLayoutRepository';
export type { MemoryLayoutRepositoryOptions } from './createMemoryLayoutRepository';
export type { LayoutRepository, LayoutRepositoryOp, LayoutUpdateInput } from './layoutRepository.types';
export type {
  DropResult,
  ErrorHandler,
  FolderStore,
  FolderStoreDeps,
  LayoutEditorRequest,
  LayoutEditorStore,
  LayoutEditorStoreDeps,
  LayoutSaveResult,
  LibraryStore,
  LibraryStoreDeps,
  StockSearchOptions,
  StockSearchStore,
  StockSearchStoreDeps,
  UploadEntry,
  UploadOptions,
  UploadStore,
  UploadStoreDeps,
} from './library.types';
