import { EN_MESSAGES } from '@screenplay/core/messages';
import { MEMORY_ANIMATION_TYPES } from '@screenplay/hooks';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { AnimationMenu } from './AnimationMenu';
import { ANIMATION_MENU_MESSAGE_IDS } from './animationMenu.messages';

function Harness({ initial, onChange }: { initial: string | null; onChange: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AnimationMenu
      label="Animation"
      types={MEMORY_ANIMATION_TYPES}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

function setup(initial: string | null = null) {
  const onChange = vi.fn();
  renderWithIntl(<Harness initial={initial} onChange={onChange} />);
  return { onChange, trigger: () => screen.getByRole('button', { name: /^Animation:/ }) };
}

const focused = () => document.activeElement;
const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

describe('AnimationMenu', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    for (const id of Object.values(ANIMATION_MENU_MESSAGE_IDS)) expect(EN_MESSAGES[id], id).toBeTruthy();
  });

  it('is a closed menu button showing the chosen type, or None', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Animation: None' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the chosen type, moves with arrows, and chooses with Enter', () => {
    const { onChange, trigger } = setup('fade');
    expect(trigger().textContent).toBe('Animation: Fade');
    trigger().focus();
    key('ArrowDown');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Animation' })).toBeTruthy();
    const fade = screen.getByRole('menuitemradio', { name: 'Fade' });
    expect(fade.getAttribute('aria-checked')).toBe('true');
    expect(focused()).toBe(fade);
    key('ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitemradio', { name: 'Slide left' }));
    key('End');
    expect(focused()).toBe(screen.getByRole('menuitemradio', { name: 'Zoom' }));
    key('ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitemradio', { name: 'None' }));
    key('ArrowUp');
    fireEvent.click(focused() as HTMLElement); // Enter on a button is its click
    expect(onChange).toHaveBeenCalledWith('zoom');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());
    expect(trigger().textContent).toBe('Animation: Zoom');
  });

  it('closes with Escape, returns focus, and keeps arrows from page shortcuts', () => {
    const { onChange, trigger } = setup();
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    trigger().focus();
    key('ArrowUp');
    expect(focused()).toBe(screen.getByRole('menuitemradio', { name: 'Zoom' }));
    key('ArrowUp');
    key('Escape');
    window.removeEventListener('keydown', onWindowKey);
    expect(onWindowKey).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('toggles with a click and closes on a press outside', () => {
    const { trigger } = setup();
    fireEvent.click(trigger(), { detail: 1 });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is disabled until the types have loaded', () => {
    renderWithIntl(<AnimationMenu label="Animation" types={[]} value={null} onChange={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Animation: None' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
