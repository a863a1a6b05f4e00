import { describe, expect, it } from 'vitest';
import { boundaryInstant, firstInstantAt, instantsAt, isTimeZone, offsetAt, wallTime } from './schedule.zone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('wall-clock arithmetic in IANA zones', () => {
  it('reads the wall clock and offset of an instant', () => {
    const instant = Date.parse('2026-07-01T10:30:00Z');
    expect(wallTime(instant, 'Europe/Oslo')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      weekday: 'wednesday',
      minute: 12 * 60 + 30,
    });
    expect(offsetAt(instant, 'Europe/Oslo')).toBe(2 * 3_600_000);
    expect(offsetAt(instant, 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it('finds no instant for a time skipped when clocks go forward (Oslo, 29 March 2026, 02:30)', () => {
    expect(instantsAt(2026, 3, 29, 150, 'Europe/Oslo')).toEqual([]);
    expect(iso(firstInstantAt(2026, 3, 29, 150, 'Europe/Oslo'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('finds two instants for a time repeated when clocks go back (Oslo, 25 October 2026, 02:30)', () => {
    expect(instantsAt(2026, 10, 25, 150, 'Europe/Oslo').map(iso)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('handles New York and Sydney transitions both ways', () => {
    expect(instantsAt(2026, 3, 8, 150, 'America/New_York')).toEqual([]);
    expect(instantsAt(2026, 11, 1, 90, 'America/New_York').map(iso)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(instantsAt(2026, 10, 4, 150, 'Australia/Sydney')).toEqual([]);
    expect(instantsAt(2026, 4, 5, 150, 'Australia/Sydney').map(iso)).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
    ]);
  });

  it('reads event boundaries: a date is the start (or end) of that day in the zone, a date-time its instant', () => {
    expect(iso(boundaryInstant('2026-06-01', 'Europe/Oslo', false) ?? 0)).toBe('2026-05-31T22:00:00.000Z');
    expect(iso(boundaryInstant('2026-06-01', 'Europe/Oslo', true) ?? 0)).toBe('2026-06-01T22:00:00.000Z');
    expect(iso(boundaryInstant('2026-03-28', 'Europe/Oslo', true) ?? 0)).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(boundaryInstant('2026-06-01T08:00:00+02:00', 'America/New_York', false) ?? 0)).toBe(
      '2026-06-01T06:00:00.000Z',
    );
    expect(boundaryInstant('2026-02-30', 'Europe/Oslo', false)).toBeNull();
    expect(boundaryInstant('2026-06-01T08:00:00', 'Europe/Oslo', false)).toBeNull();
    expect(boundaryInstant('tomorrow', 'Europe/Oslo', false)).toBeNull();
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
