export type { Axis, Guide, SnapAxisIndex, SnapIndex, SnapIndexInput, SnapQuery, SnapResult } from './snap.types';
export { createSnapIndex } from './snap';
export { snapFullScan } from './snap.scan';
export {
  GRID_COLOR,
  GRID_SIZE,
  GUIDE_EPSILON,
  SNAP_MAX_GUIDES,
  SNAP_THRESHOLD_PX,
  createSnapResult,
  snapThreshold,
} from './snap.utils';
