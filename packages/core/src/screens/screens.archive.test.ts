import { describe, expect, it } from 'vitest';
import { SCREENSHOT_ARCHIVE_MAX_DAYS, archiveRange } from './screens.archive';

const HOUR = 3_600_000;

describe('archiveRange', () => {
  it('runs from the start of the since day to the end of the until day in the screen zone', () => {
    expect(archiveRange('2026-03-02', '2026-03-02', 'UTC')).toEqual({
      from: Date.parse('2026-03-02T00:00:00Z'),
      to: Date.parse('2026-03-03T00:00:00Z'),
    });
    // Tokyo is UTC+9: its 2 March starts at 15:00 UTC on 1 March.
    expect(archiveRange('2026-03-02', '2026-03-03', 'Asia/Tokyo')).toEqual({
      from: Date.parse('2026-03-01T15:00:00Z'),
      to: Date.parse('2026-03-03T15:00:00Z'),
    });
    // New York is UTC-5 in winter.
    expect(archiveRange('2026-01-10', '2026-01-10', 'America/New_York')).toEqual({
      from: Date.parse('2026-01-10T05:00:00Z'),
      to: Date.parse('2026-01-11T05:00:00Z'),
    });
  });

  it('covers 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const spring = archiveRange('2026-03-29', '2026-03-29', 'Europe/Berlin');
    const autumn = archiveRange('2026-10-25', '2026-10-25', 'Europe/Berlin');
    if (typeof spring === 'string' || typeof autumn === 'string') throw new Error('refused');
    expect(spring.to - spring.from).toBe(23 * HOUR);
    expect(spring.from).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(autumn.to - autumn.from).toBe(25 * HOUR);
    expect(autumn.to).toBe(Date.parse('2026-10-25T23:00:00Z'));
  });

  it('reads the calendar date of a date-time as written', () => {
    expect(archiveRange('2026-03-02T18:30:00.000Z', '2026-03-02T01:00:00Z', 'UTC')).toEqual({
      from: Date.parse('2026-03-02T00:00:00Z'),
      to: Date.parse('2026-03-03T00:00:00Z'),
    });
  });

  it('refuses values that are no day, and an until before since', () => {
    expect(archiveRange('yesterday', '2026-03-02', 'UTC')).toBe('dates');
    expect(archiveRange('2026-02-30', '2026-03-02', 'UTC')).toBe('dates');
    expect(archiveRange('2026-03-03', '2026-03-02', 'UTC')).toBe('dates');
  });

  it(`covers at most ${SCREENSHOT_ARCHIVE_MAX_DAYS} days, both ends included`, () => {
    expect(SCREENSHOT_ARCHIVE_MAX_DAYS).toBe(31);
    expect(typeof archiveRange('2026-01-01', '2026-01-31', 'Europe/Berlin')).toBe('object');
    expect(archiveRange('2026-01-01', '2026-02-01', 'Europe/Berlin')).toBe('tooLong');
    // Across a clock change the count is still in calendar days.
    expect(typeof archiveRange('2026-03-01', '2026-03-31', 'Europe/Berlin')).toBe('object');
    expect(archiveRange('2026-03-01', '2026-04-01', 'Europe/Berlin')).toBe('tooLong');
  });
});
