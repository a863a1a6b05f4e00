import { lazyWithTimeout } from '@screenplay/hooks';
import type { PageMap } from './pages';

/** The screens list, the add-screen wizard and the assignment dialogs' pages (spec accounts §2). */
export const SCREEN_PAGES: PageMap = {
  '/screens': lazyWithTimeout(() => import('../routes/screens/ScreensPage')),
  '/screens/add_screen': lazyWithTimeout(() => import('../routes/screens/AddScreenPage')),
  '/screens/:screenId/assign_scenes': lazyWithTimeout(() => import('../routes/screens/AssignScenesPage')),
  '/scenes/:sceneId/assign_screen': lazyWithTimeout(() => import('../routes/screens/AssignScreensPage')),
};
