import type { Customer, Reseller, TariffPlan } from '@screenplay/core';
import type { StoredTenantDetails, TenantDetailsUpdate } from '@screenplay/core/billing';
import { CUSTOMERS_API, RESELLERS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** The fields of `POST resellers` and `PUT resellers/{id}` (spec accounts §7). */
export interface ResellerInput {
  title: string;
  email: string | null;
  phone: string | null;
}

/** The body of `POST resellers/{id}/administrators`. */
export interface AdministratorInput {
  name: string;
  email: string;
}

/** The body of `PUT resellers/{id}/prices[/{customerId}]`: the price as typed (the server checks it). */
export interface PriceInput {
  price: string;
  tariffPlanId: number;
}

/** The API calls of the resellers page; each write answers the reseller as the server now has it. */
export interface ResellersCalls {
  /** Every reseller for a super-admin, its own for a reseller's administrator. */
  list(): Promise<Reseller[]>;
  create(input: ResellerInput): Promise<Reseller>;
  update(id: number, input: ResellerInput): Promise<Reseller>;
  remove(id: number): Promise<void>;
  addAdministrator(id: number, input: AdministratorInput): Promise<Reseller>;
  removeAdministrator(id: number, adminId: number): Promise<void>;
  setPrice(id: number, input: PriceInput): Promise<Reseller>;
  setCustomerPrice(id: number, customerId: number, input: PriceInput): Promise<Reseller>;
  /** `GET resellers/{id}/billing-details`: the reseller's billing details (ours; spec §7 "path not shown"). */
  billingDetails(id: number): Promise<StoredTenantDetails>;
  /** `PUT resellers/{id}/billing-details`: payment type, postal code and finance tag (never the consents). */
  setBillingDetails(
    id: number,
    input: Pick<TenantDetailsUpdate, 'paymentMethod' | 'postalCode' | 'finTag'>,
  ): Promise<StoredTenantDetails>;
  /** `GET tariffplans`: the plans a price is set for, by title. */
  tariffPlans(): Promise<TariffPlan[]>;
  /** `GET customers`: the customers the caller manages (a reseller's own; every one for a super-admin). */
  customers(): Promise<Customer[]>;
}

/** The resellers calls over an API client. */
export function resellersCalls(api: ApiClient): ResellersCalls {
  return {
    list: async () => (await api.call(RESELLERS_API.list)).data,
    create: async (input) => (await api.call(RESELLERS_API.create, { body: input })).data,
    update: async (id, input) => (await api.call(RESELLERS_API.update, { params: { id }, body: input })).data,
    remove: async (id) => {
      await api.call(RESELLERS_API.remove, { params: { id } });
    },
    addAdministrator: async (id, input) =>
      (await api.call(RESELLERS_API.addAdministrator, { params: { id }, body: input })).data,
    removeAdministrator: async (id, adminId) => {
      await api.call(RESELLERS_API.removeAdministrator, { params: { id, adminId } });
    },
    setPrice: async (id, input) => (await api.call(RESELLERS_API.setPrice, { params: { id }, body: input })).data,
    setCustomerPrice: async (id, customerId, input) =>
      (await api.call(RESELLERS_API.setCustomerPrice, { params: { id, customerId }, body: input })).data,
    billingDetails: async (id) => (await api.call(RESELLERS_API.billingDetails, { params: { id } })).data,
    setBillingDetails: async (id, input) =>
      (await api.call(RESELLERS_API.updateBillingDetails, { params: { id }, body: input })).data,
    tariffPlans: async () => (await api.call(RESELLERS_API.tariffPlans)).data,
    customers: async () => (await api.call(CUSTOMERS_API.list, { query: { sort: 'title', order: 'asc' } })).data,
  };
}
