import { useEffect, useState } from 'react';

/** A scene's or layout's name, renamed on blur or Enter (spec: empty or unchanged values are ignored, trimmed). */
export function NameField({
  name,
  onRename,
  label,
}: {
  name: string;
  onRename: (name: string) => void;
  label: string;
}) {
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
