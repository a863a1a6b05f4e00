import { DAYS, isComplexEvent, presetOf, selectedDays, wallTime } from '@screenplay/core/schedule';
import type { Day, ScheduleEvent } from '@screenplay/core/schedule';
import { useText } from '@screenplay/hooks';
import { groupDayRefusal, lastSelectedDay } from '@screenplay/hooks/schedule';
import type { FieldProblems, ScheduleEditorStore } from '@screenplay/hooks/schedule';
import { useId } from 'react';
import { DateTimeInput } from '../../DateTimeInput/DateTimeInput';
import { DayPicker } from './DayPicker';
import { FieldError, invalidProps } from './FieldError';
import { TimeRangeList } from './TimeRangeList';
import { DAY_TEXTS, problemTexts } from './scheduleEditor.text';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An event's `from`/`till` as a date input's ISO value: a date as it is; a date-time (a new event starts now)
 * as its calendar day in `timeZone`; empty for anything else.
 */
export function dateValue(value: string | null, timeZone: string): string {
  if (value === null || value === '') return '';
  if (ISO_DATE.test(value)) return value;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const wall = wallTime(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Props of {@link EventEditor}. */
export interface EventEditorProps {
  store: ScheduleEditorStore;
  event: ScheduleEvent;
  /** The event's index in its schedule. */
  index: number;
  /** The event's field path (`schedules.0.events.1`), where its problems are found. */
  path: string;
  errors: FieldProblems;
  /** The zone a date-time `from` is shown in (the screen's). */
  timeZone: string;
  canRemove: boolean;
}

/**
 * One event: From and Till dates (Till empty: no end), the day presets and day toggles over all its day
 * groups, and each day group's time ranges; an event with more than one day group is complex (core's
 * `isComplexEvent`), and each group then picks its own days. Problems (core's, or the server's) sit next to
 * their fields.
 */
export function EventEditor({ store, event, index, path, errors, timeZone, canRemove }: EventEditorProps) {
  const t = useText();
  const baseId = useId();
  const number = index + 1;
  const problems = (field: string) => problemTexts(t, errors[`${path}${field}`]);
  const groups = event.daysSchedule;
  const isComplex = isComplexEvent(event);
  const lastDay = lastSelectedDay(groups);
  const allDays = selectedDays(groups);
  const canAddGroup = allDays.length < DAYS.length;
  const fromTexts = problems('.from');
  const tillTexts = problems('.till');
  const dayName = (day: Day) => t(DAY_TEXTS[day]);
  const headingId = `${baseId}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-scope="event-editor"
      data-part="root"
      data-state={isComplex ? 'complex' : 'simple'}
    >
      <header data-part="header">
        <h4 id={headingId}>{t('scheduleEditor.event', { number })}</h4>
        <button
          type="button"
          data-part="remove"
          aria-label={t('scheduleEditor.removeEvent', { number })}
          aria-disabled={!canRemove || undefined}
          aria-describedby={canRemove ? undefined : `${baseId}-last`}
          onClick={() => {
            if (canRemove) store.removeEvent(index);
          }}
        >
          {t('common.remove')}
        </button>
        {canRemove ? null : (
          <p id={`${baseId}-last`} hidden>
            {t('scheduleEditor.lastEvent')}
          </p>
        )}
      </header>
      <div data-part="dates">
        <div data-part="field">
          <label htmlFor={`${baseId}-from`}>{t('scheduleEditor.from')}</label>
          <DateTimeInput
            id={`${baseId}-from`}
            kind="date"
            value={dateValue(event.from, timeZone)}
            onChange={(value) => store.setFrom(index, value)}
            {...invalidProps(`${baseId}-from-error`, fromTexts)}
          />
          <FieldError id={`${baseId}-from-error`} texts={fromTexts} />
        </div>
        <div data-part="field">
          <label htmlFor={`${baseId}-till`}>{t('scheduleEditor.till')}</label>
          <DateTimeInput
            id={`${baseId}-till`}
            kind="date"
            value={dateValue(event.till, timeZone)}
            onChange={(value) => store.setTill(index, value || null)}
            {...invalidProps(`${baseId}-till-error`, tillTexts, `${baseId}-till-hint`)}
          />
          <p id={`${baseId}-till-hint`} data-part="hint">
            {t('scheduleEditor.tillHint')}
          </p>
          <FieldError id={`${baseId}-till-error`} texts={tillTexts} />
        </div>
      </div>
      <DayPicker
        label={t('scheduleEditor.days')}
        selected={allDays}
        preset={presetOf(groups)}
        onPreset={(preset) => store.applyPreset(index, preset)}
        onToggle={(day) => store.toggleDay(index, day)}
        refusalOf={(day) => (day === lastDay ? t('scheduleEditor.lastDay', { day: dayName(day) }) : null)}
      />
      <FieldError id={`${baseId}-days-error`} texts={problems('.daysSchedule')} />
      <p data-part="kind">{t(isComplex ? 'scheduleEditor.complexEvent' : 'scheduleEditor.simpleEvent')}</p>
      {groups.map((group, groupIndex) => {
        const groupPath = `.daysSchedule.${groupIndex}`;
        const groupNumber = groupIndex + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day group has no identity but its place
          <div key={groupIndex} data-part="group">
            {isComplex ? (
              <>
                <DayPicker
                  label={t('scheduleEditor.dayGroup', { number: groupNumber })}
                  selected={group.days}
                  onToggle={(day) => store.toggleGroupDay(index, groupIndex, day)}
                  refusalOf={(day) => {
                    const refusal = groupDayRefusal(groups, groupIndex, day);
                    if (!refusal) return null;
                    const owner = refusal.reason === 'lastOfGroup' ? groupNumber : refusal.group + 1;
                    return t('scheduleEditor.lastDayOfGroup', { day: dayName(day), number: owner });
                  }}
                />
                <button type="button" data-part="remove-group" onClick={() => store.removeDayGroup(index, groupIndex)}>
                  {t('scheduleEditor.removeDayGroup', { number: groupNumber })}
                </button>
              </>
            ) : null}
            <FieldError id={`${baseId}-${groupIndex}-days-error`} texts={problems(`${groupPath}.days`)} />
            <TimeRangeList
              label={isComplex ? `${t('scheduleEditor.timeRanges')} ${groupNumber}` : t('scheduleEditor.timeRanges')}
              ranges={group.timeRanges}
              onChange={(range, end, hour, minute) => store.setTime(index, groupIndex, range, end, hour, minute)}
              onAdd={() => store.addTimeRange(index, groupIndex)}
              onRemove={(range) => store.removeTimeRange(index, groupIndex, range)}
              problemsOf={(range) => problems(`${groupPath}.timeRanges.${range}`)}
              problems={problems(`${groupPath}.timeRanges`)}
            />
          </div>
        );
      })}
      <button
        type="button"
        data-part="add-group"
        aria-disabled={!canAddGroup || undefined}
        aria-describedby={canAddGroup ? undefined : `${baseId}-no-group`}
        onClick={() => store.addDayGroup(index)}
      >
        {t('scheduleEditor.addDayGroup')}
      </button>
      {canAddGroup ? null : (
        <p id={`${baseId}-no-group`} hidden>
          {t('scheduleEditor.addDayGroupNone')}
        </p>
      )}
    </section>
  );
}
