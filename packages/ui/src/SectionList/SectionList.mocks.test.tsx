import type { Section } from '@screenplay/core';
import { DRAG_MIME, decodeDragPayload, encodeDragPayload } from '@screenplay/core/library';
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SectionList, type SectionListProps } from './SectionList';

/** Counts renders of the components that read intl: the list itself and each row. */
const intlReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-intl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-intl')>();
  return {
    ...actual,
    useIntl: () => {
      intlReads.count++;
      return actual.useIntl();
    },
  };
});

function section(id: number, name: string, extra: Partial<Section> = {}): Section {
  return {
    id,
    name,
    left: 0,
    top: 0,
    width: 100,
    height: 100,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order: id,
    parentId: null,
    markAsDeleted: false,
    ...extra,
  };
}

function props(sections: Section[], overrides: Partial<SectionListProps> = {}): SectionListProps {
  return {
    sections,
    selectedId: null,
    onSelect: vi.fn(),
    onAdd: vi.fn(),
    onDuplicate: vi.fn(),
    onDelete: vi.fn(),
    onToggleHidden: vi.fn(),
    onReorder: vi.fn(),
    ...overrides,
  };
}

const SECTIONS = [
  section(1, 'Hero'),
  section(2, 'Side panel', { hidden: true }),
  section(3, 'Ticker', { draft: true }),
];

describe('SectionList', () => {
  it('lists the sections with their state and names every action after its section', () => {
    renderWithIntl(<SectionList {...props(SECTIONS, { selectedId: 1 })} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['selected', 'idle', 'idle']);
    expect(screen.getByRole('button', { name: 'Hero' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Ticker/ }).textContent).toContain('draft');
    expect((screen.getByRole('button', { name: 'Move Hero up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Ticker down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Side panel' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('selects, duplicates, hides, deletes and reorders through the callbacks', () => {
    const handlers = props(SECTIONS);
    renderWithIntl(<SectionList {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Hero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Hero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Hero down' }));
    fireEvent.keyDown(screen.getByRole('button', { name: /^Ticker/ }), { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: /^Ticker/ }), { key: 'ArrowDown', altKey: true }); // already last
    expect(handlers.onSelect).toHaveBeenCalledWith(1);
    expect(handlers.onDuplicate).toHaveBeenCalledWith(1);
    expect(handlers.onToggleHidden).toHaveBeenCalledWith(1);
    expect(handlers.onDelete).toHaveBeenCalledWith(1);
    expect(handlers.onReorder).toHaveBeenNthCalledWith(1, 0, 1);
    expect(handlers.onReorder).toHaveBeenNthCalledWith(2, 2, 1);
    expect(handlers.onReorder).toHaveBeenCalledTimes(2);
  });

  it('reorders by drag and drop with the sectionItem payload, announced; foreign drops are ignored', () => {
    const handlers = props(SECTIONS);
    renderWithIntl(<SectionList {...handlers} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    const drop = (text: string, types = [DRAG_MIME]) => {
      const dataTransfer = { types, getData: () => text, dropEffect: 'none' };
      const over = createEvent.dragOver(items[0] as HTMLElement, { dataTransfer });
      fireEvent(items[0] as HTMLElement, over);
      fireEvent.drop(items[0] as HTMLElement, { dataTransfer });
      return over.defaultPrevented;
    };
    // Another kind or a file, not started from a row here: no drop is offered, and none is taken.
    expect(drop(encodeDragPayload({ kind: 'media', id: 'u' }))).toBe(false);
    expect(drop('', ['Files'])).toBe(false);
    const setData = vi.fn();
    fireEvent.dragStart(items[2] as HTMLElement, { dataTransfer: { setData } });
    expect(setData.mock.calls[0]?.[0]).toBe(DRAG_MIME);
    const payload = setData.mock.calls[0]?.[1] as string;
    expect(decodeDragPayload(payload)).toEqual({ kind: 'sectionItem', id: SECTIONS[2]?.id });
    drop(encodeDragPayload({ kind: 'media', id: 'u' })); // during a row's drag, a foreign payload is still ignored
    expect(handlers.onReorder).not.toHaveBeenCalled();
    fireEvent.dragStart(items[2] as HTMLElement, { dataTransfer: { setData } });
    expect(drop(payload)).toBe(true);
    expect(handlers.onReorder).toHaveBeenCalledExactlyOnceWith(2, 0);
    expect(screen.getByText(`${SECTIONS[2]?.name} moved to position 1 of 3`)).toBeTruthy();
  });

  it('hides the delete buttons when a section may not be deleted (a layout keeps one)', () => {
    renderWithIntl(<SectionList {...props([section(1, 'Only')], { canDelete: false })} />);
    expect(screen.queryByRole('button', { name: 'Delete Only' })).toBeNull();
  });

  it('re-renders only the row of the changed section, even with new callbacks', () => {
    const sections = Array.from({ length: 50 }, (_, i) => section(i + 1, `Section ${i + 1}`));
    const view = renderWithIntl(<SectionList {...props(sections)} />);
    intlReads.count = 0;
    const moved = sections.map((s) => (s.id === 7 ? { ...s, left: 40 } : s));
    view.rerender(<SectionList {...props(moved)} />);
    expect(intlReads.count).toBe(2); // the list and row 7
    intlReads.count = 0;
    view.rerender(<SectionList {...props(moved, { selectedId: 7 })} />);
    expect(intlReads.count).toBe(2); // the list and the newly selected row
  });
});
