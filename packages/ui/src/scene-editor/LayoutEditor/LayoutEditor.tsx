import { canDeleteLayoutSection } from '@screenplay/core/library';
import {
  useCanvasPan,
  useConfirmSectionDelete,
  useEditorFit,
  useEditorKeyboard,
  useLoader,
  useText,
  useValue,
  type PopupStore,
  type ToastStore,
} from '@screenplay/hooks';
import type { LayoutEditorRequest, LayoutEditorStore, LayoutSaveResult } from '@screenplay/hooks/library';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { EditorOverlays } from '../SceneEditor/EditorOverlays';
import { useEditorServices } from '../SceneEditor/useEditorServices';
import { SceneEditorToolbar, type SceneEditorView } from '../SceneEditorToolbar/SceneEditorToolbar';
import { SceneEditorWorkspace } from '../SceneEditorWorkspace/SceneEditorWorkspace';
import { LayoutProperties } from './LayoutProperties';

type LoadState = 'loading' | 'ready' | 'missing' | 'failed';

/** Props of {@link LayoutEditor}. */
export interface LayoutEditorProps {
  /** The layout editor store (`createLayoutEditorStore`); its `editor` is the scene editor store the parts share. */
  store: LayoutEditorStore;
  /** Which layout to open: a new one of a size, a copy, or an existing one. */
  request: LayoutEditorRequest;
  /** The host's popup store (it shows the popups); without it the editor shows its own confirmations. */
  popups?: PopupStore;
  /** The host's toast store (it shows the toasts); without it the editor shows its own. */
  toasts?: ToastStore;
  /** Shown above the title, e.g. the host's breadcrumbs to the layout's folder. */
  breadcrumbs?: ReactNode;
  /** Shown when the layout cannot be opened, e.g. the host's link back to its library. */
  back?: ReactNode;
  /** Why the last save failed, shown under the header until the next try (the host hears the store's errors). */
  saveError?: string | null;
  /** Called before each save (the host clears its last save error then). */
  onSaveStart?: () => void;
  /** Called when a save failed (the store reported why through its `onError`). */
  onSaveFailed?: () => void;
  /** Called after a successful save, e.g. to draw the thumbnail and leave the editor. */
  onSaved?: (saved: LayoutSaveResult) => void;
  className?: string;
}

/**
 * The layout editor (spec §2): title, save, name, tags, a preview showing width × height, the tool bar (3D view) and
 * the scene editor's section list, canvas and details (keep ratio). The last section cannot be deleted.
 * @example <LayoutEditor store={createLayoutEditorStore({ repository: createApiLayoutRepository(api) })} request={{ mode: 'create', width: 1920, height: 1080 }} />
 */
export function LayoutEditor({
  store,
  request,
  popups: givenPopups,
  toasts: givenToasts,
  breadcrumbs,
  back,
  saveError = null,
  onSaveStart,
  onSaveFailed,
  onSaved,
  className,
}: LayoutEditorProps) {
  const t = useText();
  const { popups, toasts, ownsPopups, ownsToasts } = useEditorServices(givenPopups, givenToasts);
  const editor = store.editor;
  const layout = useValue(store.$layout);
  const isNew = useValue(store.$isNew);
  const isSaving = useValue(store.$isSaving);
  const scene = useValue(editor.$scene);
  const sections = useValue(editor.$sections);
  const [view, setView] = useState<SceneEditorView>({ is3d: false, showContent: false });
  const { viewport, fitScale } = useEditorFit(editor);
  const pan = useCanvasPan(viewport);

  const opened = useLoader(
    async (): Promise<LoadState> =>
      (await store.open(request)) ? 'ready' : store.$notFound.peek() ? 'missing' : 'failed',
    [store, request],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the layout whenever another one (`request`) opens
  useEffect(() => () => editor.reset(), [editor, store, request]);
  const loadState: LoadState = opened.status === 'loading' ? 'loading' : (opened.data ?? 'failed');

  const showLastSection = useCallback(
    () => toasts.show({ type: 'INFO', messageKey: 'layoutEditor.lastSection' }),
    [toasts],
  );
  const removeSection = useCallback(
    (id: number) => store.deleteSection(id) || showLastSection(),
    [store, showLastSection],
  );
  const confirmDelete = useConfirmSectionDelete(popups, removeSection);
  useEditorKeyboard(editor, confirmDelete, showLastSection);

  const save = async () => {
    onSaveStart?.();
    const result = await store.save();
    if (!result) {
      onSaveFailed?.();
      return;
    }
    toasts.show({ type: 'INFO', messageKey: 'layoutEditor.saved' });
    onSaved?.(result);
  };
  const overlays = <EditorOverlays popups={ownsPopups ? popups : null} toasts={ownsToasts ? toasts : null} />;

  if (loadState === 'missing' || loadState === 'failed') {
    const retry = () => {
      editor.reset();
      opened.reload();
    };
    return (
      <LayoutUnavailable onRetry={loadState === 'failed' ? retry : undefined} back={back} className={className}>
        {overlays}
      </LayoutUnavailable>
    );
  }
  const isReady = loadState === 'ready' && layout !== null && scene !== null;
  const isCreating = isReady ? isNew : request.mode !== 'edit';
  const name = layout?.name ?? '';
  return (
    <div data-scope="layout-editor" data-part="root" className={className}>
      <header data-scope="layout-editor" data-part="header">
        {/* One trail (the way back) above a real title: the page names the layout once. */}
        <div data-part="heading">
          {breadcrumbs}
          <h2 data-part="title">
            {isCreating ? t('layoutEditor.newTitle') : t('layoutEditor.editNamedTitle', { name })}
          </h2>
        </div>
        <Button type="button" variant="primary" isLoading={isSaving} disabled={!isReady} onClick={() => void save()}>
          {t('layoutEditor.save')}
        </Button>
      </header>
      {saveError !== null ? (
        <p data-scope="layout-editor" data-part="error" role="alert">
          {[t('layoutEditor.saveFailed'), saveError].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <LayoutProperties store={store} />
      <SceneEditorToolbar
        store={editor}
        fitScale={fitScale}
        view={view}
        onViewChange={setView}
        hasContentPreview={false}
        pan={pan}
      />
      <SceneEditorWorkspace
        store={editor}
        viewport={viewport}
        isReady={isReady}
        canvasLabel={t('layoutEditor.canvas')}
        view={view}
        onDelete={confirmDelete}
        canDelete={canDeleteLayoutSection(sections)}
      />
      {overlays}
    </div>
  );
}

/** Props of {@link LayoutUnavailable}. */
export interface LayoutUnavailableProps {
  /** Offers another try (a failed load); without it the layout was not found. */
  onRetry?: () => void;
  /** The way back, e.g. the host's link to its library. */
  back?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A layout that cannot be shown: not found (no `onRetry`), or a failed load offering another try; with a way back. */
export function LayoutUnavailable({ onRetry, back, children, className }: LayoutUnavailableProps) {
  const t = useText();
  return (
    <section data-scope="layout-editor" data-part="missing" className={className}>
      <p role="alert">{t(onRetry ? 'layoutEditor.loadFailed' : 'layoutEditor.notFound')}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('layoutEditor.retry')}
        </Button>
      ) : null}
      {back}
      {children}
    </section>
  );
}
