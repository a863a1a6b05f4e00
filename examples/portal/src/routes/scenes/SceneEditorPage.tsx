import {
  createApiSceneRepository,
  createSceneEditorStore,
  useLoader,
  useSession,
  useValue,
  useText,
} from '@screenplay/hooks';
import type { AnimationType, SceneRepository, ToastStore } from '@screenplay/hooks';
import { AnimationMenu, Button, PresenceIndicator, RefreshNotice, TagsEditor } from '@screenplay/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { saveSceneThumbnail } from '../../app/thumbnail/thumbnails';
import { toastError } from '../../app/toastError';
import { EditorToolbar, type ViewOptions } from './EditorToolbar';
import { ContentDropArea } from './ContentDropArea';
import { EditorWorkspace } from './EditorWorkspace';
import { sectionFromSearch } from '../../shared/playlistPaths';
import { NameField } from './NameField';
import { PlaylistPanel } from './PlaylistPanel';
import { SaveStatus } from './SaveStatus';
import { SectionContent } from './SectionContent';
import { useCanvasPan } from './useCanvasPan';
import { useConfirmSectionDelete, useEditorKeyboard } from '@screenplay/hooks';
import { useEditorFit } from '@screenplay/hooks';
import { useSceneRealtime } from './useSceneRealtime';

/** A per-tab editor id (`user:<id>:<random>`): the server echoes it with realtime updates so this tab ignores its own. */
function newClientId(userId: number): string {
  return `user:${userId}:${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * `/scenes/edit_scene/:sceneId`: the scene editor — canvas, section list, section details, tools, and the selected
 * section's playlist (`?sectionId=` selects a section when the scene opens).
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
  useSceneRealtime(store, sceneId, clientId, user);
  const presence = useValue(store.$presence);
  const remoteUpdate = useValue(store.$remoteUpdate);
  // Issue 15: the canvas shows each section's content from the start; the toolbar's toggle turns it off.
  const [view, setView] = useState<ViewOptions>({ is3d: false, showContent: true });
  const { viewport, fitScale } = useEditorFit(store);
  const pan = useCanvasPan(viewport);
  // `?sectionId=` (the way back from the playlist item editor) selects that section once the scene is loaded.
  const initialSectionId = sectionFromSearch(useSearch());

  // The query only matters when the scene opens: it is left out so a later change does not reload the scene.
  const opened = useLoader(() => store.load(sceneId), [store, sceneId], {
    onData: (isLoaded) => {
      if (isLoaded && initialSectionId !== null) store.select(initialSectionId);
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the scene whenever another one (`sceneId`) opens
  useEffect(() => () => store.reset(), [store, sceneId]);
  const loadState = opened.status === 'loading' ? 'loading' : opened.data ? 'ready' : 'missing';

  const scene = useValue(store.$scene);
  const selected = useValue(store.$selected);
  const isBusy = useValue(store.$isLoading);
  const tagSuggestions = useValue(store.$tagSuggestions);
  const tagError = useValue(store.$tagError);

  const confirmDelete = useConfirmSectionDelete(popups, store.deleteSection);
  useEditorKeyboard(store, confirmDelete);

  const save = async () => {
    if (!(await store.save())) return;
    toasts.show({ type: 'INFO', messageKey: 'sceneEditor.saved' });
    // The card's thumbnail is drawn and sent in the background: the editor does not wait, a failure is only logged.
    const saved = store.$scene.peek();
    if (saved) void saveSceneThumbnail(api, saved);
  };
  const revertSection = async (id: number) => {
    const result = await popups.open({
      kind: 'confirm',
      messageKey: 'sceneEditor.revertSectionConfirm',
      confirmLabelKey: 'sceneEditor.revertSection',
    });
    if (result.action === 'confirm' && (await store.revertSection(id)))
      toasts.show({ type: 'INFO', messageKey: 'sceneEditor.sectionReverted' });
  };
  const cancel = async () => {
    const result = await popups.open({
      kind: 'confirm',
      messageKey: 'sceneEditor.cancelConfirm',
      confirmLabelKey: 'sceneEditor.cancel',
    });
    if (result.action === 'confirm' && (await store.cancel()))
      toasts.show({ type: 'INFO', messageKey: 'sceneEditor.cancelled' });
  };

  if (loadState === 'missing') {
    return (
      <section data-scope="scene-editor" data-part="missing">
        <p role="alert">{t('sceneEditor.notFound')}</p>
        <Link href="/scenes">{t('sceneEditor.back')}</Link>
      </section>
    );
  }
  return (
    <div data-scope="scene-editor" data-part="root">
      <header data-scope="scene-editor" data-part="header">
        <Link href="/scenes" data-part="back">
          {t('sceneEditor.back')}
        </Link>
        <NameField
          name={scene?.name ?? ''}
          onRename={(name) => store.renameScene(name)}
          label={t('sceneEditor.sceneName')}
        />
        <PresenceIndicator users={presence} />
        <SaveStatus store={store} />
        <Button type="button" variant="secondary" disabled={isBusy} onClick={() => void cancel()}>
          {t('sceneEditor.cancel')}
        </Button>
        <Button type="button" variant="primary" isLoading={isBusy} disabled={isBusy} onClick={() => void save()}>
          {t('sceneEditor.save')}
        </Button>
      </header>
      <TagsEditor
        label={t('tags.label')}
        tags={scene?.tags ?? []}
        suggestions={tagSuggestions}
        error={tagError}
        onAdd={(tag) => store.addTag(tag)}
        onRemove={(tag) => store.removeTag(tag)}
        onSearch={(text) => store.searchTags(text)}
      />
      {remoteUpdate ? (
        <RefreshNotice
          onRefresh={() => void store.acceptRemoteUpdate()}
          onDismiss={() => store.dismissRemoteUpdate()}
        />
      ) : null}
      <EditorToolbar store={store} fitScale={fitScale} view={view} onViewChange={setView} pan={pan} />
      <ContentDropArea store={store}>
        <EditorWorkspace
          store={store}
          viewport={viewport}
          isReady={loadState === 'ready'}
          canvasLabel={t('sceneEditor.canvas')}
          view={view}
          onDelete={confirmDelete}
          onRevert={(id) => void revertSection(id)}
          renderContent={(section) => <SectionContent section={section} />}
          animation={
            <AnimationMenu
              label={t('sceneEditor.animation')}
              types={animationTypes}
              value={selected ? (selected.animation ?? 'none') : null}
              onChange={(id) => store.setAnimation(id)}
            />
          }
        />
      </ContentDropArea>
      <PlaylistPanel store={store} sceneId={sceneId} />
    </div>
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
