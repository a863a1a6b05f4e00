export { LayerLibraryPanel } from './LayerLibraryPanel';
export type { LayerLibraryPanelProps } from './LayerLibraryPanel';
export { LAYER_LIBRARY_ITEMS, addLibraryItem, libraryItem } from './libraryItems';
export type { AddLibraryItemOptions, LayerLibraryItem, LayerLibraryItemId } from './libraryItems';
