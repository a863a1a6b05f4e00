import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { ColorPickerButton } from './ColorPickerButton';

function setup() {
  const onChange = vi.fn();
  renderWithIntl(
    <>
      <ColorPickerButton label="Background colour" color="#ff8000" opacity={0.5} onChange={onChange} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Background colour: #ff8000 50% opacity' });
  return { onChange, trigger };
}

describe('ColorPickerButton', () => {
  it('is a swatch button named by its colour and opacity, opening a dialog', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Background colour' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Saturation and brightness' }));
    expect((screen.getByRole('slider', { name: 'Opacity' }) as HTMLInputElement).value).toBe('50');
  });

  it('reports changes with the opacity kept', () => {
    const { trigger, onChange } = setup();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Saturation and brightness' }), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('#ffffff', 0.5);
  });

  it('keeps Tab inside the picker, closes with Escape and returns focus to the swatch', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    expect(document.activeElement).toBe(area);
    fireEvent.keyDown(area, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    fireEvent.keyDown(close, { key: 'Escape' });
    window.removeEventListener('keydown', onWindowKey);
    expect(onWindowKey).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button (focus back on the swatch) and on a press outside', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
