import { Hono } from 'hono';
import { WIDGETS_API } from '@screenplay/core/contract';
import { englishText } from '@screenplay/core/messages';
import { zoneOffsetMinutes } from '@screenplay/core/widgets';
import { requireAuth } from '../auth/middleware';
import type { Clock } from '../clock';
import type { RouteDeps } from '../deps';
import {
  createForecastService,
  ForecastUnavailableError,
  parseLocationId,
  type ForecastService,
} from '../forecast/metno';
import { findCity, GEO_SEARCH_MIN_LENGTH, loadCities, searchCities } from '../geo/cities';
import { countryTimeZone } from '../geo/timezone';
import { contractBody, contractJson } from '../http/contract';
import type { AppEnv } from '../tenancy/env';
import { HttpError, notFound, unprocessable } from '../http/errors';
import type { ForecastAnswer } from '@screenplay/core/widgets';

/** Longest search read (ours: no place name is longer; the rest is ignored). */
const GEO_SEARCH_MAX_LENGTH = 100;

/** 502 with the forecast message (spec §8: forecast failures are reported; the widget shows 'n/a'). */
function forecastUnavailable(error: unknown): unknown {
  if (!(error instanceof ForecastUnavailableError)) return error;
  console.warn(`[forecast] ${error.message}`);
  return new HttpError(502, {
    message: englishText('widgets.forecastUnavailable'),
    code: 'widgets.forecastUnavailable',
  });
}

/** The time zone of a listed place, guessed from its country; null for other points or an unreadable list. */
async function timeZoneOf(locationId: string, at: number): Promise<string | null> {
  try {
    const city = findCity(await loadCities(), locationId);
    return city ? countryTimeZone(city.country, at) : null;
  } catch (error) {
    console.warn(`[geo] city list unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The answer of `GET geo/forecast/{id}` (and the player's `GET player/data/geo/forecast/{id}`): the forecast of a
 * location id of the search (any `"<lat>,<lng>"`) with its place's time zone; 404 for another id, 502 when the
 * forecast service fails.
 */
export async function readForecast(forecasts: ForecastService, clock: Clock, id: string): Promise<ForecastAnswer> {
  const point = parseLocationId(id);
  if (!point) throw notFound();
  const forecast = await forecasts.forecast(point).catch((error: unknown) => {
    throw forecastUnavailable(error);
  });
  const now = clock.now().getTime();
  const timezone = await timeZoneOf(id, now);
  return timezone
    ? { ...forecast, timezone, offset: zoneOffsetMinutes(now, { timeZone: timezone }) / 60 }
    : { ...forecast, timezone: null };
}

/**
 * `POST geo/search { searchstring }`: `{ data: GeoLocation[] }`, at most 20 places, best first
 * (422 under 2 characters). `GET geo/forecast/{id}`: `{ data: ForecastAnswer }` for a location id of the
 * search (any `"<lat>,<lng>"` works; anything else 404), 502 when the forecast service fails.
 */
export function geoRoutes({ db, clock, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const forecasts = createForecastService({ config: config.widgets, clock });
  app.use('*', requireAuth(db, clock));

  app.post('/search', async (c) => {
    const body = await contractBody(c, WIDGETS_API.geoSearch, {
      check: ({ searchstring }) => {
        if (typeof searchstring === 'string' && searchstring.trim().length >= GEO_SEARCH_MIN_LENGTH) return;
        throw unprocessable(
          { searchstring: [englishText('widgets.locationSearchTooShort')] },
          'widgets.locationSearchTooShort',
        );
      },
    });
    const search = body.searchstring.trim().slice(0, GEO_SEARCH_MAX_LENGTH);
    return contractJson(c, WIDGETS_API.geoSearch, { data: searchCities(await loadCities(), search) });
  });

  app.get('/forecast/:id', async (c) =>
    contractJson(c, WIDGETS_API.forecast, { data: await readForecast(forecasts, clock, c.req.param('id')) }),
  );

  return app;
}
