import type { CustomerTariffPlanDto } from '../access/resellers';
import { licencePurchaseErrors } from '../billing/billing.prices';
import type { LicenceBuyerCustomerDto, OrderDetailDto } from '../billing/billing.orders.types';
import type {
  AdminOrderDto,
  OrderDto,
  PaymentMethodDto,
  PaymentStartDto,
  PriceItemDto,
  RewardDto,
  SubscriptionDto,
  TenantDetailsDto,
  UpcomingPaymentDto,
} from '../billing/billing.types';
import {
  customerTariffPlanBodySchema,
  licencePurchaseBodySchema,
  orderRangeQuerySchema,
  paymentBodySchema,
  tenantDetailsBodySchema,
} from './accounts.schemas';
import { isRecordId } from '../schemas/ids';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';

/** `GET orders`: the tenant's orders of a period, and the next payment when one is due. */
export interface OrdersDto extends Envelope<OrderDto[]> {
  /** The next payment, or null. */
  upcomingPayment: UpcomingPaymentDto | null;
}

/** Billing: details, payment methods, orders and invoices, licence purchases (spec accounts §7 Billing). */
export const BILLING_API = {
  tenantDetails: endpoint<Envelope<TenantDetailsDto>>()({
    method: 'GET',
    path: 'tenant-details',
    summary: "Read the tenant's billing details.",
    tag: 'billing',
    auth: 'user',
  }),
  updateTenantDetails: endpoint<Envelope<TenantDetailsDto>>()({
    method: 'PUT',
    path: 'tenant-details',
    summary: "Change the tenant's billing details and consents.",
    tag: 'billing',
    auth: 'user',
    body: tenantDetailsBodySchema,
  }),
  items: endpoint<Envelope<PriceItemDto[]>>()({
    method: 'GET',
    path: 'items',
    summary: 'List the licence prices the tenant pays.',
    tag: 'billing',
    auth: 'user',
  }),
  paymentMethods: endpoint<Envelope<PaymentMethodDto[]>>()({
    method: 'GET',
    path: 'payment-methods',
    summary: "List the tenant's payment methods.",
    tag: 'billing',
    auth: 'user',
  }),
  startPayment: endpoint<Envelope<PaymentStartDto>>()({
    method: 'POST',
    path: 'payments',
    summary: 'Set up a payment method (paymentMethod; with a card, sessionId or a test card number).',
    tag: 'billing',
    auth: 'user',
    body: paymentBodySchema,
  }),
  terminatePayment: endpoint<Envelope<PaymentMethodDto>>()({
    method: 'PUT',
    path: 'payments/:id/terminate',
    summary: 'End a payment method.',
    tag: 'billing',
    auth: 'user',
  }),
  subscriptions: endpoint<Envelope<SubscriptionDto[]>>()({
    method: 'GET',
    path: 'subscriptions',
    summary: "List the tenant's subscriptions.",
    tag: 'billing',
    auth: 'user',
  }),
  cancelSubscription: endpoint<Envelope<SubscriptionDto>>()({
    method: 'DELETE',
    path: 'subscriptions/:id',
    summary: 'Cancel a subscription.',
    tag: 'billing',
    auth: 'user',
  }),
  orders: endpoint<OrdersDto>()({
    method: 'GET',
    path: 'orders',
    summary: "List the tenant's orders of a period (from, till) and the next payment.",
    tag: 'billing',
    auth: 'user',
    query: orderRangeQuerySchema,
  }),
  order: endpoint<Envelope<OrderDetailDto>>()({
    method: 'GET',
    path: 'orders/:id',
    summary: 'Read an order with its lines.',
    tag: 'billing',
    auth: 'user',
  }),
  invoice: endpoint<Blob>()({
    method: 'GET',
    path: 'orders/:id/invoice',
    summary: "An order's invoice as a PDF.",
    tag: 'billing',
    auth: 'user',
    produces: 'application/pdf',
  }),
  payOrder: endpoint<Envelope<OrderDetailDto>>()({
    method: 'POST',
    path: 'orders/:id/pay',
    summary: 'Pay an invoice now with the card on file.',
    tag: 'billing',
    auth: 'user',
  }),
  rewards: endpoint<Envelope<RewardDto[]>>()({
    method: 'GET',
    path: 'rewards',
    summary: "List a reseller's rewards of a period (from, till).",
    tag: 'billing',
    auth: 'user',
    query: orderRangeQuerySchema,
  }),
  adminOrders: endpoint<Envelope<AdminOrderDto[]>>()({
    method: 'GET',
    path: 'admin/orders',
    summary: "List every tenant's orders of a period (super-admin; from, till).",
    tag: 'billing',
    auth: 'user',
    query: orderRangeQuerySchema,
  }),
  buyLicences: endpoint<Envelope<OrderDetailDto>>()({
    method: 'POST',
    path: 'billing/licences',
    summary: 'Buy licences for some months (amount, months; a reseller: customerId).',
    tag: 'billing',
    auth: 'user',
    body: licencePurchaseBodySchema,
    rules: licencePurchaseErrors,
  }),
  licenceBuyers: endpoint<Envelope<LicenceBuyerCustomerDto[]>>()({
    method: 'GET',
    path: 'billing/licences/customers',
    summary: 'List the customers a reseller buys licences for, with their prices.',
    tag: 'billing',
    auth: 'user',
  }),
  tariffPlan: endpoint<Envelope<CustomerTariffPlanDto>>()({
    method: 'GET',
    path: 'customers/:id/tariff-plan',
    summary: "Read a customer's tariff plan.",
    tag: 'billing',
    auth: 'user',
  }),
  setTariffPlan: endpoint<Envelope<CustomerTariffPlanDto>>()({
    method: 'PUT',
    path: 'customers/:id/tariff-plan',
    summary: "Set a customer's tariff plan (tariffPlanId; null: the default).",
    tag: 'billing',
    auth: 'user',
    body: customerTariffPlanBodySchema,
    rules: (body): Record<string, string[]> => {
      const id =
        typeof body === 'object' && body !== null ? (body as { tariffPlanId?: unknown }).tariffPlanId : undefined;
      return id === null || isRecordId(id) ? {} : { tariffPlanId: ['resellerErrors.tariffPlanUnknown'] };
    },
  }),
} as const;
