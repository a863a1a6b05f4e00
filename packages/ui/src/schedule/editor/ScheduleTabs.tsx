import { useText, useValue } from '@screenplay/hooks';
import type { ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { useId } from 'react';
import { useTabList } from '../../Tabs/useTabList';
import { EventEditor } from './EventEditor';
import { FieldError, invalidProps } from './FieldError';
import { problemTexts } from './scheduleEditor.text';

/** Props of {@link ScheduleTabs}. */
export interface ScheduleTabsProps {
  store: ScheduleEditorStore;
  /** The zone a date-time `from` is shown in (the screen's; the browser's when there is none). */
  timeZone: string;
  /** Shows the schedules without letting them change. */
  isReadOnly?: boolean;
  className?: string;
}

/**
 * The schedule editor's form: the named schedules being edited as tabs (ARIA tabs: arrows, Home and End move between them), with
 * 'Add schedule' when the target allows more than one; the selected schedule's name, its removal (refused
 * for the last: at least one schedule is required) and its events with 'Add event'.
 */
export function ScheduleTabs({ store, timeZone, isReadOnly = false, className }: ScheduleTabsProps) {
  const t = useText();
  const baseId = useId();
  const schedules = useValue(store.$schedules);
  const selected = useValue(store.$selected);
  const errors = useValue(store.$errors);
  const tabs = useTabList(
    schedules.map((schedule) => schedule.key),
    selected?.schedule.key ?? null,
    (key) => store.select(key),
    false,
  );
  const canRemove = schedules.length > 1 && store.canRemoveSchedule();

  const path = selected ? `schedules.${selected.index}` : 'schedules';
  const nameTexts = problemTexts(t, errors[`${path}.name`]);
  const eventsTexts = problemTexts(t, errors[`${path}.events`]);
  const listTexts = problemTexts(t, errors.schedules);
  return (
    <div data-scope="schedule-editor" data-part="root" className={className}>
      <fieldset data-part="fields" disabled={isReadOnly}>
        <legend data-part="legend">{t('scheduleEditor.schedules')}</legend>
        <div data-part="tabs-bar">
          <div role="tablist" {...tabs.listProps} aria-label={t('scheduleEditor.schedules')} data-part="tabs">
            {schedules.map((schedule, index) => {
              const hasProblems = Object.keys(errors).some((field) => field.startsWith(`schedules.${index}.`));
              return (
                <button
                  key={schedule.key}
                  {...tabs.tabProps(schedule.key)}
                  role="tab"
                  data-part="tab"
                  data-invalid={hasProblems || undefined}
                >
                  {schedule.name.trim() || t('scheduleEditor.unnamed')}
                </button>
              );
            })}
          </div>
          {store.canAddSchedules ? (
            <button type="button" data-part="add-schedule" onClick={() => store.addSchedule()}>
              {t('scheduleEditor.addSchedule')}
            </button>
          ) : null}
        </div>
        <FieldError id={`${baseId}-list-error`} texts={listTexts} />
        {selected ? (
          <div role="tabpanel" {...tabs.panelProps} data-part="panel">
            <div data-part="name-row">
              <div data-part="field">
                <label htmlFor={`${baseId}-name`}>{t('scheduleEditor.scheduleName')}</label>
                <input
                  id={`${baseId}-name`}
                  type="text"
                  value={selected.schedule.name}
                  onChange={(event) => store.renameSchedule(selected.schedule.key, event.currentTarget.value)}
                  {...invalidProps(`${baseId}-name-error`, nameTexts)}
                />
                <FieldError id={`${baseId}-name-error`} texts={nameTexts} />
              </div>
              {store.canAddSchedules ? (
                <>
                  <button
                    type="button"
                    data-part="remove-schedule"
                    aria-disabled={!canRemove || undefined}
                    aria-describedby={canRemove ? undefined : `${baseId}-last-schedule`}
                    onClick={() => {
                      if (canRemove) store.removeSchedule(selected.schedule.key);
                    }}
                  >
                    {t('scheduleEditor.removeSchedule', {
                      name: selected.schedule.name.trim() || t('scheduleEditor.unnamed'),
                    })}
                  </button>
                  {canRemove ? null : (
                    <p id={`${baseId}-last-schedule`} data-part="note">
                      {t('scheduleEditor.lastSchedule')}
                    </p>
                  )}
                </>
              ) : null}
            </div>
            <h3 data-part="events-title">{t('scheduleEditor.events')}</h3>
            <FieldError id={`${baseId}-events-error`} texts={eventsTexts} />
            {selected.schedule.events.map((event, index) => (
              <EventEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: an event has no identity but its place
                key={index}
                store={store}
                event={event}
                index={index}
                path={`${path}.events.${index}`}
                errors={errors}
                timeZone={timeZone}
                canRemove={selected.schedule.events.length > 1}
              />
            ))}
            <button type="button" data-part="add-event" onClick={() => store.addEvent()}>
              {t('scheduleEditor.addEvent')}
            </button>
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
