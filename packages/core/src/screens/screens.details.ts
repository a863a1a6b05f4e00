import { offsetAt, wallTime } from '../schedule/schedule.zone';
import { minutesOfDay } from './screens.timers';
import type { ScreenBrightness } from './screens.types';
import type { ScreenDeviceDto } from './screens.wire';

/**
 * Small rules of the screen details and proof-of-play pages (spec accounts §2-§5, §9): the time-zone
 * list with offsets, the device's clock, the settings' limits, and the screenshot request's constants.
 */

/** How long a screenshot request waits for the player, in seconds. */
export const SCREENSHOT_REQUEST_DURATION_S = 20; // spec accounts §9: screenshot request duration 20 s

/** How many screenshots one request asks for. */
export const SCREENSHOT_REQUEST_COUNT = 1; // spec accounts §9: screenshot request count 1

/** The page of screenshots a request asks for. */
export const SCREENSHOT_REQUEST_PAGE = 1; // spec accounts §9: screenshot request page 1

/** The lowest and highest volume and brightness a screen takes (percent; ours: the spec names the fields only). */
export const SCREEN_LEVEL_MIN = 0;
export const SCREEN_LEVEL_MAX = 100;

const MINUTE_MS = 60_000;

/** One entry of the time-zone list: the IANA zone, its offset now and the text to show. */
export interface TimeZoneOption {
  zone: string;
  offsetMs: number;
  /** "(UTC+01:00) Europe/Oslo". */
  label: string;
}

/** An offset from UTC as "UTC+01:00" / "UTC-05:30" / "UTC+00:00". */
export function formatUtcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  const rest = String(minutes % 60).padStart(2, '0');
  return `UTC${offsetMs < 0 ? '-' : '+'}${hours}:${rest}`;
}

/**
 * The time-zone list of the details page: every zone of `zones` (the platform's
 * `Intl.supportedValuesOf('timeZone')`) plus `current` when the platform's list lacks it (e.g. "UTC"),
 * each with its offset at `instant`, ordered west to east and then by name. Zones the platform cannot
 * read are left out.
 */
export function timeZoneOptions(zones: readonly string[], instant: number, current?: string): TimeZoneOption[] {
  const names = new Set(zones);
  if (current) names.add(current);
  const options: TimeZoneOption[] = [];
  for (const zone of names) {
    try {
      const offsetMs = offsetAt(instant, zone);
      options.push({ zone, offsetMs, label: `(${formatUtcOffset(offsetMs)}) ${zone}` });
    } catch {
      // A zone this platform cannot format is not offered.
    }
  }
  return options.sort((a, b) => a.offsetMs - b.offsetMs || a.zone.localeCompare(b.zone));
}

/**
 * The device's own clock at `now` (server time), from its last heartbeat: the device read `deviceTime`
 * when the server saw it alive at `aliveAt`, so its clock runs `deviceTime - aliveAt` ahead of ours.
 * Null before the first heartbeat.
 */
export function deviceClockAt(device: Pick<ScreenDeviceDto, 'deviceTime' | 'aliveAt'>, now: number): number | null {
  if (!device.deviceTime || !device.aliveAt) return null;
  const deviceTime = Date.parse(device.deviceTime);
  const aliveAt = Date.parse(device.aliveAt);
  if (Number.isNaN(deviceTime) || Number.isNaN(aliveAt)) return null;
  return now + (deviceTime - aliveAt);
}

/** Whether a volume or brightness level is a whole number from 0 to 100. */
export function isScreenLevel(value: number): boolean {
  return Number.isInteger(value) && value >= SCREEN_LEVEL_MIN && value <= SCREEN_LEVEL_MAX;
}

/** Field errors of a brightness setting (message keys; empty when valid). */
export function brightnessErrors(brightness: ScreenBrightness): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isScreenLevel(brightness.brightness1)) errors.brightness1 = ['screenDetails.brightnessInvalid'];
  if (!isScreenLevel(brightness.brightness2)) errors.brightness2 = ['screenDetails.brightnessInvalid'];
  if (minutesOfDay(brightness.timeFrom1) === null) errors.timeFrom1 = ['screens.timerTimeInvalid'];
  if (minutesOfDay(brightness.timeFrom2) === null) errors.timeFrom2 = ['screens.timerTimeInvalid'];
  return errors;
}

/** "WIDTHxHEIGHT" in pixels, each 1 to 5 digits and not zero. */
const RESOLUTION = /^([1-9]\d{0,4})x([1-9]\d{0,4})$/;

/** Whether a text is a resolution as screens carry it ("1920x1080"). */
export function isResolution(text: string): boolean {
  return RESOLUTION.test(text);
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in a zone: the proof-of-play archive's default day. */
export function dayInZone(instant: number, timeZone: string): string {
  const { year, month, day } = wallTime(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
