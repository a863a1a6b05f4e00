import { useValue, type PopupStore, type ToastStore } from '@screenplay/hooks';
import { PopupHost } from '../../PopupHost/PopupHost';
import { ToastViewport } from '../../ToastViewport/ToastViewport';

/** Props of {@link EditorOverlays}. */
export interface EditorOverlaysProps {
  /** Popups to show, or null when the host app shows them. */
  popups: PopupStore | null;
  /** Toasts to show, or null when the host app shows them. */
  toasts: ToastStore | null;
}

/** The confirmations and toasts of an editor that made its own stores (the host app gave none). */
export function EditorOverlays({ popups, toasts }: EditorOverlaysProps) {
  return (
    <>
      {popups ? <Popups popups={popups} /> : null}
      {toasts ? <Toasts toasts={toasts} /> : null}
    </>
  );
}

function Popups({ popups }: { popups: PopupStore }) {
  return <PopupHost popups={useValue(popups.$popups)} onResolve={popups.resolve} />;
}

function Toasts({ toasts }: { toasts: ToastStore }) {
  return <ToastViewport toasts={useValue(toasts.$toasts)} onClose={toasts.close} />;
}
