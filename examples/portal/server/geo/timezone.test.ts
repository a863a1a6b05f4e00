import { describe, expect, it } from 'vitest';
import { countryTimeZone, countryTimeZones } from './timezone';

const MARCH_2026 = Date.parse('2026-03-02T09:00:00Z');

describe('countryTimeZone', () => {
  it("gives a one-zone country's zone", () => {
    expect(countryTimeZone('NO', MARCH_2026)).toBe('Europe/Oslo');
    expect(countryTimeZone('JP', MARCH_2026)).toBe('Asia/Tokyo');
  });

  it('gives the zone of a country whose zones all keep the same time through the year', () => {
    expect(countryTimeZones('DE')).toEqual(['Europe/Berlin', 'Europe/Busingen']);
    expect(countryTimeZone('DE', MARCH_2026)).toBe('Europe/Berlin');
  });

  it('gives none where the zones differ, or for an unknown code', () => {
    expect(countryTimeZone('US', MARCH_2026)).toBeNull();
    expect(countryTimeZone('ES', MARCH_2026)).toBeNull(); // the Canaries are an hour behind Madrid
    expect(countryTimeZone('XK', MARCH_2026)).toBeNull();
    expect(countryTimeZone('', MARCH_2026)).toBeNull();
    expect(countryTimeZone('no', MARCH_2026)).toBeNull();
    expect(countryTimeZone('NOR', MARCH_2026)).toBeNull();
  });
});
