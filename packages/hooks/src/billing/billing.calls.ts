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
    tenantDetails: async () => (await api.get<{ data: TenantDetailsDto }>('tenant-details')).data,
    updateTenantDetails: async (update) => (await api.put<{ data: TenantDetailsDto }>('tenant-details', update)).data,
    items: async () => (await api.get<{ data: PriceItemDto[] }>('items')).data,
    paymentMethods: async () => (await api.get<{ data: PaymentMethodDto[] }>('payment-methods')).data,
    startPayment: async (input) => (await api.post<{ data: PaymentStartDto }>('payments', input)).data,
    terminate: async (id) => (await api.put<{ data: PaymentMethodDto }>(`payments/${id}/terminate`)).data,
    subscriptions: async () => (await api.get<{ data: SubscriptionDto[] }>('subscriptions')).data,
    cancelSubscription: async (id) => (await api.delete<{ data: SubscriptionDto }>(`subscriptions/${id}`)).data,
    orders: async (range) => {
      const answer = await api.get<{ data: OrderDto[]; upcomingPayment: UpcomingPaymentDto | null }>('orders', {
        params: { ...range },
      });
      return { orders: answer.data, upcomingPayment: answer.upcomingPayment ?? null };
    },
    rewards: async (range) => (await api.get<{ data: RewardDto[] }>('rewards', { params: { ...range } })).data,
    adminOrders: async (range) =>
      (await api.get<{ data: AdminOrderDto[] }>('admin/orders', { params: { ...range } })).data,
  };
}

/** The payment types in the order the billing page offers them. */
export const PAYMENT_TYPES: readonly PaymentType[] = ['Card', 'Invoice'];
