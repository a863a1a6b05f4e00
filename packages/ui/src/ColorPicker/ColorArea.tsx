import { useDrag } from '@use-gesture/react';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Hsv } from './colorMath';
import {
  COLOR_AREA_PAGE_STEP,
  COLOR_AREA_STEP,
  COLOR_PICKER_HEIGHT,
  COLOR_PICKER_WIDTH,
} from './colorPicker.constants';
import { COLOR_PICKER_MESSAGE_IDS as M } from './colorPicker.messages';

/** Props of {@link ColorArea}. */
export interface ColorAreaProps {
  hsv: Hsv;
  /** Called with the new saturation and value (0..1) while dragging and on each key. */
  onChange: (saturation: number, value: number) => void;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const percent = (value: number) => Math.round(value * 100);

/** Arrow, Page and Home/End keys as [saturation, value] steps in percent. */
function keyStep(event: KeyboardEvent): [number, number] | null {
  const step = event.shiftKey ? COLOR_AREA_PAGE_STEP : COLOR_AREA_STEP;
  switch (event.key) {
    case 'ArrowLeft':
      return [-step, 0];
    case 'ArrowRight':
      return [step, 0];
    case 'ArrowUp':
      return [0, step];
    case 'ArrowDown':
      return [0, -step];
    case 'PageUp':
      return [0, COLOR_AREA_PAGE_STEP];
    case 'PageDown':
      return [0, -COLOR_AREA_PAGE_STEP];
    case 'Home':
      return [-100, 0];
    case 'End':
      return [100, 0];
    default:
      return null;
  }
}

/**
 * The 400x255 saturation (x) / brightness (y) area of the colour picker: dragged with a pointer, or a
 * focusable 2D slider whose Left/Right change saturation and Up/Down brightness (Shift for steps of 10).
 */
export function ColorArea({ hsv, onChange }: ColorAreaProps) {
  const intl = useIntl();
  const area = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  const bind = useDrag(({ xy: [x, y], first }) => {
    const rect = area.current?.getBoundingClientRect();
    if (!rect) return;
    if (first) thumb.current?.focus({ preventScroll: true });
    const width = rect.width || COLOR_PICKER_WIDTH;
    const height = rect.height || COLOR_PICKER_HEIGHT;
    onChange(clamp01((x - rect.left) / width), clamp01(1 - (y - rect.top) / height));
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event);
    if (!step) return;
    event.preventDefault();
    // The area owns its arrows: page shortcuts (the editor nudges sections with arrows) must not see them.
    event.stopPropagation();
    const s = clamp01((percent(hsv.s) + step[0]) / 100);
    const v = clamp01((percent(hsv.v) + step[1]) / 100);
    onChange(s, v);
  };

  const valueText = intl.formatMessage({ id: M.areaValue }, { saturation: percent(hsv.s), brightness: percent(hsv.v) });
  return (
    <div
      ref={area}
      {...bind()}
      data-part="area"
      style={{
        width: COLOR_PICKER_WIDTH,
        height: COLOR_PICKER_HEIGHT,
        position: 'relative',
        touchAction: 'none',
        ['--sp-color-picker-hue' as string]: `hsl(${Math.round(hsv.h)} 100% 50%)`,
      }}
    >
      <div
        ref={thumb}
        role="slider"
        tabIndex={0}
        data-part="area-thumb"
        aria-label={intl.formatMessage({ id: M.area })}
        aria-roledescription={intl.formatMessage({ id: M.areaRole })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent(hsv.s)}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        style={{ position: 'absolute', left: `${hsv.s * 100}%`, top: `${(1 - hsv.v) * 100}%` }}
      />
    </div>
  );
}
