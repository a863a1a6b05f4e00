export { LayerEditor } from './LayerEditor';
export type { LayerEditorProps } from './LayerEditor';
export { LayerEditorWorkspace, canvasBackdrop } from './LayerEditorWorkspace';
export type { LayerEditorWorkspaceProps, LayerPropertiesData } from './LayerEditorWorkspace';
export { layerShortcut, runLayerShortcut, useLayerShortcuts } from './layerShortcuts';
export type { LayerRefusalHandler, LayerShortcut, ShortcutKeys } from './layerShortcuts';
export {
  failedLoadState,
  hasUnsavedWork,
  useDocumentField,
  useLayerDocument,
  useLayerSave,
  useUnsavedWork,
} from './useLayerDocument';
export type { LayerDocumentState } from './useLayerDocument';
