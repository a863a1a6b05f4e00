import { EN_MESSAGES } from '@screenplay/core/messages';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { ColorPicker } from './ColorPicker';
import { COLOR_PICKER_DEFAULT_ALPHA, COLOR_PICKER_HEIGHT, COLOR_PICKER_WIDTH } from './colorPicker.constants';
import { COLOR_PICKER_MESSAGE_IDS } from './colorPicker.messages';

/** A controlled picker, as SectionDetails uses it: the parent stores what the picker reports. */
function Harness({
  initial,
  onChange,
  opacity: initialOpacity,
}: {
  initial: string;
  opacity?: number;
  onChange: (color: string, opacity: number) => void;
}) {
  const [value, setValue] = useState({ color: initial, opacity: initialOpacity });
  return (
    <ColorPicker
      label="Background colour"
      color={value.color}
      {...(value.opacity === undefined ? {} : { opacity: value.opacity })}
      onChange={(color, opacity) => {
        setValue({ color, opacity });
        onChange(color, opacity);
      }}
    />
  );
}

function setup(initial = '#ff0000', opacity?: number) {
  const onChange = vi.fn();
  renderWithIntl(<Harness initial={initial} onChange={onChange} {...(opacity === undefined ? {} : { opacity })} />);
  return {
    onChange,
    area: screen.getByRole('slider', { name: 'Saturation and brightness' }),
    hue: screen.getByRole('slider', { name: 'Hue' }) as HTMLInputElement,
    alpha: screen.getByRole('slider', { name: 'Opacity' }) as HTMLInputElement,
    hex: screen.getByRole('textbox', { name: 'Hex colour' }) as HTMLInputElement,
  };
}

const press = (target: Element, key: string, init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(target, { key, ...init });

describe('ColorPicker', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    for (const id of Object.values(COLOR_PICKER_MESSAGE_IDS)) expect(EN_MESSAGES[id], id).toBeTruthy();
  });

  it('is a named group with a 400x255 saturation/brightness area (spec: Color picker size 400x255)', () => {
    const { area } = setup();
    expect([COLOR_PICKER_WIDTH, COLOR_PICKER_HEIGHT]).toEqual([400, 255]);
    expect(screen.getByRole('group', { name: 'Background colour' })).toBeTruthy();
    const box = area.parentElement as HTMLElement;
    expect(box.dataset.part).toBe('area');
    expect([box.style.width, box.style.height]).toEqual(['400px', '255px']);
    expect(area.getAttribute('aria-roledescription')).toBe('2D slider');
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 100%');
  });

  it('defaults the alpha to 1 (spec: alpha default 1 in the color picker)', () => {
    const { alpha } = setup();
    expect(COLOR_PICKER_DEFAULT_ALPHA).toBe(1);
    expect(alpha.value).toBe('100');
    expect(alpha.getAttribute('aria-valuetext')).toBe('100%');
  });

  it('moves saturation with Left/Right and brightness with Up/Down, Shift in steps of 10, clamped at the edges', () => {
    const { area, onChange } = setup('#ff0000', 0.5);
    press(area, 'ArrowLeft');
    expect(onChange).toHaveBeenLastCalledWith('#ff0303', 0.5);
    press(area, 'ArrowLeft', { shiftKey: true });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 89%, brightness 100%');
    press(area, 'ArrowDown', { shiftKey: true });
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 89%, brightness 90%');
    press(area, 'ArrowUp', { shiftKey: true });
    press(area, 'ArrowUp');
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 89%, brightness 100%');
    press(area, 'Home');
    expect(onChange).toHaveBeenLastCalledWith('#ffffff', 0.5);
    press(area, 'End');
    expect(onChange).toHaveBeenLastCalledWith('#ff0000', 0.5);
  });

  it('keeps its hue through black', () => {
    const { area, onChange } = setup('#00ff00');
    for (let i = 0; i < 10; i += 1) press(area, 'PageDown');
    expect(onChange).toHaveBeenLastCalledWith('#000000', 1);
    press(area, 'PageUp');
    expect(onChange).toHaveBeenLastCalledWith('#001a00', 1);
  });

  it('keeps its arrows from page shortcuts', () => {
    const { area, hue } = setup();
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    press(area, 'ArrowLeft');
    press(hue, 'ArrowRight');
    window.removeEventListener('keydown', onWindowKey);
    expect(onWindowKey).not.toHaveBeenCalled();
  });

  it('drags on the area: x is saturation, y is brightness, clamped to the area', () => {
    const { area, onChange } = setup('#0000ff');
    const box = area.parentElement as HTMLElement;
    box.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 10, y: 20, width: COLOR_PICKER_WIDTH, height: COLOR_PICKER_HEIGHT });
    const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse' };
    fireEvent.pointerDown(box, { ...pointer, clientX: 210, clientY: 20 });
    expect(onChange).toHaveBeenLastCalledWith('#8080ff', 1);
    fireEvent.pointerMove(box, { ...pointer, clientX: 900, clientY: 900 });
    expect(onChange).toHaveBeenLastCalledWith('#000000', 1);
    fireEvent.pointerUp(box, { ...pointer, buttons: 0, clientX: 900, clientY: 900 });
    expect(document.activeElement).toBe(area);
  });

  it('changes the hue and the opacity with their sliders', () => {
    const { hue, alpha, onChange } = setup('#ff0000', 1);
    fireEvent.change(hue, { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00', 1);
    expect(hue.getAttribute('aria-valuetext')).toBe('120°');
    fireEvent.change(alpha, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00', 0);
    fireEvent.change(alpha, { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00', 0.5);
  });

  it('takes a hex colour on Enter and puts back the last colour when the text is not one', () => {
    const { hex, onChange, area } = setup('#ff0000');
    fireEvent.change(hex, { target: { value: '00F' } });
    press(hex, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith('#0000ff', 1);
    expect(hex.value).toBe('#0000ff');
    fireEvent.change(hex, { target: { value: '#zz' } });
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(hex);
    expect(hex.value).toBe('#0000ff');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(area.getAttribute('aria-valuetext')).toBe('Saturation 100%, brightness 100%');
  });
});
