import { englishText, type MessageKey } from '@screenplay/core/messages';
import { ApiError } from '@screenplay/hooks';
import { describe, expect, it } from 'vitest';
import {
  billingFailureText,
  dayOf,
  lastDayOf,
  defaultRange,
  isoDay,
  isRangeValid,
  licenceItem,
  money,
  paymentFailureText,
  paymentTypeFromSearch,
  sessionFromSearch,
} from './billing.logic';

const translate = (key: MessageKey) => englishText(key);

function unprocessable(errors: Record<string, string[]>, code?: string): ApiError {
  return new ApiError({
    status: 422,
    messageKey: 'errors.serverError',
    message: 'The given data was invalid.',
    errors,
    ...(code ? { code } : {}),
  });
}

describe('the orders range', () => {
  it('opens on this year, 1 January to 31 December', () => {
    expect(defaultRange(new Date(2026, 10, 24))).toEqual({ from: '2026-01-01', till: '2026-12-31' });
  });

  it('accepts a from day on or before the till day, as ISO dates only', () => {
    expect(isRangeValid({ from: '2026-03-01', till: '2026-03-01' })).toBe(true);
    expect(isRangeValid({ from: '2026-03-02', till: '2026-03-01' })).toBe(false);
    expect(isRangeValid({ from: '', till: '2026-03-01' })).toBe(false);
    expect(isRangeValid({ from: '1/3/2026', till: '2026-03-01' })).toBe(false);
  });

  it('writes a local day the way a date field does', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('the hand-offs in the address', () => {
  it('reads the greeting’s payment type, and nothing else', () => {
    expect(paymentTypeFromSearch('?type=Card')).toBe('Card');
    expect(paymentTypeFromSearch('type=Invoice')).toBe('Invoice');
    expect(paymentTypeFromSearch('?type=card')).toBeNull();
    expect(paymentTypeFromSearch('')).toBeNull();
  });

  it('reads the card set-up the provider sent the user back from', () => {
    expect(sessionFromSearch('?session=ps_123')).toBe('ps_123');
    expect(sessionFromSearch('?type=Card')).toBeNull();
    expect(sessionFromSearch(`?session=${'x'.repeat(201)}`)).toBeNull();
  });
});

describe('failures', () => {
  it('a declined card shows as the dash list of first messages (spec §8)', () => {
    const declined = unprocessable({ card: ['Your card was declined.', 'ignored second message'] });
    expect(paymentFailureText(declined, translate)).toBe('- Your card was declined.');
    const two = unprocessable({ card: ['Your card was declined.'], postalCode: ['billing.postalCodeError'] });
    expect(paymentFailureText(two, translate)).toBe('- Your card was declined.\n- A postal code is required');
  });

  it('a failure without an errors map is not a payment list', () => {
    const plain = new ApiError({ status: 500, messageKey: 'errors.serverError', message: 'boom' });
    expect(paymentFailureText(plain, translate)).toBeNull();
    expect(paymentFailureText(new Error('x'), translate)).toBeNull();
  });

  it('a billing failure names the spec key the server answered, else the fields’ first messages', () => {
    const postal = unprocessable({ postalCode: ['billing.postalCodeError'] }, 'billing.postalCodeError');
    expect(billingFailureText(postal, translate)).toBe('A postal code is required');
    const other = unprocessable({ finTag: ['Too long'] });
    expect(billingFailureText(other, translate)).toBe('Too long');
    expect(billingFailureText(new Error('x'), translate)).toBeNull();
  });
});

describe('what the page shows', () => {
  it('amounts with 2 decimals (spec §9)', () => {
    expect(money(12.5)).toBe('12.50');
    expect(money(0)).toBe('0.00');
  });

  it('takes the licence price item, or none', () => {
    const item = { id: 1, type: 'license' as const, title: 'Standard', price: 10, vatPercent: null, currency: 'EUR' };
    expect(licenceItem([item])).toBe(item);
    expect(licenceItem([])).toBeNull();
  });

  it('days in the spec’s en-GB locale, a dash for none', () => {
    expect(dayOf('2026-11-24T10:00:00Z', '—')).toBe('24 Nov 2026');
    expect(dayOf('2026-01-01', '—')).toBe('1 Jan 2026');
    expect(dayOf(null, '—')).toBe('—');
    expect(dayOf('2026-01-01', '—', 'en-US')).toBe('Jan 1, 2026');
    expect(dayOf('not a date', '—')).toBe('—');
    expect(lastDayOf('2026-12-01T00:00:00Z', '—')).toBe('30 Nov 2026');
    expect(lastDayOf(null, '—')).toBe('—');
  });
});
