import type { MessageKey } from '@screenplay/core/messages';
import {
  CALENDAR_FORMATS,
  CLOCK_FORMATS,
  isKnownTimeZone,
  type CalendarFormat,
  type ClockFormat,
} from '@screenplay/core/widgets';
import { useEffect, useId, useState } from 'react';
import { DateTimeInput } from '../../DateTimeInput/DateTimeInput';
import { TextField } from '../../TextField/TextField';
import { CheckboxField, SelectField, TextInputField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps } from './layerProperties.types';

const CLOCK_FORMAT_LABELS: Record<ClockFormat, MessageKey> = {
  short: M.clockShort,
  medium: M.clockMedium,
  long: M.clockLong,
};
const CALENDAR_FORMAT_LABELS: Record<CalendarFormat, MessageKey> = { Long: M.calendarLong, short: M.calendarShort };

/** The IANA time zones the browser knows, offered as suggestions (none where it cannot list them). */
function timeZones(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/** A time zone typed by name: empty (the screen's own) or one the browser knows, else refused with a message. */
function TimeZoneField({ value, onCommit }: { value: string; onCommit: (timezone: string) => void }) {
  const t = useText();
  const listId = useId();
  const [text, setText] = useState(value);
  const [isUnknown, setUnknown] = useState(false);
  useEffect(() => {
    setText(value);
    setUnknown(false);
  }, [value]);
  const commit = () => {
    const zone = text.trim();
    const isValid = zone === '' || isKnownTimeZone(zone);
    setUnknown(!isValid);
    if (isValid && zone !== value) onCommit(zone);
  };
  return (
    <>
      <TextField
        label={t(M.timezone)}
        name="timezone"
        value={text}
        list={listId}
        description={t(M.timezoneHint)}
        error={isUnknown ? t(M.timezoneUnknown) : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <datalist id={listId}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}

/** A Clock layer's fields (spec §3 "clock"): locale, time zone, format. */
export function ClockProperties(props: PanelProps<'Clock'>) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  return (
    <>
      <TextInputField
        label={t(M.locale)}
        name="locale"
        value={c.locale}
        onCommit={(locale) => update({ locale: locale.trim() })}
      />
      <TimeZoneField value={c.timezone} onCommit={(timezone) => update({ timezone })} />
      <SelectField<ClockFormat>
        label={t(M.format)}
        value={c.format}
        options={CLOCK_FORMATS.map((format) => ({ value: format, label: t(CLOCK_FORMAT_LABELS[format]) }))}
        onChange={(format) => update({ format })}
      />
    </>
  );
}

/** A Calendar layer's fields (spec §3 "calendar"): locale, time zone, format (Long or short), weekday. */
export function CalendarProperties(props: PanelProps<'Calendar'>) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  return (
    <>
      <TextInputField
        label={t(M.locale)}
        name="locale"
        value={c.locale}
        onCommit={(locale) => update({ locale: locale.trim() })}
      />
      <TimeZoneField value={c.timezone} onCommit={(timezone) => update({ timezone })} />
      <SelectField<CalendarFormat>
        label={t(M.format)}
        value={c.format}
        options={CALENDAR_FORMATS.map((format) => ({ value: format, label: t(CALENDAR_FORMAT_LABELS[format]) }))}
        onChange={(format) => update({ format })}
      />
      <CheckboxField label={t(M.weekday)} checked={c.weekday} onChange={(weekday) => update({ weekday })} />
    </>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date-time as a date-and-time input's value in the browser's time zone ('' for none or an unreadable one). */
export function toLocalInput(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-and-time input's value (the browser's time zone) as an ISO date-time, null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** A Timer layer's fields: the moment it counts down to, and the locale it is written in. */
export function TimerProperties(props: PanelProps<'Timer'>) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  const id = useId();
  return (
    <>
      <div data-part="datetime-field">
        <label htmlFor={id}>{t(M.endsAt)}</label>
        <DateTimeInput
          id={id}
          kind="datetime"
          value={toLocalInput(c.endsAt)}
          onChange={(value) => update({ endsAt: fromLocalInput(value) })}
        />
      </div>
      <TextInputField
        label={t(M.locale)}
        name="locale"
        value={c.locale}
        onCommit={(locale) => update({ locale: locale.trim() })}
      />
    </>
  );
}
