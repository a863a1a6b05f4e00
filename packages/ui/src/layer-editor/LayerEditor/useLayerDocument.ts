import { computed } from '@preact/signals-core';
import { ApiError, useLoader, useText, useValue } from '@screenplay/hooks';
import type { LayerDocument, LayerEditorStore, LayerSaveOptions } from '@screenplay/hooks/layers';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureText } from '../../internal/failureText';

/** Where opening a document stands: loading, ready, missing (unknown or foreign: 403/404) or failed (try again). */
export type LayerDocumentState = 'loading' | 'ready' | 'missing' | 'failed';

/** The state a failed load leaves: a 403 or 404 is a document that is not there for this user; the rest may pass. */
export function failedLoadState(error: unknown): 'missing' | 'failed' {
  return error instanceof ApiError && (error.status === 404 || error.status === 403) ? 'missing' : 'failed';
}

/**
 * Opens the editor's document with `open` (a load, or opening a new document) once per `key` and on `retry`,
 * and forgets it when the editor unmounts. `open` resolves false when it failed; the editor's `$error` says why.
 * @example const { state, retry } = useLayerDocument(editor, () => editor.load(itemId), String(itemId));
 */
export function useLayerDocument<D extends LayerDocument>(
  editor: LayerEditorStore<D>,
  open: () => Promise<boolean>,
  key: string,
): { state: LayerDocumentState; retry: () => void } {
  const opened = useLoader(
    async (): Promise<LayerDocumentState> => ((await open()) ? 'ready' : failedLoadState(editor.$error.peek())),
    // `open` is a new function on every render: `key` names what it opens.
    [editor, key],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the document whenever another one (`key`) opens
  useEffect(() => () => editor.reset(), [editor, key]);
  const { reload } = opened;
  const retry = useCallback(() => {
    editor.reset();
    reload();
  }, [editor, reload]);
  const state: LayerDocumentState = opened.status === 'loading' ? 'loading' : (opened.data ?? 'failed');
  return { state, retry };
}

/**
 * One field of the editor's document (null before it opens), re-rendering only when that field changes: a drag
 * replaces the document on every move, and the page around the canvas need not render then.
 * @example const duration = useDocumentField(editor, (document) => document.duration);
 */
export function useDocumentField<D extends LayerDocument, V extends string | number | boolean | null>(
  editor: Pick<LayerEditorStore<D>, '$document'>,
  read: (document: D) => V,
): V | null {
  // `read` is expected to be a plain accessor (callers pass a new arrow each render): the first one given is kept.
  const [firstRead] = useState(() => read);
  const $field = useMemo(
    () => computed(() => (editor.$document.value ? firstRead(editor.$document.value) : null)),
    [editor, firstRead],
  );
  return useValue($field);
}

/**
 * Saves the document: on success `onSaved` runs (the host leaves, say); a refusal (a template without layers) or a
 * failed call is kept as the text shown under the header until the next try.
 */
export function useLayerSave<D extends LayerDocument>(editor: LayerEditorStore<D>, onSaved?: (saved: D) => void) {
  const t = useText();
  const [saveError, setSaveError] = useState<string | null>(null);
  const isSaving = useValue(editor.$isSaving);
  /** `options.preview`: a template's new preview image, sent with the save. */
  const save = async (options?: LayerSaveOptions) => {
    setSaveError(null);
    if (await editor.save(options)) {
      const saved = editor.$document.peek();
      if (saved) onSaved?.(saved);
      return;
    }
    const error = editor.$error.peek();
    if (error) setSaveError(failureText(t, error));
  };
  return { save, saveError, isSaving };
}

/**
 * Whether leaving would lose work: the document differs from what is stored, except a new document that has no
 * layer yet (the store calls every new document dirty; nothing is lost by leaving an empty one).
 */
export function hasUnsavedWork(document: Pick<LayerDocument, 'id' | 'layers'> | null, isDirty: boolean): boolean {
  return isDirty && document !== null && !(document.id === null && document.layers.length === 0);
}

/** Whether the editor's document has unsaved work (see {@link hasUnsavedWork}), re-rendering only when that changes. */
export function useUnsavedWork(editor: Pick<LayerEditorStore, '$isDirty' | '$document'>): boolean {
  const $hasWork = useMemo(
    () => computed(() => hasUnsavedWork(editor.$document.value, editor.$isDirty.value)),
    [editor],
  );
  return useValue($hasWork);
}
