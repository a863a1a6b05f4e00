import { effect } from '@preact/signals-core';
import { createCanvasPan, mouseModeKey, type CanvasPan } from './createCanvasPan';
import { isTextInput } from './useEditorKeyboard';
import { useEffect, useMemo, type RefObject } from 'react';

/** True when Space or a letter belongs to the focused element: a text field, or a control Space activates. */
function ownsKey(target: EventTarget | null): boolean {
  if (isTextInput(target)) return true;
  return target instanceof HTMLElement && target.closest('button, a[href], input, select, [role="button"]') !== null;
}

/**
 * The editor canvas's mouse mode and pan, bound to its viewport: in 'drag' mode (the tool bar, H, or Space held) a
 * pointer pans the view and never reaches the sections; V returns to 'select'. Each pointer move writes the offset
 * to the viewport's CSS variables (`--sp-pan-x`, `--sp-pan-y`, read by ui's theme) and its `data-mouse-mode` from a
 * signal effect, so nothing re-renders while panning.
 */
export function useCanvasPan(viewport: RefObject<HTMLElement | null>): CanvasPan {
  const pan = useMemo(() => createCanvasPan(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = mouseModeKey({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        // Space belongs to a focused field or button; a letter only to a text field.
        targetOwnsKey: event.key === ' ' ? ownsKey(event.target) : isTextInput(event.target),
      });
      if (!command) return;
      event.preventDefault(); // Space would scroll the page
      if (command === 'space') pan.holdSpace(true);
      else if (!event.repeat) pan.setMode(command);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') pan.holdSpace(false);
    };
    const release = () => pan.holdSpace(false);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
      release();
    };
  }, [pan]);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    // Capture phase on the viewport: in drag mode the sections never see the pointer (no select, no drag).
    const onPointerDown = (event: PointerEvent) => {
      if (pan.$mode.value !== 'drag' || event.button !== 0) return;
      event.stopPropagation();
      event.preventDefault();
      if (pan.begin(event.clientX, event.clientY)) node.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (pan.$isPanning.value) pan.move(event.clientX, event.clientY);
    };
    const onPointerUp = () => pan.end();
    const onClick = (event: MouseEvent) => {
      if (pan.$mode.value === 'drag') event.stopPropagation();
    };
    node.addEventListener('pointerdown', onPointerDown, { capture: true });
    node.addEventListener('pointermove', onPointerMove);
    node.addEventListener('pointerup', onPointerUp);
    node.addEventListener('pointercancel', onPointerUp);
    node.addEventListener('click', onClick, { capture: true });
    const stopWriting = effect(() => {
      const { x, y } = pan.$offset.value;
      node.style.setProperty('--sp-pan-x', `${x}px`);
      node.style.setProperty('--sp-pan-y', `${y}px`);
      node.dataset.mouseMode = pan.$mode.value;
      if (pan.$isPanning.value) node.dataset.panning = '';
      else delete node.dataset.panning;
    });
    return () => {
      stopWriting();
      node.removeEventListener('pointerdown', onPointerDown, { capture: true });
      node.removeEventListener('pointermove', onPointerMove);
      node.removeEventListener('pointerup', onPointerUp);
      node.removeEventListener('pointercancel', onPointerUp);
      node.removeEventListener('click', onClick, { capture: true });
    };
  }, [pan, viewport]);

  return pan;
}
