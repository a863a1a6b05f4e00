import type { LicenceBuyerCustomerDto, LicencePurchaseInput, OrderDetailDto } from '@screenplay/core/billing';
import { BILLING_API, pathOf } from '@screenplay/core/contract';
import { toApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';

/**
 * The calls of orders as documents and of buying licences (issue 25): open an order, download its PDF invoice, pay an
 * open invoice, buy licences and list the customers a reseller buys for.
 */
export interface OrdersCalls {
  /** `GET orders/{id}`: the order with its lines, who it is billed to and whether the caller can pay it. */
  order(id: number): Promise<OrderDetailDto>;
  /** `GET orders/{id}/invoice`: the PDF invoice. */
  invoice(id: number): Promise<Blob>;
  /** `POST orders/{id}/pay`: pays an open invoice with the account's card; answers the paid order. */
  pay(id: number): Promise<OrderDetailDto>;
  /** `POST billing/licences`: buys licences, charged at once; answers the paid order. */
  buyLicences(input: LicencePurchaseInput): Promise<OrderDetailDto>;
  /** `GET billing/licences/customers`: the customers a reseller buys for (none for a customer). */
  buyerCustomers(): Promise<LicenceBuyerCustomerDto[]>;
}

/** Where {@link ordersCalls} reads the PDF invoice: the API's base URL, the bearer token, and `fetch` (tests). */
export interface OrdersCallsOptions {
  baseURL: string;
  getToken: () => string | null;
  fetch?: typeof globalThis.fetch;
}

/**
 * The order calls over an API client; the PDF is read with `fetch` and the same bearer token (`getToken`), as the
 * JSON client reads only JSON. A refused download fails like any call (an `ApiError`).
 */
export function ordersCalls(api: ApiClient, options: OrdersCallsOptions): OrdersCalls {
  const fetchFile = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    order: async (id) => (await api.call(BILLING_API.order, { params: { id } })).data,
    async invoice(id) {
      const token = options.getToken();
      let response: Response;
      try {
        response = await fetchFile(`${options.baseURL}/${pathOf(BILLING_API.invoice, { id })}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
      } catch (reason) {
        throw toApiError(reason);
      }
      if (!response.ok) {
        const data: unknown = await response.json().catch(() => undefined);
        throw toApiError({ status: response.status, statusText: response.statusText, data });
      }
      return response.blob();
    },
    pay: async (id) => (await api.call(BILLING_API.payOrder, { params: { id } })).data,
    buyLicences: async (input) => (await api.call(BILLING_API.buyLicences, { body: input })).data,
    buyerCustomers: async () => (await api.call(BILLING_API.licenceBuyers)).data,
  };
}
