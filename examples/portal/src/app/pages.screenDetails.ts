import type { PageMap } from './pages';

/** The screen details and proof-of-play pages (spec accounts §2). */
export const SCREEN_DETAIL_PAGES: PageMap = {};
