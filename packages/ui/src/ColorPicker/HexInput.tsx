import { useEffect, useId, useState } from 'react';
import { hexToRgb, rgbToHex } from './colorMath';

/** Props of {@link HexInput}. */
export interface HexInputProps {
  label: string;
  /** The current colour as `#rrggbb`. */
  color: string;
  onCommit: (color: string) => void;
}

/** A hex colour field: commits a valid `#rgb`/`#rrggbb` on Enter or blur, and puts back the last colour otherwise. */
export function HexInput({ label, color, onCommit }: HexInputProps) {
  const id = useId();
  const [text, setText] = useState(color);
  useEffect(() => setText(color), [color]);
  const parsed = hexToRgb(text);

  const commit = () => {
    if (!parsed) {
      setText(color);
      return;
    }
    const next = rgbToHex(parsed);
    setText(next);
    if (next !== color) onCommit(next);
  };

  return (
    <div data-part="hex-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-part="hex"
        value={text}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        aria-invalid={parsed ? undefined : true}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
