import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_MEDIUM_TICK_MS, CLOCK_TICK_MS } from '@screenplay/core/widgets';
import { createClock } from './createClock';
import type { ClockConfig } from './createClock';
import { createTicker } from './createTicker';

const START = Date.parse('2024-03-30T08:05:07.000Z');

/** Milliseconds since START at which the clock's time changed while read. */
function ticksOf(config: ClockConfig, ticker = createTicker()) {
  const clock = createClock(config, ticker);
  const ticks: number[] = [];
  const stop = clock.$now.subscribe((now) => ticks.push(now.getTime() - START));
  return { clock, ticks, stop };
}

describe('createClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every 500 ms in the medium format', async () => {
    expect(CLOCK_MEDIUM_TICK_MS).toBe(500);
    const { clock, ticks } = ticksOf({ itemType: 'Clock', format: 'medium', timezone: 'Europe/Oslo', locale: 'en-GB' });
    expect(clock.intervalMs).toBe(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(ticks).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks).toEqual([0, 500]);
    await vi.advanceTimersByTimeAsync(500);
    expect(ticks).toEqual([0, 500, 1000]);
    expect(clock.$text.value).toBe('09:05:08');
  });

  it('ticks every 1000 ms in the other clock formats and for calendars', async () => {
    expect(CLOCK_TICK_MS).toBe(1000);
    const ticker = createTicker();
    const short = ticksOf({ itemType: 'Clock', format: 'short' }, ticker);
    const calendar = ticksOf(
      { itemType: 'Calendar', format: 'Long', timezone: 'UTC', locale: 'en-GB', weekday: true },
      ticker,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(short.ticks).toEqual([0]);
    expect(calendar.ticks).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(short.ticks).toEqual([0, 1000]);
    expect(calendar.ticks).toEqual([0, 1000]);
    expect(calendar.clock.$text.value).toMatch(/^Saturday,? 30 March 2024$/);
  });

  it('shares one timer per interval and stops it when nothing reads the time', async () => {
    const ticker = createTicker();
    const a = ticksOf({ itemType: 'Clock', format: 'medium' }, ticker);
    const b = ticksOf({ itemType: 'Clock', format: 'medium' }, ticker);
    const c = ticksOf({ itemType: 'Calendar', format: 'short' }, ticker);
    expect(vi.getTimerCount()).toBe(2);
    a.stop();
    expect(vi.getTimerCount()).toBe(2);
    b.stop();
    c.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.ticks).toEqual([0]);
  });
});
