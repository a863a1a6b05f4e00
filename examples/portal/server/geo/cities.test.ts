import { describe, expect, it } from 'vitest';
import { buildCities, findCity, foldName, GEO_SEARCH_LIMIT, searchCities } from './cities';

const REGIONS = [
  { code: 'NO.12', name: 'Oslo' },
  { code: 'NO.56', name: 'Troms' },
  { code: 'PH.07', name: 'Central Visayas' },
  { code: 'US.CA', name: 'California' },
];

const cities = buildCities(
  [
    { name: 'Oslob', lat: '9.5211', lng: '123.4315', country: 'PH', admin1: '07' },
    { name: 'Los Angeles', lat: '34.05223', lng: '-118.24368', country: 'US', admin1: 'CA' },
    { name: 'Tromsø', lat: '69.6489', lng: '18.95508', country: 'NO', admin1: '56' },
    { name: 'Oslo', lat: '59.91273', lng: '10.74609', country: 'NO', admin1: '12' },
    { name: 'Angeles City', lat: '15.15', lng: '120.58333', country: 'PH', admin1: '03' },
    { name: 'Ángeles', lat: '18.2', lng: '-66.5', country: 'PR', admin1: '' },
  ],
  REGIONS,
);

describe('foldName', () => {
  it('folds case and diacritics, including letters without a decomposition', () => {
    expect(foldName('Tromsø')).toBe('tromso');
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Æfjord')).toBe('aefjord');
    expect(foldName('Gießen')).toBe('giessen');
  });
});

describe('searchCities', () => {
  it('answers places in the wire shape with a location id made of the coordinates', () => {
    expect(searchCities(cities, 'oslo')[0]).toEqual({
      id: '59.91273,10.74609',
      name: 'Oslo',
      country: 'NO',
      admin1: 'Oslo',
      lat: 59.91273,
      lng: 10.74609,
    });
  });

  it('ranks an exact name, then prefixes (shorter first), then later words', () => {
    expect(searchCities(cities, 'osl').map((city) => city.name)).toEqual(['Oslo', 'Oslob']);
    expect(searchCities(cities, 'ANGELES').map((city) => city.name)).toEqual([
      'Ángeles',
      'Angeles City',
      'Los Angeles',
    ]);
  });

  it('ignores case, diacritics and surrounding spaces, and leaves the region empty when unknown', () => {
    expect(searchCities(cities, '  TROMSO ')).toMatchObject([{ name: 'Tromsø', admin1: 'Troms' }]);
    expect(searchCities(cities, 'angeles c')).toMatchObject([{ name: 'Angeles City', admin1: '' }]);
  });

  it('answers nothing under 2 characters, and at most the limit', () => {
    expect(searchCities(cities, 'o')).toEqual([]);
    expect(searchCities(cities, ' o ')).toEqual([]);
    const many = buildCities(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Springfield ${i}`,
        lat: String(i),
        lng: '0',
        country: 'US',
        admin1: '',
      })),
      [],
    );
    expect(searchCities(many, 'spring')).toHaveLength(GEO_SEARCH_LIMIT);
    expect(searchCities(many, 'spring', 5).map((city) => city.name)).toEqual([
      'Springfield 0',
      'Springfield 1',
      'Springfield 2',
      'Springfield 3',
      'Springfield 4',
    ]);
  });

  it('matches a search inside a word only at the word start', () => {
    expect(searchCities(cities, 'slo')).toEqual([]);
    expect(searchCities(cities, 'ity')).toEqual([]);
  });
});

describe('findCity', () => {
  it('finds a place by its location id only', () => {
    expect(findCity(cities, '59.91273,10.74609')?.name).toBe('Oslo');
    expect(findCity(cities, '59.9127,10.7461')).toBeUndefined();
    expect(findCity(cities, '59.91273,10.74609,1')).toBeUndefined();
  });
});
