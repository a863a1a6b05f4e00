/**
 * The wire shapes of billing (spec accounts §3 "Billing details / tenant details", "Billing"; §7 Billing; issue 14).
 * The server answers them and the portal reads them, so they live here once.
 */

/** A payment data type (spec §4: "Payment types: Card, Invoice"). */
export type PaymentType = 'Card' | 'Invoice';

/** Whether payments go through Stripe or the labelled test mode (no Stripe key configured). */
export type PaymentMode = 'stripe' | 'test';

/** Who the billing tenant is: a customer or a reseller. */
export type BillingTenantType = 'customer' | 'reseller';

/** `GET tenant-details` (spec §3: reseller, resellerEmail, type, tenantType, paymentMethod, termsConsent, agreementConsent, postalCode). */
export interface TenantDetailsDto {
  tenantId: number;
  tenantType: BillingTenantType;
  /** The tenant's title (customer or reseller). */
  title: string;
  /** 'Direct' or 'Delegated' for a customer, 'Reseller' for a reseller. */
  type: 'Direct' | 'Delegated' | 'Reseller';
  /** The reseller's name (a delegated customer's reseller), else null. */
  reseller: string | null;
  resellerEmail: string | null;
  paymentMethod: PaymentType | null;
  termsConsent: boolean;
  agreementConsent: boolean;
  postalCode: string | null;
  /** The finance tag of the tenant (spec §3 Billing: finTag). */
  finTag: string | null;
  paymentMode: PaymentMode;
}

/** `PUT tenant-details`: the fields a tenant writes (reseller, resellerEmail, type and tenantType come from the organisation). */
export interface TenantDetailsUpdate {
  paymentMethod?: PaymentType | null;
  termsConsent?: boolean;
  agreementConsent?: boolean;
  postalCode?: string | null;
  finTag?: string | null;
}

/** `GET items`: a price item (spec §3: "price items (type license)"). */
export interface PriceItemDto {
  id: number;
  type: 'license';
  title: string;
  /** Net price per licence and month, in currency units. */
  price: number;
  /** VAT percent; null means the default (spec §9: 25 percent when none is given). */
  vatPercent: number | null;
  currency: string;
}

/** `GET payment-methods`: an attached card or the invoice method. */
export interface PaymentMethodDto {
  id: number;
  type: PaymentType;
  /** What the user sees: "Visa •••• 4242" or "Invoice". */
  title: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  createdAt: string;
}

/** `POST payments`: a card set-up to finish at the provider, or an active payment method. */
export type PaymentStartDto =
  | { status: 'redirect'; url: string; sessionId: string }
  | { status: 'active'; paymentMethod: PaymentMethodDto };

/** `GET subscriptions`. */
export interface SubscriptionDto {
  id: number;
  title: string;
  quantity: number;
  /** Net price of a licence a month; null when the licences have different prices (a reseller's customers). */
  unitPrice: number | null;
  /** Net amount a month: every licence at its own price (issue 25). */
  amount: number;
  vatPercent: number;
  status: 'active' | 'canceled';
  currentPeriodStart: string;
  currentPeriodEnd: string;
}

/** An order's state. */
export type OrderStatus = 'pending' | 'paid' | 'open' | 'failed' | 'void' | 'refunded';

/** `GET orders`: one order (a monthly charge, an invoice, a card verification). */
export interface OrderDto {
  id: number;
  number: string;
  kind: 'monthly' | 'verification' | 'licence';
  period: string | null;
  amount: number;
  vat: number;
  total: number;
  currency: string;
  status: OrderStatus;
  paymentType: PaymentType | null;
  createdAt: string;
  dueAt: string | null;
  paidAt: string | null;
  failureMessage: string | null;
}

/** `GET orders`: the next charge or invoice (spec §3: "orders (upcomingPayment, dates)"). */
export interface UpcomingPaymentDto {
  date: string;
  amount: number;
  vat: number;
  total: number;
  currency: string;
  paymentType: PaymentType | null;
}

/** `GET rewards`: a reseller's reward for an order of one of its customers. */
export interface RewardDto {
  id: number;
  amount: number;
  currency: string;
  description: string;
  createdAt: string;
}

/** `GET admin/orders`: an order with its tenant (super-admin, all tenants). */
export interface AdminOrderDto extends OrderDto {
  tenantType: BillingTenantType;
  tenantId: number;
  tenantTitle: string;
}
