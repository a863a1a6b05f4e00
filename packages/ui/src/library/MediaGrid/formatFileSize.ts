import type { IntlShape } from 'react-intl';

/** Bytes per kilobyte: sizes are shown in decimal units (kB, MB), as file managers do (ours). */
const UNIT_STEP = 1000;
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size for people: '850 bytes', '12.3 kB', '4.5 MB' (en-GB, one decimal above bytes). */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= UNIT_STEP && unit < UNITS.length - 1) {
    value /= UNIT_STEP;
    unit += 1;
  }
  return intl.formatNumber(value, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}
