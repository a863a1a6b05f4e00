/** @screenplay/ui/library — the library's components: tabs, folder tree, media grid, uploads, stock photos and cards. */
export { LIBRARY_TABS, LibraryTabs } from './LibraryTabs/LibraryTabs';
export type { LibraryTabsProps } from './LibraryTabs/LibraryTabs';
export { FolderTree } from './FolderTree/FolderTree';
export type { FolderTreeProps } from './FolderTree/FolderTree';
export { MediaGrid } from './MediaGrid/MediaGrid';
export type { MediaGridProps } from './MediaGrid/MediaGrid';
export { formatFileSize } from './MediaGrid/formatFileSize';
export { UploadDropZone } from './UploadDropZone/UploadDropZone';
export type { UploadDropZoneProps, UploadView } from './UploadDropZone/UploadDropZone';
export { STOCK_ORIENTATIONS, STOCK_PROVIDERS, StockPhotoSearch } from './StockPhotoSearch/StockPhotoSearch';
export type { StockPhotoSearchProps, StockSearchStatus } from './StockPhotoSearch/StockPhotoSearch';
export { LayoutCard } from './LibraryCard/LayoutCard';
export type { LayoutCardLinks, LayoutCardProps } from './LibraryCard/LayoutCard';
export { TemplateCard } from './LibraryCard/TemplateCard';
export type { TemplateCardProps } from './LibraryCard/TemplateCard';
export { MoveMenu } from './MoveMenu/MoveMenu';
export type { MoveMenuProps } from './MoveMenu/MoveMenu';
export { LIBRARY_MESSAGE_IDS } from './library.messages';
