import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, httpFailure } from '../library/library.fixtures';
import { createForecastStore, forecastView } from './createForecastStore';
import { forecastFixture } from './layers.fixtures';

const OSLO = '59.91,10.75';
const BERGEN = '60.39,5.32';
const NOW = Date.parse('2024-03-30T08:30:00Z');

describe('createForecastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fetches a location's forecast when read, and the new location's when the location changes", async () => {
    const { api, calls } = fakeApi({
      [`GET geo/forecast/${encodeURIComponent(OSLO)}`]: () => ({ data: forecastFixture(5.2) }),
      [`GET geo/forecast/${encodeURIComponent(BERGEN)}`]: () => ({ data: forecastFixture(8) }),
    });
    const store = createForecastStore(api);
    const stopOslo = store.forecast(OSLO).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.url)).toEqual([`geo/forecast/${encodeURIComponent(OSLO)}`]);
    const view = forecastView(store.forecast(OSLO).value.forecast, { dayCount: 1, now: NOW });
    expect(view?.current).toMatchObject({ temperature: 5.2, symbolCode: 'clearsky_day' });

    // The layer's location changes: it reads Bergen now, and Oslo no longer.
    const stopBergen = store.forecast(BERGEN).subscribe(() => {});
    stopOslo();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.url)).toEqual([
      `geo/forecast/${encodeURIComponent(OSLO)}`,
      `geo/forecast/${encodeURIComponent(BERGEN)}`,
    ]);
    expect(
      store.forecast(BERGEN).value.forecast?.properties?.timeseries?.[0]?.data?.instant?.details?.air_temperature,
    ).toBe(8);

    // Read again within the same turn (a remount): no new call; changed back later: fetched again.
    stopBergen();
    const again = store.forecast(BERGEN).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    again();
    store.forecast(OSLO).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
  });

  it('has no view after a failure (the layer shows n/a) and keeps the error', async () => {
    const { api } = fakeApi({
      [`GET geo/forecast/${encodeURIComponent(OSLO)}`]: () => {
        throw httpFailure(502, {
          message: 'The weather forecast is not available',
          code: 'widgets.forecastUnavailable',
        });
      },
    });
    const onError = vi.fn();
    const store = createForecastStore(api, { onError });
    store.forecast(OSLO).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    const state = store.forecast(OSLO).value;
    expect(state).toMatchObject({ forecast: null, isLoading: false });
    expect(state.error?.status).toBe(502);
    expect(state.error?.code).toBe('widgets.forecastUnavailable');
    expect(forecastView(state.forecast, { dayCount: 3, now: NOW })).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
