import { LOCALE } from '@screenplay/core';

/**
 * A number format in a widget's own locale (its `locale` field), falling back to en-GB when Intl does not
 * accept the tag: the renderers format like core's `formatClock`, never throwing on a bad locale.
 */
export function numberFormat(locale: string | null | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale || LOCALE, options);
  } catch {
    return new Intl.NumberFormat(LOCALE, options);
  }
}

/** A date format in a widget's own locale, falling back to en-GB like {@link numberFormat}. */
export function dateFormat(
  locale: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale || LOCALE, options);
  } catch {
    return new Intl.DateTimeFormat(LOCALE, options);
  }
}
