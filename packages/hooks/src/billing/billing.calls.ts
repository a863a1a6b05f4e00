import type {
  AdminOrderDto,
  OrderDto,
  PaymentMethodDto,
  PaymentStartDto,
  PaymentType,
  PriceItemDto,
  RewardDto,
  SubscriptionDto,
  TenantDetailsDto,
  TenantDetailsUpdate,
  UpcomingPaymentDto,
} from '@screenplay/core/billing';
import { BILLING_API } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** A date range as the billing calls take it: ISO dates (`YYYY-MM-DD`), both days included. */
export interface DateRange {
  from: string;
  till: string;
}

/** `GET orders`: the orders of the range and the next payment. */
export interface OrdersAnswer {
  orders: OrderDto[];
  upcomingPayment: UpcomingPaymentDto | null;
}

/** What `POST payments` starts: a card (a test card number in test mode, a finished set-up's session) or the invoice. */
export type PaymentInput =
  | { paymentMethod: 'Card'; testCardNumber?: string; sessionId?: string }
  | { paymentMethod: 'Invoice' };

/** The API calls of the billing page and the greeting popup (spec accounts §7 Billing; issue 14's contract). */
export interface BillingCalls {
  tenantDetails(): Promise<TenantDetailsDto>;
  updateTenantDetails(update: TenantDetailsUpdate): Promise<TenantDetailsDto>;
  /** `GET items`: the licence price items of the tenant. */
  items(): Promise<PriceItemDto[]>;
  paymentMethods(): Promise<PaymentMethodDto[]>;
  startPayment(input: PaymentInput): Promise<PaymentStartDto>;
  terminate(id: number): Promise<PaymentMethodDto>;
  subscriptions(): Promise<SubscriptionDto[]>;
  cancelSubscription(id: number): Promise<SubscriptionDto>;
  orders(range: DateRange): Promise<OrdersAnswer>;
  rewards(range: DateRange): Promise<RewardDto[]>;
  /** `GET admin/orders`: every tenant's orders (super-admins). */
  adminOrders(range: DateRange): Promise<AdminOrderDto[]>;
}

/** The billing calls over an API client. */
export function billingCalls(api: ApiClient): BillingCalls {
  return {
    tenantDetails: async () => (await api.call(BILLING_API.tenantDetails)).data,
    updateTenantDetails: async (update) => (await api.call(BILLING_API.updateTenantDetails, { body: update })).data,
    items: async () => (await api.call(BILLING_API.items)).data,
    paymentMethods: async () => (await api.call(BILLING_API.paymentMethods)).data,
    startPayment: async (input) => (await api.call(BILLING_API.startPayment, { body: input })).data,
    terminate: async (id) => (await api.call(BILLING_API.terminatePayment, { params: { id } })).data,
    subscriptions: async () => (await api.call(BILLING_API.subscriptions)).data,
    cancelSubscription: async (id) => (await api.call(BILLING_API.cancelSubscription, { params: { id } })).data,
    orders: async (range) => {
      const answer = await api.call(BILLING_API.orders, { query: { ...range } });
      return { orders: answer.data, upcomingPayment: answer.upcomingPayment ?? null };
    },
    rewards: async (range) => (await api.call(BILLING_API.rewards, { query: { ...range } })).data,
    adminOrders: async (range) => (await api.call(BILLING_API.adminOrders, { query: { ...range } })).data,
  };
}

/** The payment types in the order the billing page offers them. */
export const PAYMENT_TYPES: readonly PaymentType[] = ['Card', 'Invoice'];
