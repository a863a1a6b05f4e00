import { canDeleteLayoutSection } from '@screenplay/core/library';
import { useLoader, useValue, type ApiError, useText } from '@screenplay/hooks';
import { createLayoutEditorStore, type LayoutEditorRequest } from '@screenplay/hooks/library';
import { Button, LayoutPreview, TagsEditor } from '@screenplay/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { saveLayoutThumbnail } from '../../app/thumbnail/thumbnails';
import { toastError } from '../../app/toastError';
import { EditorToolbar, type ViewOptions } from '../scenes/EditorToolbar';
import { EditorWorkspace } from '../scenes/EditorWorkspace';
import { NameField } from '../scenes/NameField';
import { useConfirmSectionDelete, useEditorKeyboard } from '@screenplay/hooks';
import { useCanvasPan } from '../scenes/useCanvasPan';
import { useEditorFit } from '@screenplay/hooks';
import { LayoutBreadcrumbs } from './LayoutBreadcrumbs';
import './layoutEditorHeader.css';

type LoadState = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * Leaves the editor after an update (spec: "when editing: updates and goes back"): the previous page of this tab,
 * or the library when the editor was the tab's first page.
 */
function goBack(navigate: (to: string) => void): void {
  if (window.history.length > 1) window.history.back();
  else navigate('/library');
}

/**
 * The layout editor (spec §2): back to the library, title, breadcrumbs, save, name, tags, a preview showing
 * width × height, the tool bar (3D view) and the scene editor's section list, canvas and details (keep ratio).
 */
export function LayoutEditor({ request }: { request: LayoutEditorRequest }) {
  const t = useText();
  const { api, popups, toasts } = usePortal();
  const [, navigate] = useLocation();
  // A failed save shows its reason under the header (it stays until the next try) instead of a passing toast.
  const isSavingRef = useRef(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const layoutStore = useMemo(
    () =>
      createLayoutEditorStore({
        api,
        onError: (error: ApiError) => {
          if (isSavingRef.current) setSaveError(error.text);
          else toastError(toasts, error);
        },
      }),
    [api, toasts],
  );
  const editor = layoutStore.editor;
  const layout = useValue(layoutStore.$layout);
  const isNew = useValue(layoutStore.$isNew);
  const isSaving = useValue(layoutStore.$isSaving);
  const scene = useValue(editor.$scene);
  const sections = useValue(editor.$sections);
  const tagSuggestions = useValue(editor.$tagSuggestions);
  const tagError = useValue(editor.$tagError);
  const [view, setView] = useState<ViewOptions>({ is3d: false, showContent: false });
  const { viewport, fitScale } = useEditorFit(editor);
  const pan = useCanvasPan(viewport);

  const opened = useLoader(
    async (): Promise<LoadState> =>
      (await layoutStore.open(request)) ? 'ready' : layoutStore.$notFound.peek() ? 'missing' : 'failed',
    [layoutStore, request],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the layout whenever another one (`request`) opens
  useEffect(() => () => editor.reset(), [editor, layoutStore, request]);
  const loadState: LoadState = opened.status === 'loading' ? 'loading' : (opened.data ?? 'failed');
  const retry = () => {
    editor.reset();
    opened.reload();
  };

  const showLastSection = useCallback(
    () => toasts.show({ type: 'INFO', messageKey: 'layoutEditor.lastSection' }),
    [toasts],
  );
  const removeSection = useCallback(
    (id: number) => layoutStore.deleteSection(id) || showLastSection(),
    [layoutStore, showLastSection],
  );
  const confirmDelete = useConfirmSectionDelete(popups, removeSection);
  useEditorKeyboard(editor, confirmDelete, showLastSection);

  const save = async () => {
    isSavingRef.current = true;
    setSaveError(null);
    const result = await layoutStore.save().finally(() => {
      isSavingRef.current = false;
    });
    if (!result) {
      setSaveError((current) => current ?? '');
      return;
    }
    toasts.show({ type: 'INFO', messageKey: 'layoutEditor.saved' });
    // The library card's thumbnail is drawn and sent in the background (a failure is only logged): no wait to leave.
    void saveLayoutThumbnail(api, result.layout);
    // spec: creating goes to /library; editing updates and goes back.
    if (result.created) navigate('/library');
    else goBack(navigate);
  };

  if (loadState === 'missing') return <LayoutUnavailable />;
  if (loadState === 'failed') return <LayoutUnavailable onRetry={retry} />;
  const isReady = loadState === 'ready' && layout !== null && scene !== null;
  const isCreating = isReady ? isNew : request.mode !== 'edit';
  const name = layout?.name ?? '';
  const folderId = layout?.folderIds[0] ?? (request.mode === 'edit' ? null : (request.folderId ?? null));
  return (
    <div data-scope="layout-editor" data-part="root">
      <header data-scope="layout-editor" data-part="header">
        {/* One trail (Library › its folders, the way back) above a real title: the page names the layout once. */}
        <div data-part="heading">
          <LayoutBreadcrumbs folderId={folderId} />
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
      <div data-scope="layout-editor" data-part="properties">
        <NameField name={name} onRename={(next) => layoutStore.rename(next)} label={t('layoutEditor.layoutName')} />
        <TagsEditor
          label={t('tags.label')}
          tags={scene?.tags ?? []}
          suggestions={tagSuggestions}
          error={tagError}
          onAdd={(tag) => editor.addTag(tag)}
          onRemove={(tag) => editor.removeTag(tag)}
          onSearch={(text) => editor.searchTags(text)}
        />
        {scene ? (
          <LayoutPreview
            width={scene.width}
            height={scene.height}
            sections={sections}
            label={t('layoutEditor.preview', { name })}
          />
        ) : null}
      </div>
      <EditorToolbar
        store={editor}
        fitScale={fitScale}
        view={view}
        onViewChange={setView}
        hasContentPreview={false}
        pan={pan}
      />
      <EditorWorkspace
        store={editor}
        viewport={viewport}
        isReady={isReady}
        canvasLabel={t('layoutEditor.canvas')}
        view={view}
        onDelete={confirmDelete}
        canDelete={canDeleteLayoutSection(sections)}
      />
    </div>
  );
}

/** A layout that cannot be shown: not found (no `onRetry`), or a failed load offering another try; with a way back. */
export function LayoutUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useText();
  return (
    <section data-scope="layout-editor" data-part="missing">
      <p role="alert">{t(onRetry ? 'layoutEditor.loadFailed' : 'layoutEditor.notFound')}</p>
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {t('layoutEditor.retry')}
        </Button>
      ) : null}
      <Link href="/library">{t('layoutEditor.back')}</Link>
    </section>
  );
}
