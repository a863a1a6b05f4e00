import type { OrderLine } from './billing.prices';
import type { OrderDto } from './billing.types';

/**
 * The wire shapes of an order as a document (issue 25: "Each order opens, and downloads as a PDF invoice"; spec
 * accounts §3 "Billing details", §7 Billing) and of buying licences from Billing. The server answers them and the
 * portal reads them.
 */

/** One line of an order (`GET orders/{id}`). */
export type OrderLineDto = OrderLine;

/** The billing details an order is addressed to (spec §3: the tenant's title, address, postal code, finance tag). */
export interface OrderBillingDetailsDto {
  title: string;
  address: string | null;
  postalCode: string | null;
  finTag: string | null;
}

/** `GET orders/{id}`: an order with its lines and who it is addressed to. */
export interface OrderDetailDto extends OrderDto {
  lines: OrderLineDto[];
  /** The VAT percent of the order (its VAT over its net amount), or null when the net amount is 0. */
  vatPercent: number | null;
  billingDetails: OrderBillingDetailsDto;
  /** Whether `POST orders/{id}/pay` would charge it now: an open invoice of the caller's account with a card bound. */
  isPayable: boolean;
}

/** A customer a reseller may buy licences for (`GET billing/licences/customers`). */
export interface LicenceBuyerCustomerDto {
  id: number;
  title: string;
  /** Its tariff plan's title. */
  tariffPlan: string;
  /** The net price of a licence a month for it (the reseller's price). */
  price: number;
}
