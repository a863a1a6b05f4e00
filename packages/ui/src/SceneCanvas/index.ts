export { SceneCanvas } from './SceneCanvas';
export { GRID_COLOR } from './GridOverlay';
export { RESIZE_HANDLES } from './SectionBox';
export type { SceneCanvasProps } from './sceneCanvas.types';
