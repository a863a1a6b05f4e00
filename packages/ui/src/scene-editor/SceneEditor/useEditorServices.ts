import { createPopupStore, createToastStore, type PopupStore, type ToastStore } from '@screenplay/hooks';
import { useState } from 'react';

/** The popup and toast stores an editor uses, and whether it made them itself (then it also shows them). */
export interface EditorServices {
  popups: PopupStore;
  toasts: ToastStore;
  /** True when the popups were not given: the editor mounts its own `PopupHost`. */
  ownsPopups: boolean;
  /** True when the toasts were not given: the editor mounts its own `ToastViewport`. */
  ownsToasts: boolean;
}

/**
 * The host app's popup and toast stores when it gives them (it shows them where it shows all of its own), else a pair
 * made once for this editor, so an integrator can mount the editor with nothing but its store.
 */
export function useEditorServices(popups: PopupStore | undefined, toasts: ToastStore | undefined): EditorServices {
  // Made once whether or not they are needed (two small stores), so a host that adds its own later keeps working.
  const [own] = useState(() => ({ popups: createPopupStore(), toasts: createToastStore() }));
  return {
    popups: popups ?? own.popups,
    toasts: toasts ?? own.toasts,
    ownsPopups: !popups,
    ownsToasts: !toasts,
  };
}
