import { useEffect, useId, useState, type ReactNode } from 'react';
import { TextField } from '../../TextField/TextField';

const formatNumber = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : '');

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string;
  name: string;
  value: number;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  /** The input's step; a whole step (default 1) rounds what is typed to whole numbers. */
  step?: number;
  disabled?: boolean;
}

/**
 * A labelled number input committing on blur or Enter: an empty or unreadable entry goes back to the value, a number
 * out of range is clamped (spec §5: number inputs clamp to min and max).
 */
export function NumberField({ label, name, value, onCommit, min, max, step = 1, disabled }: NumberFieldProps) {
  const [text, setText] = useState(formatNumber(value));
  useEffect(() => setText(formatNumber(value)), [value]);
  const commit = () => {
    const parsed = Number(text);
    if (text.trim() === '' || !Number.isFinite(parsed)) {
      setText(formatNumber(value));
      return;
    }
    let next = Number.isInteger(step) ? Math.round(parsed) : parsed;
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    setText(formatNumber(next));
    if (next !== value) onCommit(next);
  };
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      value={text}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

/** A 0..1 value typed as a whole percentage. */
export function PercentField({ value, onCommit, ...rest }: Omit<NumberFieldProps, 'min' | 'max' | 'step'>) {
  return (
    <NumberField
      {...rest}
      value={Math.round(value * 100)}
      min={0}
      max={100}
      onCommit={(percent) => onCommit(percent / 100)}
    />
  );
}

/** A labelled text input committing on blur or Enter (unchanged text commits nothing). */
export function TextInputField({
  label,
  name,
  value,
  onCommit,
  description,
  error,
  multiline = false,
}: {
  label: string;
  name: string;
  value: string;
  onCommit: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  /** Several lines: Enter starts a new line, and the text commits when the field is left or on Ctrl/Cmd+Enter. */
  multiline?: boolean;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      description={description}
      error={error}
      onChange={(event) => setText(event.target.value)}
      multiline={multiline}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) commit();
      }}
    />
  );
}

/** One choice of a {@link SelectField}. */
export interface FieldOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled select committing on change. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly FieldOption<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div data-part="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A set of radio buttons under a legend, committing on change. */
export function RadioField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly FieldOption<V>[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <fieldset data-part="radio-field">
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A labelled checkbox committing on change. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div data-part="checkbox-field">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
