/**
 * @screenplay/ui/layer-editor — the layer editor of playlist items and templates over a `createLayerEditorStore`
 * store: the canvas (`LayerCanvas`), the layer library (`LayerLibraryPanel`), the z-ordered layer list
 * (`LayerList`), the tools (`LayerToolbar`) and the selected layer's properties (`LayerProperties`); composed as the
 * work area (`LayerEditorWorkspace`), the header (`LayerEditorHeader`) and the whole editor (`LayerEditor`).
 */
export {
  LayerEditor,
  LayerEditorWorkspace,
  canvasBackdrop,
  failedLoadState,
  hasUnsavedWork,
  layerShortcut,
  runLayerShortcut,
  useDocumentField,
  useLayerDocument,
  useLayerSave,
  useLayerShortcuts,
  useUnsavedWork,
} from './LayerEditor';
export type {
  LayerDocumentState,
  LayerEditorProps,
  LayerEditorWorkspaceProps,
  LayerPropertiesData,
  LayerRefusalHandler,
  LayerShortcut,
  ShortcutKeys,
} from './LayerEditor';
export { LayerEditorHeader, LayerEditorUnavailable } from './LayerEditorHeader';
export type { ConfirmLeave, LayerEditorHeaderProps, LayerEditorUnavailableProps } from './LayerEditorHeader';
export { LayerCanvas } from './LayerCanvas';
export type { LayerCanvasProps } from './LayerCanvas';
export {
  LAYER_LIBRARY_ITEMS,
  LayerLibraryPanel,
  addLibraryItem,
  layerLibraryItems,
  libraryItem,
} from './LayerLibraryPanel';
export type {
  AddLibraryItemOptions,
  LayerLibraryItem,
  LayerLibraryItemId,
  LayerLibraryPanelProps,
} from './LayerLibraryPanel';
export { LayerList } from './LayerList';
export type { LayerListProps } from './LayerList';
export { LayerToolbar } from './LayerToolbar';
export type { LayerToolbarProps } from './LayerToolbar';
export { LayerProperties } from './LayerProperties';
export { BUILT_IN_LAYER_PANELS } from './LayerProperties/builtInPanels';
export type { FeedKind, LayerPropertiesProps, WeatherLocation } from './LayerProperties';
export type { ChooseSourceHandler, SourceLibraryKind } from './layerEditor.types';
export { layerSummary, useLayerName } from './internal/layerName';
export { layerEditorAnatomy } from './layerEditor.anatomy';
export { layerEditorPageAnatomy } from './layerEditorPage.anatomy';
