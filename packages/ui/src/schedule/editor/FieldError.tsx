/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The id the field names in `aria-describedby`. */
  id: string;
  texts: readonly string[];
}

/** A field's problems next to it, announced as they appear (the field points here with `aria-describedby`). */
export function FieldError({ id, texts }: FieldErrorProps) {
  if (texts.length === 0) return null;
  return (
    <p id={id} data-scope="schedule-editor" data-part="error" role="alert">
      {texts.join(' ')}
    </p>
  );
}

/** The ARIA attributes of a field with problems (none without). */
export function invalidProps(errorId: string, texts: readonly string[], describedBy?: string) {
  const ids = [texts.length > 0 ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return {
    'aria-invalid': texts.length > 0 || undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
