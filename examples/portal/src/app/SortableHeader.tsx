import type { ReactNode } from 'react';

/** What a sortable header reads of a TanStack Table column (any table's column fits). */
export interface SortableColumn {
  getIsSorted(): false | 'asc' | 'desc';
  getCanSort(): boolean;
  toggleSorting(desc?: boolean): void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header of the portal's tables: a sortable column is a button in the `th` (keyboard: Tab to it, Enter or
 * Space sorts; ascending first, then descending) with the direction in `aria-sort` and as an arrow the screen
 * reader skips; any other column is its label.
 */
export function SortableHeader({ column, label }: { column: SortableColumn; label: string }) {
  const direction = column.getIsSorted();
  const canSort = column.getCanSort();
  return (
    <th scope="col" aria-sort={canSort ? (direction ? ARIA_SORT[direction] : 'none') : undefined}>
      {canSort ? (
        <button
          type="button"
          data-part="sort"
          data-state={direction || undefined}
          onClick={() => column.toggleSorting(direction === 'asc')}
        >
          {label}
          <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** A body cell of the portal's tables: the row's naming column is its row header (`th scope="row"`), others `td`. */
export function BodyCell({ isRowHeader, children }: { isRowHeader: boolean; children: ReactNode }) {
  return isRowHeader ? <th scope="row">{children}</th> : <td>{children}</td>;
}
