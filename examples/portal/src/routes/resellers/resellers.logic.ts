import type { Customer, Reseller, ResellerAdministrator, TariffPlan } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';

/** Whether a reseller matches a search: its name, e-mail, phone or an administrator's name or e-mail. */
export function matchesSearch(reseller: Reseller, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = [
    reseller.title,
    reseller.email ?? '',
    reseller.phone ?? '',
    ...reseller.administrators.flatMap((admin) => [administratorName(admin), admin.email]),
  ];
  return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** An administrator's full name as the page shows it. */
export function administratorName(admin: Pick<ResellerAdministrator, 'name' | 'lastName'>): string {
  return admin.lastName ? `${admin.name} ${admin.lastName}` : admin.name;
}

/** The customers of one reseller among those `GET customers` lists (a super-admin's list holds every customer). */
export function customersOf(customers: readonly Customer[], resellerId: number): Customer[] {
  return customers.filter((customer) => customer.resellerId === resellerId);
}

/** One row of a prices table: what the price is for, and the price as the server keeps it ("12.50"). */
export interface PriceRow {
  key: string;
  customer: string | null;
  plan: string;
  price: string;
}

/** Names of the things a price names, with a fallback for one the lists do not hold. */
export interface PriceNames {
  plan: (id: number) => string;
  customer: (id: number) => string;
}

/** Looks up plan and customer titles by id; `unknown` words an id that is not listed. */
export function priceNames(
  plans: readonly TariffPlan[],
  customers: readonly Customer[],
  unknown: { plan: (id: number) => string; customer: (id: number) => string },
): PriceNames {
  const planTitles = new Map(plans.map((plan) => [plan.id, plan.title]));
  const customerTitles = new Map(customers.map((customer) => [customer.id, customer.title]));
  return {
    plan: (id) => planTitles.get(id) ?? unknown.plan(id),
    customer: (id) => customerTitles.get(id) ?? unknown.customer(id),
  };
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** The reseller's prices per tariff plan, by plan title. */
export function planPriceRows(reseller: Reseller, names: PriceNames): PriceRow[] {
  return reseller.prices
    .map((price) => ({
      key: `plan-${price.tariffPlanId}`,
      customer: null,
      plan: names.plan(price.tariffPlanId),
      price: price.price,
    }))
    .sort((a, b) => byText(a.plan, b.plan));
}

/** The reseller's prices per customer, by customer title, then plan title. */
export function customerPriceRows(reseller: Reseller, names: PriceNames): PriceRow[] {
  return reseller.customerPrices
    .map((price) => ({
      key: `customer-${price.customerId}-${price.tariffPlanId}`,
      customer: names.customer(price.customerId),
      plan: names.plan(price.tariffPlanId),
      price: price.price,
    }))
    .sort((a, b) => byText(a.customer, b.customer) || byText(a.plan, b.plan));
}

/** The price set now for a plan (and a customer), to start the price field from; '' when none is set. */
export function currentPrice(reseller: Reseller, tariffPlanId: number, customerId: number | null = null): string {
  const found =
    customerId === null
      ? reseller.prices.find((price) => price.tariffPlanId === tariffPlanId)
      : reseller.customerPrices.find((price) => price.tariffPlanId === tariffPlanId && price.customerId === customerId);
  return found?.price ?? '';
}

/**
 * Where a failed `POST resellers/{id}/administrators` shows (spec §8): the server's errors map under its fields
 * (a taken e-mail answers 'admin with email {email} - already exist' under the e-mail); any other failure as the
 * form's `resellers.addAdminError`.
 */
export function addAdministratorFailure(
  caught: unknown,
): { fieldErrors: Record<string, string> } | { formErrorKey: 'resellers.addAdminError' } {
  if (caught instanceof ApiError && caught.errors && Object.keys(caught.errors).length > 0)
    return {
      fieldErrors: Object.fromEntries(
        Object.entries(caught.errors).map(([field, messages]) => [field, messages.join('\n')]),
      ),
    };
  return { formErrorKey: 'resellers.addAdminError' };
}
