import { useTransition } from '@react-spring/web';
import { POPUP_CLOSE_MS } from '@screenplay/core';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { PopupDialog } from './PopupDialog';
import type { PopupAction, PopupView } from './popup.types';

/** Props of {@link PopupHost}. */
export interface PopupHostProps {
  popups: readonly PopupView[];
  onResolve: (id: PopupView['id'], action: PopupAction) => void;
  className?: string;
}

/** Scale a popup grows from and shrinks to while animating. */
const POPUP_ANIMATION_SCALE = 0.96;

/**
 * Renders the open popups as modal dialogs, the last one on top and the only one operable; each
 * animates in and out over 250 ms (instantly with reduced motion).
 */
export function PopupHost({ popups, onResolve, className }: PopupHostProps) {
  const isReducedMotion = usePrefersReducedMotion();
  const topId = popups[popups.length - 1]?.id;
  const transitions = useTransition(popups, {
    keys: (popup: PopupView) => popup.id,
    from: { opacity: 0, scale: POPUP_ANIMATION_SCALE },
    enter: { opacity: 1, scale: 1 },
    leave: { opacity: 0, scale: POPUP_ANIMATION_SCALE },
    config: { duration: POPUP_CLOSE_MS },
    immediate: isReducedMotion,
  });
  return (
    <div data-scope="popup" data-part="host" className={className}>
      {transitions((style, popup, transition) => (
        <PopupDialog
          popup={popup}
          isTop={popup.id === topId}
          isLeaving={String(transition.phase) === 'leave'}
          isReducedMotion={isReducedMotion}
          opacity={style.opacity}
          scale={style.scale}
          onResolve={onResolve}
        />
      ))}
    </div>
  );
}
