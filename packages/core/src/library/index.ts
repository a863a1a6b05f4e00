/**
 * @screenplay/core/library — the rules of the library (folders, media, layouts) and the bodies its calls
 * send. A subpath of its own so that screens without the library do not load it.
 */
export type {
  Layout,
  LayoutInput,
  LibraryItemKind,
  LibraryLayerKind,
  LibraryTab,
  LibraryTemplate,
  MediaItem,
  MediaKind,
  StockOrientation,
  StockPhoto,
  StockProvider,
  StockSearchInput,
  StockSearchPage,
} from './library.types';
export type { FolderSelection, FolderTreeNode, LibraryFolderActions, MoveDecision } from './library.folders';
export {
  ROOT_SELECTION,
  canChangeFolderItem,
  descendantIds,
  folderItemMoveDecision,
  folderLevel,
  folderNameError,
  folderPath,
  folderTree,
  libraryFolderActions,
  moveDecision,
  renameValue,
  sceneFolderActions,
  selectFolder,
  selectionAfterCreate,
  selectionAfterDelete,
  sortFolders,
  targetFolderId,
} from './library.folders';
export { effectivePermissions } from './library.permissions';
export type { DragItemKind, DragPayload, MediaAccept, MediaRefusalKey } from './library.media';
export {
  ALLOWED_IMAGE_TYPES,
  ALLOWED_VIDEO_TYPES,
  DRAG_ITEM_KINDS,
  DRAG_MIME,
  IMAGE_TYPE_LABELS,
  SVG_XML_HEADER,
  decodeDragPayload,
  encodeDragPayload,
  mediaKindOf,
  mediaRefusal,
  sectionAccepts,
  withXmlHeader,
} from './library.media';
export {
  NEW_LAYOUT_ID,
  canDeleteLayoutSection,
  copyLayout,
  layoutInput,
  newLayout,
  sceneFolderForLayout,
} from './library.layouts';
export type {
  IdListBody,
  ItemCopyBody,
  ItemMoveBody,
  LayoutCreateBody,
  LayoutUpdateBody,
  LibraryFolderCreateBody,
  MediaCopyBody,
  MediaMoveBody,
  MediaSourceBody,
  SceneFromLayoutBody,
  StockSearchBody,
  TemplateFields,
  TemplateUpdateFields,
} from './library.schemas';
export {
  ID_LIST_MAX,
  LIBRARY_LAYER_KINDS,
  MEDIA_URL_MAX_LENGTH,
  STOCK_PAGE_MAX,
  STOCK_SEARCH_MAX_LENGTH,
  TEMPLATE_NEEDS_LAYER_MESSAGE,
  idListBodySchema,
  itemCopyBodySchema,
  itemMoveBodySchema,
  layoutCreateBodySchema,
  layoutUpdateBodySchema,
  libraryFolderCreateBodySchema,
  mediaCopyBodySchema,
  mediaMoveBodySchema,
  mediaSourceBodySchema,
  sceneFromLayoutBodySchema,
  stockSearchBodySchema,
  templateFieldsSchema,
  templateUpdateFieldsSchema,
} from './library.schemas';
