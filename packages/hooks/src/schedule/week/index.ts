/** A screen's week view: its week's blocks, scenes and reasons, fetched and kept current. */
export { WEEK_NOW_TICK_MS, useScreenWeek } from './useScreenWeek';
export type { ScreenWeek, ScreenWeekOptions, WeekScene } from './useScreenWeek';
