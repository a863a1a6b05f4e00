import { useEffect, useState } from 'react';

/** Props of {@link NameField}. */
export interface NameFieldProps {
  name: string;
  onRename: (name: string) => void;
  /** The field's accessible name. */
  label: string;
}

/** A scene's or layout's name, renamed on blur or Enter (spec: empty or unchanged values are ignored, trimmed). */
export function NameField({ name, onRename, label }: NameFieldProps) {
  const [value, setValue] = useState(name);
  useEffect(() => setValue(name), [name]);
  const commit = () => {
    const trimmed = value.trim();
    if (trimmed && trimmed !== name) onRename(trimmed);
    else setValue(name);
  };
  return (
    <input
      data-part="name-field"
      aria-label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}
