import type { LibraryTab } from '@screenplay/core/library';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LIBRARY_MESSAGE_IDS as M } from '../library.messages';

/** The library's tabs in the spec's order (spec §3: "library tabs Layouts, Elements, Media"). */
export const LIBRARY_TABS: readonly LibraryTab[] = ['Layouts', 'Elements', 'Media'];

const TAB_LABELS: Record<LibraryTab, string> = { Layouts: M.layouts, Elements: M.elements, Media: M.media };

/** Props of {@link LibraryTabs}. */
export interface LibraryTabsProps {
  tab: LibraryTab;
  onTabChange: (tab: LibraryTab) => void;
  /** The selected tab's panel content (only the selected panel is rendered). */
  children?: ReactNode;
  className?: string;
}

/**
 * The library's three tabs (ARIA tabs pattern): one tab stop, ArrowLeft/ArrowRight (wrapping), Home
 * and End move and select at once, since showing a panel is cheap (its content is already loaded or loading).
 */
export function LibraryTabs({ tab, onTabChange, children, className }: LibraryTabsProps) {
  const intl = useIntl();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (value: LibraryTab) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = LIBRARY_TABS.indexOf(tab);
    const last = LIBRARY_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % LIBRARY_TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + LIBRARY_TABS.length) % LIBRARY_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : LIBRARY_TABS[next];
    if (!target) return;
    event.preventDefault();
    onTabChange(target);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(target)}"]`)?.focus();
  };

  return (
    <div data-scope="library-tabs" data-part="root" className={className}>
      <div
        ref={listRef}
        role="tablist"
        data-part="list"
        aria-label={intl.formatMessage({ id: M.tabs })}
        onKeyDown={onKeyDown}
      >
        {LIBRARY_TABS.map((value) => {
          const isSelected = value === tab;
          return (
            <button
              key={value}
              id={tabId(value)}
              type="button"
              role="tab"
              data-part="tab"
              data-state={isSelected ? 'active' : 'inactive'}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onTabChange(value)}
            >
              {intl.formatMessage({ id: TAB_LABELS[value] })}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" data-part="panel" aria-labelledby={tabId(tab)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
