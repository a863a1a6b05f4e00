import { useEffect } from 'react';

/** The preview's keyboard commands. */
export interface PreviewKeys {
  toggle(): void;
  next(): void;
  previous(): void;
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Space already activates these natively; handling it too would toggle twice. */
const SPACE_ACTIVATED = 'button, a[href], summary, [role="button"], [role="link"]';

/**
 * Space plays or pauses, ArrowRight/ArrowLeft step every section to its next/previous item —
 * anywhere on the page except while typing (and Space on a control keeps its own meaning).
 */
export function usePreviewKeyboard(keys: PreviewKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_ENTRY)) return;
      if (event.key === ' ' && !target?.closest(SPACE_ACTIVATED)) {
        event.preventDefault();
        if (!event.repeat) keys.toggle();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        keys.next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        keys.previous();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keys]);
}
