import type { TimeRange } from '@screenplay/core/schedule';
import { useText } from '@screenplay/hooks';
import { useId } from 'react';
import { DateTimeInput } from '../../DateTimeInput/DateTimeInput';
import { FieldError, invalidProps } from './FieldError';

const pad = (value: number) => String(value).padStart(2, '0');

/** A range end as a time input's value ("09:05"); empty when it is not a time. */
export function timeValue(hour: number, minute: number): string {
  return Number.isInteger(hour) && Number.isInteger(minute) ? `${pad(hour)}:${pad(minute)}` : '';
}

/** Hours and minutes of a time input's value; NaN for an empty one (core reports it out of bounds). */
export function parseTime(value: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : { hour: Number.NaN, minute: Number.NaN };
}

/** Props of {@link TimeRangeList}. */
export interface TimeRangeListProps {
  ranges: readonly TimeRange[];
  /** The list's accessible name ('Time ranges'). */
  label: string;
  onChange: (range: number, end: 'from' | 'till', hour: number, minute: number) => void;
  onAdd: () => void;
  onRemove: (range: number) => void;
  /** The problem texts of one range. */
  problemsOf?: (range: number) => readonly string[];
  /** The problem texts of the list itself (no ranges). */
  problems?: readonly string[];
}

/**
 * A day group's time ranges: per range a From and a Till time (wall-clock in the screen's zone; Till
 * counts to the end of its minute, a Till before From runs past midnight) and a remove button that is
 * refused for the last range; an add button below.
 */
export function TimeRangeList({
  ranges,
  label,
  onChange,
  onAdd,
  onRemove,
  problemsOf,
  problems = [],
}: TimeRangeListProps) {
  const t = useText();
  const baseId = useId();
  const isLast = ranges.length <= 1;
  const lastNoteId = `${baseId}-last`;
  const hintId = `${baseId}-hint`;
  return (
    <fieldset data-scope="time-range-list" data-part="root">
      <legend data-part="legend">{label}</legend>
      <p id={hintId} data-part="hint">
        {t('scheduleEditor.rangeHint')}
      </p>
      <ol data-part="ranges">
        {ranges.map((range, index) => {
          const number = index + 1;
          const texts = problemsOf?.(index) ?? [];
          const errorId = `${baseId}-${index}-error`;
          const fromId = `${baseId}-${index}-from`;
          const tillId = `${baseId}-${index}-till`;
          const aria = invalidProps(errorId, texts, hintId);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity but its place in the list
            <li key={index} data-part="range">
              <fieldset data-part="range-fields">
                <legend>{t('scheduleEditor.timeRange', { number })}</legend>
                <label htmlFor={fromId}>{t('scheduleEditor.rangeFrom')}</label>
                <DateTimeInput
                  id={fromId}
                  kind="time"
                  value={timeValue(range.fromHour, range.fromMinute)}
                  onChange={(value) => {
                    const { hour, minute } = parseTime(value);
                    onChange(index, 'from', hour, minute);
                  }}
                  {...aria}
                />
                <label htmlFor={tillId}>{t('scheduleEditor.rangeTill')}</label>
                <DateTimeInput
                  id={tillId}
                  kind="time"
                  value={timeValue(range.tillHour, range.tillMinute)}
                  onChange={(value) => {
                    const { hour, minute } = parseTime(value);
                    onChange(index, 'till', hour, minute);
                  }}
                  {...aria}
                />
                <button
                  type="button"
                  data-part="remove"
                  aria-label={t('scheduleEditor.removeTimeRange', { number })}
                  aria-disabled={isLast || undefined}
                  aria-describedby={isLast ? lastNoteId : undefined}
                  onClick={() => {
                    if (!isLast) onRemove(index);
                  }}
                >
                  {t('common.remove')}
                </button>
              </fieldset>
              <FieldError id={errorId} texts={texts} />
            </li>
          );
        })}
      </ol>
      {isLast ? (
        <p id={lastNoteId} data-part="note" hidden>
          {t('scheduleEditor.lastTimeRange')}
        </p>
      ) : null}
      <FieldError id={`${baseId}-error`} texts={problems} />
      <button type="button" data-part="add" onClick={onAdd}>
        {t('scheduleEditor.addTimeRange')}
      </button>
    </fieldset>
  );
}
