import { useId, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * The tab a key moves to in a list of `count` tabs (ARIA tabs pattern): ArrowRight and ArrowLeft wrap, Home and End go
 * to the ends; null for any other key or an empty list. `index` -1 (nothing selected) starts before the first tab.
 * @example tabAfterKey('ArrowLeft', 0, 4) // 3
 */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return index >= count - 1 ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? count - 1 : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * What {@link useTabList} gives a tab list's markup: spread each part on its element, which names its own role
 * (`tablist`, `tab`, `tabpanel`) so the linter's accessibility rules can read it.
 */
export interface TabList<T extends string | number> {
  listProps: {
    ref: RefObject<HTMLDivElement | null>;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  tabProps: (tab: T) => {
    id: string;
    type: 'button';
    'data-state': 'active' | 'inactive';
    'aria-selected': boolean;
    'aria-controls': string | undefined;
    tabIndex: 0 | -1;
    onClick: () => void;
  };
  panelProps: { id: string; 'aria-labelledby': string | undefined; tabIndex: 0 | undefined };
}

/**
 * The ARIA tabs pattern over any markup: one tab stop (the selected tab), ArrowLeft/ArrowRight (wrapping), Home and End
 * select and focus at once (showing a panel is cheap), the panel labelled by its tab. The library's tabs, the scene
 * editor's content tabs and the schedule editor's schedules share it.
 * @example
 * const tabs = useTabList(TABS, tab, setTab);
 * <div role="tablist" {...tabs.listProps} aria-label="Content">
 *   {TABS.map((value) => <button key={value} role="tab" {...tabs.tabProps(value)}>{value}</button>)}
 * </div>
 * <div role="tabpanel" {...tabs.panelProps}>{panel}</div>
 */
export function useTabList<T extends string | number>(
  tabs: readonly T[],
  selected: T | null,
  onSelect: (tab: T) => void,
  /** Whether the panel itself is a tab stop (ARIA tabs pattern; default true): false when its first content is a field. */
  isPanelFocusable = true,
): TabList<T> {
  const baseId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected === null ? -1 : tabs.indexOf(selected), tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    ref.current?.querySelector<HTMLElement>(`[id="${tabId(target)}"]`)?.focus();
  };

  return {
    listProps: { ref, onKeyDown },
    tabProps: (tab) => {
      const isSelected = tab === selected;
      return {
        id: tabId(tab),
        type: 'button',
        'data-state': isSelected ? 'active' : 'inactive',
        'aria-selected': isSelected,
        'aria-controls': isSelected ? panelId : undefined,
        tabIndex: isSelected ? 0 : -1,
        onClick: () => onSelect(tab),
      };
    },
    panelProps: {
      id: panelId,
      'aria-labelledby': selected === null ? undefined : tabId(selected),
      tabIndex: isPanelFocusable ? 0 : undefined,
    },
  };
}
