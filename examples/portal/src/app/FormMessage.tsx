/** A form's one-line outcome: an announced error, or a polite success status. */
export function FormMessage({
  scope,
  kind,
  children,
}: {
  scope: string;
  kind: 'error' | 'success';
  children: string | null;
}) {
  if (!children) return null;
  return (
    <p data-scope={scope} data-part={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
