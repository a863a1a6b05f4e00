import type { PageMap } from './pages';

/** The screens list, the add-screen wizard and the assignment dialogs' pages (spec accounts §2). */
export const SCREEN_PAGES: PageMap = {};
