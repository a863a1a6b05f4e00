/** Billing (spec accounts §3, §4, §7, §9; issue 14): wire types and rules shared by the server and the portal. */
export * from './billing.types';
export * from './billing.greeting';
export * from './billing.rules';
export * from './billing.prices';
export * from './billing.orders.types';
export * from './billing.licences';
