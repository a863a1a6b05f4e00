import { describe, expect, it } from 'vitest';
import {
  customerErrors,
  customerListQueryErrors,
  customerListQueryOf,
  LICENCE_DEFAULT_DURATION_DAYS,
  licenceOrderErrors,
  licenceOrderOf,
  licenceRemovalErrors,
  mayRemoveLicences,
} from './customers';

describe('customerErrors', () => {
  it('accepts a full customer and a partial edit', () => {
    const body = { title: 'Acme', type: 'Direct', administrators: [{ email: 'a@acme.test', name: 'Ada' }] };
    expect(customerErrors(body, false)).toEqual({});
    expect(customerErrors({ description: null }, true)).toEqual({});
  });

  it('names each problem by field, administrators by index', () => {
    expect(
      customerErrors(
        { title: '', type: 'Reseller', administrators: [{ email: 'x' }, { email: 'b@c.de', name: 3 }] },
        false,
      ),
    ).toEqual({
      title: ['customerErrors.titleRequired'],
      type: ['customerErrors.typeInvalid'],
      'administrators.0.email': ['customerErrors.adminEmailInvalid'],
      'administrators.1.name': ['customerErrors.adminNameInvalid'],
    });
    expect(customerErrors({ administrators: [{ email: 'a@b.cd' }, { email: ' A@B.cd ' }] }, true)).toEqual({
      'administrators.1.email': ['customerErrors.adminEmailRepeated'],
    });
    expect(customerErrors({ administrators: 'a@b.cd' }, true)).toEqual({
      administrators: ['customerErrors.administratorsInvalid'],
    });
  });
});

describe('licences', () => {
  it('defaults a purchase to start now for 365 days (spec §9)', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(licenceOrderErrors({ amount: 5 })).toEqual({});
    expect(licenceOrderOf({ amount: 5 }, now)).toEqual({
      startDate: now.toISOString(),
      durationDays: LICENCE_DEFAULT_DURATION_DAYS,
      amount: 5,
    });
    expect(LICENCE_DEFAULT_DURATION_DAYS).toBe(365);
  });

  it('refuses bad dates, durations and amounts', () => {
    expect(Object.keys(licenceOrderErrors({ start_date: '2026-13-45', duration: 1.5, amount: 0 })).sort()).toEqual([
      'amount',
      'duration',
      'start_date',
    ]);
    expect(licenceRemovalErrors({})).toEqual({ amount: ['customerErrors.licenceAmountInvalid'] });
  });

  it('removes only licences no paid screen uses (spec §5)', () => {
    expect(mayRemoveLicences(5, 2, 3)).toBe(true);
    expect(mayRemoveLicences(5, 3, 3)).toBe(false);
    expect(mayRemoveLicences(2, 3, 0)).toBe(false);
  });
});

describe('list query', () => {
  it('defaults to title ascending and refuses unknown columns', () => {
    expect(customerListQueryOf({})).toEqual({ search: '', sort: 'title', order: 'asc' });
    expect(customerListQueryErrors({ sort: 'id; DROP', order: 'up' })).toEqual({
      sort: ['customerErrors.sortInvalid'],
      order: ['customerErrors.orderInvalid'],
    });
  });
});
