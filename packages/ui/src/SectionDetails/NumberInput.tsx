import { clampNumberInput, type NumberRange } from '@screenplay/core';
import { useEffect, useId, useState } from 'react';

/** A labelled number input that commits a clamped whole number on blur or Enter (spec: inputs clamp). */
export function NumberInput({
  label,
  value,
  range,
  onCommit,
}: {
  label: string;
  value: number;
  range: NumberRange;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(Math.round(value)));
  useEffect(() => setText(String(Math.round(value))), [value]);

  const commit = () => {
    const parsed = Number(text);
    if (text.trim() === '' || !Number.isFinite(parsed)) {
      setText(String(Math.round(value)));
      return;
    }
    const next = Math.round(clampNumberInput(parsed, range));
    setText(String(next));
    if (next !== Math.round(value)) onCommit(next);
  };

  return (
    <div data-part="number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={Math.ceil(range.min)}
        max={Math.floor(range.max)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
