import type { Customer, Reseller, TariffPlan } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { useSubmit } from '../../app/useSubmit';
import { currentPrice, customerPriceRows, planPriceRows, priceNames, type PriceRow } from './resellers.logic';
import type { ResellersCalls } from '@screenplay/hooks/accounts';

/** A labelled select of id-titled options (plans, customers). */
function IdSelect({
  label,
  name,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  options: readonly { id: number; title: string }[];
  value: number;
  onChange: (id: number) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div data-scope="resellers" data-part="select-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Setting a price (`PUT resellers/{id}/prices[/{customerId}] {price, tariffPlanId}`): a plan, for the plan form's
 * reseller as a whole or, given `customers`, for one of them; the price field starts at the price set now.
 */
function PriceForm({
  reseller,
  plans,
  customers,
  calls,
  onSaved,
}: {
  reseller: Reseller;
  plans: readonly [TariffPlan, ...TariffPlan[]];
  customers: readonly [Customer, ...Customer[]] | null;
  calls: ResellersCalls;
  onSaved: (reseller: Reseller) => void;
}) {
  const t = useText();
  const { toasts } = usePortal();
  const headingId = useId();
  const [planId, setPlanId] = useState(plans[0].id);
  const [customerId, setCustomerId] = useState(customers ? customers[0].id : null);
  const [price, setPrice] = useState(() => currentPrice(reseller, planId, customerId));
  const save = useSubmit({ showFieldErrors: true });
  const choose = (nextPlan: number, nextCustomer: number | null) => {
    setPlanId(nextPlan);
    setCustomerId(nextCustomer);
    setPrice(currentPrice(reseller, nextPlan, nextCustomer));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { price: price.trim(), tariffPlanId: planId };
    const answer: { saved?: Reseller } = {};
    const isDone = await save.run(async () => {
      answer.saved =
        customerId === null
          ? await calls.setPrice(reseller.id, input)
          : await calls.setCustomerPrice(reseller.id, customerId, input);
    });
    const saved = answer.saved;
    if (!isDone || saved === undefined) return;
    const plan = plans.find((one) => one.id === planId)?.title ?? '';
    const customer = customers?.find((one) => one.id === customerId)?.title ?? '';
    const stored = currentPrice(saved, planId, customerId);
    toasts.show(
      customerId === null
        ? { type: 'INFO', messageKey: 'resellerManagement.priceSaved', values: { plan, price: stored } }
        : {
            type: 'INFO',
            messageKey: 'resellerManagement.customerPriceSaved',
            values: { plan, customer, price: stored },
          },
    );
    setPrice(stored);
    onSaved(saved);
  };

  const title = customers ? t('resellerManagement.setCustomerPrice') : t('resellerManagement.setPrice');
  return (
    <form data-scope="resellers" data-part="price-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h5 id={headingId}>{title}</h5>
      {customers ? (
        <IdSelect
          label={t('resellerManagement.customer')}
          name="customerId"
          options={customers}
          value={customerId ?? customers[0].id}
          onChange={(id) => choose(planId, id)}
          error={undefined}
        />
      ) : null}
      <IdSelect
        label={t('resellerManagement.tariffPlan')}
        name="tariffPlanId"
        options={plans}
        value={planId}
        onChange={(id) => choose(id, customerId)}
        error={save.fieldErrors.tariffPlanId}
      />
      <TextField
        label={t('resellerManagement.price')}
        description={t('resellerManagement.priceHelp')}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        required
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={save.fieldErrors.price}
      />
      <FormMessage scope="resellers" kind="error">
        {save.formError}
      </FormMessage>
      <div data-part="buttons">
        <Button type="submit" isLoading={save.isSubmitting}>
          {title}
        </Button>
      </div>
    </form>
  );
}

/** A table of current prices, or a line saying there are none. */
function PricesTable({ rows, label, empty }: { rows: readonly PriceRow[]; label: string; empty: string }) {
  const t = useText();
  if (rows.length === 0) return <p data-part="empty">{empty}</p>;
  const hasCustomers = rows.some((row) => row.customer !== null);
  return (
    <table data-scope="resellers" data-part="prices-table" aria-label={label}>
      <thead>
        <tr>
          {hasCustomers ? <th scope="col">{t('resellerManagement.customer')}</th> : null}
          <th scope="col">{t('resellerManagement.tariffPlan')}</th>
          <th scope="col">{t('resellerManagement.price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {hasCustomers ? <th scope="row">{row.customer}</th> : null}
            {hasCustomers ? <td>{row.plan}</td> : <th scope="row">{row.plan}</th>}
            <td data-part="price">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the prices section needs loaded besides the reseller: `undefined` while loading, `null` when it failed. */
export interface PriceLists {
  plans: readonly TariffPlan[] | null | undefined;
  /** The reseller's own customers. */
  customers: readonly Customer[] | null | undefined;
}

/**
 * A reseller's prices (spec accounts §3 "price per tariffPlanId, also per customer"; §7): the prices set now, per
 * tariff plan and per customer, each with the form that sets one.
 */
export function ResellerPrices({
  reseller,
  lists,
  calls,
  onSaved,
}: {
  reseller: Reseller;
  lists: PriceLists;
  calls: ResellersCalls;
  onSaved: (reseller: Reseller) => void;
}) {
  const t = useText();
  const headingId = `reseller-${reseller.id}-prices`;
  const names = priceNames(lists.plans ?? [], lists.customers ?? [], {
    plan: (id) => t('resellerManagement.unknownPlan', { id }),
    customer: (id) => t('resellerManagement.unknownCustomer', { id }),
  });
  const [firstPlan, ...otherPlans] = lists.plans ?? [];
  const plans = firstPlan ? ([firstPlan, ...otherPlans] as const) : null;
  const [firstCustomer, ...otherCustomers] = lists.customers ?? [];
  const customers = firstCustomer ? ([firstCustomer, ...otherCustomers] as const) : null;

  const plansNote =
    lists.plans === undefined ? null : lists.plans === null ? (
      <p role="alert">{t('resellerManagement.plansLoadError')}</p>
    ) : plans === null ? (
      <p data-part="empty">{t('resellerManagement.noPlans')}</p>
    ) : null;
  const customersNote =
    lists.customers === undefined ? null : lists.customers === null ? (
      <p role="alert">{t('resellerManagement.customersLoadError')}</p>
    ) : customers === null ? (
      <p data-part="empty">{t('resellerManagement.noCustomers')}</p>
    ) : null;

  return (
    <section data-scope="resellers" data-part="prices" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('resellerManagement.pricesHeading', { title: reseller.title })}</h3>
      <div data-part="price-group">
        <h4>{t('resellerManagement.planPrices')}</h4>
        <PricesTable
          rows={planPriceRows(reseller, names)}
          label={t('resellerManagement.planPrices')}
          empty={t('resellerManagement.noPrices')}
        />
        {plansNote}
        {plans ? (
          <PriceForm
            key={`plans-${reseller.id}`}
            reseller={reseller}
            plans={plans}
            customers={null}
            calls={calls}
            onSaved={onSaved}
          />
        ) : null}
      </div>
      <div data-part="price-group">
        <h4>{t('resellerManagement.customerPrices')}</h4>
        <PricesTable
          rows={customerPriceRows(reseller, names)}
          label={t('resellerManagement.customerPrices')}
          empty={t('resellerManagement.noCustomerPrices')}
        />
        {plans ? customersNote : plansNote}
        {plans && customers ? (
          <PriceForm
            key={`customers-${reseller.id}`}
            reseller={reseller}
            plans={plans}
            customers={customers}
            calls={calls}
            onSaved={onSaved}
          />
        ) : null}
      </div>
    </section>
  );
}
