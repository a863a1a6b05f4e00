import type { MessageKey } from '@screenplay/core/messages';
import { CUSTOMER_SORT_KEYS, type Customer, type CustomerListQuery, type CustomerSortKey } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import {
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { BodyCell, SortableHeader } from '../../app/SortableHeader';

/** The list's sort: one column and its direction, as `GET customers?sort&order` takes it. */
export type CustomerSort = Pick<CustomerListQuery, 'sort' | 'order'>;

/** Row actions the page answers. */
export interface CustomerRowActions {
  onEdit: (customer: Customer) => void;
  onLicences: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  /** Acts as the customer (spec §1: a super-admin can log in as a customer). */
  onLoginAs: (customer: Customer) => void;
}

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, Customer>();

/** Each column's header text. */
const HEADER_KEYS: Readonly<Record<string, MessageKey>> = {
  title: 'customerManagement.title',
  type: 'customerManagement.type',
  administrators: 'customerManagement.administrators',
  screenLicenses: 'customerManagement.licenses',
  maxScreens: 'customerManagement.maxScreens',
  actions: 'customerManagement.actions',
};

function isSortKey(id: string): id is CustomerSortKey {
  return (CUSTOMER_SORT_KEYS as readonly string[]).includes(id);
}

/**
 * The customers as a table (TanStack Table): the server sorts (`manualSorting`: the rows arrive in the order
 * the list query asked for), so a header's button only says which column and direction to ask for next.
 * Sortable headers are buttons inside a `th` carrying `aria-sort`; each row has Login As, Edit, Licenses and Delete.
 */
export function CustomersTable({
  customers,
  sort,
  onSort,
  actions,
}: {
  customers: readonly Customer[];
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  actions: CustomerRowActions;
}) {
  const t = useText();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {}),
        helper.accessor('type', {
          cell: (info) => t(`customerManagement.type${info.getValue()}`),
        }),
        helper.accessor((row) => row.administrators.map((admin) => admin.email).join(', '), {
          id: 'administrators',
          enableSorting: false,
          cell: (info) => info.getValue() || t('customerManagement.none'),
        }),
        helper.accessor('screenLicenses', {}),
        helper.accessor('maxScreens', {}),
        helper.display({
          id: 'actions',
          cell: ({ row }) => {
            const title = row.original.title;
            return (
              <div data-scope="customers" data-part="row-actions">
                <Button
                  variant="ghost"
                  aria-label={t('chooseCustomer.loginAs', { customer: title })}
                  onClick={() => actions.onLoginAs(row.original)}
                >
                  {t('topbar.loginAs')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('customerManagement.edit', { title })}
                  onClick={() => actions.onEdit(row.original)}
                >
                  {t('customerManagement.editShort')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('customerManagement.manageLicenses', { title })}
                  onClick={() => actions.onLicences(row.original)}
                >
                  {t('customerManagement.licensesShort')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('customerManagement.delete', { title })}
                  onClick={() => actions.onDelete(row.original)}
                >
                  {t('customerManagement.deleteShort')}
                </Button>
              </div>
            );
          },
        }),
      ]),
    [t, actions],
  );
  const sorting: SortingState = [{ id: sort.sort, desc: sort.order === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: customers as Customer[],
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && isSortKey(next.id)) onSort({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
    },
  });

  return (
    <table data-scope="customers" data-part="table" aria-label={t('customerManagement.list')}>
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
          <tr key={row.id}>
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
