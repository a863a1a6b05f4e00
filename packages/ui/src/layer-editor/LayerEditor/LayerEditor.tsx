import { useText } from '@screenplay/hooks';
import type { LayerDocument, LayerEditorStore, LayerSaveOptions } from '@screenplay/hooks/layers';
import { type ReactNode, useState } from 'react';
import { Button } from '../../Button/Button';
import { type LayerRegistry, LayerRegistryProvider } from '../../layers';
import { LoadingIndicator } from '../../LoadingIndicator/LoadingIndicator';
import { LayerEditorHeader, LayerEditorUnavailable } from '../LayerEditorHeader';
import type { ConfirmLeave } from '../LayerEditorHeader';
import { LayerEditorWorkspace, type LayerEditorWorkspaceProps } from './LayerEditorWorkspace';
import { useNavigationGuard } from '../../internal/useNavigationGuard';
import { hasUnsavedWork, useLayerDocument, useLayerSave } from './useLayerDocument';

/** Props of {@link LayerEditor}: the workspace's, plus the document, the header and the way back. */
export interface LayerEditorProps<D extends LayerDocument = LayerDocument>
  extends Omit<LayerEditorWorkspaceProps, 'editor' | 'canvasLabel' | 'className'> {
  /** The layer editor store (`createLayerEditorStore` over a `LayerRepository`). */
  editor: LayerEditorStore<D>;
  /** Which editor: its texts (title, back, save, not found) default to the playlist item's or the template's. */
  kind?: 'playlist' | 'template';
  /**
   * Opens the document: `editor.load(id)`, or `editor.open(newDocument)` then true; resolves false when it failed
   * (the editor's `$error` says why: 403/404 shows 'not found', anything else offers 'Try again').
   */
  open: () => Promise<boolean>;
  /** Names the document `open` opens: another key opens again. */
  documentKey?: string;
  /** The heading ('Item 2 in Hero', 'Edit element'). */
  title: string;
  /** A line under the title saying where the document lives. */
  context?: string;
  /** Where 'back' goes. */
  backHref: string;
  /** Navigates back (a router's `navigate(backHref)`); without it the link navigates the page. */
  onBack?: () => void;
  /** Asks before unsaved work is left; the browser's `confirm` when absent. */
  confirmLeave?: ConfirmLeave;
  /** Runs after a stored save with the stored document (the portal shows a toast and leaves). */
  onSaved?: (saved: D) => void;
  /** Runs before a save and gives its options (a template draws its preview); the button is busy meanwhile. */
  prepareSave?: (document: D) => Promise<LayerSaveOptions | undefined>;
  /** The document's own fields in the header, before the save button (a duration, a template's name and size). */
  fields?: ReactNode;
  canvasLabel?: string;
  /**
   * The layer types the editor lists, adds, draws and edits (`createLayerRegistry([...])`, tldraw's `shapeUtils`);
   * the nearest `LayerRegistryProvider`'s (the built-in types outside any) when absent.
   */
  layerTypes?: LayerRegistry;
  className?: string;
}

/**
 * The whole layer editor of a playlist item or a template over a layer editor store: it opens the document, then
 * shows the header (the way back, asking before unsaved work is left, the title, whether changes are saved, the
 * document's fields and Save) and the workspace (tools, layer library, canvas, layer list, properties). A document
 * that is not there, or failed to load, says so. Rearrange it from its parts: `LayerEditorHeader`,
 * `LayerEditorWorkspace` (or `LayerToolbar`, `LayerLibraryPanel`, `LayerCanvas`, `LayerList`, `LayerProperties`).
 * Needs `ScreenplayIntlProvider` above it.
 * @example
 * const editor = createLayerEditorStore({ repository: createMemoryLayerRepository([item]) });
 * <LayerEditor editor={editor} open={() => editor.load(item.id)} backHref="/" />
 */
export function LayerEditor<D extends LayerDocument>({ layerTypes, ...props }: LayerEditorProps<D>) {
  if (!layerTypes) return <Editor {...props} />;
  return (
    <LayerRegistryProvider registry={layerTypes}>
      <Editor {...props} />
    </LayerRegistryProvider>
  );
}

function Editor<D extends LayerDocument>({
  editor,
  kind = 'playlist',
  open,
  documentKey = '',
  title,
  context,
  backHref,
  onBack,
  confirmLeave,
  onSaved,
  prepareSave,
  fields,
  canvasLabel,
  className,
  ...workspace
}: Omit<LayerEditorProps<D>, 'layerTypes'>) {
  const t = useText();
  const { state, retry } = useLayerDocument(editor, open, documentKey);
  const { save, saveError, isSaving } = useLayerSave(editor, onSaved);
  // Unsaved work asks before any way out: a reload, another link of the page, the browser's back (issue 24).
  useNavigationGuard(
    () => hasUnsavedWork(editor.$document.peek(), editor.$isDirty.peek()),
    confirmLeave ?? (async () => window.confirm(t('playlistEditor.leaveConfirm'))),
  );
  const [isPreparing, setPreparing] = useState(false);
  const prefix = kind === 'playlist' ? 'playlistEditor' : 'templateEditor';
  const back = { backHref, ...(onBack ? { onBack } : {}) };

  if (state === 'missing') return <LayerEditorUnavailable kind={kind} {...back} />;
  if (state === 'failed') return <LayerEditorUnavailable kind={kind} {...back} onRetry={retry} />;

  const saveDocument = async () => {
    const document = editor.$document.peek();
    if (!document || isPreparing) return;
    if (!prepareSave) return save();
    setPreparing(true);
    const options = await prepareSave(document);
    setPreparing(false);
    await save(options);
  };
  const isBusy = isSaving || isPreparing;
  return (
    <div data-scope="layer-editor-page" data-part="root" className={className}>
      <LayerEditorHeader
        editor={editor}
        {...back}
        {...(confirmLeave ? { confirmLeave } : {})}
        backLabel={t(`${prefix}.back`)}
        title={title}
        {...(context ? { context } : {})}
        saveError={saveError}
      >
        {fields}
        <Button
          type="button"
          variant="primary"
          isLoading={isBusy}
          disabled={state !== 'ready' || isBusy}
          onClick={() => void saveDocument()}
        >
          {t(`${prefix}.save`)}
        </Button>
      </LayerEditorHeader>
      {state === 'ready' ? (
        <LayerEditorWorkspace editor={editor} canvasLabel={canvasLabel ?? t(`${prefix}.canvas`)} {...workspace} />
      ) : (
        <LoadingIndicator />
      )}
    </div>
  );
}
