import { POPUP_FOCUS_DELAY_NO_ANIMATION_MS } from '@screenplay/core';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { firstFieldIn, trapTab } from '@screenplay/ui';

/** The app's mount point, made inert while a modal dialog is open (the dialog itself renders beside it). */
function appRoot(): HTMLElement | null {
  return document.getElementById('root');
}

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  title: string;
  /** Called on Escape; leave it out for a dialog that must be answered (a consent gate). */
  onEscape?: () => void;
  /** Extra `data-scope` for the page's own styles. */
  scope: string;
  /** Shown in the header's end (a close button); none for a dialog that must be answered. */
  headerEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog of the billing page and the greeting, styled by the theme's popup rules and trapping focus as ui's popups do (`trapTab`): rendered over a backdrop
 * beside the app, which is inert while it is open (the dialog is the only thing a keyboard, pointer or screen reader
 * reaches), Tab and Shift+Tab cycle inside it, the first field (or `data-autofocus`) takes focus, and focus returns
 * where it was when it closes. Escape answers `onEscape` when given and is ignored otherwise.
 */
export function ModalDialog({ title, onEscape, scope, headerEnd, children }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement;
    const root = appRoot();
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.contains(document.activeElement)) return;
      (firstFieldIn(dialog) ?? dialog).focus({ preventScroll: true });
    }, POPUP_FOCUS_DELAY_NO_ANIMATION_MS);
    return () => {
      clearTimeout(timer);
      if (root) root.inert = wasInert;
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape?.();
      return;
    }
    if (event.key === 'Tab' && dialog) trapTab(event, dialog);
  };

  return createPortal(
    <div data-scope="popup">
      <div data-part="backdrop" data-state="open">
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-part="dialog"
          data-state="open"
          data-billing-scope={scope}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div data-part="header">
            <h2 id={titleId} data-part="title">
              {title}
            </h2>
            {headerEnd}
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
