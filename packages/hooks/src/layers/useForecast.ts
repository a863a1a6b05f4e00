import { useMemo } from 'react';
import { signal } from '@preact/signals-core';
import type { WeatherView } from '@screenplay/core/widgets';
import { useValue } from '../react/useValue';
import { forecastView } from './createForecastStore';
import type { ForecastState, ForecastViewOptions } from './createForecastStore';
import { useLayerData } from './LayerDataProvider';
import { useNow } from './useNow';

/** How often a weather view is computed again from its forecast when no `now` is given (ours: the current hour moves on). */
export const WEATHER_VIEW_REFRESH_MS = 60_000;

const NO_LOCATION = signal<ForecastState>({ forecast: null, error: null, isLoading: false });

/**
 * A weather layer's view: its location's forecast (fetched again when the location changes, spec §4) aggregated
 * for the layer's day count and format; null without a location, while loading, or after a failure ('n/a').
 * @example
 * const view = useForecast(layer.content.locationId, { dayCount: layer.content.dayCount, format: layer.content.format });
 * <LayerView layer={layer} data={view} />
 */
export function useForecast(locationId: string | null, options: ForecastViewOptions): WeatherView | null {
  const { forecasts } = useLayerData('useForecast');
  const $state = useMemo(() => (locationId ? forecasts.forecast(locationId) : NO_LOCATION), [forecasts, locationId]);
  const { forecast } = useValue($state);
  const tick = useNow(WEATHER_VIEW_REFRESH_MS);
  const now =
    options.now === undefined ? tick.getTime() : typeof options.now === 'number' ? options.now : options.now.getTime();
  const { dayCount, format } = options;
  return useMemo(
    () => forecastView(forecast, { dayCount, now, ...(format ? { format } : {}) }),
    [forecast, dayCount, format, now],
  );
}
