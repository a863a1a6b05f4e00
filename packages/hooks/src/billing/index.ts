/** @screenplay/hooks/billing — the billing page's calls: details, payments, subscriptions, orders and licences (spec accounts §7 Billing). */
export { PAYMENT_TYPES, billingCalls } from './billing.calls';
export type { BillingCalls, DateRange, OrdersAnswer, PaymentInput } from './billing.calls';
export { ordersCalls } from './orders.calls';
export type { OrdersCalls, OrdersCallsOptions } from './orders.calls';
