import { describe, expect, it } from 'vitest';
import {
  SCREENSHOT_REQUEST_COUNT,
  SCREENSHOT_REQUEST_DURATION_S,
  SCREENSHOT_REQUEST_PAGE,
  brightnessErrors,
  dayInZone,
  deviceClockAt,
  formatUtcOffset,
  isResolution,
  isScreenLevel,
  timeZoneOptions,
} from './screens.details';

const WINTER = Date.UTC(2026, 0, 15, 12, 0);
const SUMMER = Date.UTC(2026, 6, 15, 12, 0);

describe('screen details rules (spec accounts §2-§5, §9)', () => {
  it('asks for one screenshot, page 1, within 20 s', () => {
    expect(SCREENSHOT_REQUEST_DURATION_S).toBe(20);
    expect(SCREENSHOT_REQUEST_COUNT).toBe(1);
    expect(SCREENSHOT_REQUEST_PAGE).toBe(1);
  });

  it('writes offsets as UTC±hh:mm, half hours included', () => {
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(3_600_000)).toBe('UTC+01:00');
    expect(formatUtcOffset(-(3 * 60 + 30) * 60_000)).toBe('UTC-03:30');
    expect(formatUtcOffset((5 * 60 + 45) * 60_000)).toBe('UTC+05:45');
  });

  it('lists zones west to east with their offset at the instant (DST included)', () => {
    const zones = ['Europe/Oslo', 'America/New_York', 'Asia/Kolkata', 'Europe/London'];
    expect(timeZoneOptions(zones, WINTER).map((option) => option.label)).toEqual([
      '(UTC-05:00) America/New_York',
      '(UTC+00:00) Europe/London',
      '(UTC+01:00) Europe/Oslo',
      '(UTC+05:30) Asia/Kolkata',
    ]);
    expect(timeZoneOptions(['Europe/Oslo'], SUMMER)[0]?.label).toBe('(UTC+02:00) Europe/Oslo');
  });

  it("adds the screen's zone when the platform list lacks it, and drops zones it cannot read", () => {
    const options = timeZoneOptions(['Europe/Oslo', 'Not/AZone'], WINTER, 'UTC');
    expect(options.map((option) => option.zone)).toEqual(['UTC', 'Europe/Oslo']);
  });

  it("runs the device's clock from its last heartbeat", () => {
    const aliveAt = '2026-01-15T12:00:00.000Z';
    const deviceTime = '2026-01-15T12:00:07.000Z'; // the device's clock is 7 s ahead
    expect(deviceClockAt({ aliveAt, deviceTime }, WINTER + 60_000)).toBe(WINTER + 67_000);
    expect(deviceClockAt({ aliveAt: null, deviceTime }, WINTER)).toBeNull();
    expect(deviceClockAt({ aliveAt, deviceTime: null }, WINTER)).toBeNull();
    expect(deviceClockAt({ aliveAt, deviceTime: 'garbage' }, WINTER)).toBeNull();
  });

  it('takes levels from 0 to 100, whole numbers only', () => {
    expect(isScreenLevel(0)).toBe(true);
    expect(isScreenLevel(100)).toBe(true);
    expect(isScreenLevel(-1)).toBe(false);
    expect(isScreenLevel(101)).toBe(false);
    expect(isScreenLevel(50.5)).toBe(false);
    expect(isScreenLevel(Number.NaN)).toBe(false);
  });

  it('refuses brightness levels out of range and start times that are not HH:mm', () => {
    expect(brightnessErrors({ brightness1: 100, brightness2: 0, timeFrom1: '07:00', timeFrom2: '23:59' })).toEqual({});
    expect(brightnessErrors({ brightness1: 101, brightness2: -1, timeFrom1: '24:00', timeFrom2: '7' })).toEqual({
      brightness1: ['screenDetails.brightnessInvalid'],
      brightness2: ['screenDetails.brightnessInvalid'],
      timeFrom1: ['screens.timerTimeInvalid'],
      timeFrom2: ['screens.timerTimeInvalid'],
    });
  });

  it('reads resolutions as WIDTHxHEIGHT', () => {
    expect(isResolution('1920x1080')).toBe(true);
    expect(isResolution('1080x1920')).toBe(true);
    expect(isResolution('0x1080')).toBe(false);
    expect(isResolution('1920 x 1080')).toBe(false);
    expect(isResolution('123456x1')).toBe(false);
  });

  it("names the day an instant falls on in the screen's zone", () => {
    const lateEvening = Date.UTC(2026, 0, 15, 23, 30);
    expect(dayInZone(lateEvening, 'Europe/London')).toBe('2026-01-15');
    expect(dayInZone(lateEvening, 'Europe/Oslo')).toBe('2026-01-16');
    expect(dayInZone(lateEvening, 'America/New_York')).toBe('2026-01-15');
  });
});
