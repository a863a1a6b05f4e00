import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Forecast } from '@screenplay/core/widgets';
import {
  createForecastService,
  FORECAST_CACHE_MAX_MS,
  FORECAST_CACHE_MS,
  ForecastUnavailableError,
  fetchMetForecast,
  parseLocationId,
  type FetchedForecast,
} from './metno';

const CONFIG = {
  forecastApiUrl: 'https://met.test/weatherapi/locationforecast/2.0',
  forecastUserAgent: 'Screenplay/1.0 ops@screenplay.test',
};
const OSLO = { lat: 59.91273, lng: 10.74609 };
const FORECAST: Forecast = {
  type: 'Feature',
  properties: { timeseries: [{ time: '2024-03-30T08:00:00Z', data: {} }] },
};

function movableClock() {
  let now = Date.parse('2026-03-02T09:00:00Z');
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('parseLocationId', () => {
  it('reads "<lat>,<lng>" within range, and nothing else', () => {
    expect(parseLocationId('59.91273,10.74609')).toEqual(OSLO);
    expect(parseLocationId('-33.86785,151.20732')).toEqual({ lat: -33.86785, lng: 151.20732 });
    expect(parseLocationId('0,0')).toEqual({ lat: 0, lng: 0 });
    for (const id of ['', 'oslo', '59.9', '91,0', '0,181', '59.9,10.7,1', '59.9, 10.7', '1e1,2', '0x1,2'])
      expect(parseLocationId(id), id).toBeNull();
  });
});

describe('createForecastService', () => {
  it('keeps a forecast for 10 minutes per location', async () => {
    const clock = movableClock();
    const fetchForecast = vi.fn(async (): Promise<FetchedForecast> => ({ forecast: FORECAST, maxAgeMs: 5 * 60_000 }));
    const service = createForecastService({ config: CONFIG, clock, fetchForecast });
    expect(await service.forecast(OSLO)).toBe(FORECAST);
    // Coordinates sent to MET are rounded to 4 decimals, so this is the same location.
    await service.forecast({ lat: 59.912731, lng: 10.746091 });
    clock.advance(FORECAST_CACHE_MS - 1);
    await service.forecast(OSLO);
    expect(fetchForecast).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await service.forecast(OSLO);
    expect(fetchForecast).toHaveBeenCalledTimes(2);
    await service.forecast({ lat: 60.39299, lng: 5.32415 });
    expect(fetchForecast).toHaveBeenCalledTimes(3);
  });

  it('keeps a forecast until its Expires when MET asks for longer, but never over an hour', async () => {
    const clock = movableClock();
    const fetchForecast = vi.fn(async (): Promise<FetchedForecast> => ({ forecast: FORECAST, maxAgeMs: 30 * 60_000 }));
    const service = createForecastService({ config: CONFIG, clock, fetchForecast });
    await service.forecast(OSLO);
    clock.advance(30 * 60_000 - 1);
    await service.forecast(OSLO);
    expect(fetchForecast).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await service.forecast(OSLO);
    expect(fetchForecast).toHaveBeenCalledTimes(2);

    fetchForecast.mockResolvedValue({ forecast: FORECAST, maxAgeMs: 24 * 3_600_000 });
    clock.advance(FORECAST_CACHE_MAX_MS);
    await service.forecast(OSLO);
    clock.advance(FORECAST_CACHE_MAX_MS);
    await service.forecast(OSLO);
    expect(fetchForecast).toHaveBeenCalledTimes(4);
  });

  it('shares one request between concurrent calls and does not keep a failure', async () => {
    const clock = movableClock();
    const fetchForecast = vi.fn(async (): Promise<FetchedForecast> => {
      throw new ForecastUnavailableError('answered 503');
    });
    const service = createForecastService({ config: CONFIG, clock, fetchForecast });
    const calls = [service.forecast(OSLO), service.forecast(OSLO)];
    await expect(Promise.all(calls)).rejects.toThrow('forecast: answered 503');
    expect(fetchForecast).toHaveBeenCalledTimes(1);
    fetchForecast.mockResolvedValue({ forecast: FORECAST, maxAgeMs: null });
    expect(await service.forecast(OSLO)).toBe(FORECAST);
    expect(fetchForecast).toHaveBeenCalledTimes(2);
  });
});

describe('fetchMetForecast', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the compact product with 4 decimals and the configured User-Agent, and reads Expires against Date', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        { ...FORECAST, extra: 'dropped' },
        { headers: { date: 'Mon, 02 Mar 2026 09:00:00 GMT', expires: 'Mon, 02 Mar 2026 09:31:15 GMT' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { forecast, maxAgeMs } = await fetchMetForecast(CONFIG, OSLO);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${CONFIG.forecastApiUrl}/compact?lat=59.9127&lon=10.7461`);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'user-agent': CONFIG.forecastUserAgent });
    expect(forecast).toEqual({ type: 'Feature', geometry: undefined, properties: FORECAST.properties });
    expect(maxAgeMs).toBe(31 * 60_000 + 15_000);
  });

  it('fails as unavailable for an error status, a non-JSON answer or JSON without a timeseries', async () => {
    for (const response of [
      new Response('Too Many Requests', { status: 429 }),
      new Response('<html>maintenance</html>', { status: 200 }),
      Response.json({ type: 'Feature', properties: { meta: {} } }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => response),
      );
      await expect(fetchMetForecast(CONFIG, OSLO)).rejects.toBeInstanceOf(ForecastUnavailableError);
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(fetchMetForecast(CONFIG, OSLO)).rejects.toThrow('forecast: fetch failed');
  });
});
