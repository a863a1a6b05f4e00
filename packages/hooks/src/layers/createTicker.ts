import { signal } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { GLOBAL_SCHEDULER } from '../scene-editor/createSectionSaver';
import type { Scheduler } from '../scene-editor/createSectionSaver';

/** Dependencies of `createTicker`. */
export interface TickerDeps {
  scheduler?: Scheduler;
  /** The clock in ms; `Date.now` by default (fake timers apply). */
  now?: () => number;
}

/** Shared timers: one per interval, running only while something reads it. */
export interface Ticker {
  /**
   * The current time in ms, refreshed every `intervalMs` on the interval's boundaries (a clock changes its
   * second exactly when the second changes). One timer per interval, however many read it; it stops when the
   * last reader goes.
   */
  now(intervalMs: number): ReadonlySignal<number>;
}

/**
 * Creates a ticker: widgets that read the time share one timer per interval (spec §4: clocks tick each 1000 ms,
 * 500 ms in the medium format; calendars each 1000 ms, see core `tickInterval`).
 * @example
 * const $now = createTicker().now(tickInterval('Clock', 'medium')); // updated every 500 ms while read
 */
export function createTicker(deps: TickerDeps = {}): Ticker {
  const scheduler = deps.scheduler ?? GLOBAL_SCHEDULER;
  const clock = deps.now ?? (() => Date.now());
  const signals = new Map<number, Signal<number>>();

  function create(intervalMs: number): Signal<number> {
    let timer: unknown = null;
    const schedule = (): void => {
      const at = clock();
      timer = scheduler.setTimeout(tick, intervalMs - (at % intervalMs));
    };
    function tick(): void {
      $now.value = clock();
      schedule();
    }
    const $now: Signal<number> = signal(clock(), {
      watched() {
        $now.value = clock();
        schedule();
      },
      unwatched() {
        if (timer !== null) scheduler.clearTimeout(timer);
        timer = null;
      },
    });
    return $now;
  }

  return {
    now(intervalMs) {
      const interval = Math.max(1, Math.round(intervalMs));
      let $now = signals.get(interval);
      if (!$now) {
        $now = create(interval);
        signals.set(interval, $now);
      }
      return $now;
    },
  };
}

/** The ticker `useNow` and `createClock` use unless given another: timers run only while read. */
export const SHARED_TICKER: Ticker = createTicker();
