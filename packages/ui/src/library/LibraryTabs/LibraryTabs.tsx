import type { LibraryTab } from '@screenplay/core/library';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useTabList } from '../../Tabs/useTabList';
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
  const tabs = useTabList(LIBRARY_TABS, tab, onTabChange);
  return (
    <div data-scope="library-tabs" data-part="root" className={className}>
      <div role="tablist" {...tabs.listProps} data-part="list" aria-label={intl.formatMessage({ id: M.tabs })}>
        {LIBRARY_TABS.map((value) => (
          <button key={value} role="tab" {...tabs.tabProps(value)} data-part="tab">
            {intl.formatMessage({ id: TAB_LABELS[value] })}
          </button>
        ))}
      </div>
      <div role="tabpanel" {...tabs.panelProps} data-part="panel">
        {children}
      </div>
    </div>
  );
}
