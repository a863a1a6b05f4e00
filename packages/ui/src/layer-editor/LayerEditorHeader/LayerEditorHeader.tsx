import { useText } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { ReactNode } from 'react';
import { LEAVE_GUARD_ATTRIBUTE } from '../../internal/useNavigationGuard';
import { useUnsavedWork } from '../LayerEditor/useLayerDocument';
import { type ConfirmLeave, useLeaveGuard } from './useLeaveGuard';

/** Props of {@link LayerEditorHeader}. */
export interface LayerEditorHeaderProps {
  editor: LayerEditorStore;
  /** Where 'back' goes (asking first when there are unsaved changes). */
  backHref: string;
  /** Navigates back (a router's `navigate(backHref)`); without it the link navigates the page. */
  onBack?: () => void;
  /** Asks before unsaved work is left ('Leave without saving?'); the browser's `confirm` when absent. */
  confirmLeave?: ConfirmLeave;
  backLabel: string;
  title: string;
  /** A line under the title saying where the document lives. */
  context?: string;
  /** Why the last save failed or was refused, shown under the header. */
  saveError: string | null;
  /** The document's fields and the save button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The header of a layer editor (playlist items, templates): the way back, the title with its context, whether
 * changes are saved, the document's fields and the save button; a failed or refused save is announced under it.
 */
export function LayerEditorHeader({
  editor,
  backHref,
  onBack,
  confirmLeave,
  backLabel,
  title,
  context,
  saveError,
  children,
  className,
}: LayerEditorHeaderProps) {
  const t = useText();
  const isDirty = useUnsavedWork(editor);
  const leave = useLeaveGuard(editor, backHref, onBack, confirmLeave, t('playlistEditor.leaveConfirm'));
  return (
    <>
      <header data-scope="layer-editor-page" data-part="header" className={className}>
        <a href={backHref} data-part="back" onClick={leave} {...{ [LEAVE_GUARD_ATTRIBUTE]: '' }}>
          {backLabel}
        </a>
        <div data-part="heading">
          <h2 data-part="title">{title}</h2>
          {context ? <p data-part="context">{context}</p> : null}
        </div>
        <p data-part="status" role="status" data-state={isDirty ? 'dirty' : 'saved'}>
          {t(isDirty ? 'playlistEditor.unsaved' : 'playlistEditor.allSaved')}
        </p>
        <div data-part="fields">{children}</div>
      </header>
      {saveError !== null ? (
        <p data-scope="layer-editor-page" data-part="error" role="alert">
          {saveError}
        </p>
      ) : null}
    </>
  );
}
