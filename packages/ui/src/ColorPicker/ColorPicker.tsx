import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { ColorArea } from './ColorArea';
import { hexToHsv, hsvToHex, type Hsv } from './colorMath';
import { COLOR_PICKER_DEFAULT_ALPHA } from './colorPicker.constants';
import { COLOR_PICKER_MESSAGE_IDS as M } from './colorPicker.messages';
import { HexInput } from './HexInput';
import { useText } from '@screenplay/hooks';

/** Props of {@link ColorPicker}. */
export interface ColorPickerProps {
  /** `#rrggbb` (or `#rgb`); anything else shows white. */
  color: string;
  /** 0..1; defaults to 1 (spec: alpha default 1 in the color picker). */
  opacity?: number;
  /** Called on every change with the colour as lower-case `#rrggbb` and the opacity 0..1. */
  onChange: (color: string, opacity: number) => void;
  /** The group's accessible name, e.g. 'Background colour'. */
  label: string;
  className?: string;
}

const WHITE: Hsv = { h: 0, s: 0, v: 1 };

/** A grey or black has no hue of its own: it keeps the one the picker showed. */
const keepHue = (next: Hsv, current: Hsv): Hsv => (next.s === 0 || next.v === 0 ? { ...next, h: current.h } : next);

/** Keeps a slider's keys from reaching page shortcuts (the editor nudges sections with arrows). */
const ownKeys = (event: KeyboardEvent) => {
  if (SLIDER_KEYS.has(event.key)) event.stopPropagation();
};
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A colour picker: a 400x255 saturation/brightness area, a hue slider, an opacity (alpha) slider and a
 * hex field. It keeps its own hue, so dragging through greys and black does not lose it.
 */
export function ColorPicker({
  color,
  opacity = COLOR_PICKER_DEFAULT_ALPHA,
  onChange,
  label,
  className,
}: ColorPickerProps) {
  const t = useText();
  const ids = { hue: useId(), alpha: useId() };
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(color) ?? WHITE);
  const hex = hsvToHex(hsv);
  useEffect(() => {
    // Follow a colour set from outside, but keep the hue when the colour is the one we sent.
    setHsv((current) =>
      hsvToHex(current) === color.toLowerCase() ? current : keepHue(hexToHsv(color) ?? WHITE, current),
    );
  }, [color]);

  const change = (next: Hsv, nextOpacity = opacity) => {
    setHsv(next);
    onChange(hsvToHex(next), nextOpacity);
  };
  const alphaPercent = Math.round(opacity * 100);
  const hue = Math.round(hsv.h);

  return (
    <fieldset
      aria-label={label}
      data-scope="color-picker"
      data-part="root"
      className={className}
      style={{ ['--sp-color-picker-color' as string]: hex, ['--sp-color-picker-alpha' as string]: opacity }}
    >
      <ColorArea hsv={hsv} onChange={(s, v) => change({ ...hsv, s, v })} />
      <div data-part="slider-field" data-channel="hue">
        <label htmlFor={ids.hue}>{t(M.hue)}</label>
        <input
          id={ids.hue}
          type="range"
          data-part="hue"
          min={0}
          max={359}
          value={hue}
          aria-valuetext={t(M.hueValue, { degrees: hue })}
          onKeyDown={ownKeys}
          onChange={(event) => change({ ...hsv, h: Number(event.target.value) })}
        />
      </div>
      <div data-part="slider-field" data-channel="alpha">
        <label htmlFor={ids.alpha}>{t(M.alpha)}</label>
        <input
          id={ids.alpha}
          type="range"
          data-part="alpha"
          min={0}
          max={100}
          value={alphaPercent}
          aria-valuetext={t(M.alphaValue, { percent: alphaPercent })}
          onKeyDown={ownKeys}
          onChange={(event) => change(hsv, Number(event.target.value) / 100)}
        />
      </div>
      <div data-part="footer">
        <span data-part="preview" aria-hidden="true" />
        <HexInput label={t(M.hex)} color={hex} onCommit={(next) => change(keepHue(hexToHsv(next) ?? hsv, hsv))} />
      </div>
    </fieldset>
  );
}
