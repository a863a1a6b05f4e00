import { describe, expect, it } from 'vitest';
import {
  LICENCE_PURCHASE_AMOUNT_MAX,
  LICENCE_PURCHASE_MONTHS,
  LICENCE_YEAR_DAYS,
  licencePrice,
  licencePurchaseDays,
  licencePurchaseErrors,
  licencePurchaseOf,
  licencePurchaseQuote,
  linesTotals,
  orderLine,
} from './billing.prices';

describe('licencePrice (issue 25: one price rule)', () => {
  const sources = { listPrice: 18, isDelegated: true, resellerPrice: 15, customerPrice: 14 };

  it("charges a Direct customer its plan's list price, whatever a reseller set", () => {
    expect(licencePrice({ ...sources, isDelegated: false })).toBe(18);
  });

  it("charges a Delegated customer's licences at the reseller's price for it, else for the plan, else the list price", () => {
    expect(licencePrice(sources)).toBe(14);
    expect(licencePrice({ ...sources, customerPrice: null })).toBe(15);
    expect(licencePrice({ ...sources, customerPrice: null, resellerPrice: null })).toBe(18);
    // A price of 0 is a price (a free plan), not "none".
    expect(licencePrice({ ...sources, customerPrice: 0 })).toBe(0);
  });
});

describe('order lines and totals (spec §9: VAT 25% when none is given, 2 decimals)', () => {
  it('adds the lines in cents and puts VAT on their sum, to the cent', () => {
    const lines = [orderLine('A', 4, 10), orderLine('B', 2, 14), orderLine('C', 1, 25), orderLine('D', 1, 15)];
    expect(lines.map((line) => line.amount)).toEqual([40, 28, 25, 15]);
    expect(linesTotals(lines, null)).toEqual({ amount: 108, vat: 27, total: 135 });
    expect(linesTotals([orderLine('x', 3, 0.1)], null)).toEqual({ amount: 0.3, vat: 0.08, total: 0.38 });
    expect(linesTotals([orderLine('x', 1, 9.99)], 20)).toEqual({ amount: 9.99, vat: 2, total: 11.99 });
    expect(linesTotals([], null)).toEqual({ amount: 0, vat: 0, total: 0 });
  });
});

describe('buying licences', () => {
  it('offers 1, 3, 6 and 12 months, 12 being the spec’s 365 days', () => {
    expect(LICENCE_PURCHASE_MONTHS).toEqual([1, 3, 6, 12]);
    expect(LICENCE_YEAR_DAYS).toBe(365);
    expect(LICENCE_PURCHASE_MONTHS.map(licencePurchaseDays)).toEqual([30, 91, 183, 365]);
  });

  it('prices price x amount x months plus VAT, the unit price being a licence for the period', () => {
    expect(licencePurchaseQuote(12, { amount: 3, months: 12 }, null)).toEqual({
      unitPrice: 144,
      totals: { amount: 432, vat: 108, total: 540 },
    });
    expect(licencePurchaseQuote(7.4, { amount: 2, months: 3 }, null)).toEqual({
      unitPrice: 22.2,
      totals: { amount: 44.4, vat: 11.1, total: 55.5 },
    });
  });

  it('refuses amounts outside 1..1000, other periods and ids no record has', () => {
    expect(licencePurchaseErrors({ amount: 1, months: 1 })).toEqual({});
    expect(licencePurchaseErrors({ amount: LICENCE_PURCHASE_AMOUNT_MAX, months: 12, customerId: 5 })).toEqual({});
    for (const amount of [0, LICENCE_PURCHASE_AMOUNT_MAX + 1, 1.5, '3', null, Number.NaN])
      expect(licencePurchaseErrors({ amount, months: 12 }), String(amount)).toEqual({
        amount: ['invoices.amountInvalid'],
      });
    for (const months of [0, 2, 24, '12', undefined])
      expect(licencePurchaseErrors({ amount: 1, months }), String(months)).toEqual({
        months: ['invoices.monthsInvalid'],
      });
    expect(licencePurchaseErrors({ amount: 1, months: 1, customerId: 2147483648 })).toEqual({
      customerId: ['invoices.customerInvalid'],
    });
    expect(licencePurchaseErrors(null)).toEqual({
      amount: ['invoices.amountInvalid'],
      months: ['invoices.monthsInvalid'],
    });
    expect(licencePurchaseOf({ amount: 2, months: 6 })).toEqual({ amount: 2, months: 6 });
    expect(licencePurchaseOf({ amount: 2, months: 6, customerId: 9 })).toEqual({ amount: 2, months: 6, customerId: 9 });
  });
});
