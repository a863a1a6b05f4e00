import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatZonedTime,
  parseDate,
  parseDateTime,
  parseTime,
  stepDate,
  stepDateTimeValue,
  stepTime,
} from './datetime';

describe('en-GB dates and times (spec authoring §1: formatting is en-GB)', () => {
  it('writes a day day-first and a time on the 24-hour clock', () => {
    expect(formatDate('2026-11-27')).toBe('27/11/2026');
    expect(formatTime('09:00')).toBe('09:00');
    expect(formatTime('21:30')).toBe('21:30');
    expect(formatDateTime('2026-11-27T09:00')).toBe('27/11/2026 09:00');
  });

  it('writes nothing for a value that is not one', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('27/11/2026')).toBe('');
    expect(formatTime('25:00')).toBe('');
    expect(formatDateTime('2026-11-27')).toBe('');
  });

  it('reads typed days day-first, with / . or - between the parts', () => {
    expect(parseDate('27/11/2026')).toBe('2026-11-27');
    expect(parseDate(' 1.3.2026 ')).toBe('2026-03-01');
    expect(parseDate('01-03-2026')).toBe('2026-03-01');
  });

  it('refuses days that are not on the calendar or not day-first', () => {
    expect(parseDate('31/02/2026')).toBeNull();
    expect(parseDate('11/27/2026')).toBeNull();
    expect(parseDate('2026-11-27')).toBeNull();
    expect(parseDate('27/11/26')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
  });

  it('reads typed 24-hour times and refuses others', () => {
    expect(parseTime('09:00')).toBe('09:00');
    expect(parseTime('9:05')).toBe('09:05');
    expect(parseTime('9.05')).toBe('09:05');
    expect(parseTime('2359')).toBe('23:59');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('9 AM')).toBeNull();
    expect(parseTime('')).toBeNull();
  });

  it('reads a typed day and time together', () => {
    expect(parseDateTime('27/11/2026 09:00')).toBe('2026-11-27T09:00');
    expect(parseDateTime('27/11/2026')).toBeNull();
    expect(parseDateTime('27/11/2026 9:00 AM')).toBeNull();
  });

  it('steps days across months and times round the clock', () => {
    expect(stepDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(stepDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(stepTime('23:59', 1)).toBe('00:00');
    expect(stepTime('00:00', -1)).toBe('23:59');
    expect(stepDateTimeValue('datetime', '2026-11-27T23:59', 1, 'time')).toBe('2026-11-28T00:00');
    expect(stepDateTimeValue('datetime', '2026-11-28T00:00', -1, 'time')).toBe('2026-11-27T23:59');
    expect(stepDateTimeValue('datetime', '2026-11-27T09:00', 1, 'date')).toBe('2026-11-28T09:00');
  });
});

describe('formatZonedTime (issue 24: a screen page labels its times with their zone)', () => {
  const instant = '2026-11-27T09:00:00Z';

  it("writes the instant in the screen's zone, en-GB and 24-hour, labelled with the zone", () => {
    expect(formatZonedTime(instant, { timeZone: 'Europe/London' })).toBe('27/11/2026 09:00 (Europe/London)');
    expect(formatZonedTime(instant, { timeZone: 'America/New_York' })).toBe('27/11/2026 04:00 (America/New_York)');
    expect(formatZonedTime('2026-11-27T21:05:09Z', { timeZone: 'Europe/Oslo', withSeconds: true })).toBe(
      '27/11/2026 22:05:09 (Europe/Oslo)',
    );
    expect(formatZonedTime(instant, { timeZone: 'Asia/Kolkata', withDate: false })).toBe('14:30 (Asia/Kolkata)');
  });

  it("falls back to the viewer's zone when the screen has none or an unknown one", () => {
    expect(formatZonedTime(instant, { timeZone: '', viewerZone: 'Europe/Oslo' })).toBe(
      '27/11/2026 10:00 (Europe/Oslo)',
    );
    expect(formatZonedTime(instant, { timeZone: 'Mars/Olympus', viewerZone: 'UTC' })).toBe('27/11/2026 09:00 (UTC)');
  });

  it('writes nothing for an unreadable instant', () => {
    expect(formatZonedTime('not a time', { timeZone: 'UTC' })).toBe('');
  });
});
