import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every page receives: the route's decoded path parameters. */
export interface PageProps {
  params: Record<string, string>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * The pages that exist, keyed by the spec's route path (core's route table). A route of the table
 * with no page here is not offered: it follows the unknown-path rule, so nothing is faked. Pages
 * load lazily so the first load stays small.
 */
export const PAGES: Readonly<Record<string, Page>> = {
  '/': lazy(() => import('../routes/home/HomePage')),
  '/login': lazy(() => import('../routes/login/LoginPage')),
  '/auth/forget/:token/:email': lazy(() => import('../routes/auth/ResetPasswordPage')),
  '/auth/verify/:token/:email': lazy(() => import('../routes/auth/ResetPasswordPage')),
  '/auth/email/verify/:userId': lazy(() => import('../routes/auth/VerifyEmailPage')),
  '/user_settings': lazy(() => import('../routes/user-settings/UserSettingsPage')),
  '/scenes': lazy(() => import('../routes/scenes/ScenesPage')),
  '/scenes/create_scene': lazy(() => import('../routes/scenes/CreateScenePage')),
  '/scenes/edit_scene/:sceneId': lazy(() => import('../routes/scenes/SceneEditorPage')),
  '/scenes/preview/:sceneId/': lazy(() => import('../routes/scenes/ScenePreviewPage')),
  '/scenes/preview/controls/:uid/': lazy(() => import('../routes/scenes/PreviewControlsPage')),
  '/scenes/scene_details/:sceneId': lazy(() => import('../routes/scenes/SceneDetailsPage')),
  '/scenes/create_scene_from_layout/:layoutId': lazy(() => import('../routes/layouts/CreateSceneFromLayoutPage')),
  '/scenes/edit_playlist/:sceneId/:sectionId/:playlistId?': lazy(
    () => import('../routes/playlist/PlaylistItemEditorPage'),
  ),
  '/library': lazy(() => import('../routes/library/LibraryPage')),
  '/library/create_layout': lazy(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/create_layout/:layoutId': lazy(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/edit_layout/:layoutId': lazy(() => import('../routes/layouts/LayoutEditorPage')),
  '/library/edit_template/:templateId?': lazy(() => import('../routes/templates/TemplateEditorPage')),
};
