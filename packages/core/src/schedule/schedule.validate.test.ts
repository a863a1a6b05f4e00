import { describe, expect, it } from 'vitest';
import { isIsoDateOrDateTime, tillBeforeFrom } from './schedule.validate';

describe('isIsoDateOrDateTime', () => {
  it('takes ISO dates and date-times with a zone, and real calendar days only', () => {
    expect(isIsoDateOrDateTime('2026-03-02')).toBe(true);
    expect(isIsoDateOrDateTime('2026-03-02T09:00:00.000Z')).toBe(true);
    expect(isIsoDateOrDateTime('2026-03-02T09:00+01:00')).toBe(true);
    expect(isIsoDateOrDateTime('2026-02-30')).toBe(false);
    expect(isIsoDateOrDateTime('2026-02-30T09:00:00Z')).toBe(false);
    expect(isIsoDateOrDateTime('2026-03-02T09:00:00')).toBe(false);
    expect(isIsoDateOrDateTime('tomorrow')).toBe(false);
    expect(isIsoDateOrDateTime(20260302)).toBe(false);
  });
});

describe('tillBeforeFrom', () => {
  it('compares calendar days when either is a date only, else instants', () => {
    expect(tillBeforeFrom('2026-03-02T09:00:00Z', '2026-03-01')).toBe(true);
    expect(tillBeforeFrom('2026-03-02T09:00:00Z', '2026-03-02')).toBe(false);
    expect(tillBeforeFrom('2026-03-02', '2026-03-02T00:00:00Z')).toBe(false);
    expect(tillBeforeFrom('2026-03-02', '2026-03-01T23:59:59Z')).toBe(true);
    expect(tillBeforeFrom('2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z')).toBe(false);
    expect(tillBeforeFrom('2026-03-02T09:00:00Z', '2026-03-02T08:59:59Z')).toBe(true);
    expect(tillBeforeFrom('2026-03-02T09:00:00+01:00', '2026-03-02T08:30:00Z')).toBe(false);
  });
});
