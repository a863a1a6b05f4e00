import {
  BILLING_CURRENCY,
  effectiveVatPercent,
  LICENCE_PURCHASE_MONTHS,
  type LicencePurchaseMonths,
  licencePurchaseDays,
  licencePurchaseErrors,
  licencePurchaseQuote,
  type OrderDetailDto,
  type PriceItemDto,
  type TenantDetailsDto,
} from '@screenplay/core/billing';
import { isMessageKey } from '@screenplay/core/messages';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { billingFailureText, money } from '../../shared/billing/billing.logic';
import type { OrdersCalls } from '@screenplay/hooks/billing';
import { ModalDialog } from '../../shared/ModalDialog';

/** Who buys and at what price: a Direct customer its own licence item, a reseller one of its customers'. */
export type LicenceBuyer =
  | { kind: 'customer'; title: string; price: number; currency: string }
  | { kind: 'reseller'; currency: string };

/**
 * Who buys licences on a tenant's Billing page: a Direct customer (its licence item's price) or a reseller (its
 * customers' prices); nobody for a Delegated customer (its reseller buys) or without a price item.
 */
export function licenceBuyer(
  details: Pick<TenantDetailsDto, 'type' | 'title'>,
  item: PriceItemDto | null,
): LicenceBuyer | null {
  if (details.type === 'Reseller') return { kind: 'reseller', currency: item?.currency ?? BILLING_CURRENCY };
  if (details.type !== 'Direct' || item === null) return null;
  return { kind: 'customer', title: item.title, price: item.price, currency: item.currency };
}

/** The period the dialog opens with: the spec's year (§9: "License add: duration 365 days"). */
const DEFAULT_MONTHS: LicencePurchaseMonths = 12;

/**
 * Buy licences (issue 25: "Direct customers and resellers buy licences from Billing (amount and period; the price and
 * VAT per spec §9; charged at once ...; the order listed)"): a button, for an administrator with a card bound (else
 * what to do first), opening a dialog with the number of licences, the period and, for a reseller, the customer; the
 * price, VAT and total with 2 decimals (core's `licencePurchaseQuote`, 25% VAT when none is given) before buying.
 */
export function BuyLicences({
  calls,
  buyer,
  hasCard,
  onBought,
}: {
  calls: OrdersCalls;
  buyer: LicenceBuyer;
  /** Whether the account has a card the purchase is charged to. */
  hasCard: boolean;
  onBought: (order: OrderDetailDto) => void;
}) {
  const t = useText();
  const [isOpen, setOpen] = useState(false);
  if (!hasCard) return <p data-part="note">{t('invoices.buyNeedsCard')}</p>;
  return (
    <div data-part="form-actions">
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('invoices.buy')}
      </Button>
      {isOpen ? (
        <BuyDialog
          calls={calls}
          buyer={buyer}
          onClose={() => setOpen(false)}
          onBought={(order) => {
            setOpen(false);
            onBought(order);
          }}
        />
      ) : null}
    </div>
  );
}

function BuyDialog({
  calls,
  buyer,
  onClose,
  onBought,
}: {
  calls: OrdersCalls;
  buyer: LicenceBuyer;
  onClose: () => void;
  onBought: (order: OrderDetailDto) => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const ids = { period: useId(), customer: useId(), quote: useId() };
  const [amount, setAmount] = useState('1');
  const [months, setMonths] = useState<LicencePurchaseMonths>(DEFAULT_MONTHS);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const customers = useLoader(
    () => (buyer.kind === 'reseller' ? calls.buyerCustomers() : Promise.resolve([])),
    [calls, buyer.kind],
  );
  const customer = customers.data?.find((c) => c.id === customerId) ?? null;
  const price = buyer.kind === 'customer' ? buyer.price : (customer?.price ?? null);
  const count = /^\d{1,4}$/.test(amount.trim()) ? Number(amount.trim()) : Number.NaN;
  const problems = licencePurchaseErrors({ amount: count, months });
  const amountProblem = problems.amount?.[0];
  const quote = price === null || amountProblem ? null : licencePurchaseQuote(price, { amount: count, months }, null);
  const vatPercent = effectiveVatPercent(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountProblem || (buyer.kind === 'reseller' && customerId === null)) {
      setFailure(t(amountProblem && isMessageKey(amountProblem) ? amountProblem : 'invoices.customerNeeded'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const order = await calls.buyLicences({
        amount: count,
        months,
        ...(buyer.kind === 'reseller' && customerId !== null ? { customerId } : {}),
      });
      toasts.show({ type: 'INFO', messageKey: 'invoices.bought', values: { amount: count, number: order.number } });
      onBought(order);
    } catch (caught) {
      setFailure(billingFailureText(caught, t) ?? errorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('invoices.buy')} scope="buy-licences" onEscape={onClose}>
      <form data-scope="billing" data-part="buy-form" noValidate onSubmit={submit}>
        <p data-part="note">{t('invoices.buyIntro')}</p>
        {buyer.kind === 'reseller' ? (
          customers.data === undefined ? (
            <LoadingIndicator />
          ) : customers.data.length === 0 ? (
            <p data-part="note">{t('invoices.buyNoCustomers')}</p>
          ) : (
            <div data-part="field">
              <label htmlFor={ids.customer}>{t('invoices.buyCustomer')}</label>
              <select
                id={ids.customer}
                value={customerId ?? ''}
                onChange={(event) => setCustomerId(event.target.value === '' ? null : Number(event.target.value))}
              >
                <option value="">{t('invoices.buyCustomerChoose')}</option>
                {customers.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title} ({c.tariffPlan})
                  </option>
                ))}
              </select>
            </div>
          )
        ) : null}
        <TextField
          label={t('invoices.buyAmount')}
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountProblem && amount.trim() !== '' && isMessageKey(amountProblem) ? t(amountProblem) : null}
        />
        <div data-part="field">
          <label htmlFor={ids.period}>{t('invoices.buyPeriod')}</label>
          <select
            id={ids.period}
            value={months}
            onChange={(event) => {
              const chosen = LICENCE_PURCHASE_MONTHS.find((m) => String(m) === event.target.value);
              if (chosen) setMonths(chosen);
            }}
          >
            {LICENCE_PURCHASE_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m === 1
                  ? t('invoices.buyMonth', { days: licencePurchaseDays(m) })
                  : t('invoices.buyMonths', { months: m, days: licencePurchaseDays(m) })}
              </option>
            ))}
          </select>
        </div>
        <div id={ids.quote} data-part="quote" aria-live="polite">
          {price !== null ? (
            <p data-part="hint">
              {t('invoices.buyPrice', {
                title: buyer.kind === 'customer' ? buyer.title : (customer?.title ?? ''),
                price: money(price),
                currency: buyer.currency,
              })}
            </p>
          ) : null}
          {quote ? (
            <dl data-part="facts">
              <dt>{t('invoices.buyNet')}</dt>
              <dd data-part="quote-net">
                {money(quote.totals.amount)} {buyer.currency}
              </dd>
              <dt>{t('invoices.buyVat', { percent: vatPercent })}</dt>
              <dd data-part="quote-vat">
                {money(quote.totals.vat)} {buyer.currency}
              </dd>
              <dt>{t('invoices.buyTotal')}</dt>
              <dd data-part="quote-total">
                <strong>
                  {money(quote.totals.total)} {buyer.currency}
                </strong>
              </dd>
            </dl>
          ) : null}
        </div>
        {failure ? (
          <p data-part="failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div data-part="form-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isBusy} disabled={quote === null}>
            {quote
              ? t('invoices.buyConfirm', { total: money(quote.totals.total), currency: buyer.currency })
              : t('invoices.buy')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
