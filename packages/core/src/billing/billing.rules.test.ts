import { describe, expect, it } from 'vitest';
import {
  BILLING_RANGE_MAX_DAYS,
  billingPeriodOf,
  DEFAULT_VAT_PERCENT,
  FIN_TAG_MAX_LENGTH,
  invoiceDueDate,
  licenceCost,
  mergeTenantDetails,
  nextChargeDate,
  orderRange,
  orderTotals,
  paymentErrorText,
  paymentMethodTitle,
  periodBounds,
  POSTAL_CODE_MAX_LENGTH,
  postalCodeRequired,
  previousBillingPeriod,
  type StoredTenantDetails,
  tenantDetailsErrorCode,
  toCents,
  validateTenantDetailsUpdate,
  vatOf,
} from './billing.rules';

const STORED: StoredTenantDetails = {
  paymentMethod: null,
  termsConsent: false,
  agreementConsent: false,
  postalCode: null,
  finTag: null,
};

describe('licence cost (spec §9)', () => {
  it('is price plus the default 25% VAT when none is given, with 2 decimals', () => {
    expect(DEFAULT_VAT_PERCENT).toBe(25);
    expect(licenceCost({ price: 10, vatPercent: null })).toBe('12.50');
    expect(licenceCost({ price: 9.99, vatPercent: null })).toBe('12.49');
  });

  it('uses the given VAT, 0 included', () => {
    expect(licenceCost({ price: 10, vatPercent: 20 })).toBe('12.00');
    expect(licenceCost({ price: 10, vatPercent: 0 })).toBe('10.00');
  });

  it('shows 0.00 for a free screen and without a price item', () => {
    expect(licenceCost({ price: 10, vatPercent: null }, { free: true })).toBe('0.00');
    expect(licenceCost(null, { free: false })).toBe('0.00');
  });

  it('rounds VAT to the cent, half away from zero', () => {
    expect(vatOf(0.02, null)).toBe(0.01); // 0.005 -> 0.01
    expect(vatOf(0.01, null)).toBe(0); // 0.0025 -> 0.00
    expect(toCents(1.005)).toBe(101);
  });

  it('totals quantity times unit price in cents, without float drift', () => {
    expect(orderTotals(0.1, 3, 25)).toEqual({ amount: 0.3, vat: 0.08, total: 0.38 });
    expect(orderTotals(12.5, 10, null)).toEqual({ amount: 125, vat: 31.25, total: 156.25 });
    expect(orderTotals(12.5, 0, null)).toEqual({ amount: 0, vat: 0, total: 0 });
  });
});

describe('tenant details (spec §5, §7, §8)', () => {
  it('asks a postal code for invoices only', () => {
    expect(postalCodeRequired({ paymentMethod: 'Invoice' })).toBe(true);
    expect(postalCodeRequired({ paymentMethod: 'Card' })).toBe(false);
    expect(postalCodeRequired({ paymentMethod: null })).toBe(false);
  });

  it('refuses an invoice set-up without a postal code with billing.postalCodeError', () => {
    const errors = validateTenantDetailsUpdate({ paymentMethod: 'Invoice', postalCode: ' ' }, STORED);
    expect(errors).toEqual({ postalCode: ['billing.postalCodeError'] });
    expect(tenantDetailsErrorCode(errors)).toBe('billing.postalCodeError');
    // A stored postal code keeps satisfying it; removing it is refused.
    const stored = { ...STORED, paymentMethod: 'Invoice' as const, postalCode: 'LS1 4AP' };
    expect(validateTenantDetailsUpdate({ finTag: 'north' }, stored)).toEqual({});
    expect(validateTenantDetailsUpdate({ postalCode: null }, stored)).toEqual({
      postalCode: ['billing.postalCodeError'],
    });
  });

  it("lets the greeting's consent record the Invoice choice without a postal code", () => {
    expect(
      validateTenantDetailsUpdate({ termsConsent: true, agreementConsent: true, paymentMethod: 'Invoice' }, STORED),
    ).toEqual({});
  });

  it('refuses other invalid fields with billing.otherBillingDetailsError, at the length edges', () => {
    const ok = { postalCode: 'x'.repeat(POSTAL_CODE_MAX_LENGTH), finTag: 'y'.repeat(FIN_TAG_MAX_LENGTH) };
    expect(validateTenantDetailsUpdate(ok, STORED)).toEqual({});
    const long = { postalCode: 'x'.repeat(POSTAL_CODE_MAX_LENGTH + 1), finTag: 'y'.repeat(FIN_TAG_MAX_LENGTH + 1) };
    const errors = validateTenantDetailsUpdate(long, STORED);
    expect(errors).toEqual({
      postalCode: ['billing.otherBillingDetailsError'],
      finTag: ['billing.otherBillingDetailsError'],
    });
    expect(tenantDetailsErrorCode(errors)).toBe('billing.otherBillingDetailsError');
  });

  it('does not take a given consent back', () => {
    const accepted = { ...STORED, termsConsent: true, agreementConsent: true };
    expect(validateTenantDetailsUpdate({ termsConsent: false }, accepted)).toEqual({
      termsConsent: ['billing.otherBillingDetailsError'],
    });
    expect(validateTenantDetailsUpdate({ termsConsent: true }, accepted)).toEqual({});
  });

  it('merges an update into the stored details, keeping what it leaves out', () => {
    const stored = { ...STORED, paymentMethod: 'Card' as const, postalCode: 'LS1', finTag: 'tag' };
    expect(mergeTenantDetails(stored, { termsConsent: true })).toEqual({ ...stored, termsConsent: true });
    expect(mergeTenantDetails(stored, { postalCode: '  ', finTag: ' t2 ', paymentMethod: null })).toEqual({
      ...stored,
      paymentMethod: null,
      postalCode: null,
      finTag: 't2',
    });
  });
});

describe('billing dates (spec §9)', () => {
  it('names the period of an instant in UTC', () => {
    expect(billingPeriodOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(billingPeriodOf(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
    expect(previousBillingPeriod('2027-01')).toBe('2026-12');
    expect(periodBounds('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('charges cards on the 1st of the next month, even from the 1st itself', () => {
    expect(nextChargeDate(new Date('2026-03-02T09:00:00Z'))).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(nextChargeDate(new Date('2026-12-01T00:00:00Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('makes an invoice due 14 days after it is issued', () => {
    expect(invoiceDueDate(new Date('2026-02-20T10:00:00Z'))).toEqual(new Date('2026-03-06T10:00:00Z'));
  });
});

describe('orders range', () => {
  it('runs from the start of the from day to the end of the till day', () => {
    expect(orderRange('2026-03-01', '2026-03-01')).toEqual({
      from: Date.parse('2026-03-01T00:00:00Z'),
      to: Date.parse('2026-03-02T00:00:00Z'),
    });
    // A date-time counts as the day written at its start.
    expect(orderRange('2026-03-01T17:30:00.000Z', '2026-03-31T23:00:00Z')).toEqual({
      from: Date.parse('2026-03-01T00:00:00Z'),
      to: Date.parse('2026-04-01T00:00:00Z'),
    });
  });

  it('refuses no dates, impossible dates and till before from', () => {
    expect(orderRange(undefined, '2026-03-01')).toBe('dates');
    expect(orderRange('2026-02-30', '2026-03-01')).toBe('dates');
    expect(orderRange('yesterday', '2026-03-01')).toBe('dates');
    expect(orderRange('2026-03-02', '2026-03-01')).toBe('dates');
  });

  it(`refuses more than ${BILLING_RANGE_MAX_DAYS} days`, () => {
    expect(orderRange('2024-01-01', '2024-12-31')).not.toBe('tooLong'); // 366 days (a leap year)
    expect(orderRange('2025-01-01', '2026-01-01')).not.toBe('tooLong'); // 366 days
    expect(orderRange('2025-01-01', '2026-01-02')).toBe('tooLong');
  });
});

describe('payment errors (spec §8)', () => {
  it('lists the first message of each field after a dash, one per line', () => {
    expect(paymentErrorText({ card: ['Your card was declined.', 'ignored'], postalCode: ['Required'] })).toBe(
      '- Your card was declined.\n- Required',
    );
    expect(paymentErrorText({ card: [] })).toBe('');
    expect(paymentErrorText(null)).toBe('');
  });

  it('titles a card by brand and last 4 digits', () => {
    expect(paymentMethodTitle({ type: 'Card', brand: 'Visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodTitle({ type: 'Card', brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodTitle({ type: 'Card', brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(paymentMethodTitle({ type: 'Card', brand: null, last4: '1111' })).toBe('Card •••• 1111');
    expect(paymentMethodTitle({ type: 'Invoice', brand: null, last4: null })).toBe('Invoice');
  });
});
