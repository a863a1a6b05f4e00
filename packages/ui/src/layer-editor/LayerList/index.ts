export { LayerList } from './LayerList';
export type { LayerListProps } from './LayerList';
