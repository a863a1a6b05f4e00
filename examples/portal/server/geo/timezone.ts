import { zoneOffsetMinutes } from '@screenplay/core/widgets';

/**
 * A place's time zone guessed from its country, offline: ICU (through `Intl.Locale`) knows the IANA
 * zones of each region. A country whose zones all keep the same time (Norway; Germany with Büsingen)
 * gets its zone; a country whose zones differ (the United States, Spain with the Canaries) gets none,
 * since the city list carries no zone and coordinates alone would guess wrong near borders.
 */

interface LocaleWithZones {
  getTimeZones?: () => string[];
  timeZones?: string[];
}

/** The IANA zones ICU lists for a country (ISO 3166-1 alpha-2), [] for an unknown code. */
export function countryTimeZones(country: string): string[] {
  if (!/^[A-Z]{2}$/.test(country)) return [];
  // `getTimeZones()` is the current name; Node 20's V8 has the older `timeZones` getter.
  const locale = new Intl.Locale(`und-${country}`) as unknown as LocaleWithZones;
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}

/**
 * The IANA zone of a country when all its zones keep the same time through the year of `at` (checked
 * in January and July, so daylight saving counts), else null.
 *
 * @example countryTimeZone('NO', Date.now()) // 'Europe/Oslo'; countryTimeZone('US', Date.now()) // null
 */
export function countryTimeZone(country: string, at: number): string | null {
  const [first, ...others] = countryTimeZones(country);
  if (first === undefined) return null;
  const year = new Date(at).getUTCFullYear();
  const samples = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
  const sameTime = (zone: string) =>
    samples.every((ms) => zoneOffsetMinutes(ms, { timeZone: zone }) === zoneOffsetMinutes(ms, { timeZone: first }));
  return others.every(sameTime) ? first : null;
}
