import { deriveAccess, type Reseller } from '@screenplay/core';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { ResellerSections } from '../../shared/ResellerSections';
import { ResellerForm } from './ResellerForm';
import { ResellerPanel } from './ResellerPanel';
import type { PriceLists } from './ResellerPrices';
import { customersOf, matchesSearch } from './resellers.logic';
import { ResellersTable, type ResellerRowActions } from './ResellersTable';
import { resellersCalls, type ResellerInput, type ResellersCalls } from '@screenplay/hooks/accounts';
import './resellers.css';

/** The lists the prices need, as loaded: `undefined` while loading, `null` when the load failed. */
function loaded<T>(state: { data: T | undefined; status: string }): T | null | undefined {
  return state.data ?? (state.status === 'error' ? null : undefined);
}

/**
 * `/resellers` (spec accounts §2, §4-§7; issue 13), open to super-admins and reseller-role users. A super-admin
 * sees every reseller in a searchable, sortable table, adds and deletes them (after a confirmation; refused while
 * the reseller has customers) and opens one to edit it, manage its administrators and set its prices. A reseller's
 * administrator sees only its own reseller, opened directly, and may not add or delete resellers; its customers are
 * the section beside it (`/resellers/customers`, issue 25), linked from both.
 */
export default function ResellersPage() {
  const t = useText();
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const isSuperAdmin = user ? deriveAccess(user).isSuperAdmin : false;
  const calls = useMemo(() => resellersCalls(api), [api]);
  const list = useLoader(() => calls.list(), [calls], { keepPreviousData: true });
  const plans = useLoader(() => calls.tariffPlans(), [calls]);
  const customers = useLoader(() => calls.customers(), [calls]);
  const priceLists = (reseller: Reseller): PriceLists => {
    const all = loaded(customers);
    return { plans: loaded(plans), customers: all ? customersOf(all, reseller.id) : all };
  };

  const resellers = list.data;
  if (resellers === undefined)
    return list.status === 'error' ? (
      <div data-scope="resellers" data-part="error" role="alert">
        <p>{t('resellerManagement.loadError')}</p>
        <Button variant="secondary" onClick={list.reload}>
          {t('resellerManagement.retry')}
        </Button>
      </div>
    ) : (
      <LoadingIndicator />
    );

  if (!isSuperAdmin) {
    // GET resellers answers a reseller's administrator its own reseller only.
    const [own] = resellers;
    return (
      <div data-scope="resellers" data-part="root">
        <ResellerSections />
        {own ? (
          <ResellerPanel
            reseller={own}
            lists={priceLists(own)}
            calls={calls}
            userId={user?.id ?? 0}
            onChanged={list.reload}
          />
        ) : (
          <p data-part="empty">{t('resellerManagement.emptyOwn')}</p>
        )}
      </div>
    );
  }
  return (
    <AllResellers
      resellers={resellers}
      calls={calls}
      userId={user?.id ?? 0}
      priceLists={priceLists}
      reload={list.reload}
    />
  );
}

/** What a super-admin sees: every reseller, Add reseller, and the reseller opened from the table. */
function AllResellers({
  resellers,
  calls,
  userId,
  priceLists,
  reload,
}: {
  resellers: readonly Reseller[];
  calls: ResellersCalls;
  userId: number;
  priceLists: (reseller: Reseller) => PriceLists;
  reload: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts, popups } = usePortal();
  const [search, setSearch] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = search.trim();
  const shown = resellers.filter((reseller) => matchesSearch(reseller, query));
  const open = resellers.find((reseller) => reseller.id === openId) ?? null;

  const create = async (input: ResellerInput) => {
    const created = await calls.create(input);
    toasts.show({ type: 'INFO', messageKey: 'resellerManagement.created', values: { title: created.title } });
    setCreating(false);
    setOpenId(created.id);
    reload();
  };

  const actions: ResellerRowActions = useMemo(
    () => ({
      onOpen: (reseller) => setOpenId((current) => (current === reseller.id ? null : reseller.id)),
      onDelete: async (reseller) => {
        setFailure(null);
        const values = { title: reseller.title };
        const answer = await popups.open({
          kind: 'confirm',
          messageKey: 'resellerManagement.deleteConfirm',
          values,
          confirmLabelKey: 'resellerManagement.deleteShort',
        });
        if (answer.action !== 'confirm') return;
        try {
          await calls.remove(reseller.id);
          toasts.show({ type: 'INFO', messageKey: 'resellerManagement.deleted', values });
          setOpenId((current) => (current === reseller.id ? null : current));
          reload();
        } catch (caught) {
          setFailure(errorMessage(intl, caught));
        }
      },
    }),
    [calls, popups, toasts, intl, reload],
  );

  return (
    <div data-scope="resellers" data-part="root">
      <header data-scope="resellers" data-part="header">
        <h2>{t('resellerManagement.heading')}</h2>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('resellerManagement.add')}
        </Button>
      </header>
      {failure ? (
        <p data-scope="resellers" data-part="failure" role="alert">
          {failure}
        </p>
      ) : null}
      {isCreating ? <ResellerForm reseller={null} onSubmit={create} onCancel={() => setCreating(false)} /> : null}
      <div data-scope="resellers" data-part="toolbar">
        <TextField
          label={t('resellerManagement.search')}
          name="reseller-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p data-scope="resellers" data-part="empty">
          {query ? t('resellerManagement.noMatch', { search: query }) : t('resellerManagement.empty')}
        </p>
      ) : (
        <ResellersTable resellers={shown} actions={actions} openId={open?.id ?? null} />
      )}
      {open ? (
        <ResellerPanel
          key={open.id}
          reseller={open}
          lists={priceLists(open)}
          calls={calls}
          userId={userId}
          onChanged={reload}
        />
      ) : null}
    </div>
  );
}
