/**
 * Tells the popup around `element` that its content changed although no field did (a file uploaded and chosen, a
 * photo added): a form popup re-reads its validity on `input` events bubbling from its content, so one is sent.
 */
export function announceChange(element: Element | null): void {
  element?.dispatchEvent(new Event('input', { bubbles: true }));
}
