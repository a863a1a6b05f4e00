export { LayerCanvas } from './LayerCanvas';
export type { LayerCanvasProps } from './layerCanvas.types';
