import { useText, useValue } from '@screenplay/hooks';
import type { ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { Button } from '../../Button/Button';
import { BackLink } from './BackLink';

/** Props of {@link ScheduleEditorHeader}. */
export interface ScheduleEditorHeaderProps {
  store: ScheduleEditorStore;
  title: string;
  /** Where Back and Cancel lead. */
  backHref: string;
  /** Back or Cancel was clicked (the whole editor asks before unsaved edits are dropped, then leaves). */
  onLeave?: () => void;
  /** Save was clicked. */
  onSave: () => void;
  /** Hides Save and the unsaved mark from a user who may not change the schedules. */
  isReadOnly?: boolean;
}

/**
 * The schedule editor's header: a way back, the title, whether there are unsaved edits, Cancel, and Save (busy
 * while saving, disabled with nothing to save; not offered read-only).
 */
export function ScheduleEditorHeader({
  store,
  title,
  backHref,
  onLeave,
  onSave,
  isReadOnly = false,
}: ScheduleEditorHeaderProps) {
  const t = useText();
  const isDirty = useValue(store.$isDirty);
  const isSaving = useValue(store.$isSaving);
  return (
    <header data-scope="schedule-page" data-part="header">
      <BackLink href={backHref} onClick={onLeave} part="back">
        {t('scheduleEditor.back')}
      </BackLink>
      <h2 data-part="title">{title}</h2>
      <div data-part="actions">
        {isDirty && !isReadOnly ? (
          <span data-part="dirty" role="status">
            {t('scheduleEditor.unsaved')}
          </span>
        ) : null}
        <BackLink href={backHref} onClick={onLeave} part="cancel">
          {t('scheduleEditor.cancel')}
        </BackLink>
        {isReadOnly ? null : (
          <Button type="button" variant="primary" isLoading={isSaving} disabled={!isDirty || isSaving} onClick={onSave}>
            {t('scheduleEditor.save')}
          </Button>
        )}
      </div>
    </header>
  );
}
