/** A screen's week view: the grid of what plays when, and why. */
export { WeekView } from './WeekView';
export type { WeekViewProps } from './WeekView';
export { WEEK_SCENE_COLORS, WeekBlockView } from './WeekBlockView';
export type { WeekBlockViewProps } from './WeekBlockView';
