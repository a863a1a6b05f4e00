import { LoadingIndicator } from '@screenplay/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** Props of {@link ItemList}. */
export interface ItemListProps {
  isLoading: boolean;
  count: number;
  /** The list's accessible name, e.g. 'Layouts in Brand'. */
  label: string;
  /** Message key of the empty state. */
  emptyKey: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/** A tab's cards: a loading indicator on the first load, an empty note, or the list. */
export function ItemList({ isLoading, count, label, emptyKey, children }: ItemListProps) {
  const intl = useIntl();
  if (count === 0 && isLoading) return <LoadingIndicator />;
  if (count === 0) {
    return (
      <p data-scope="library-page" data-part="empty">
        {intl.formatMessage({ id: emptyKey })}
      </p>
    );
  }
  return (
    <ul data-scope="library-page" data-part="cards" aria-label={label} aria-busy={isLoading || undefined}>
      {children}
    </ul>
  );
}
