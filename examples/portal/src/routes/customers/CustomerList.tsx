import type { Customer } from '@screenplay/core';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useCustomerSwitch } from '../../app/useLoginAsMenu';
import { CustomerAdministrators } from './CustomerAdministrators';
import { CustomerForm, type ResellerOptions, type TariffPlanOptions } from './CustomerForm';
import { CustomersTable, type CustomerRowActions, type CustomerSort } from './CustomersTable';
import { customersCalls, type CustomerInput } from '@screenplay/hooks/accounts';
import { LicencesForm } from './LicencesForm';
import './customers.css';

/** What the panel beside the list shows. */
type Panel =
  | { kind: 'create' }
  | { kind: 'edit'; customer: Customer }
  | { kind: 'administrators'; customer: Customer }
  | { kind: 'licences'; customer: Customer }
  | null;

/** The list's first order (the API's default too): by name, A to Z. */
const FIRST_SORT: CustomerSort = { sort: 'title', order: 'asc' };

/**
 * Whose customers a list shows: `all`, a super-admin's (every customer, with its type and reseller, put under a
 * reseller when Delegated); `own`, a reseller's (its own customers, created Delegated under it). The server answers
 * each caller its own set (`GET customers`), so the scope only decides what the list shows and asks.
 */
export type CustomerListScope = 'all' | 'own';

/**
 * The customers list of both customer pages (spec accounts §2, §4, §5, §7; issues 13 and 25): searched and sorted by
 * the server; create a customer with its administrators (each invited by e-mail), edit it, add and remove its
 * administrators, its licences (core's rules, H1's form), delete it after a confirmation that says what goes with it
 * (refused while it has screens), and log in as it from its row through the same switch as the user menu's 'Login
 * As'. A customer created or deleted is listed (or no longer) in that menu at once.
 */
export function CustomerList({
  scope,
  heading,
  headerEnd,
}: {
  scope: CustomerListScope;
  heading: string;
  /** Links beside the heading (a super-admin's way to Resellers). */
  headerEnd?: ReactNode;
}) {
  const t = useText();
  const intl = useIntl();
  const { api, toasts, popups, session } = usePortal();
  const { loginAs } = useCustomerSwitch();
  const calls = useMemo(() => customersCalls(api), [api]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>(FIRST_SORT);
  const [panel, setPanel] = useState<Panel>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = search.trim();
  const list = useLoader(() => calls.list({ search: query, ...sort }), [calls, query, sort.sort, sort.order], {
    keepPreviousData: true,
  });
  const resellerList = useLoader(() => (scope === 'all' ? calls.resellers() : Promise.resolve([])), [calls, scope]);
  const resellers: ResellerOptions | undefined =
    scope === 'all' ? { list: resellerList.data, failed: resellerList.status === 'error' } : undefined;
  // Read when a form opens (not with the list): only the form offers them.
  const isFormOpen = panel?.kind === 'create' || panel?.kind === 'edit';
  const planList = useLoader(
    () => (isFormOpen ? calls.tariffPlans() : Promise.resolve(undefined)),
    [calls, isFormOpen],
  );
  const tariffPlans: TariffPlanOptions = {
    list: planList.data,
    failed: planList.status === 'error',
    retry: planList.reload,
    load: calls.tariffPlanOf,
    save: calls.setTariffPlan,
  };

  /** The user menu's 'Login As' lists the customers the session read: read them again after a change. */
  const refreshLoginAsMenu = useCallback(
    () => void session.loadCustomers().catch((caught: unknown) => toastError(toasts, caught)),
    [session, toasts],
  );

  /** Creates the customer (`existing` null) or updates it; the list and the menu show it at once, plan saved or not. */
  const save = async (input: CustomerInput, existing: Customer | null) => {
    const saved = existing ? await calls.update(existing.id, input) : await calls.create(input);
    const messageKey = existing ? 'customerManagement.saved' : 'customerManagement.created';
    toasts.show({ type: 'INFO', messageKey, values: { title: saved.title } });
    list.reload();
    refreshLoginAsMenu();
    return saved;
  };

  const saveAdministrators = async (customer: Customer, emails: readonly string[]) => {
    const saved = await calls.setAdministrators(customer.id, emails);
    setPanel({ kind: 'administrators', customer: saved });
    list.reload();
    return saved;
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

  const changeMaxScreens = async (customer: Customer, maxScreens: number) => {
    const saved = await calls.setMaxScreens(customer.id, maxScreens);
    toasts.show({ type: 'INFO', messageKey: 'customerManagement.maxScreensSaved', values: { title: saved.title } });
    setPanel({ kind: 'licences', customer: saved });
    list.reload();
  };

  const actions: CustomerRowActions = useMemo(
    () => ({
      onLoginAs: (customer) => loginAs(customer.id),
      onEdit: (customer) => setPanel({ kind: 'edit', customer }),
      onAdministrators: (customer) => setPanel({ kind: 'administrators', customer }),
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
          refreshLoginAsMenu();
        } catch (caught) {
          setFailure(errorMessage(intl, caught));
        }
      },
    }),
    [calls, popups, toasts, intl, list.reload, refreshLoginAsMenu, loginAs],
  );

  const customers = list.data;
  return (
    <div data-scope="customers" data-part="root">
      <header data-scope="customers" data-part="header">
        <h2>{heading}</h2>
        {headerEnd}
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
          {...(resellers ? { resellers } : {})}
          tariffPlans={tariffPlans}
          onSubmit={save}
          onSaved={() => setPanel(null)}
          onCancel={() => setPanel(null)}
        />
      ) : null}
      {panel?.kind === 'administrators' ? (
        <CustomerAdministrators
          key={panel.customer.id}
          customer={panel.customer}
          onSave={(emails) => saveAdministrators(panel.customer, emails)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel?.kind === 'licences' ? (
        <LicencesForm
          key={panel.customer.id}
          customer={panel.customer}
          loadOrders={calls.licenceOrders}
          onAdd={(amount) => changeLicences(panel.customer, amount, true)}
          onRemove={(amount) => changeLicences(panel.customer, amount, false)}
          onSetMaxScreens={(maxScreens) => changeMaxScreens(panel.customer, maxScreens)}
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
        <CustomersTable
          customers={customers}
          sort={sort}
          onSort={setSort}
          actions={actions}
          showsReseller={scope === 'all'}
        />
      )}
    </div>
  );
}
