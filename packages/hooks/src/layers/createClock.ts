import { computed } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { formatCalendar, formatClock, tickInterval } from '@screenplay/core/widgets';
import type { CalendarFormat, ClockFormat } from '@screenplay/core/widgets';
import { SHARED_TICKER } from './createTicker';
import type { Ticker } from './createTicker';

/** A clock or calendar widget's configuration (spec §3: locale, timezone, format; a calendar's weekday flag). */
export type ClockConfig =
  | { itemType: 'Clock'; format: ClockFormat; timezone?: string; locale?: string }
  | { itemType: 'Calendar'; format: CalendarFormat; timezone?: string; locale?: string; weekday?: boolean };

/** A ticking clock or calendar. */
export interface Clock {
  /** Milliseconds between ticks: 500 for a medium clock, 1000 otherwise (core `tickInterval`). */
  intervalMs: number;
  /** The current time, refreshed on every tick while read. */
  $now: ReadonlySignal<Date>;
  /** What the widget shows now (core `formatClock` / `formatCalendar`). */
  $text: ReadonlySignal<string>;
}

/**
 * Creates a clock or calendar that ticks at its format's interval on a shared timer (stopped while nothing reads it).
 * @example
 * const clock = createClock({ itemType: 'Clock', format: 'medium', timezone: 'Europe/Oslo' });
 * clock.$text.subscribe((text) => (element.textContent = text)); // every 500 ms
 */
export function createClock(config: ClockConfig, ticker: Ticker = SHARED_TICKER): Clock {
  const intervalMs = tickInterval(config.itemType, config.format);
  const $ms = ticker.now(intervalMs);
  const $now = computed(() => new Date($ms.value));
  const locale = config.locale ?? '';
  const timezone = config.timezone ?? '';
  const $text = computed(() =>
    config.itemType === 'Clock'
      ? formatClock($now.value, { locale, timezone, format: config.format })
      : formatCalendar($now.value, { locale, timezone, format: config.format, weekday: config.weekday ?? true }),
  );
  return { intervalMs, $now, $text };
}
