import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { WIDGETS_API } from '@screenplay/core/contract';
import { aggregateForecast } from '@screenplay/core/widgets';
import type { ForecastAnswer, TemperatureFormat, WeatherView } from '@screenplay/core/widgets';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/api.types';
import { GLOBAL_SCHEDULER } from '../scene-editor/createSectionSaver';
import type { Scheduler } from '../scene-editor/createSectionSaver';
import { createWatchedCache } from './createWatchedCache';

/** Where one location's forecast stands. */
export interface ForecastState {
  forecast: ForecastAnswer | null;
  /** The last failure, kept until a fetch succeeds. */
  error: ApiError | null;
  isLoading: boolean;
}

/** How a weather layer shows a forecast (its content's dayCount and format, and the time it is shown at). */
export interface ForecastViewOptions {
  dayCount: number;
  format?: TemperatureFormat;
  now?: Date | number;
}

/** Dependencies of `createForecastStore`. */
export interface ForecastStoreDeps {
  scheduler?: Scheduler;
  /** Receives forecast failures (spec §8: logged or reported; the layer shows 'n/a'). */
  onError?: (error: ApiError) => void;
}

/** Forecasts by location, fetched while read. */
export interface ForecastStore {
  /**
   * A location's forecast: fetched when first read, and again when read after nobody read it; so a weather
   * layer whose location changes reads (and fetches) the new location (spec §4).
   */
  forecast(locationId: string): ReadonlySignal<ForecastState>;
  /** Fetches a location's forecast again now. */
  refresh(locationId: string): Promise<void>;
}

const IDLE: ForecastState = { forecast: null, error: null, isLoading: false };

/**
 * A weather layer's view of a forecast (core `aggregateForecast`, local times in the answer's time zone, else its
 * offset); null without a forecast, which the layer shows as 'n/a'.
 */
export function forecastView(forecast: ForecastAnswer | null, options: ForecastViewOptions): WeatherView | null {
  if (!forecast) return null;
  return aggregateForecast(forecast, {
    dayCount: options.dayCount,
    now: options.now ?? Date.now(),
    timeZone: forecast.timezone,
    ...(options.format ? { format: options.format } : {}),
  });
}

/**
 * Creates the forecast store of weather layers (`GET geo/forecast/{id}` answering `{ data: ForecastAnswer }`).
 * A failure leaves no forecast (the view is null, shown as 'n/a') and keeps the error.
 * @example
 * const forecasts = createForecastStore(api);
 * const view = forecastView(forecasts.forecast(locationId).value.forecast, { dayCount: 3 });
 */
export function createForecastStore(api: ApiClient, deps: ForecastStoreDeps = {}): ForecastStore {
  const seqs = new Map<string, number>();

  async function fetchInto(locationId: string, $state: Signal<ForecastState>): Promise<void> {
    const seq = (seqs.get(locationId) ?? 0) + 1;
    seqs.set(locationId, seq);
    $state.value = { ...$state.peek(), isLoading: true };
    try {
      const { data } = await api.call(WIDGETS_API.forecast, { params: { id: locationId } });
      if (seqs.get(locationId) === seq) $state.value = { forecast: data, error: null, isLoading: false };
    } catch (reason) {
      const error = toApiError(reason);
      if (seqs.get(locationId) === seq) $state.value = { forecast: null, error, isLoading: false };
      deps.onError?.(error);
    }
  }

  const cache = createWatchedCache<ForecastState>({
    scheduler: deps.scheduler ?? GLOBAL_SCHEDULER,
    initial: () => IDLE,
    onWatched(locationId, $state) {
      const state = $state.peek();
      if (!state.forecast && !state.isLoading && !state.error) void fetchInto(locationId, $state);
    },
    onDropped: (locationId) => seqs.delete(locationId),
  });

  return {
    forecast: (locationId) => cache.get(locationId),
    refresh: (locationId) => fetchInto(locationId, cache.get(locationId)),
  };
}
