import { createApiSceneRepository, createSceneEditorStore, useSession, useValue } from '@screenplay/hooks';
import type { AnimationType, SceneRepository, ToastStore } from '@screenplay/hooks';
import {
  AnimationMenu,
  Button,
  LoadingIndicator,
  PresenceIndicator,
  RefreshNotice,
  SceneCanvas,
  SectionDetails,
  SectionList,
  TagsEditor,
} from '@screenplay/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';
import { toastError } from '../../app/toastError';
import { EditorToolbar, type ViewOptions } from './EditorToolbar';
import { SaveStatus } from './SaveStatus';
import { useEditorKeyboard } from './useEditorKeyboard';
import { useFitScale } from './useFitScale';
import { useSceneRealtime } from './useSceneRealtime';

/** A per-tab editor id (`user:<id>:<random>`): the server echoes it with realtime updates so this tab ignores its own. */
function newClientId(userId: number): string {
  return `user:${userId}:${crypto.randomUUID().slice(0, 8)}`;
}

/** `/scenes/edit_scene/:sceneId`: the scene editor — canvas, section list, section details, tools. */
export default function SceneEditorPage({ params }: PageProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
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
  // The chosen animation per section is kept here, on the page: the spec gives sections no animation
  // field and the store has no API for it, so the choice lasts until the page is left (not saved).
  const [animations, setAnimations] = useState<Record<number, string>>({});
  useSceneRealtime(store, sceneId, clientId, user);
  const presence = useValue(store.$presence);
  const remoteUpdate = useValue(store.$remoteUpdate);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [view, setView] = useState<ViewOptions>({ is3d: false, showContent: false });
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let isCurrent = true;
    setLoadState('loading');
    store.load(sceneId).then((isLoaded) => isCurrent && setLoadState(isLoaded ? 'ready' : 'missing'));
    return () => {
      isCurrent = false;
      store.reset();
    };
  }, [store, sceneId]);

  const scene = useValue(store.$scene);
  const sections = useValue(store.$sections);
  const selectedId = useValue(store.$selectedId);
  const selected = useValue(store.$selected);
  const zoom = useValue(store.$zoom);
  const keepRatio = useValue(store.$keepRatio);
  // While the scene is saved, cancelled or reloaded the server's answer replaces the sections: no drags then.
  const isBusy = useValue(store.$isLoading);
  const isGridVisible = useValue(store.$isGridVisible);
  const isSnapEnabled = useValue(store.$isSnapEnabled);
  const tagSuggestions = useValue(store.$tagSuggestions);
  const tagError = useValue(store.$tagError);
  // A draft copy stands in for its saved parent: both show the parent's animation.
  const animationKey = selected ? (selected.parentId ?? selected.id) : null;
  const sceneSize = useMemo(() => (scene ? { width: scene.width, height: scene.height } : null), [scene?.width, scene?.height]);
  const measuredFit = useFitScale(viewport, sceneSize);
  const fitScale = measuredFit ?? 1;
  const hasFitted = useRef(false);
  useEffect(() => {
    // The scene opens fitted to the viewport once the viewport has been measured.
    if (sceneSize && !hasFitted.current && measuredFit !== null) {
      hasFitted.current = true;
      store.zoomTo('fit', measuredFit);
    }
  }, [store, sceneSize, measuredFit]);

  const confirmDelete = useCallback(
    (id: number) => {
      void popups
        .open({ kind: 'confirm', messageKey: 'sceneEditor.deleteSection', confirmLabelKey: 'common.delete' })
        .then((result) => result.action === 'confirm' && store.deleteSection(id));
    },
    [popups, store],
  );
  useEditorKeyboard(store, confirmDelete);

  const save = async () => {
    if (await store.save()) toasts.show({ type: 'INFO', messageKey: 'sceneEditor.saved' });
  };
  const cancel = async () => {
    const result = await popups.open({ kind: 'confirm', messageKey: 'sceneEditor.cancelConfirm', confirmLabelKey: 'sceneEditor.cancel' });
    if (result.action === 'confirm' && (await store.cancel())) toasts.show({ type: 'INFO', messageKey: 'sceneEditor.cancelled' });
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
        <SceneNameField name={scene?.name ?? ''} onRename={(name) => store.renameScene(name)} label={t('sceneEditor.sceneName')} />
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
        <RefreshNotice onRefresh={() => void store.acceptRemoteUpdate()} onDismiss={() => store.dismissRemoteUpdate()} />
      ) : null}
      <EditorToolbar store={store} fitScale={fitScale} view={view} onViewChange={setView} />
      <div data-scope="scene-editor" data-part="workspace">
        <SectionList
          sections={sections}
          selectedId={selectedId}
          onSelect={(id) => store.select(id)}
          onAdd={() => store.addSection()}
          onDuplicate={(id) => store.duplicateSection(id)}
          onDelete={confirmDelete}
          onToggleHidden={(id) => {
            const section = sections.find((s) => s.id === id);
            if (section?.hidden) store.show(id);
            else store.hide(id);
          }}
          onReorder={(from, to) => store.reorder(from, to)}
        />
        <div ref={viewport} data-scope="scene-editor" data-part="viewport">
          {loadState === 'loading' || !scene ? (
            <LoadingIndicator />
          ) : (
            <SceneCanvas
              label={t('sceneEditor.canvas')}
              scene={scene}
              sections={sections.filter((section) => !section.hidden)}
              selectedId={selectedId}
              onSelect={(id) => store.select(id)}
              onGeometryChange={(id, rect) => {
                store.beginGesture(id);
                store.updateGesture(rect);
                store.endGesture();
              }}
              onNudge={(id, dx, dy) => store.nudge(id, { dx, dy })}
              zoom={zoom}
              isLocked={isBusy}
              isGridVisible={isGridVisible}
              isSnapEnabled={isSnapEnabled}
              keepRatio={keepRatio}
              is3d={view.is3d}
              showContent={view.showContent}
              renderContent={(section) => `${section.name} · ${section.playlistItems.length}`}
            />
          )}
        </div>
        <SectionDetails
          section={selected}
          scene={scene ?? { width: 1, height: 1 }}
          keepRatio={keepRatio}
          onGeometryChange={(geometry) => selectedId !== null && store.setGeometry(selectedId, geometry)}
          onRename={(name) => selectedId !== null && store.rename(selectedId, name)}
          onBackgroundChange={(color, opacity) => store.setBackground(color, opacity)}
          onToggleKeepRatio={() => store.toggleKeepRatio()}
          animation={
            <AnimationMenu
              label={t('sceneEditor.animation')}
              types={animationTypes}
              value={animationKey === null ? null : (animations[animationKey] ?? null)}
              onChange={(id) => animationKey !== null && setAnimations((current) => ({ ...current, [animationKey]: id }))}
            />
          }
        />
      </div>
    </div>
  );
}

/** The section animation types (`GET sections/animations/types`), loaded once per repository; empty until they arrive. */
function useAnimationTypes(repository: SceneRepository, toasts: ToastStore): readonly AnimationType[] {
  const [types, setTypes] = useState<readonly AnimationType[]>([]);
  useEffect(() => {
    let isCurrent = true;
    repository.animationTypes().then(
      (loaded) => isCurrent && setTypes(loaded),
      (reason: unknown) => isCurrent && toastError(toasts, reason),
    );
    return () => {
      isCurrent = false;
    };
  }, [repository, toasts]);
  return types;
}

/** The scene's name, renamed on blur or Enter (empty or unchanged values are ignored). */
function SceneNameField({ name, onRename, label }: { name: string; onRename: (name: string) => void; label: string }) {
  const [value, setValue] = useState(name);
  useEffect(() => setValue(name), [name]);
  const commit = () => {
    const trimmed = value.trim();
    if (trimmed && trimmed !== name) onRename(trimmed);
    else setValue(name);
  };
  return (
    <input
      data-part="scene-name"
      aria-label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}
