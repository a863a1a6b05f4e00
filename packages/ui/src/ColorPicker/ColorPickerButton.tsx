import { formatColor } from '@screenplay/core';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { focusIfConnected, tabbableIn } from '../internal/focus';
import { hexToRgb } from './colorMath';
import { ColorPicker } from './ColorPicker';
import { COLOR_PICKER_DEFAULT_ALPHA } from './colorPicker.constants';
import { COLOR_PICKER_MESSAGE_IDS as M } from './colorPicker.messages';
import { popoverPosition } from './popoverPosition';

/** Props of {@link ColorPickerButton}. */
export interface ColorPickerButtonProps {
  /** `#rrggbb`. */
  color: string;
  /** 0..1; defaults to 1. */
  opacity?: number;
  onChange: (color: string, opacity: number) => void;
  /** What the colour is for, e.g. 'Background colour': names the button and the picker. */
  label: string;
  className?: string;
}

/**
 * A swatch button that opens a {@link ColorPicker} in a popover dialog: focus moves into the picker and
 * Tab stays inside it; Escape, the close button or a press outside closes it (Escape and the close button
 * return focus to the swatch).
 */
export function ColorPickerButton({
  color,
  opacity = COLOR_PICKER_DEFAULT_ALPHA,
  onChange,
  label,
  className,
}: ColorPickerButtonProps) {
  const intl = useIntl();
  const dialogId = useId();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const percent = Math.round(opacity * 100);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusIfConnected(trigger.current);
  };

  useLayoutEffect(() => {
    if (!isOpen) return;
    // Placed before paint by writing the popover's geometry directly (it is fixed, so the panel's overflow cannot clip it).
    const place = () => {
      const anchor = trigger.current?.getBoundingClientRect();
      const popover = dialog.current;
      if (!anchor || !popover) return;
      const { left, top } = popoverPosition(anchor, popover.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      popover.style.left = `${left}px`;
      popover.style.top = `${top}px`;
    };
    place();
    focusIfConnected(dialog.current ? tabbableIn(dialog.current)[0] : undefined);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      // A press outside closes without taking focus back: the press has put it where the user wanted.
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab' && dialog.current) {
      const items = tabbableIn(dialog.current);
      const edge = event.shiftKey ? items[0] : items[items.length - 1];
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    }
  };

  const rgb = hexToRgb(color) ?? { r: 255, g: 255, b: 255 };
  return (
    <div
      ref={root}
      data-scope="color-picker-button"
      data-part="root"
      data-state={isOpen ? 'open' : 'closed'}
      className={className}
    >
      <button
        ref={trigger}
        type="button"
        data-part="trigger"
        aria-label={intl.formatMessage({ id: M.swatch }, { label, color, percent })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dialogId : undefined}
        onClick={() => (isOpen ? close(false) : setOpen(true))}
      >
        <span
          data-part="swatch"
          aria-hidden="true"
          style={{ ['--sp-swatch-color' as string]: formatColor({ ...rgb, a: opacity }) }}
        />
        {/* The visible value is part of the accessible name (WCAG 2.5.3 label in name). */}
        <span data-part="value" aria-hidden="true">{`${color} ${percent}%`}</span>
      </button>
      {isOpen ? (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-label={label}
          data-part="popover"
          onKeyDown={onDialogKeyDown}
          style={{ position: 'fixed', left: 0, top: 0 }}
        >
          <ColorPicker color={color} opacity={opacity} onChange={onChange} label={label} />
          <button type="button" data-part="close" onClick={() => close(true)}>
            {intl.formatMessage({ id: M.close })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
