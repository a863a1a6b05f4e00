import type { Context } from 'hono';
import { Hono, type MiddlewareHandler } from 'hono';
import { type LicenceBuyerCustomerDto, licencePurchaseOf } from '@screenplay/core/billing';
import { BILLING_API } from '@screenplay/core/contract';
import {
  type CustomerPricing,
  customerPricing,
  delegatedCustomerPricing,
  ensureAccount,
  LICENCE_TARIFF_PLAN,
} from '../../billing/accounts';
import { activeCard, buyLicences } from '../../billing/licencePurchase';
import { findCustomerPlan, findTariffPlan, setCustomerPlan } from '../../billing/licences';
import { readOrderDocument } from '../../billing/orders';
import type { PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { ERROR_MESSAGES, HttpError, notFound, unprocessable, unprocessableKeys } from '../../http/errors';
import { idParam } from '../../http/params';
import { customerManager } from '../../customers/customers.data';
import { billingBodyLimit, billingReader, type TenantBilling, tenantAdmin } from './guards';

/** The key of buying licences without a card bound (en.invoices.ts). */
const NO_CARD_KEY = 'invoices.noCard';

/**
 * The customer a purchase is for and its pricing: a customer buys for itself (a `customerId` naming another is 404); a
 * reseller for one of its Delegated customers (`customerId` required; another reseller's customer, or a Direct one,
 * is 404 like an unknown id).
 */
async function purchasedFor(billing: TenantBilling, customerId: number | undefined): Promise<CustomerPricing> {
  if (billing.tenant.kind === 'customer') {
    if (customerId !== undefined && customerId !== billing.tenant.id) throw notFound();
    const own = await customerPricing(billing.db, billing.tenant.id);
    if (!own) throw notFound();
    return own;
  }
  if (customerId === undefined) throw unprocessableKeys({ customerId: ['invoices.customerNeeded'] });
  const pricing = await customerPricing(billing.db, customerId);
  if (pricing?.type !== 'Delegated' || pricing.resellerId !== billing.tenant.id) throw notFound();
  return pricing;
}

/**
 * Buying licences from Billing and a customer's tariff plan (issue 25; paths ours):
 * - `POST billing/licences {amount, months, customerId?}`: an administrator of a Direct customer buys for its
 *   customer, a reseller's administrator for one of its Delegated customers (a delegated customer's users cannot:
 *   its reseller buys, 403). Charged at once to the account's card at the customer's price (core's `licencePrice`)
 *   x amount x months plus VAT (spec §9); answers 201 with the paid 'licence' order. No card: 422 invoices.noCard;
 *   a declined card: 422 `{card: [message]}`; nothing is recorded either way.
 * - `GET billing/licences/customers`: the customers a reseller buys for, with their plan and price (a customer: none).
 * - `GET`/`PUT customers/{id}/tariff-plan {tariffPlanId}`: the plan a customer is on (null: the default, 'Standard'),
 *   read and set by its managers (a super-admin any customer, a reseller its own; another's 404; others 403).
 */
export function purchaseRoutes(
  deps: { clock: Clock; provider: PaymentProvider },
  auth: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = () => deps.clock.now();

  app.post('/billing/licences', auth, billingBodyLimit, async (c) => {
    const billing = await tenantAdmin(c, true);
    const input = licencePurchaseOf(await contractBody(c, BILLING_API.buyLicences));
    const pricing = await purchasedFor(billing, input.customerId);
    const account = await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now()));
    const outcome = await buyLicences(
      billing.db,
      deps.provider,
      {
        accountId: account.id,
        providerCustomerId: account.provider_customer_id,
        card: await activeCard(billing.db, account.id),
        userId: billing.userId,
      },
      pricing,
      input,
      { forCustomer: billing.tenant.kind === 'reseller', now },
    );
    if (outcome.status === 'noCard') throw unprocessableKeys({ card: [NO_CARD_KEY] });
    if (outcome.status === 'declined') throw unprocessable({ card: [outcome.message] });
    if (outcome.status === 'unreachable') throw new HttpError(502, { message: ERROR_MESSAGES.server });
    const bought = await readOrderDocument(billing.db, outcome.orderId, account.id);
    if (!bought) throw new Error(`Order ${outcome.orderId} is not visible to its buyer`);
    return contractJson(c, BILLING_API.buyLicences, { data: bought.order }, 201);
  });

  app.get('/billing/licences/customers', auth, async (c) => {
    const billing = await billingReader(c);
    if (billing.tenant.kind !== 'reseller') return contractJson(c, BILLING_API.licenceBuyers, { data: [] });
    const data: LicenceBuyerCustomerDto[] = (await delegatedCustomerPricing(billing.db, billing.tenant.id)).map(
      (pricing) => ({
        id: pricing.customerId,
        title: pricing.title,
        tariffPlan: pricing.planTitle,
        price: pricing.price,
      }),
    );
    return contractJson(c, BILLING_API.licenceBuyers, { data });
  });

  /** The customer the path names, if the caller manages it (404 otherwise), with its plan. */
  const managedPlan = async (c: Context<AppEnv>, writing: boolean) => {
    const manager = await customerManager(c, c.var.db, writing);
    const id = idParam(c, 'id');
    const row = await findCustomerPlan(c.var.db, id, manager.resellerId, LICENCE_TARIFF_PLAN);
    if (!row) throw notFound();
    return row;
  };

  app.get('/customers/:id/tariff-plan', auth, async (c) => {
    const row = await managedPlan(c, false);
    return contractJson(c, BILLING_API.tariffPlan, {
      data: { tariffPlanId: row.tariff_plan_id, tariffPlan: row.title ?? LICENCE_TARIFF_PLAN },
    });
  });

  app.put('/customers/:id/tariff-plan', auth, billingBodyLimit, async (c) => {
    const customer = await managedPlan(c, true);
    const { tariffPlanId } = await contractBody(c, BILLING_API.setTariffPlan);
    const plan = tariffPlanId === null ? null : await findTariffPlan(c.var.db, tariffPlanId);
    if (tariffPlanId !== null && !plan) throw unprocessableKeys({ tariffPlanId: ['resellerErrors.tariffPlanUnknown'] });
    await setCustomerPlan(c.var.db, customer.id, plan?.id ?? null);
    const updated = await managedPlan(c, true);
    return contractJson(c, BILLING_API.setTariffPlan, {
      data: { tariffPlanId: updated.tariff_plan_id, tariffPlan: updated.title ?? LICENCE_TARIFF_PLAN },
    });
  });

  return app;
}
