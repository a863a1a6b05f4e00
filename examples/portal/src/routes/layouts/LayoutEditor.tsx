import { useValue, type ApiError, useText } from '@screenplay/hooks';
import {
  createApiLayoutRepository,
  createLayoutEditorStore,
  type LayoutEditorRequest,
} from '@screenplay/hooks/library';
import {
  LayoutEditor as KitLayoutEditor,
  LayoutUnavailable as KitLayoutUnavailable,
} from '@screenplay/ui/scene-editor';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { saveLayoutThumbnail } from '../../app/thumbnail/thumbnails';
import { toastError } from '../../app/toastError';
import { LayoutBreadcrumbs } from './LayoutBreadcrumbs';
import './layoutEditorHeader.css';

/**
 * Leaves the editor after an update (spec: "when editing: updates and goes back"): the previous page of this tab,
 * or the library when the editor was the tab's first page.
 */
function goBack(navigate: (to: string) => void): void {
  if (window.history.length > 1) window.history.back();
  else navigate('/library');
}

/**
 * The kit's layout editor over the API, with the portal's breadcrumbs, thumbnails and the way out after a save
 * (spec: creating goes to /library; editing updates and goes back).
 */
export function LayoutEditor({ request }: { request: LayoutEditorRequest }) {
  const { api, popups, toasts } = usePortal();
  const [, navigate] = useLocation();
  // A failed save shows its reason under the header (it stays until the next try) instead of a passing toast.
  const isSavingRef = useRef(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const store = useMemo(
    () =>
      createLayoutEditorStore({
        repository: createApiLayoutRepository(api),
        onError: (error: ApiError) => {
          if (isSavingRef.current) setSaveError(error.text);
          else toastError(toasts, error);
        },
      }),
    [api, toasts],
  );
  const layout = useValue(store.$layout);
  const folderId = layout?.folderIds[0] ?? (request.mode === 'edit' ? null : (request.folderId ?? null));
  return (
    <KitLayoutEditor
      store={store}
      request={request}
      popups={popups}
      toasts={toasts}
      breadcrumbs={<LayoutBreadcrumbs folderId={folderId} />}
      back={<BackToLibrary />}
      saveError={saveError}
      onSaveStart={() => {
        isSavingRef.current = true;
        setSaveError(null);
      }}
      onSaveFailed={() => {
        isSavingRef.current = false;
        // A save that failed without saying why still shows the failure.
        setSaveError((current) => current ?? '');
      }}
      onSaved={(result) => {
        isSavingRef.current = false;
        // The library card's thumbnail is drawn and sent in the background (a failure is only logged): no wait to leave.
        void saveLayoutThumbnail(api, result.layout);
        if (result.created) navigate('/library');
        else goBack(navigate);
      }}
    />
  );
}

/** A layout that cannot be shown (not found), with the way back to the library. */
export function LayoutUnavailable() {
  return <KitLayoutUnavailable back={<BackToLibrary />} />;
}

function BackToLibrary() {
  const t = useText();
  return <Link href="/library">{t('layoutEditor.back')}</Link>;
}
