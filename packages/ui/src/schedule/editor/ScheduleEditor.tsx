import type { MessageKey } from '@screenplay/core/messages';
import { useText, useValue } from '@screenplay/hooks';
import type { ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { type ReactNode, useRef, useState } from 'react';
import { failureText } from '../../internal/failureText';
import { LoadingIndicator } from '../../LoadingIndicator/LoadingIndicator';
import { ScheduleEditorHeader } from './ScheduleEditorHeader';
import { ScheduleTabs } from './ScheduleTabs';
import { ScheduleUnavailable } from './ScheduleUnavailable';
import { useUnsavedWarning } from './useUnsavedWarning';

/** Props of {@link ScheduleEditor}. */
export interface ScheduleEditorProps {
  /** The schedule editor store (`createScheduleEditorStore` or `useScheduleEditorStore` over a `ScheduleRepository`). */
  store: ScheduleEditorStore;
  title: string;
  /** What the schedules are for (the scene, the screens and their zones), under the header. */
  context?: ReactNode;
  /** The zone a date-time `from` is shown in (the screen's; the browser's when there is none). */
  timeZone: string;
  /** Shows the schedules without letting them change (no Save). */
  isReadOnly?: boolean;
  /** Shown after the editor (the portal: the screen's week with the edited schedules). */
  aside?: ReactNode;
  /** Where Back and Cancel lead. */
  backHref: string;
  /** Leaves the editor (Back, Cancel once agreed, a stored save): a router's navigation; else the link navigates. */
  onBack?: () => void;
  /** Asks before unsaved edits are dropped; resolves true to drop them. The browser's `confirm` when absent. */
  confirmDiscard?: () => Promise<boolean>;
  /** After a stored save (the portal shows a toast); then the editor leaves through `onBack` unless this returns false. */
  onSaved?: () => boolean | undefined;
  /** Warns before the tab closes with unsaved edits (default true). */
  warnBeforeUnload?: boolean;
  className?: string;
}

/**
 * The whole schedule editor over a schedule editor store: the header (a way back, the title, unsaved edits,
 * Cancel and Save), the context, the schedules as tabs with their events, and its states (loading, not found,
 * failed to load with 'Try again'). Leaving with unsaved edits asks first. A save that core's rules refuse says so
 * and moves focus to the first marked field; a failed request keeps every edit and says why. Rearrange it from its
 * parts: `ScheduleEditorHeader`, `ScheduleTabs` (or `EventEditor`, `DayPicker`, `TimeRangeList`), `ScheduleUnavailable`.
 * Needs `ScreenplayIntlProvider` above it.
 * @example
 * const store = useScheduleEditorStore({ repository: createMemoryScheduleRepository(), owner });
 * return store ? <ScheduleEditor store={store} title="Schedule of Welcome" timeZone="Europe/Oslo" backHref="/" /> : null;
 */
export function ScheduleEditor({
  store,
  title,
  context,
  timeZone,
  isReadOnly = false,
  aside,
  backHref,
  onBack,
  confirmDiscard,
  onSaved,
  warnBeforeUnload = true,
  className,
}: ScheduleEditorProps) {
  const t = useText();
  const root = useRef<HTMLDivElement>(null);
  const status = useValue(store.$status);
  const saveError = useValue(store.$saveError);
  const hasProblems = Object.keys(useValue(store.$errors)).length > 0;
  const [notice, setNotice] = useState<MessageKey | null>(null);
  useUnsavedWarning(store, warnBeforeUnload && !isReadOnly);

  const back = () => (onBack ? onBack() : window.location.assign(backHref));
  if (status === 'idle' || status === 'loading') return <LoadingIndicator />;
  if (status === 'missing' || status === 'failed')
    return <ScheduleUnavailable state={status} backHref={backHref} onBack={onBack} onRetry={() => void store.load()} />;

  /** Back or Cancel: unsaved edits are left only when the user says so. */
  const leave = async () => {
    if (store.$isDirty.peek() && !isReadOnly) {
      const ask = confirmDiscard ?? (async () => window.confirm(t('scheduleEditor.discardConfirm')));
      if (!(await ask())) return;
    }
    back();
  };

  const save = async () => {
    setNotice(null);
    const result = await store.save();
    if (result === 'invalid') {
      setNotice('scheduleEditor.invalid');
      root.current?.querySelector<HTMLElement>('[data-scope="schedule-editor"] [aria-invalid="true"]')?.focus();
    } else if (result === 'saved' && onSaved?.() !== false) back();
  };

  return (
    <div ref={root} data-scope="schedule-page" data-part="root" className={className}>
      <ScheduleEditorHeader
        store={store}
        title={title}
        backHref={backHref}
        onLeave={() => void leave()}
        onSave={() => void save()}
        isReadOnly={isReadOnly}
      />
      {context ? (
        <div data-scope="schedule-page" data-part="context">
          {context}
        </div>
      ) : null}
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
          {t('scheduleEditor.saveFailed', { details: failureText(t, saveError) })}
        </p>
      ) : null}
      <ScheduleTabs store={store} timeZone={timeZone} isReadOnly={isReadOnly} />
      {aside}
    </div>
  );
}
