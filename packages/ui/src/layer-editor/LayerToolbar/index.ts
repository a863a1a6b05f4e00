export { LayerToolbar } from './LayerToolbar';
export type { LayerToolbarProps } from './LayerToolbar';
