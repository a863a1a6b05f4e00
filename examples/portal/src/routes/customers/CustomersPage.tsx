import type { Customer } from '@screenplay/core';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { useMayOpen } from '../../app/useMayOpen';
import { CustomerForm } from './CustomerForm';
import { CustomersTable, type CustomerRowActions, type CustomerSort } from './CustomersTable';
import { customersApi, type CustomerInput } from './customersApi';
import { LicencesForm } from './LicencesForm';
import './customers.css';

/** What the panel beside the list shows. */
type Panel =
  | { kind: 'create' }
  | { kind: 'edit'; customer: Customer }
  | { kind: 'licences'; customer: Customer }
  | null;

/** The list's first order (the API's default too): by name, A to Z. */
const FIRST_SORT: CustomerSort = { sort: 'title', order: 'asc' };

/**
 * `/customer-management` (spec accounts §2, §5, §7; issue 13): the customers a super-admin (not acting as a customer)
 * manages, searched and sorted by the server; create one with its administrators (each invited by e-mail), edit it,
 * delete it after a confirmation that says what goes with it (refused while it has screens), and add or remove its
 * licences (never below the screens in use: customers.decreaseLicenseError).
 */
export default function CustomersPage() {
  const t = useText();
  const intl = useIntl();
  const { api, toasts, popups, session } = usePortal();
  const [, navigate] = useLocation();
  const mayOpen = useMayOpen();
  const calls = useMemo(() => customersApi(api), [api]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>(FIRST_SORT);
  const [panel, setPanel] = useState<Panel>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = search.trim();
  const list = useLoader(() => calls.list({ search: query, ...sort }), [calls, query, sort.sort, sort.order], {
    keepPreviousData: true,
  });

  const save = async (input: CustomerInput) => {
    const saved = panel?.kind === 'edit' ? await calls.update(panel.customer.id, input) : await calls.create(input);
    const messageKey = panel?.kind === 'edit' ? 'customerManagement.saved' : 'customerManagement.created';
    toasts.show({ type: 'INFO', messageKey, values: { title: saved.title } });
    setPanel(null);
    list.reload();
  };

  const changeLicences = async (customer: Customer, amount: number, isAdding: boolean) => {
    const saved = isAdding
      ? await calls.addLicences(customer.id, amount)
      : await calls.removeLicences(customer.id, amount);
    const messageKey = isAdding ? 'customerManagement.licensesAdded' : 'customerManagement.licensesRemoved';
    toasts.show({ type: 'INFO', messageKey, values: { title: saved.title } });
    setPanel({ kind: 'licences', customer: saved });
    list.reload();
  };

  const actions: CustomerRowActions = useMemo(
    () => ({
      onLoginAs: (customer) => {
        setFailure(null);
        // Acting as the customer, the super-admin leaves this page (it is for super-admins acting as none) for home.
        session.loginAs(customer.id).then(
          () => navigate('/'),
          (caught: unknown) => setFailure(errorMessage(intl, caught)),
        );
      },
      onEdit: (customer) => setPanel({ kind: 'edit', customer }),
      onLicences: (customer) => setPanel({ kind: 'licences', customer }),
      onDelete: async (customer) => {
        setFailure(null);
        const answer = await popups.open({
          kind: 'confirm',
          messageKey: 'customerManagement.deleteConfirm',
          values: { title: customer.title },
          confirmLabelKey: 'customerManagement.deleteShort',
        });
        if (answer.action !== 'confirm') return;
        try {
          await calls.remove(customer.id);
          toasts.show({ type: 'INFO', messageKey: 'customerManagement.deleted', values: { title: customer.title } });
          setPanel((current) =>
            current && current.kind !== 'create' && current.customer.id === customer.id ? null : current,
          );
          list.reload();
        } catch (caught) {
          setFailure(errorMessage(intl, caught));
        }
      },
    }),
    [calls, popups, toasts, intl, list.reload, session, navigate],
  );

  const customers = list.data;
  return (
    <div data-scope="customers" data-part="root">
      <header data-scope="customers" data-part="header">
        <h2>{t('customerManagement.heading')}</h2>
        {/* A super-admin manages resellers too, and reaches them from here (core's canSeeResellers). */}
        {mayOpen('/resellers') ? <Link href="/resellers">{t('nav.resellers')}</Link> : null}
        <Button variant="primary" onClick={() => setPanel({ kind: 'create' })}>
          {t('customerManagement.add')}
        </Button>
      </header>
      {failure ? (
        <p data-scope="customers" data-part="failure" role="alert">
          {failure}
        </p>
      ) : null}
      {panel?.kind === 'create' || panel?.kind === 'edit' ? (
        <CustomerForm
          key={panel.kind === 'edit' ? panel.customer.id : 'new'}
          customer={panel.kind === 'edit' ? panel.customer : null}
          onSubmit={save}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {panel?.kind === 'licences' ? (
        <LicencesForm
          key={panel.customer.id}
          customer={panel.customer}
          loadOrders={calls.licenceOrders}
          onAdd={(amount) => changeLicences(panel.customer, amount, true)}
          onRemove={(amount) => changeLicences(panel.customer, amount, false)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      <div data-scope="customers" data-part="toolbar">
        <TextField
          label={t('customerManagement.search')}
          name="customer-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {customers === undefined ? (
        list.status === 'error' ? (
          <div data-scope="customers" data-part="error" role="alert">
            <p>{t('customerManagement.loadError')}</p>
            <Button variant="secondary" onClick={list.reload}>
              {t('customerManagement.retry')}
            </Button>
          </div>
        ) : (
          <LoadingIndicator />
        )
      ) : customers.length === 0 ? (
        <p data-scope="customers" data-part="empty">
          {query ? t('customerManagement.noMatch', { search: query }) : t('customerManagement.empty')}
        </p>
      ) : (
        <CustomersTable customers={customers} sort={sort} onSort={setSort} actions={actions} />
      )}
    </div>
  );
}
