import type { MessageKey } from '@screenplay/core/messages';
import type { Reseller } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { BodyCell, SortableHeader } from '../../app/SortableHeader';

/** Row actions the page answers. */
export interface ResellerRowActions {
  onOpen: (reseller: Reseller) => void;
  onDelete: (reseller: Reseller) => void;
}

// `GET resellers` answers the whole (small) registry, so the table sorts the rows itself.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, Reseller>();

/** Each column's header text. */
const HEADER_KEYS: Readonly<Record<string, MessageKey>> = {
  title: 'resellerManagement.title',
  email: 'resellerManagement.email',
  phone: 'resellerManagement.phone',
  administrators: 'resellerManagement.administrators',
  actions: 'resellerManagement.actions',
};

/** The first order: by name, A to Z (the API's order too). */
const FIRST_SORTING: SortingState = [{ id: 'title', desc: false }];

/**
 * The resellers as a table (TanStack Table) for a super-admin: name, e-mail, phone, number of administrators,
 * sorted in the browser. Sortable headers are buttons inside a `th` carrying `aria-sort`, reached and pressed by
 * keyboard; each row has Manage (opens the reseller below the table) and Delete.
 */
export function ResellersTable({
  resellers,
  actions,
  openId,
}: {
  resellers: readonly Reseller[];
  actions: ResellerRowActions;
  /** The reseller open below the table, marked on its row. */
  openId: number | null;
}) {
  const t = useText();
  const [sorting, setSorting] = useState<SortingState>(FIRST_SORTING);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', { sortFn: 'text' }),
        helper.accessor((row) => row.email ?? '', {
          id: 'email',
          sortFn: 'text',
          cell: (info) => info.getValue() || t('resellerManagement.none'),
        }),
        helper.accessor((row) => row.phone ?? '', {
          id: 'phone',
          sortFn: 'text',
          cell: (info) => info.getValue() || t('resellerManagement.none'),
        }),
        helper.accessor((row) => row.administrators.length, { id: 'administrators', sortFn: 'basic' }),
        helper.display({
          id: 'actions',
          cell: ({ row }) => {
            const title = row.original.title;
            return (
              <div data-scope="resellers" data-part="row-actions">
                <Button
                  variant="ghost"
                  aria-label={t('resellerManagement.open', { title })}
                  aria-expanded={row.original.id === openId}
                  onClick={() => actions.onOpen(row.original)}
                >
                  {t('resellerManagement.openShort')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('resellerManagement.delete', { title })}
                  onClick={() => actions.onDelete(row.original)}
                >
                  {t('resellerManagement.deleteShort')}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [t, actions, openId],
  );
  const table = useTable({
    features,
    columns,
    data: resellers as Reseller[],
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: setSorting,
  });

  return (
    <table data-scope="resellers" data-part="table" aria-label={t('resellerManagement.list')}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const key = HEADER_KEYS[header.column.id];
              return <SortableHeader key={header.id} column={header.column} label={key ? t(key) : header.column.id} />;
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-state={row.original.id === openId ? 'open' : undefined}>
            {row.getAllCells().map((cell) => (
              <BodyCell key={cell.id} isRowHeader={cell.column.id === 'title'}>
                <table.FlexRender cell={cell} />
              </BodyCell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
