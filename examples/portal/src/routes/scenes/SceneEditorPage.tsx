import type { Id } from '@screenplay/core';
import {
  createApiSceneRepository,
  createSceneEditorStore,
  useLoader,
  useSession,
  useValue,
  useText,
} from '@screenplay/hooks';
import type { AnimationType, SceneRealtime, SceneRepository, ToastStore } from '@screenplay/hooks';
import { ContentArea, SceneEditor, type PlaylistLinks } from '@screenplay/ui/scene-editor';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { layerDataStores } from '../../app/layer-data/portalLayerData';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { createPortalRealtimeClient } from '../../app/realtimeClient';
import { saveSceneThumbnail } from '../../app/thumbnail/thumbnails';
import { toastError } from '../../app/toastError';
import { useMayOpen } from '../../app/useMayOpen';
import { playlistItemPath, sectionFromSearch } from '../../shared/playlistPaths';
import { useContentDrop } from './useContentDrop';

/** The playlist item's schedule editor (spec §2 route). */
const PLAYLIST_SCHEDULE_ROUTE = '/playlist_schedule/:sceneId/:sectionId/:playlistId';

/** A per-tab editor id (`user:<id>:<random>`): the server echoes it with realtime updates so this tab ignores its own. */
function newClientId(userId: number): string {
  return `user:${userId}:${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * `/scenes/edit_scene/:sceneId`: the kit's `SceneEditor` over the API, with the portal's links, realtime, layer
 * data, thumbnails and content tabs (`?sectionId=` selects a section when the scene opens).
 */
export default function SceneEditorPage({ params }: PageProps) {
  const t = useText();
  const { api, popups, toasts } = usePortal();
  const sceneId = Number(params.sceneId);
  const user = useValue(useSession().$user);
  const userId = user?.id ?? 0;
  const clientId = useMemo(() => newClientId(userId), [userId]);
  const repository = useMemo(() => createApiSceneRepository(api), [api]);
  const store = useMemo(
    () => createSceneEditorStore({ repository, clientId, onError: (error) => toastError(toasts, error) }),
    [repository, toasts, clientId],
  );
  const animationTypes = useAnimationTypes(repository, toasts);
  const connect = useCallback(() => createPortalRealtimeClient(api, clientId), [api, clientId]);
  // Built from the fields shown to others: a new user object with the same fields keeps the connection.
  const userName = user?.name;
  const userAvatar = user?.avatar ?? null;
  const realtime: SceneRealtime | undefined = useMemo(
    () => (userName === undefined ? undefined : { connect, user: { id: userId, name: userName, avatar: userAvatar } }),
    [connect, userId, userName, userAvatar],
  );
  const [, navigate] = useLocation();
  const mayOpen = useMayOpen();
  const mayScheduleItems = mayOpen(PLAYLIST_SCHEDULE_ROUTE);
  const playlistLinks: PlaylistLinks = useMemo(
    () => ({
      itemHref: (scene: Id, section: Id, item?: Id) => playlistItemPath(scene, section, item),
      scheduleHref: mayScheduleItems
        ? (scene: Id, section: Id, item: Id) => `/playlist_schedule/${scene}/${section}/${item}`
        : undefined,
      navigate,
    }),
    [navigate, mayScheduleItems],
  );
  // `?sectionId=` (the way back from the playlist item editor) selects that section once the scene is loaded.
  const initialSectionId = sectionFromSearch(useSearch());
  // The content tabs' lists and drops over the API (media, elements, stock photos, uploads).
  const content = useContentDrop(store);

  return (
    <SceneEditor
      store={store}
      sceneId={sceneId}
      initialSectionId={initialSectionId}
      popups={popups}
      toasts={toasts}
      animationTypes={animationTypes}
      layerData={layerDataStores(api)}
      realtime={realtime}
      playlistLinks={playlistLinks}
      back={
        <Link href="/scenes" data-part="back">
          {t('sceneEditor.back')}
        </Link>
      }
      // The card's thumbnail is drawn and sent in the background: the editor does not wait, a failure is only logged.
      onSaved={(scene) => void saveSceneThumbnail(api, scene)}
      renderContentArea={(workspace) => (
        <ContentArea store={store} source={content}>
          {workspace}
        </ContentArea>
      )}
    />
  );
}

const NO_ANIMATION_TYPES: readonly AnimationType[] = [];

/** The section animation types (`GET sections/animations/types`), loaded once per repository; empty until they arrive. */
function useAnimationTypes(repository: SceneRepository, toasts: ToastStore): readonly AnimationType[] {
  const loaded = useLoader(() => repository.animationTypes(), [repository], {
    onError: (reason) => toastError(toasts, reason),
  });
  return loaded.data ?? NO_ANIMATION_TYPES;
}
