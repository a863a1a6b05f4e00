import { describe, expect, it } from 'vitest';
import {
  CALENDAR_TICK_MS,
  CLOCK_MEDIUM_TICK_MS,
  CLOCK_TICK_MS,
  calendarFormatOptions,
  clockFormatOptions,
  formatCalendar,
  formatClock,
  tickInterval,
} from './widgets.clock';

// 08:05:07 UTC on Saturday 30 March 2024: 09:05:07 in Oslo (CET), 04:05:07 in New York (EDT).
const instant = new Date('2024-03-30T08:05:07Z');

describe('clock formats', () => {
  it('short shows hours and minutes, medium adds seconds, in the widget’s time zone', () => {
    expect(formatClock(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short' })).toBe('09:05');
    expect(formatClock(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'medium' })).toBe('09:05:07');
    expect(formatClock(instant, { locale: 'en-GB', timezone: 'UTC', format: 'medium' })).toBe('08:05:07');
  });

  it('long shows the date with hours and minutes', () => {
    const text = formatClock(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'long' });
    expect(text).toContain('Saturday');
    expect(text).toContain('30 March 2024');
    expect(text).toContain('09:05');
    expect(text).not.toContain('09:05:07');
  });

  it('follows the DST change: Oslo is UTC+2 from 31 March 2024', () => {
    expect(
      formatClock(new Date('2024-03-31T08:05:07Z'), { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short' }),
    ).toBe('10:05');
  });

  it('falls back to en-GB for an unreadable locale and the device zone for an unknown one', () => {
    expect(formatClock(instant, { locale: 'not a locale!', timezone: 'UTC', format: 'short' })).toBe('08:05');
    expect(clockFormatOptions('short', 'Mars/Olympus')).not.toHaveProperty('timeZone');
    expect(clockFormatOptions('short', '')).not.toHaveProperty('timeZone');
    expect(clockFormatOptions('medium', 'Europe/Oslo')).toMatchObject({ timeZone: 'Europe/Oslo', second: '2-digit' });
  });
});

describe('calendar formats', () => {
  it('Long spells the month, short is numeric', () => {
    expect(formatCalendar(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'Long', weekday: false })).toBe(
      '30 March 2024',
    );
    expect(formatCalendar(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short', weekday: false })).toBe(
      '30/03/2024',
    );
  });

  it('the weekday flag adds the weekday', () => {
    expect(
      formatCalendar(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'Long', weekday: true }),
    ).toMatch(/^Saturday,? 30 March 2024$/);
    expect(
      formatCalendar(instant, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short', weekday: true }),
    ).toMatch(/^Sat,? 30\/03\/2024$/);
    expect(calendarFormatOptions('Long', false)).not.toHaveProperty('weekday');
  });

  it('shows the date of the widget’s time zone', () => {
    const lateUtc = new Date('2024-03-30T23:30:00Z'); // already 31 March in Oslo
    expect(formatCalendar(lateUtc, { locale: 'en-GB', timezone: 'Europe/Oslo', format: 'short', weekday: false })).toBe(
      '31/03/2024',
    );
    expect(formatCalendar(lateUtc, { locale: 'en-GB', timezone: 'UTC', format: 'short', weekday: false })).toBe(
      '30/03/2024',
    );
  });
});

describe('tick intervals', () => {
  it('a clock ticks every 1000 ms, every 500 ms in the medium format; a calendar every 1000 ms', () => {
    expect([CLOCK_TICK_MS, CLOCK_MEDIUM_TICK_MS, CALENDAR_TICK_MS]).toEqual([1000, 500, 1000]);
    expect(tickInterval('Clock', 'short')).toBe(1000);
    expect(tickInterval('Clock', 'medium')).toBe(500);
    expect(tickInterval('Clock', 'long')).toBe(1000);
    expect(tickInterval('Calendar', 'Long')).toBe(1000);
    expect(tickInterval('Calendar', 'short')).toBe(1000);
  });
});
