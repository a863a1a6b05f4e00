import type { Context } from 'hono';
import { type Access, DEFAULT_TARIFF_PLAN, deriveAccess, ROLE_NAMES } from '@screenplay/core';
import {
  BILLING_CURRENCY,
  type BillingTenantType,
  licencePrice,
  type PaymentType,
  type PriceItemDto,
  type StoredTenantDetails,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import type { AppEnv } from '../tenancy/env';
import { asSystem } from '../tenancy';

/**
 * The billing tenant of a request and its billing account (billing contract of issue 14). The tenant is the acting
 * customer (`current_customer_id ?? customer_id`) or, for a reseller-role user acting for none, its reseller. A
 * customer's account is a row of that customer (RLS: the request's own Db reaches it); a reseller's account names
 * no customer, so it is read and written on the system path 'billing', once the reseller has been taken from the
 * signed-in user (never from the request).
 */

/**
 * The default tariff plan: a customer whose plan is not set is on it (migration 019; the demo catalogue's basic plan).
 * Core's DEFAULT_TARIFF_PLAN, which the portal's customer form offers as the plan a new customer starts on.
 */
export const LICENCE_TARIFF_PLAN = DEFAULT_TARIFF_PLAN;

/**
 * Net list price of one screen licence a month when the catalogue has no plan to read it from (not in the spec;
 * ours: the Standard plan's price, and the price every plan had before plans carried one, migration 019).
 */
export const LIST_PRICE_PER_LICENCE = 12;

/** Who is billed, as the routes see it. */
export interface BillingTenant {
  kind: BillingTenantType;
  /** The customer's or the reseller's id. */
  id: number;
  title: string;
  type: 'Direct' | 'Delegated' | 'Reseller';
  /** A delegated customer's reseller (its name and e-mail are shown in the greeting). */
  reseller: { id: number; title: string; email: string | null } | null;
}

/** A request's billing: its tenant (null for a super-admin acting for none), the Db that reaches its account, the caller. */
export interface BillingRequest {
  tenant: BillingTenant | null;
  /** The request's Db for a customer, the system path 'billing' for a reseller. */
  db: Db;
  access: Access;
  userId: number;
  userEmail: string;
}

/** A billing account row. */
export interface AccountRow {
  id: number;
  customer_id: number | null;
  reseller_id: number | null;
  payment_method: PaymentType | null;
  terms_consent: boolean;
  agreement_consent: boolean;
  postal_code: string | null;
  fin_tag: string | null;
  provider_customer_id: string | null;
}

const ACCOUNT_COLUMNS =
  'id, customer_id, reseller_id, payment_method, terms_consent, agreement_consent, postal_code, fin_tag, provider_customer_id';

/** Resolves the billing tenant of the signed-in user. */
export async function billingRequest(c: Context<AppEnv>): Promise<BillingRequest> {
  const { actor } = c.var;
  const { session, roles } = await actor.access();
  const base = { access: deriveAccess(session), userId: actor.user.id, userEmail: actor.user.email };
  if (actor.customerId !== null) {
    const row = await c.var.db.maybe<{
      id: number;
      title: string;
      type: 'Direct' | 'Delegated';
      reseller_id: number | null;
      reseller_title: string | null;
      reseller_email: string | null;
    }>(
      `SELECT c.id, c.title, c.type, r.id AS reseller_id, r.title AS reseller_title, r.email AS reseller_email
         FROM customers c LEFT JOIN resellers r ON r.id = c.reseller_id WHERE c.id = $1`,
      [actor.customerId],
    );
    if (!row) return { ...base, tenant: null, db: c.var.db };
    const reseller =
      row.type === 'Delegated' && row.reseller_id !== null
        ? { id: row.reseller_id, title: row.reseller_title ?? '', email: row.reseller_email }
        : null;
    return {
      ...base,
      db: c.var.db,
      tenant: { kind: 'customer', id: row.id, title: row.title, type: row.type, reseller },
    };
  }
  const resellerId = actor.user.reseller_id;
  if (roles.includes(ROLE_NAMES.resellerAdmin) && resellerId !== null) {
    const row = await c.var.db.maybe<{ id: number; title: string }>('SELECT id, title FROM resellers WHERE id = $1', [
      resellerId,
    ]);
    if (row)
      return {
        ...base,
        db: asSystem(c.var.db, 'billing'),
        tenant: { kind: 'reseller', id: row.id, title: row.title, type: 'Reseller', reseller: null },
      };
  }
  return { ...base, tenant: null, db: c.var.db };
}

function ownerColumn(tenant: Pick<BillingTenant, 'kind'>): 'customer_id' | 'reseller_id' {
  return tenant.kind === 'customer' ? 'customer_id' : 'reseller_id';
}

/** The tenant's billing account, or null when it has none yet (reads never create one). */
export function findAccount(
  db: Db,
  tenant: Pick<BillingTenant, 'kind' | 'id'>,
  lock = false,
): Promise<AccountRow | null> {
  return db.maybe<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM billing_accounts WHERE ${ownerColumn(tenant)} = $1${lock ? ' FOR UPDATE' : ''}`,
    [tenant.id],
  );
}

/** The tenant's billing account, created on first use (concurrent first uses make one). */
export async function ensureAccount(
  db: Db,
  tenant: Pick<BillingTenant, 'kind' | 'id'>,
  now: Date,
): Promise<AccountRow> {
  const column = ownerColumn(tenant);
  await db.query(
    `INSERT INTO billing_accounts (${column}, created_at) VALUES ($1, $2) ON CONFLICT (${column}) DO NOTHING`,
    [tenant.id, now],
  );
  const account = await findAccount(db, tenant, true);
  if (!account) throw new Error(`Billing account of ${tenant.kind} ${tenant.id} is not visible in its own scope`);
  return account;
}

/** The stored details of an account (defaults when it has none yet). */
export function storedDetails(account: AccountRow | null): StoredTenantDetails {
  return {
    paymentMethod: account?.payment_method ?? null,
    termsConsent: account?.terms_consent ?? false,
    agreementConsent: account?.agreement_consent ?? false,
    postalCode: account?.postal_code ?? null,
    finTag: account?.fin_tag ?? null,
  };
}

/** Who an account belongs to: a customer (with its type and reseller) or a reseller. */
export interface AccountOwner {
  customer_id: number | null;
  reseller_id: number | null;
  customer_type: 'Direct' | 'Delegated' | null;
  customer_reseller_id: number | null;
}

/** What decides one customer's licence price: its plan and the prices set for it (see core's `licencePrice`). */
export interface CustomerPricing {
  customerId: number;
  title: string;
  type: 'Direct' | 'Delegated';
  resellerId: number | null;
  /** The customer's plan (its own, else the default); 0 when the catalogue has neither. */
  planId: number;
  planTitle: string;
  /** The net price of a licence a month it is charged at (core's `licencePrice`). */
  price: number;
}

interface PricingRow {
  id: number;
  title: string;
  type: 'Direct' | 'Delegated';
  reseller_id: number | null;
  plan_id: number | null;
  plan_title: string | null;
  list_price: string | null;
  reseller_price: string | null;
  customer_price: string | null;
}

/** `$1` the default plan's title; the caller adds the WHERE clause. */
const PRICING_SQL = `
SELECT c.id, c.title, c.type, c.reseller_id, p.id AS plan_id, p.title AS plan_title, p.list_price::text AS list_price,
       rp.price::text AS reseller_price, rcp.price::text AS customer_price
  FROM customers c
  LEFT JOIN tariff_plans p ON p.id = COALESCE(c.tariff_plan_id, (SELECT d.id FROM tariff_plans d WHERE d.title = $1))
  LEFT JOIN reseller_prices rp ON rp.reseller_id = c.reseller_id AND rp.tariff_plan_id = p.id
  LEFT JOIN reseller_customer_prices rcp
    ON rcp.reseller_id = c.reseller_id AND rcp.customer_id = c.id AND rcp.tariff_plan_id = p.id`;

function toPricing(row: PricingRow): CustomerPricing {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return {
    customerId: row.id,
    title: row.title,
    type: row.type,
    resellerId: row.reseller_id,
    planId: row.plan_id ?? 0,
    planTitle: row.plan_title ?? LICENCE_TARIFF_PLAN,
    price: licencePrice({
      listPrice: number(row.list_price) ?? LIST_PRICE_PER_LICENCE,
      isDelegated: row.type === 'Delegated' && row.reseller_id !== null,
      resellerPrice: number(row.reseller_price),
      customerPrice: number(row.customer_price),
    }),
  };
}

/**
 * The pricing of one customer (issue 25: one price rule, core's `licencePrice`, over the customer's plan, the plan's
 * list price and its reseller's prices). Read on the system path 'billing': a reseller's prices and its prices for
 * a customer belong to the reseller (the caller decided the customer is the one it bills). Null when no such customer.
 */
export async function customerPricing(db: Db, customerId: number): Promise<CustomerPricing | null> {
  const row = await asSystem(db, 'billing').maybe<PricingRow>(`${PRICING_SQL} WHERE c.id = $2`, [
    LICENCE_TARIFF_PLAN,
    customerId,
  ]);
  return row ? toPricing(row) : null;
}

/**
 * The pricing of every Delegated customer of reseller `resellerId` (their licences are charged to it, spec §1), by
 * title; on the system path 'billing' like {@link customerPricing}.
 */
export async function delegatedCustomerPricing(db: Db, resellerId: number): Promise<CustomerPricing[]> {
  const rows = await asSystem(db, 'billing').query<PricingRow>(
    `${PRICING_SQL} WHERE c.reseller_id = $2 AND c.type = 'Delegated' ORDER BY lower(c.title), c.id`,
    [LICENCE_TARIFF_PLAN, resellerId],
  );
  return rows.map(toPricing);
}

/** The item of one customer's licence: its plan's title and the price it is charged at (VAT: the default, spec §9). */
function customerItem(pricing: CustomerPricing): PriceItemDto {
  return {
    id: pricing.planId,
    type: 'license',
    title: `Screen licence (${pricing.planTitle})`,
    price: pricing.price,
    vatPercent: null,
    currency: BILLING_CURRENCY,
  };
}

/**
 * The licence price items of a tenant (`GET items`, type 'license'; spec §3 "price items (type license)"): a customer
 * has one, its plan at the price core's `licencePrice` gives it (a Direct customer the list price, a Delegated one its
 * reseller's price); a reseller has one per plan, at its own price of the plan else the list price (what it is
 * charged for a customer on that plan without a price for that customer), the default plan first. Prices carry no
 * VAT percent, so the default applies (spec §9).
 */
export async function licencePriceItems(
  db: Db,
  owner: { kind: BillingTenantType; id: number },
): Promise<PriceItemDto[]> {
  if (owner.kind === 'customer') {
    const pricing = await customerPricing(db, owner.id);
    return pricing ? [customerItem(pricing)] : [];
  }
  const plans = await asSystem(db, 'billing').query<{ id: number; title: string; price: string }>(
    `SELECT p.id, p.title, COALESCE(rp.price, p.list_price)::text AS price
       FROM tariff_plans p LEFT JOIN reseller_prices rp ON rp.tariff_plan_id = p.id AND rp.reseller_id = $1
      ORDER BY (p.title = $2) DESC, lower(p.title), p.id LIMIT 100`,
    [owner.id, LICENCE_TARIFF_PLAN],
  );
  return plans.map((plan) => ({
    id: plan.id,
    type: 'license',
    title: `Screen licence (${plan.title})`,
    price: Number(plan.price),
    vatPercent: null,
    currency: BILLING_CURRENCY,
  }));
}

/** The owner of account `accountId` (for the job and subscriptions, which start from an account). */
export function accountOwner(db: Db, accountId: number): Promise<AccountOwner | null> {
  return db.maybe<AccountOwner>(
    `SELECT a.customer_id, a.reseller_id, c.type AS customer_type, c.reseller_id AS customer_reseller_id
       FROM billing_accounts a LEFT JOIN customers c ON c.id = a.customer_id WHERE a.id = $1`,
    [accountId],
  );
}
