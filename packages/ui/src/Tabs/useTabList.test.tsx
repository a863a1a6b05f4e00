import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tabAfterKey, useTabList } from './useTabList';

describe('tabAfterKey', () => {
  it('wraps with the arrows and jumps with Home and End; other keys and an empty list do nothing', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabAfterKey('Home', 2, 4)).toBe(0);
    expect(tabAfterKey('End', 1, 4)).toBe(3);
    expect(tabAfterKey('Enter', 1, 4)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('starts before the first tab when nothing is selected (-1)', () => {
    expect(tabAfterKey('ArrowRight', -1, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', -1, 3)).toBe(2);
  });
});

const TABS = ['one', 'two', 'three'] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('one');
  const tabs = useTabList(TABS, tab, setTab);
  return (
    <>
      <div role="tablist" {...tabs.listProps} aria-label="Numbers">
        {TABS.map((value) => (
          <button key={value} role="tab" {...tabs.tabProps(value)}>
            {value}
          </button>
        ))}
      </div>
      <div role="tabpanel" {...tabs.panelProps}>
        panel {tab}
      </div>
    </>
  );
}

describe('useTabList', () => {
  it('keeps one tab stop, selects and focuses with the keys, and labels the panel by its tab', () => {
    render(<Harness />);
    const one = screen.getByRole('tab', { name: 'one' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'two' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'one' }).textContent).toBe('panel one');

    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    const three = screen.getByRole('tab', { name: 'three' });
    expect(three.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(three);
    expect(screen.getByRole('tabpanel', { name: 'three' }).textContent).toBe('panel three');

    fireEvent.click(screen.getByRole('tab', { name: 'two' }));
    expect(screen.getByRole('tabpanel', { name: 'two' }).textContent).toBe('panel two');
  });
});
