import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { MouseEvent } from 'react';
import { hasUnsavedWork } from '../LayerEditor/useLayerDocument';

/** Asks whether to leave unsaved work; resolves true to leave. */
export type ConfirmLeave = () => Promise<boolean>;

/**
 * A way out of the editor that asks first when there is unsaved work: the click handler of a link to the way back.
 * With `onBack` the host navigates (a single-page app's router) once the user agrees; without it, the link's own
 * navigation goes ahead when there is nothing to lose, and after the user agrees. Modified clicks (a new tab…) stay
 * with the browser. Without `confirmLeave`, the browser's `confirm` asks.
 */
export function useLeaveGuard(
  editor: Pick<LayerEditorStore, '$isDirty' | '$document'>,
  href: string,
  onBack: (() => void) | undefined,
  confirmLeave: ConfirmLeave | undefined,
  question: string,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const leave = () => (onBack ? onBack() : window.location.assign(href));
    const hasWork = hasUnsavedWork(editor.$document.peek(), editor.$isDirty.peek());
    if (!hasWork && !onBack) return;
    event.preventDefault();
    if (!hasWork) {
      leave();
      return;
    }
    const ask = confirmLeave ?? (async () => window.confirm(question));
    void ask().then((isLeaving) => isLeaving && leave());
  };
}
