import type { MessageKey } from '@screenplay/core/messages';
import {
  CUSTOMER_SORT_KEYS,
  customerStatus,
  type Customer,
  type CustomerListQuery,
  type CustomerSortKey,
} from '@screenplay/core';
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
import { useIntl } from 'react-intl';
import { BodyCell, SortableHeader } from '../../app/SortableHeader';

/** The list's sort: one column and its direction, as `GET customers?sort&order` takes it. */
export type CustomerSort = Pick<CustomerListQuery, 'sort' | 'order'>;

/** Row actions the page answers. */
export interface CustomerRowActions {
  onEdit: (customer: Customer) => void;
  onAdministrators: (customer: Customer) => void;
  onLicences: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  /** Acts as the customer (spec §1: a super-admin can log in as a customer; a reseller switches into its own). */
  onLoginAs: (customer: Customer) => void;
}

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, Customer>();

/** Each column's header text. */
const HEADER_KEYS: Readonly<Record<string, MessageKey>> = {
  title: 'customerManagement.title',
  type: 'customerManagement.type',
  administrators: 'customerManagement.administrators',
  screensInUse: 'customerManagement.screens',
  screenLicenses: 'customerManagement.licenses',
  status: 'customerManagement.status',
  actions: 'customerManagement.actions',
};

function isSortKey(id: string): id is CustomerSortKey {
  return (CUSTOMER_SORT_KEYS as readonly string[]).includes(id);
}

/** An e-mail address that may wrap after its '@' (never inside a word), followed by a comma unless it is the last. */
function EmailText({ email, isLast }: { email: string; isLast: boolean }) {
  const at = email.indexOf('@');
  return (
    <span>
      {at < 0 ? email : email.slice(0, at + 1)}
      {at < 0 ? null : (
        <>
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
      {isLast ? '' : ', '}
    </span>
  );
}

/**
 * A customer's licences: how many are valid, and how many expire within core's `LICENCE_EXPIRY_WARNING_DAYS` and
 * when the first does (else when the next ends).
 */
function LicencesCell({ licences }: { licences: Customer['licences'] }) {
  const t = useText();
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const { valid, expiringSoon, nextExpiry } = licences;
  return (
    <span data-part="licences">
      <span>{t('customerManagement.validLicenses', { valid })}</span>
      {expiringSoon > 0 && nextExpiry ? (
        <span data-part="expiring">
          {t('customerManagement.licensesExpiring', { count: expiringSoon, date: day(nextExpiry) })}
        </span>
      ) : nextExpiry ? (
        <span data-part="next-end">{t('customerManagement.licensesEnd', { date: day(nextExpiry) })}</span>
      ) : null}
    </span>
  );
}

/**
 * The customers as a table (TanStack Table), shared by the super-admin's `/customer-management` and a reseller's
 * `/resellers/customers`: name, administrators, screens in use of the maximum, licences (valid, expiring within core's
 * warning days with the first date) and status (core's `customerStatus`); with `showsReseller` (a super-admin's list of
 * every customer) the type and the reseller too. The server sorts (`manualSorting`: the rows arrive in the order the
 * list query asked for), so a header's button only says which column and direction to ask for next. Sortable headers
 * are buttons inside a `th` carrying `aria-sort`; each row has Login As, Edit, Licenses, Administrators and Delete.
 */
export function CustomersTable({
  customers,
  sort,
  onSort,
  actions,
  showsReseller,
}: {
  customers: readonly Customer[];
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  actions: CustomerRowActions;
  showsReseller: boolean;
}) {
  const t = useText();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {}),
        ...(showsReseller
          ? [
              helper.accessor('type', {
                cell: ({ row }) => (
                  <span data-part="type">
                    <span>{t(`customerManagement.type${row.original.type}`)}</span>
                    {row.original.resellerTitle ? (
                      <span data-part="reseller">
                        {t('customerManagement.resellerOf', { reseller: row.original.resellerTitle })}
                      </span>
                    ) : null}
                  </span>
                ),
              }),
            ]
          : []),
        helper.accessor((row) => row.administrators.map((admin) => admin.email).join(', '), {
          id: 'administrators',
          enableSorting: false,
          cell: ({ row }) =>
            row.original.administrators.length === 0 ? (
              t('customerManagement.none')
            ) : (
              <span data-part="emails">
                {row.original.administrators.map((admin, index) => (
                  <EmailText
                    key={admin.id}
                    email={admin.email}
                    isLast={index === row.original.administrators.length - 1}
                  />
                ))}
              </span>
            ),
        }),
        // Screens in use against the maximum, free ones included; a maximum of 0 is none (core's Customer.maxScreens).
        helper.accessor('screensInUse', {
          cell: ({ row }) => {
            const { screensInUse: inUse, maxScreens: max } = row.original;
            return max === 0
              ? t('customerManagement.screensNoMax', { inUse })
              : t('customerManagement.screensOfMax', { inUse, max });
          },
        }),
        helper.accessor('screenLicenses', { cell: ({ row }) => <LicencesCell licences={row.original.licences} /> }),
        helper.display({
          id: 'status',
          cell: ({ row }) => {
            const status = customerStatus(row.original.licences);
            return (
              <span data-part="status" data-state={status}>
                {t(`customerStatus.${status}`)}
              </span>
            );
          },
        }),
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
                  aria-label={t('customerManagement.manageAdministrators', { title })}
                  onClick={() => actions.onAdministrators(row.original)}
                >
                  {t('customerManagement.administratorsShort')}
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
    [t, actions, showsReseller],
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

  // The table scrolls sideways inside its own box when the page is narrower than its columns, never the whole page;
  // a keyboard scrolls it by moving through its buttons (every row has some).
  return (
    <div data-scope="customers" data-part="table-scroll">
      <table data-scope="customers" data-part="table" aria-label={t('customerManagement.list')}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const key = HEADER_KEYS[header.column.id];
                return (
                  <SortableHeader key={header.id} column={header.column} label={key ? t(key) : header.column.id} />
                );
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
    </div>
  );
}
