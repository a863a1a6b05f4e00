/** @screenplay/hooks/screens — the screens list's store and the screens calls of the portal (spec accounts §2, §4). */
export { createScreensStore, matchesScreenSearch, toggleScreenSelection } from './createScreensStore';
export type {
  ListedScreen,
  ScreenSelectionMode,
  ScreensStore,
  ScreensStoreDeps,
  StatusClock,
} from './createScreensStore';
export { defaultAssignment, screensCalls } from './screens.calls';
export type { SceneScheduleInput, ScreenScheduleInput, ScreensCalls } from './screens.calls';
export { screenDetailsCalls, tagForSave } from './screenDetails.calls';
export type { ScreenDetailsCalls } from './screenDetails.calls';
