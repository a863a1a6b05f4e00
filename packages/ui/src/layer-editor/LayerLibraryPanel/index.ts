export { LayerLibraryPanel } from './LayerLibraryPanel';
export type { LayerLibraryPanelProps } from './LayerLibraryPanel';
export { LAYER_LIBRARY_ITEMS, addLibraryItem, layerLibraryItems, libraryItem } from './libraryItems';
export type { AddLibraryItemOptions, LayerLibraryItem, LayerLibraryItemId } from './libraryItems';
