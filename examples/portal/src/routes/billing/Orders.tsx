import type { AdminOrderDto, OrderDto, RewardDto } from '@screenplay/core/billing';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { dayOf, defaultRange, money } from '../../shared/billing/billing.logic';
import type { BillingCalls, DateRange, OrdersCalls } from '@screenplay/hooks/billing';
import { BuyLicences, type LicenceBuyer } from './BuyLicences';
import { OrderDialog } from './OrderDialog';
import { RangeForm } from './RangeForm';
import { KIND_KEYS, STATUS_KEYS } from './statusKeys';

/** An order row, with its tenant when the list holds every tenant's (super-admin). */
type OrderRow = OrderDto & Partial<Pick<AdminOrderDto, 'tenantTitle'>>;

/** What opening an order needs: its calls, whether the user administers the tenant, and what to do once one is paid. */
export interface OrderDocuments {
  calls: OrdersCalls;
  canManage: boolean;
  onPaid: () => void;
}

/**
 * The orders as a table: number, date, kind, amounts with 2 decimals, status and due day (plus the tenant). Each
 * number opens the order (issue 25: its lines, its PDF invoice, Pay now for an open invoice).
 */
function OrdersTable({
  orders,
  label,
  showTenant,
  documents,
}: {
  orders: readonly OrderRow[];
  label: string;
  showTenant: boolean;
  documents: OrderDocuments;
}) {
  const t = useText();
  const none = t('billingPage.none');
  const { locale } = useIntl();
  const [opened, setOpened] = useState<OrderRow | null>(null);
  return (
    <div data-part="table-wrap">
      {opened ? (
        <OrderDialog
          orderId={opened.id}
          number={opened.number}
          calls={documents.calls}
          canManage={documents.canManage}
          onClose={() => setOpened(null)}
          onPaid={documents.onPaid}
        />
      ) : null}
      <table data-part="table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('billingPage.orderNumber')}</th>
            {showTenant ? <th scope="col">{t('billingPage.orderTenant')}</th> : null}
            <th scope="col">{t('billingPage.orderDate')}</th>
            <th scope="col">{t('billingPage.orderKind')}</th>
            <th scope="col">{t('billingPage.orderAmount')}</th>
            <th scope="col">{t('billingPage.orderVat')}</th>
            <th scope="col">{t('billingPage.orderTotal')}</th>
            <th scope="col">{t('billingPage.status')}</th>
            <th scope="col">{t('billingPage.orderDue')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Button
                  variant="ghost"
                  data-part="open-order"
                  aria-label={t('invoices.open', { number: order.number })}
                  onClick={() => setOpened(order)}
                >
                  {order.number}
                </Button>
              </th>
              {showTenant ? <td>{order.tenantTitle ?? none}</td> : null}
              <td>{dayOf(order.createdAt, none, locale)}</td>
              <td>
                {t(KIND_KEYS[order.kind])}
                {order.period ? ` ${order.period}` : ''}
                {order.paymentType ? ` · ${t(order.paymentType === 'Card' ? 'billing.card' : 'billing.invoice')}` : ''}
              </td>
              <td data-part="number">{money(order.amount)}</td>
              <td data-part="number">{money(order.vat)}</td>
              <td data-part="number">
                {money(order.total)} {order.currency}
              </td>
              <td>
                {t(STATUS_KEYS[order.status])}
                {order.failureMessage ? <span data-part="hint"> ({order.failureMessage})</span> : null}
              </td>
              <td>{dayOf(order.dueAt, none, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list's failure with a retry. */
function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useText();
  return (
    <div data-part="failure" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('billingPage.retry')}
      </Button>
    </div>
  );
}

/**
 * The tenant's orders between two days (spec §3 "orders (upcomingPayment, dates)", §7 `GET orders` with from and till
 * ISO dates; this year at first), the upcoming payment, and for a reseller its rewards over the same days
 * (`GET rewards`; `billing.getRewardError` when they cannot be read). An administrator buys licences here (issue 25;
 * the new order is listed at once) and opens any order.
 */
export function TenantOrders({
  calls,
  showRewards,
  documents,
  buyer,
  hasCard,
  onBought,
}: {
  calls: BillingCalls;
  showRewards: boolean;
  documents: Omit<OrderDocuments, 'onPaid'>;
  /** Who buys licences here (an administrator of a Direct customer or a reseller), or null for nobody. */
  buyer: LicenceBuyer | null;
  /** Whether the account has a card bound (purchases are charged to it at once). */
  hasCard: boolean;
  /** Called after licences were bought, for what else shows them (Billing's Licences section). */
  onBought?: () => void;
}) {
  const t = useText();
  const headingId = useId();
  const [range, setRange] = useState<DateRange>(() => defaultRange(new Date()));
  const orders = useLoader(() => calls.orders(range), [calls, range.from, range.till], { keepPreviousData: true });
  const upcoming = orders.data?.upcomingPayment ?? null;
  const none = t('billingPage.none');
  const { locale } = useIntl();

  return (
    <>
      <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('billingPage.ordersHeading')}</h2>
        <p data-part="upcoming">
          {upcoming
            ? t('billingPage.upcoming', {
                total: money(upcoming.total),
                currency: upcoming.currency,
                date: dayOf(upcoming.date, none, locale),
                type: upcoming.paymentType
                  ? t(upcoming.paymentType === 'Card' ? 'billing.card' : 'billing.invoice')
                  : t('billingPage.paymentTypeNone'),
              })
            : orders.data
              ? t('billingPage.noUpcoming')
              : null}
        </p>
        {buyer && documents.canManage ? (
          <BuyLicences
            calls={documents.calls}
            buyer={buyer}
            hasCard={hasCard}
            onBought={() => {
              orders.reload();
              onBought?.();
            }}
          />
        ) : null}
        <RangeForm range={range} onApply={setRange} label={t('billingPage.ordersHeading')} />
        {orders.status === 'error' ? (
          <LoadFailure text={t('billingPage.ordersError')} onRetry={orders.reload} />
        ) : orders.data === undefined ? (
          <LoadingIndicator />
        ) : orders.data.orders.length === 0 ? (
          <p data-part="empty">
            {t('billingPage.ordersEmpty', {
              from: dayOf(range.from, none, locale),
              till: dayOf(range.till, none, locale),
            })}
          </p>
        ) : (
          <OrdersTable
            orders={orders.data.orders}
            label={t('billingPage.ordersList')}
            showTenant={false}
            documents={{ ...documents, onPaid: orders.reload }}
          />
        )}
      </section>
      {showRewards ? <Rewards calls={calls} range={range} /> : null}
    </>
  );
}

/** A reseller's rewards for its customers' orders over the orders' days (spec §2, §7 `GET rewards`). */
function Rewards({ calls, range }: { calls: BillingCalls; range: DateRange }) {
  const t = useText();
  const headingId = useId();
  const rewards = useLoader(() => calls.rewards(range), [calls, range.from, range.till], { keepPreviousData: true });
  const none = t('billingPage.none');
  const { locale } = useIntl();
  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.rewardsHeading')}</h2>
      {rewards.status === 'error' ? (
        <LoadFailure text={t('billing.getRewardError')} onRetry={rewards.reload} />
      ) : rewards.data === undefined ? (
        <LoadingIndicator />
      ) : rewards.data.length === 0 ? (
        <p data-part="empty">
          {t('billingPage.rewardsEmpty', {
            from: dayOf(range.from, none, locale),
            till: dayOf(range.till, none, locale),
          })}
        </p>
      ) : (
        <RewardsTable rewards={rewards.data} />
      )}
    </section>
  );
}

function RewardsTable({ rewards }: { rewards: readonly RewardDto[] }) {
  const t = useText();
  const none = t('billingPage.none');
  const { locale } = useIntl();
  return (
    <div data-part="table-wrap">
      <table data-part="table" aria-label={t('billingPage.rewardsList')}>
        <thead>
          <tr>
            <th scope="col">{t('billingPage.rewardDescription')}</th>
            <th scope="col">{t('billingPage.orderDate')}</th>
            <th scope="col">{t('billingPage.orderAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((reward) => (
            <tr key={reward.id}>
              <th scope="row">{reward.description}</th>
              <td>{dayOf(reward.createdAt, none, locale)}</td>
              <td data-part="number">
                {money(reward.amount)} {reward.currency}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Every tenant's orders for a super-admin acting as no customer (spec §6: "sees all orders of all tenants"; §7
 * `GET admin/orders`), between two days (this year at first), with the tenant of each.
 */
export function AdminOrders({ calls, documents }: { calls: BillingCalls; documents: OrdersCalls }) {
  const t = useText();
  const headingId = useId();
  const [range, setRange] = useState<DateRange>(() => defaultRange(new Date()));
  const orders = useLoader(() => calls.adminOrders(range), [calls, range.from, range.till], { keepPreviousData: true });
  const none = t('billingPage.none');
  const { locale } = useIntl();
  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.allOrdersHeading')}</h2>
      <RangeForm range={range} onApply={setRange} label={t('billingPage.allOrdersHeading')} />
      {orders.status === 'error' ? (
        <LoadFailure text={t('billingPage.ordersError')} onRetry={orders.reload} />
      ) : orders.data === undefined ? (
        <LoadingIndicator />
      ) : orders.data.length === 0 ? (
        <p data-part="empty">
          {t('billingPage.ordersEmpty', {
            from: dayOf(range.from, none, locale),
            till: dayOf(range.till, none, locale),
          })}
        </p>
      ) : (
        <OrdersTable
          orders={orders.data}
          label={t('billingPage.allOrdersList')}
          showTenant
          documents={{ calls: documents, canManage: false, onPaid: orders.reload }}
        />
      )}
    </section>
  );
}
