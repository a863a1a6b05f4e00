import type { Context } from 'hono';
import { type Access, deriveAccess, ROLE_NAMES } from '@screenplay/core';
import {
  BILLING_CURRENCY,
  type BillingTenantType,
  type PaymentType,
  type PriceItemDto,
  type StoredTenantDetails,
} from '@screenplay/core/billing';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { asSystem } from '../tenancy';

/**
 * The billing tenant of a request and its billing account (billing contract of issue 14). The tenant is the acting
 * customer (`current_customer_id ?? customer_id`) or, for a reseller-role user acting for none, its reseller. A
 * customer's account is a row of that customer (RLS: the request's own Db reaches it); a reseller's account names
 * no customer, so it is read and written on the system path 'billing', once the reseller has been taken from the
 * signed-in user (never from the request).
 */

/** The tariff plan whose price is a licence's price (the demo catalogue's basic plan; migration 007). */
export const LICENCE_TARIFF_PLAN = 'Standard';

/**
 * Net list price of one screen licence per month when no reseller price applies (not in the spec; ours: the
 * provider's own price for direct customers and for resellers, whose plans carry no list price).
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
interface AccountOwner {
  customer_id: number | null;
  reseller_id: number | null;
  customer_type: 'Direct' | 'Delegated' | null;
  customer_reseller_id: number | null;
}

/**
 * The licence price item of a tenant (`GET items`, type 'license'): a delegated customer pays its reseller's price
 * for that customer, else the reseller's price of the plan; a direct customer and a reseller pay the list price.
 * Reseller prices carry no VAT percent, so the default applies (spec §9). Reads customer prices on the system path
 * 'billing' (a reseller's account names none of its customers).
 */
export async function licencePriceItem(
  db: Db,
  owner: { kind: BillingTenantType; id: number; type: BillingTenant['type']; resellerId: number | null },
): Promise<PriceItemDto> {
  const system = asSystem(db, 'billing');
  const plan = await system.maybe<{ id: number; title: string }>(
    'SELECT id, title FROM tariff_plans WHERE title = $1',
    [LICENCE_TARIFF_PLAN],
  );
  let price: number = LIST_PRICE_PER_LICENCE;
  if (owner.kind === 'customer' && owner.type === 'Delegated' && owner.resellerId !== null && plan) {
    const row = await system.maybe<{ price: string }>(
      `SELECT COALESCE(
         (SELECT price FROM reseller_customer_prices WHERE reseller_id = $1 AND customer_id = $2 AND tariff_plan_id = $3),
         (SELECT price FROM reseller_prices WHERE reseller_id = $1 AND tariff_plan_id = $3))::text AS price`,
      [owner.resellerId, owner.id, plan.id],
    );
    if (row?.price != null) price = Number(row.price);
  }
  return {
    // The plan's id names the item; 0 when the catalogue has no such plan (the list price alone).
    id: plan?.id ?? 0,
    type: 'license',
    title: `Screen licence (${plan?.title ?? LICENCE_TARIFF_PLAN})`,
    price,
    vatPercent: null,
    currency: BILLING_CURRENCY,
  };
}

/** The price item of a request's tenant. */
export function tenantPriceItem(db: Db, tenant: BillingTenant): Promise<PriceItemDto> {
  return licencePriceItem(db, {
    kind: tenant.kind,
    id: tenant.id,
    type: tenant.type,
    resellerId: tenant.reseller?.id ?? null,
  });
}

/** The owner of account `accountId` (for the job and subscriptions, which start from an account). */
export function accountOwner(db: Db, accountId: number): Promise<AccountOwner | null> {
  return db.maybe<AccountOwner>(
    `SELECT a.customer_id, a.reseller_id, c.type AS customer_type, c.reseller_id AS customer_reseller_id
       FROM billing_accounts a LEFT JOIN customers c ON c.id = a.customer_id WHERE a.id = $1`,
    [accountId],
  );
}

/** The price item of account `accountId`'s owner. */
export async function accountPriceItem(db: Db, owner: AccountOwner): Promise<PriceItemDto> {
  if (owner.customer_id !== null)
    return licencePriceItem(db, {
      kind: 'customer',
      id: owner.customer_id,
      type: owner.customer_type ?? 'Direct',
      resellerId: owner.customer_reseller_id,
    });
  return licencePriceItem(db, { kind: 'reseller', id: owner.reseller_id ?? 0, type: 'Reseller', resellerId: null });
}
