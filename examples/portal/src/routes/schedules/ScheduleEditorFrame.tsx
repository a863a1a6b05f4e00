import { useText, useValue } from '@screenplay/hooks';
import type { MessageKey } from '@screenplay/core/messages';
import type { ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { ScheduleEditor } from '@screenplay/ui/schedule';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { ScheduleUnavailable } from './ScheduleUnavailable';
import { useUnsavedWarning } from './useScheduleEditor';
import './schedules.css';

/** Props of {@link ScheduleEditorFrame}. */
export interface ScheduleEditorFrameProps {
  store: ScheduleEditorStore;
  title: string;
  /** What the schedule is for: the scene, the screens and their zones. */
  context: ReactNode;
  /** Where Cancel and a finished save lead when this tab has no page to go back to. */
  fallback: string;
  /** The zone a date-time start is shown in. */
  timeZone: string;
  isReadOnly: boolean;
  /** Shown after the editor (the screen's week with the edited schedules, on a one-screen page). */
  aside?: ReactNode;
}

/** The part of the Navigation API that tells whether the previous entry is this document's (not in every browser, nor in lib.dom). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { sameDocument: boolean }[];
}

/** Whether the tab's previous page is a page of the portal in this document (going back then keeps the toast). */
function canGoBackInApp(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  return index > 0 && navigation?.entries()[index - 1]?.sameDocument === true;
}

/** Leaves the editor: back to the portal page the user came from, else to `fallback`. */
function goBack(navigate: (to: string) => void, fallback: string): void {
  if (canGoBackInApp()) window.history.back();
  else navigate(fallback);
}

/**
 * The schedule pages' frame: a way back, the title and context, Save (disabled while saving or with
 * nothing to save; not offered to a user who may not change the schedule), the editor, and its states
 * (loading, not found, failed to load). A save that core's rules refuse says so and moves focus to the
 * first marked field; a failed request keeps every edit and says why; a stored one shows a toast and goes back.
 */
export function ScheduleEditorFrame({
  store,
  title,
  context,
  fallback,
  timeZone,
  isReadOnly,
  aside,
}: ScheduleEditorFrameProps) {
  const t = useText();
  const intl = useIntl();
  const { toasts, popups } = usePortal();
  const [, navigate] = useLocation();
  const status = useValue(store.$status);
  const isDirty = useValue(store.$isDirty);
  const isSaving = useValue(store.$isSaving);
  const saveError = useValue(store.$saveError);
  const hasProblems = Object.keys(useValue(store.$errors)).length > 0;
  const [notice, setNotice] = useState<MessageKey | null>(null);
  useUnsavedWarning(store);

  if (status === 'idle' || status === 'loading') return <LoadingIndicator />;
  if (status === 'missing' || status === 'failed')
    return <ScheduleUnavailable state={status} back={fallback} onRetry={() => void store.load()} />;

  /** Back or Cancel: unsaved edits are left only when the user says so. */
  const leave = async () => {
    if (store.$isDirty.peek() && !isReadOnly) {
      const answer = await popups.open({
        kind: 'confirm',
        messageKey: 'scheduleEditor.discardConfirm',
        confirmLabelKey: 'scheduleEditor.discard',
      });
      if (answer.action !== 'confirm') return;
    }
    goBack(navigate, fallback);
  };

  const save = async () => {
    setNotice(null);
    const result = await store.save();
    if (result === 'invalid') {
      setNotice('scheduleEditor.invalid');
      document.querySelector<HTMLElement>('[data-scope="schedule-editor"] [aria-invalid="true"]')?.focus();
    } else if (result === 'saved') {
      toasts.show({ type: 'INFO', messageKey: 'scheduleEditor.saved' });
      goBack(navigate, fallback);
    }
  };

  return (
    <div data-scope="schedule-page" data-part="root">
      <header data-scope="schedule-page" data-part="header">
        <a
          href={fallback}
          data-part="back"
          onClick={(event) => {
            event.preventDefault();
            void leave();
          }}
        >
          {t('scheduleEditor.back')}
        </a>
        <h2 data-part="title">{title}</h2>
        <div data-part="actions">
          {isDirty && !isReadOnly ? (
            <span data-part="dirty" role="status">
              {t('scheduleEditor.unsaved')}
            </span>
          ) : null}
          <a
            href={fallback}
            data-part="cancel"
            onClick={(event) => {
              event.preventDefault();
              void leave();
            }}
          >
            {t('scheduleEditor.cancel')}
          </a>
          {isReadOnly ? null : (
            <Button
              type="button"
              variant="primary"
              isLoading={isSaving}
              disabled={!isDirty || isSaving}
              onClick={() => void save()}
            >
              {t('scheduleEditor.save')}
            </Button>
          )}
        </div>
      </header>
      <div data-scope="schedule-page" data-part="context">
        {context}
      </div>
      {isReadOnly ? (
        <p data-scope="schedule-page" data-part="read-only" role="status">
          {t('scheduleEditor.readOnly')}
        </p>
      ) : null}
      {notice && hasProblems ? (
        <p data-scope="schedule-page" data-part="notice" role="alert">
          {t(notice)}
        </p>
      ) : null}
      {saveError ? (
        <p data-scope="schedule-page" data-part="save-error" role="alert">
          {t('scheduleEditor.saveFailed', { details: errorMessage(intl, saveError) })}
        </p>
      ) : null}
      <ScheduleEditor store={store} timeZone={timeZone} isReadOnly={isReadOnly} />
      {aside}
    </div>
  );
}
