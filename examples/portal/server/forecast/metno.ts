import { ArkErrors, type } from 'arktype';
import type { Forecast } from '@screenplay/core/widgets';
import type { Clock } from '../clock';
import type { WidgetServicesConfig } from '../config';

/**
 * The weather forecast adapter, spoken in the MET Norway locationforecast 2.0 "compact" format:
 * `GET {FORECAST_API_URL}/compact?lat=..&lon=..` with a User-Agent naming the application (MET refuses
 * anonymous clients). Answers are kept in memory per location for at least 10 minutes, or until their
 * `Expires` when MET asks for longer (MET's terms: do not ask again before a forecast expires).
 */

/** How long one call to the forecast service may take (not in the spec; ours, as the stock services). */
export const FORECAST_TIMEOUT_MS = 10_000;

/** Shortest time a forecast is kept (ours: MET updates its forecasts about once an hour). */
export const FORECAST_CACHE_MS = 10 * 60_000;

/** Longest time a forecast is kept, whatever its `Expires` says. */
export const FORECAST_CACHE_MAX_MS = 60 * 60_000;

/** Locations kept at once; the oldest is dropped beyond (ours: a bound on memory). */
export const FORECAST_CACHE_SIZE = 500;

/** Decimals of the coordinates sent to MET (its terms: at most 4; more answer 403). */
const COORDINATE_DECIMALS = 4;

/** The forecast service is unconfigured, unreachable, too slow, or answered something that is not a forecast. */
export class ForecastUnavailableError extends Error {
  /** Builds the error with what went wrong, for the log. */
  constructor(reason: string) {
    super(`forecast: ${reason}`);
    this.name = 'ForecastUnavailableError';
  }
}

/** The part of a compact answer we rely on; everything else MET sends is passed through untouched. */
const metForecast = type({
  'type?': 'string',
  'geometry?': { type: 'string', coordinates: 'number[]' },
  properties: {
    'meta?': 'object',
    timeseries: type({ time: 'string', 'data?': 'object' }).array(),
  },
});

/** A point on Earth, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The point of a location id (`"59.91273,10.74609"`), or null for anything else. */
export function parseLocationId(id: string): GeoPoint | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(id);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A fetched forecast and how long MET asks it to be kept (null without a readable `Expires`). */
export interface FetchedForecast {
  forecast: Forecast;
  maxAgeMs: number | null;
}

/** How long an answer may be kept according to its `Expires` and `Date` headers (both MET's clock). */
function maxAgeOf(headers: Headers): number | null {
  const expires = Date.parse(headers.get('expires') ?? '');
  if (!Number.isFinite(expires)) return null;
  const sent = Date.parse(headers.get('date') ?? '');
  return expires - (Number.isFinite(sent) ? sent : Date.now());
}

/** Fetches the compact forecast of a point from the configured service; throws {@link ForecastUnavailableError}. */
export async function fetchMetForecast(
  config: Pick<WidgetServicesConfig, 'forecastApiUrl' | 'forecastUserAgent'>,
  point: GeoPoint,
): Promise<FetchedForecast> {
  const query = new URLSearchParams({
    lat: point.lat.toFixed(COORDINATE_DECIMALS),
    lon: point.lng.toFixed(COORDINATE_DECIMALS),
  });
  let response: Response;
  try {
    response = await fetch(`${config.forecastApiUrl}/compact?${query}`, {
      headers: { accept: 'application/json', 'user-agent': config.forecastUserAgent },
      signal: AbortSignal.timeout(FORECAST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ForecastUnavailableError(
      error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
        : 'unreachable',
    );
  }
  // 203 is MET's "this product version is deprecated": still a forecast.
  if (!response.ok) {
    await response.body?.cancel();
    throw new ForecastUnavailableError(`answered ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ForecastUnavailableError('answered something that is not JSON');
  }
  const checked = metForecast(json);
  if (checked instanceof ArkErrors) throw new ForecastUnavailableError(`unexpected answer: ${checked.summary}`);
  const { type: kind, geometry, properties } = json as Forecast;
  return { forecast: { type: kind, geometry, properties }, maxAgeMs: maxAgeOf(response.headers) };
}

/** Forecasts by location, cached; one instance per app. */
export interface ForecastService {
  /** The forecast of a point; concurrent calls for one location share one request. */
  forecast(point: GeoPoint): Promise<Forecast>;
}

/** Options of {@link createForecastService}; `fetchForecast` is replaceable in unit tests. */
export interface ForecastServiceOptions {
  config: Pick<WidgetServicesConfig, 'forecastApiUrl' | 'forecastUserAgent'>;
  clock: Clock;
  fetchForecast?: typeof fetchMetForecast;
}

interface CacheEntry {
  until: number;
  forecast: Promise<Forecast>;
}

/** A forecast service with the in-memory cache described above; failures are not cached. */
export function createForecastService({
  config,
  clock,
  fetchForecast = fetchMetForecast,
}: ForecastServiceOptions): ForecastService {
  const cache = new Map<string, CacheEntry>();

  return {
    forecast(point) {
      const key = `${point.lat.toFixed(COORDINATE_DECIMALS)},${point.lng.toFixed(COORDINATE_DECIMALS)}`;
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.forecast;
      cache.delete(key);
      // Kept while in flight (so concurrent calls share it), then until its expiry once it arrives.
      let entry: CacheEntry;
      const request = fetchForecast(config, point).then(
        ({ forecast, maxAgeMs }) => {
          entry.until =
            clock.now().getTime() + Math.min(Math.max(maxAgeMs ?? 0, FORECAST_CACHE_MS), FORECAST_CACHE_MAX_MS);
          return forecast;
        },
        (error: unknown) => {
          if (cache.get(key) === entry) cache.delete(key);
          throw error;
        },
      );
      entry = { until: Number.POSITIVE_INFINITY, forecast: request };
      cache.set(key, entry);
      if (cache.size > FORECAST_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return entry.forecast;
    },
  };
}
