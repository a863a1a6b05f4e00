import {
  dateTimePattern,
  formatDateTimeValue,
  parseDateTimeValue,
  stepDateTimeValue,
  type DateTimeKind,
} from '@screenplay/core';
import type { MessageKey } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'placeholder'
>;

/** Props of {@link DateTimeInput}: native input attributes (`id`, `name`, `required`, `aria-*`) go to the input. */
export interface DateTimeInputProps extends NativeInputProps {
  /** A day (`2026-11-27`), a time of day (`09:00`) or both (`2026-11-27T09:00`). */
  kind: DateTimeKind;
  /** The ISO value (as HTML's date and time inputs hold it), '' for none. */
  value: string;
  /** Called with the ISO value whenever the text reads as one, and with '' when it is cleared; never with invalid text. */
  onChange: (value: string) => void;
}

const HINT_KEYS: Record<DateTimeKind, MessageKey> = {
  date: 'dateTime.dateHint',
  time: 'dateTime.timeHint',
  datetime: 'dateTime.dateTimeHint',
};
const INVALID_KEYS: Record<DateTimeKind, MessageKey> = {
  date: 'dateTime.invalidDate',
  time: 'dateTime.invalidTime',
  datetime: 'dateTime.invalidDateTime',
};
/** Where the time starts in `dd/mm/yyyy hh:mm`: a caret before it steps days, after it minutes. */
const DATE_TEXT_LENGTH = 'dd/mm/yyyy'.length;

/**
 * The one date and time input of the kit (issue 24): a text field that writes and reads en-GB, day first
 * (27/11/2026) and on the 24-hour clock (09:00), whatever the browser's locale — a native `<input type="date">`
 * follows the browser's. The caller labels it (`<label htmlFor>` or `aria-label`); the expected pattern is its
 * description and placeholder. Text that is no date or time is kept as typed, marked invalid with a message once
 * the field is left, and not passed on. ArrowUp/ArrowDown step a day or a minute (in a date and time, the part
 * the caret is in).
 * @example
 * <label htmlFor="from">From</label>
 * <DateTimeInput id="from" kind="date" value={from} onChange={setFrom} />
 */
export function DateTimeInput({ kind, value, onChange, className, onBlur, onKeyDown, ...native }: DateTimeInputProps) {
  const t = useText();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [text, setText] = useState(() => formatDateTimeValue(kind, value));
  const [isInvalidShown, setInvalidShown] = useState(false);

  // A value set from outside (a reset, a preset, another field) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => {
      const typed = current.trim() === '' ? '' : parseDateTimeValue(kind, current);
      return typed === value ? current : formatDateTimeValue(kind, value);
    });
  }, [kind, value]);

  const isTextValid = text.trim() === '' || parseDateTimeValue(kind, text) !== null;
  const isInvalid = isInvalidShown && !isTextValid;

  const take = (next: string) => {
    setText(next);
    const parsed = next.trim() === '' ? '' : parseDateTimeValue(kind, next);
    if (parsed !== null) {
      setInvalidShown(false);
      if (parsed !== value) onChange(parsed);
    }
  };

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    const current = parseDateTimeValue(kind, text);
    if (steps === 0 || current === null) return;
    event.preventDefault();
    const caret = event.currentTarget.selectionStart ?? 0;
    const next = stepDateTimeValue(kind, current, steps, caret <= DATE_TEXT_LENGTH ? 'date' : 'time');
    if (next === null) return;
    const input = event.currentTarget;
    take(formatDateTimeValue(kind, next));
    // Keep the caret in the part being stepped.
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  const describedBy = [native['aria-describedby'], hintId, isInvalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <span
      data-scope="date-time-input"
      data-part="root"
      data-kind={kind}
      data-state={isInvalid ? 'invalid' : 'valid'}
      className={className}
    >
      <input
        autoComplete="off"
        spellCheck={false}
        {...native}
        type="text"
        data-part="input"
        inputMode={kind === 'time' ? 'numeric' : undefined}
        placeholder={dateTimePattern(kind)}
        value={text}
        aria-invalid={isInvalid || native['aria-invalid'] || undefined}
        aria-describedby={describedBy}
        onChange={(event) => take(event.currentTarget.value)}
        onBlur={(event) => {
          const parsed = parseDateTimeValue(kind, text);
          // Leaving the field writes a valid text the product's way ('9:5' is not one; '9:05' becomes '09:05').
          if (parsed !== null) setText(formatDateTimeValue(kind, parsed));
          setInvalidShown(!isTextValid);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          step(event);
          onKeyDown?.(event);
        }}
      />
      <span id={hintId} data-part="hint" hidden>
        {t(HINT_KEYS[kind])}
      </span>
      {isInvalid ? (
        <span id={errorId} data-part="error" role="alert">
          {t(INVALID_KEYS[kind])}
        </span>
      ) : null}
    </span>
  );
}
