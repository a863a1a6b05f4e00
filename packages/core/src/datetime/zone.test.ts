import { describe, expect, it } from 'vitest';
import { offsetAt as scheduleOffsetAt } from '../schedule/schedule.zone';
import { isKnownTimeZone, zoneOffsetMinutes } from '../widgets/widgets.zone';
import { isTimeZone, offsetAt } from './zone';

const HOUR_MS = 3_600_000;
const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('the one time-zone module', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Oslo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads offsets through Intl, winter and summer, whole quarter hours too', () => {
    expect(offsetAt(WINTER, 'Europe/Oslo')).toBe(HOUR_MS);
    expect(offsetAt(SUMMER, 'Europe/Oslo')).toBe(2 * HOUR_MS);
    expect(offsetAt(WINTER, 'America/New_York')).toBe(-5 * HOUR_MS);
    expect(offsetAt(WINTER, 'Asia/Kathmandu')).toBe(5.75 * HOUR_MS);
    expect(offsetAt(WINTER, 'UTC')).toBe(0);
  });

  it('changes at the transition: Oslo springs forward at 01:00 UTC on the last Sunday of March 2026', () => {
    const jump = Date.UTC(2026, 2, 29, 1);
    expect(offsetAt(jump - 1, 'Europe/Oslo')).toBe(HOUR_MS);
    expect(offsetAt(jump, 'Europe/Oslo')).toBe(2 * HOUR_MS);
  });

  it('throws a RangeError for a zone the platform does not know', () => {
    expect(() => offsetAt(WINTER, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('is what the schedules and the widgets read', () => {
    expect(scheduleOffsetAt).toBe(offsetAt);
    expect(isKnownTimeZone('Europe/Oslo')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    for (const instant of [WINTER, SUMMER])
      expect(zoneOffsetMinutes(instant, { timeZone: 'Europe/Oslo' })).toBe(offsetAt(instant, 'Europe/Oslo') / 60_000);
    expect(zoneOffsetMinutes(WINTER, { timeZone: 'Mars/Olympus' })).toBe(0);
    expect(zoneOffsetMinutes(WINTER, { offsetMinutes: 90 })).toBe(90);
  });
});
