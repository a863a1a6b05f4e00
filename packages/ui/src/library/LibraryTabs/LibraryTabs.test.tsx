import type { LibraryTab } from '@screenplay/core/library';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { LIBRARY_MESSAGE_IDS } from '../library.messages';
import { LibraryTabs } from './LibraryTabs';

function Harness({ initial = 'Layouts' }: { initial?: LibraryTab }) {
  const [tab, setTab] = useState<LibraryTab>(initial);
  return (
    <LibraryTabs tab={tab} onTabChange={setTab}>
      <p>{tab} content</p>
    </LibraryTabs>
  );
}

describe('LibraryTabs', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    for (const id of Object.values(LIBRARY_MESSAGE_IDS)) expect(EN_MESSAGES[id], id).toBeTruthy();
  });

  it('is a tablist of Layouts, Elements and Media with the selected panel labelled by its tab', () => {
    renderWithIntl(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Layouts', 'Elements', 'Media']);
    expect(screen.getByRole('tablist', { name: 'Library sections' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Layouts' });
    expect(panel.textContent).toBe('Layouts content');
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End, keeping focus on the tab', () => {
    renderWithIntl(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Layouts').focus();
    fireEvent.keyDown(tab('Layouts'), { key: 'ArrowRight' });
    expect(tab('Elements').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Elements'));
    fireEvent.keyDown(tab('Elements'), { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Media' }).textContent).toBe('Media content');
    fireEvent.keyDown(tab('Media'), { key: 'ArrowRight' });
    expect(tab('Layouts').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Layouts'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Media'));
    fireEvent.keyDown(tab('Media'), { key: 'Home' });
    expect(tab('Layouts').getAttribute('aria-selected')).toBe('true');
  });

  it('selects a tab on click', () => {
    renderWithIntl(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(screen.getByRole('tab', { name: 'Media' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Layouts' }).getAttribute('aria-selected')).toBe('false');
  });
});
