import type { Context } from 'hono';
import { Hono, type MiddlewareHandler } from 'hono';
import { BILLING_API, type orderRangeQuerySchema } from '@screenplay/core/contract';
import { contractQuery, type QueryEndpoint, contractJson } from '../../http/contract';
import {
  type AdminOrderDto,
  BILLING_CURRENCY,
  BILLING_ERROR_KEYS,
  BILLING_RANGE_MAX_DAYS,
  nextChargeDate,
  type OrderRange,
  orderRange,
  linesTotals,
  type PaymentType,
  type RewardDto,
  type UpcomingPaymentDto,
} from '@screenplay/core/billing';
import { findAccount } from '../../billing/accounts';
import { findAccountOrders, findAllOrders, findRewards, type ListRange, orderDto } from '../../billing/orders';
import {
  listSubscriptions,
  subscriptionAmount,
  subscriptionDto,
  syncLicenceSubscriptions,
  cancelSubscription,
} from '../../billing/subscriptions';
import type { SubscriptionRow } from '../../billing/subscriptions';
import type { Clock } from '../../clock';
import type { AppEnv } from '../../tenancy/env';
import { notFound, textOf, unprocessable } from '../../http/errors';
import { idParam } from '../../http/params';
import { billingReader, superAdmin, tenantAdmin } from './guards';

/** Most orders or rewards one answer lists, newest first (ours; a year of monthly orders is 12 per tenant). */
export const BILLING_LIST_MAX_ROWS = 1000;

/** The texts of a refused range (ours; the spec names only billing.getRewardError, for rewards). */
const RANGE_TEXTS = {
  dates: 'The from and till dates must be ISO dates, till not before from.',
  tooLong: `The dates may cover at most ${BILLING_RANGE_MAX_DAYS} days.`,
} as const;

/** A list's period as the order queries take it, at most {@link BILLING_LIST_MAX_ROWS} rows. */
function listRange(range: OrderRange): ListRange {
  return { from: new Date(range.from), to: new Date(range.to), limit: BILLING_LIST_MAX_ROWS };
}

/** The `from`/`till` query of `c` as instants, or 422 (`rewardKey`: the answer carries billing.getRewardError). */
function rangeOf(
  c: Context<AppEnv>,
  endpoint: QueryEndpoint<typeof orderRangeQuerySchema>,
  rewardKey = false,
): OrderRange {
  const query = contractQuery(c, endpoint);
  const range = orderRange(query.from, query.till);
  if (typeof range === 'object') return range;
  const errors = { [range === 'dates' ? 'from' : 'till']: [RANGE_TEXTS[range]] };
  if (!rewardKey) throw unprocessable(errors);
  throw unprocessable(errors, { code: BILLING_ERROR_KEYS.getReward, message: textOf(BILLING_ERROR_KEYS.getReward) });
}

/** The next charge or invoice of an active subscription: the 1st of next month (spec §9), its totals. */
function upcomingPayment(
  active: SubscriptionRow | null,
  paymentType: PaymentType | null,
  now: Date,
): UpcomingPaymentDto | null {
  if (!active || active.quantity === 0) return null;
  const totals = linesTotals([{ amount: subscriptionAmount(active) }], Number(active.vat_percent));
  return { date: nextChargeDate(now).toISOString(), ...totals, currency: BILLING_CURRENCY, paymentType };
}

/**
 * `GET/DELETE subscriptions`, `GET orders`, `GET rewards` and `GET admin/orders` (spec §7; billing contract of issue
 * 14). Orders and rewards are those created from the start of the `from` day to the end of the `till` day (UTC), at
 * most {@link BILLING_RANGE_MAX_DAYS} days. Reading the subscriptions or orders brings the licence subscription up
 * to date first (quantity = licences now), so the upcoming payment is the one the 1st will charge.
 */
export function orderRoutes(deps: { clock: Clock }, auth: MiddlewareHandler<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = () => deps.clock.now();

  app.get('/subscriptions', auth, async (c) => {
    const billing = await billingReader(c);
    const account = await findAccount(billing.db, billing.tenant);
    if (!account) return contractJson(c, BILLING_API.subscriptions, { data: [] });
    await syncLicenceSubscriptions(billing.db, account.id, now());
    return contractJson(c, BILLING_API.subscriptions, {
      data: (await listSubscriptions(billing.db, account.id)).map(subscriptionDto),
    });
  });

  app.delete('/subscriptions/:id', auth, async (c) => {
    const billing = await tenantAdmin(c, true);
    const id = idParam(c, 'id');
    const account = await findAccount(billing.db, billing.tenant);
    if (!account) throw notFound();
    const row = await cancelSubscription(billing.db, account.id, id, now());
    if (!row) throw notFound();
    return contractJson(c, BILLING_API.cancelSubscription, { data: subscriptionDto(row) });
  });

  app.get('/orders', auth, async (c) => {
    const billing = await billingReader(c);
    const range = rangeOf(c, BILLING_API.orders);
    const account = await findAccount(billing.db, billing.tenant);
    if (!account) return contractJson(c, BILLING_API.orders, { data: [], upcomingPayment: null });
    const active = await syncLicenceSubscriptions(billing.db, account.id, now());
    const rows = await findAccountOrders(billing.db, account.id, listRange(range));
    return contractJson(c, BILLING_API.orders, {
      data: rows.map(orderDto),
      upcomingPayment: upcomingPayment(active, account.payment_method, now()),
    });
  });

  app.get('/rewards', auth, async (c) => {
    const billing = await billingReader(c);
    const range = rangeOf(c, BILLING_API.rewards, true);
    if (billing.tenant.kind !== 'reseller') return contractJson(c, BILLING_API.rewards, { data: [] });
    // Rewards name a reseller, no customer: read on the system path for the reseller the signed-in user belongs to.
    const rows = await findRewards(billing.db, billing.tenant.id, listRange(range));
    const data: RewardDto[] = rows.map((row) => ({
      id: row.id,
      amount: Number(row.amount),
      currency: BILLING_CURRENCY,
      description: row.description,
      createdAt: new Date(row.created_at).toISOString(),
    }));
    return contractJson(c, BILLING_API.rewards, { data });
  });

  app.get('/admin/orders', auth, async (c) => {
    const request = await superAdmin(c);
    const range = rangeOf(c, BILLING_API.adminOrders);
    const rows = await findAllOrders(request.db, listRange(range));
    const data: AdminOrderDto[] = rows.map((row) => ({
      ...orderDto(row),
      tenantType: row.tenant_type,
      tenantId: row.tenant_id,
      tenantTitle: row.tenant_title,
    }));
    return contractJson(c, BILLING_API.adminOrders, { data });
  });

  return app;
}
