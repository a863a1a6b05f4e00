import type { OrderDto, OrderStatus, SubscriptionDto } from '@screenplay/core/billing';
import type { MessageKey } from '@screenplay/core/messages';

/** The words of order and subscription states. */
export const STATUS_KEYS: Readonly<Record<OrderStatus | SubscriptionDto['status'], MessageKey>> = {
  pending: 'billingPage.status.pending',
  paid: 'billingPage.status.paid',
  open: 'billingPage.status.open',
  failed: 'billingPage.status.failed',
  void: 'billingPage.status.void',
  refunded: 'billingPage.status.refunded',
  active: 'billingPage.status.active',
  canceled: 'billingPage.status.canceled',
};

/** The words of order kinds. */
export const KIND_KEYS: Readonly<Record<OrderDto['kind'], MessageKey>> = {
  monthly: 'billingPage.kind.monthly',
  verification: 'billingPage.kind.verification',
  licence: 'billingPage.kind.licence',
};
