export { LayerEditorHeader } from './LayerEditorHeader';
export type { LayerEditorHeaderProps } from './LayerEditorHeader';
export { LayerEditorUnavailable } from './LayerEditorUnavailable';
export type { LayerEditorUnavailableProps } from './LayerEditorUnavailable';
export type { ConfirmLeave } from './useLeaveGuard';
