import { DAYS } from '@screenplay/core/schedule';
import type { Day, DayPreset } from '@screenplay/core/schedule';
import { useText } from '@screenplay/hooks';
import type { MessageKey } from '@screenplay/core/messages';
import { useId } from 'react';
import { DAY_TEXTS } from './scheduleEditor.text';

/** The presets' buttons in the spec's order, with the spec's texts (accounts: All Week, Weekdays, Weekends). */
const PRESETS: readonly { preset: DayPreset; text: MessageKey }[] = [
  { preset: 'allWeek', text: 'schedule.allWeek' },
  { preset: 'weekdays', text: 'schedule.weekdays' },
  { preset: 'weekends', text: 'schedule.weekends' },
];

/** Props of {@link DayPicker}. */
export interface DayPickerProps {
  /** The group's accessible name ('Days', 'Days 2'). */
  label: string;
  selected: readonly Day[];
  onToggle: (day: Day) => void;
  /** Why a day's toggle is refused (the last remaining day), or null; a refused toggle stays focusable and says why. */
  refusalOf?: (day: Day) => string | null;
  /** The preset the selected days match (core's `presetOf`); with `onPreset` the preset buttons are shown. */
  preset?: DayPreset | null;
  onPreset?: (preset: DayPreset) => void;
  className?: string;
}

/**
 * Day presets (All Week, Weekdays, Weekends) and seven day toggles in week order, Monday first (spec:
 * days monday..sunday, kept in week order). Toggles are buttons named by the day's full name (its visible text), with `aria-pressed`, so Enter and Space
 * work and Tab reaches each; a refused toggle (the last remaining day) is `aria-disabled` with its reason
 * as its description, and clicking it does nothing.
 */
export function DayPicker({ label, selected, onToggle, refusalOf, preset, onPreset, className }: DayPickerProps) {
  const t = useText();
  const baseId = useId();
  const refusals = DAYS.map((day) => ({ day, refusal: refusalOf?.(day) ?? null }));
  return (
    <fieldset data-scope="day-picker" data-part="root" className={className}>
      <legend data-part="legend">{label}</legend>
      {onPreset ? (
        <fieldset data-part="presets">
          <legend data-part="presets-legend">{t('scheduleEditor.presets')}</legend>
          {PRESETS.map((one) => (
            <button
              key={one.preset}
              type="button"
              data-part="preset"
              aria-pressed={preset === one.preset}
              data-state={preset === one.preset ? 'on' : 'off'}
              onClick={() => onPreset(one.preset)}
            >
              {t(one.text)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div data-part="days">
        {refusals.map(({ day, refusal }) => {
          const isOn = selected.includes(day);
          const noteId = `${baseId}-${day}-note`;
          return (
            <button
              key={day}
              type="button"
              data-part="day"
              data-day={day}
              data-state={isOn ? 'on' : 'off'}
              aria-pressed={isOn}
              aria-disabled={refusal !== null || undefined}
              aria-describedby={refusal !== null ? noteId : undefined}
              onClick={() => {
                if (refusal === null) onToggle(day);
              }}
            >
              {t(DAY_TEXTS[day])}
            </button>
          );
        })}
      </div>
      {refusals.map(({ day, refusal }) =>
        refusal === null ? null : (
          <p key={day} id={`${baseId}-${day}-note`} data-part="note">
            {refusal}
          </p>
        ),
      )}
    </fieldset>
  );
}
