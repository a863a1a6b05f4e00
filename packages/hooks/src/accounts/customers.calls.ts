import type {
  Customer,
  CustomerListQuery,
  CustomerTariffPlanDto,
  LicenceOrderDto,
  Reseller,
  TariffPlan,
  TenantType,
} from '@screenplay/core';
import { BILLING_API, CUSTOMERS_API, RESELLERS_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/**
 * The fields of `POST customers` and `PUT customers/{id}` the forms edit. `administrators` only when creating (they
 * are changed one at a time afterwards, {@link CustomersCalls.setAdministrators}); `resellerId` only from a super-admin
 * (a reseller's own customers are its own, and Delegated); `type` left out of an edit keeps the customer's.
 */
export interface CustomerInput {
  title: string;
  type?: TenantType;
  administrators?: { email: string }[];
  description: string | null;
  address: string | null;
  resellerId?: number | null;
}

/** A reseller a super-admin may put a customer under: the picker's option. */
export type ResellerChoice = Pick<Reseller, 'id' | 'title'>;

/** The customers API calls of the customers lists (spec accounts §7); each answers the customer as the server now has it. */
export interface CustomersCalls {
  list(query: CustomerListQuery): Promise<Customer[]>;
  create(input: CustomerInput): Promise<Customer>;
  update(id: number, input: CustomerInput): Promise<Customer>;
  /** `PUT customers/{id} {administrators}`: the list replaces the customer's administrators (new ones are invited). */
  setAdministrators(id: number, emails: readonly string[]): Promise<Customer>;
  remove(id: number): Promise<void>;
  /** `POST customers/{id}/licenses {amount}`: start now and 365 days are the server's defaults (spec §9). */
  addLicences(id: number, amount: number): Promise<Customer>;
  /** `DELETE customers/{id}/licenses {amount}`: refused below the paid screens in use (customers.decreaseLicenseError). */
  removeLicences(id: number, amount: number): Promise<Customer>;
  /** `PUT customers/{id} {maxScreens}`: 0 is no maximum; refused below the screens in use (issue 25). */
  setMaxScreens(id: number, maxScreens: number): Promise<Customer>;
  /** `GET customers/{id}/licenses`: the kept licence orders with their periods, newest first. */
  licenceOrders(id: number): Promise<LicenceOrderDto[]>;
  /** `GET resellers`: every reseller, by title, for a super-admin's picker. */
  resellers(): Promise<ResellerChoice[]>;
  /** `GET tariffplans`: the provider's plans, by title, for the form's tariff plan select. */
  tariffPlans(): Promise<TariffPlan[]>;
  /** `GET customers/{id}/tariff-plan`: the plan the customer is on (`tariffPlanId` null: the default). */
  tariffPlanOf(id: number): Promise<CustomerTariffPlanDto>;
  /** `PUT customers/{id}/tariff-plan {tariffPlanId}`: puts the customer on a plan, null for the default. */
  setTariffPlan(id: number, tariffPlanId: number | null): Promise<CustomerTariffPlanDto>;
}

/** The customers calls over an API client. */
export function customersCalls(api: ApiClient): CustomersCalls {
  return {
    list: async (query) => {
      const search = query.search ? { search: query.search } : {};
      return (await api.call(CUSTOMERS_API.list, { query: { sort: query.sort, order: query.order, ...search } })).data;
    },
    // The contract requires a new customer's type; the forms always name one (a reseller's new customer: Delegated).
    create: async (input) =>
      (await api.call(CUSTOMERS_API.create, { body: { ...input, type: input.type ?? 'Delegated' } })).data,
    update: async (id, input) => (await api.call(CUSTOMERS_API.update, { params: { id }, body: input })).data,
    setAdministrators: async (id, emails) =>
      (
        await api.call(CUSTOMERS_API.update, {
          params: { id },
          body: { administrators: emails.map((email) => ({ email })) },
        })
      ).data,
    remove: async (id) => {
      await api.call(CUSTOMERS_API.remove, { params: { id } });
    },
    addLicences: async (id, amount) =>
      (await api.call(CUSTOMERS_API.addLicences, { params: { id }, body: { amount } })).data,
    removeLicences: async (id, amount) =>
      (await api.call(CUSTOMERS_API.removeLicences, { params: { id }, body: { amount } })).data,
    setMaxScreens: async (id, maxScreens) =>
      (await api.call(CUSTOMERS_API.update, { params: { id }, body: { maxScreens } })).data,
    licenceOrders: async (id) => (await api.call(CUSTOMERS_API.licences, { params: { id } })).data,
    resellers: async () =>
      (await api.call(RESELLERS_API.list)).data
        .map(({ id, title }) => ({ id, title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    tariffPlans: async () => (await api.call(RESELLERS_API.tariffPlans)).data.map(({ id, title }) => ({ id, title })),
    tariffPlanOf: async (id) => (await api.call(BILLING_API.tariffPlan, { params: { id } })).data,
    setTariffPlan: async (id, tariffPlanId) =>
      (await api.call(BILLING_API.setTariffPlan, { params: { id }, body: { tariffPlanId } })).data,
  };
}
