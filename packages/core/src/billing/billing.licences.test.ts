import { describe, expect, it } from 'vitest';
import {
  LICENCE_EXPIRY_WARNING_DAYS,
  type LicenceOrderRow,
  licenceOrderState,
  licenceSummary,
  licencesLeft,
  screensOverLicences,
  validLicences,
} from './billing.licences';

const DAY = 86_400_000;
const NOW = new Date('2026-03-02T09:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

function order(id: number, amount: number, fromDays: number, toDays: number, prepaid = false): LicenceOrderRow {
  return { id, amount, startsAt: at(fromDays), endsAt: at(toDays), prepaid };
}

function removal(id: number, amount: number, atDays: number): LicenceOrderRow {
  return { id, amount: -amount, startsAt: at(atDays), endsAt: null, prepaid: false };
}

describe('licences with a lifetime (issue 25)', () => {
  it('counts an order from its start up to, not including, its end', () => {
    const rows = [order(1, 3, -10, 0), order(2, 2, 0, 365)];
    // Order 1 ends exactly now: it no longer counts. Order 2 starts exactly now: it counts.
    expect(validLicences(rows, NOW)).toBe(2);
    expect(validLicences(rows, new Date(NOW.getTime() - 1))).toBe(3);
    expect(validLicences([order(1, 4, 1, 30)], NOW)).toBe(0);
  });

  it('says 30 days before its end an order is expiring soon, a millisecond earlier it is not', () => {
    expect(LICENCE_EXPIRY_WARNING_DAYS).toBe(30);
    const rows = [order(1, 2, -300, 30), order(2, 5, -10, 355)];
    expect(licenceSummary(rows, NOW)).toEqual({ valid: 7, expiringSoon: 2, nextExpiry: at(30), billedMonthly: 7 });
    const earlier = new Date(NOW.getTime() - 1);
    expect(licenceSummary(rows, earlier).expiringSoon).toBe(0);
    expect(licenceOrderState(rows[0] as LicenceOrderRow, 2, NOW)).toBe('expiringSoon');
    expect(licenceOrderState(rows[0] as LicenceOrderRow, 2, earlier)).toBe('valid');
  });

  it('takes a removal from the orders counting at its instant, those ending soonest first', () => {
    const rows = [order(1, 5, -100, 265), order(2, 3, -300, 65), order(3, 4, 10, 375), removal(4, 4, -1)];
    const left = licencesLeft(rows);
    // Order 2 ends first: all 3 go from it, then 1 from order 1; order 3 had not started.
    expect([...left]).toEqual([
      [1, 4],
      [2, 0],
      [3, 4],
    ]);
    expect(validLicences(rows, NOW)).toBe(4);
    expect(licenceOrderState(rows[1] as LicenceOrderRow, 0, NOW)).toBe('removed');
    expect(licenceOrderState(rows[3] as LicenceOrderRow, 0, NOW)).toBe('removal');
    // Once order 3 starts, it counts in full; once order 1 ends, its 4 left go.
    expect(validLicences(rows, new Date(at(10)))).toBe(8);
    expect(validLicences(rows, new Date(at(265)))).toBe(4);
  });

  it('never lets a removal take from an order recorded after it, nor from one that ended before it', () => {
    const rows = [order(1, 2, -400, -35), removal(2, 1, -1), order(3, 5, -50, 315)];
    // The removal (id 2) was recorded before order 3 and after order 1 had ended: it took nothing.
    expect(licencesLeft(rows).get(3)).toBe(5);
    expect(validLicences(rows, NOW)).toBe(5);
    expect(licenceOrderState(rows[0] as LicenceOrderRow, 2, NOW)).toBe('expired');
  });

  it('bills monthly only the valid licences no billing order prepaid', () => {
    const rows = [order(1, 5, -10, 355, true), order(2, 3, -10, 355), order(3, 7, -400, -35)];
    expect(licenceSummary(rows, NOW)).toMatchObject({ valid: 8, billedMonthly: 3 });
  });

  it('answers nothing valid for no orders, and an upcoming order as upcoming', () => {
    expect(licenceSummary([], NOW)).toEqual({ valid: 0, expiringSoon: 0, nextExpiry: null, billedMonthly: 0 });
    expect(licenceOrderState(order(1, 2, 5, 370), 2, NOW)).toBe('upcoming');
  });

  it('counts the paid screens beyond the valid licences: they keep playing, the customer is warned', () => {
    expect(screensOverLicences(5, 3)).toBe(2);
    expect(screensOverLicences(3, 3)).toBe(0);
    expect(screensOverLicences(1, 3)).toBe(0);
  });
});
