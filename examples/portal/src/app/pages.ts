import { lazyWithTimeout } from '@screenplay/hooks';
import type { ComponentType, LazyExoticComponent } from 'react';
import { BILLING_PAGES } from './pages.billing';
import { CUSTOMER_PAGES } from './pages.customers';
import { RESELLER_PAGES } from './pages.resellers';
import { SCHEDULE_PAGES } from './pages.schedules';
import { SCREEN_DETAIL_PAGES } from './pages.screenDetails';
import { SCREEN_PAGES } from './pages.screens';
import { SETTINGS_PAGES } from './pages.settings';
import { SOCIAL_PAGES } from './pages.social';
import { WORKGROUP_PAGES } from './pages.workgroups';

/**
 * The editor pages, by the spec's route path: each wants the window's width for its canvas, so on a laptop the side
 * navigation folds to its icons while one is open (the user can unfold it).
 */
export const EDITOR_PAGES: ReadonlySet<string> = new Set([
  '/scenes/edit_scene/:sceneId',
  '/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?',
  '/library/create_layout',
  '/library/create_layout/:layoutId',
  '/library/edit_layout/:layoutId',
]);

/** What every page receives: the route's decoded path parameters. */
export interface PageProps {
  params: Record<string, string>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/** Pages keyed by the spec's route path. */
export type PageMap = Readonly<Record<string, Page>>;

/**
 * The pages that exist, keyed by the spec's route path (core's route table). A route of the table
 * with no page here is not offered: it follows the unknown-path rule, so nothing is faked. Pages
 * load lazily so the first load stays small, and a page that has not arrived after 120000 ms (spec) shows
 * the error page.
 */
export const PAGES: PageMap = {
  ...SCREEN_PAGES,
  ...SCREEN_DETAIL_PAGES,
  ...SCHEDULE_PAGES,
  ...WORKGROUP_PAGES,
  ...CUSTOMER_PAGES,
  ...RESELLER_PAGES,
  ...SETTINGS_PAGES,
  ...BILLING_PAGES,
  ...SOCIAL_PAGES,
  '/': lazyWithTimeout(() => import('../routes/home/HomePage')),
  '/login': lazyWithTimeout(() => import('../routes/login/LoginPage')),
  '/auth/forget/:token/:email': lazyWithTimeout(() => import('../routes/auth/ResetPasswordPage')),
  '/auth/verify/:token/:email': lazyWithTimeout(() => import('../routes/auth/ResetPasswordPage')),
  '/auth/email/verify/:userId': lazyWithTimeout(() => import('../routes/auth/VerifyEmailPage')),
  '/user_settings': lazyWithTimeout(() => import('../routes/user-settings/UserSettingsPage')),
  '/scenes': lazyWithTimeout(() => import('../routes/scenes/ScenesPage')),
  '/scenes/create_scene': lazyWithTimeout(() => import('../routes/scenes/CreateScenePage')),
  '/scenes/edit_scene/:sceneId': lazyWithTimeout(() => import('../routes/scenes/SceneEditorPage')),
  '/scenes/preview/:sceneId/': lazyWithTimeout(() => import('../routes/scenes/ScenePreviewPage')),
  '/scenes/preview/controls/:uid/': lazyWithTimeout(() => import('../routes/scenes/PreviewControlsPage')),
  '/scenes/scene_details/:sceneId': lazyWithTimeout(() => import('../routes/scenes/SceneDetailsPage')),
  '/scenes/create_scene_from_layout/:layoutId': lazyWithTimeout(
    () => import('../routes/layouts/CreateSceneFromLayoutPage'),
  ),
  '/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?': lazyWithTimeout(
    () => import('../routes/playlist/PlaylistItemEditorPage'),
  ),
  '/library': lazyWithTimeout(() => import('../routes/library/LibraryPage')),
  '/library/create_layout': lazyWithTimeout(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/create_layout/:layoutId': lazyWithTimeout(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/edit_layout/:layoutId': lazyWithTimeout(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/edit_template/:templateId?': lazyWithTimeout(() => import('../routes/templates/TemplateEditorPage')),
};

/** Whether the portal has a page for a route path: navigation and links lead only to pages that exist. */
export function hasPage(path: string): boolean {
  return Object.hasOwn(PAGES, path);
}
