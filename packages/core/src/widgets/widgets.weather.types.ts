import type { TemperatureFormat } from './widgets.types';

/** What a missing weather value shows (spec: "missing values show 'n/a'"). */
export type NotAvailable = 'n/a';

/** A weather value: a number, or `'n/a'` when the forecast lacks it. */
export type WeatherValue = number | NotAvailable;

/** Instant values of one forecast time (MET Norway locationforecast "compact"). */
export interface ForecastInstantDetails {
  air_temperature?: number;
  air_pressure_at_sea_level?: number;
  relative_humidity?: number;
  wind_from_direction?: number;
  wind_speed?: number;
  cloud_area_fraction?: number;
}

/** The summary of a period after a forecast time (next 1, 6 or 12 hours). */
export interface ForecastPeriod {
  summary?: { symbol_code?: string };
  details?: { precipitation_amount?: number; [key: string]: number | undefined };
}

/** One forecast time: its instant values and the periods after it. */
export interface ForecastStep {
  /** ISO date-time in UTC, e.g. `2024-03-30T08:00:00Z`. */
  time: string;
  data?: {
    instant?: { details?: ForecastInstantDetails };
    next_1_hours?: ForecastPeriod;
    next_6_hours?: ForecastPeriod;
    next_12_hours?: ForecastPeriod;
  };
}

/**
 * A forecast (spec §3: "timeseries ... an offset") in the MET Norway "compact" shape, as `GET
 * geo/forecast/{x}` answers it. The timeseries is hourly for about two and a half days, then every 6 hours.
 */
export interface Forecast {
  /** `'Feature'` (GeoJSON). */
  type?: string;
  /** `'Point'` with longitude, latitude and altitude. */
  geometry?: { type: string; coordinates: number[] };
  properties?: {
    meta?: { updated_at?: string; units?: Record<string, string> };
    timeseries?: ForecastStep[];
  };
  /**
   * The location's offset from UTC in hours (our reading of the spec's "an offset"), used for local
   * times when no time zone is given.
   */
  offset?: number;
}

/** What a weather view shows for one period: the sampled time, its symbol and values (averaged over the window). */
export interface WeatherPeriod {
  /** The forecast time sampled (ISO, UTC), null when the forecast has none there. */
  time: string | null;
  /** The local date the period belongs to, `YYYY-MM-DD`. */
  date: string;
  /** Hours the values are averaged over: 0 for instant values. */
  hours: 0 | 6 | 12;
  /** MET symbol code, e.g. `partlycloudy_day`. */
  symbolCode: string | NotAvailable;
  /** In the view's format (Celsius or Fahrenheit), 1 decimal. */
  temperature: WeatherValue;
  temperatureMin: WeatherValue;
  temperatureMax: WeatherValue;
  /** hPa, 1 decimal. */
  airPressure: WeatherValue;
  /** %, 1 decimal. */
  humidity: WeatherValue;
  /** Degrees the wind blows from, 0..359. */
  windDirection: WeatherValue;
  /** m/s, 1 decimal. */
  windSpeed: WeatherValue;
}

/** Options of `aggregateForecast`. */
export interface WeatherOptions {
  /** The layer's `dayCount`: more than 1 gives the several-day view. */
  dayCount: number;
  now: Date | number;
  /** IANA zone of the location, e.g. `Europe/Oslo`; without it the forecast's `offset`, else UTC. */
  timeZone?: string | null;
  format?: TemperatureFormat;
}

/** A weather layer's view of a forecast. */
export interface WeatherView {
  /** Several-day view when dayCount > 1, otherwise single-day (spec §9). */
  view: 'single' | 'several';
  format: TemperatureFormat;
  /** Instant values now, with the next hour's symbol. */
  current: WeatherPeriod;
  /** Averages over the next 6 hours, with the 6-hour symbol. */
  next6Hours: WeatherPeriod;
  /** Averages over the next 12 hours, with the 12-hour symbol. */
  next12Hours: WeatherPeriod;
  /** One period per day: today's current values, then each later day sampled around 09:00 local. */
  days: WeatherPeriod[];
}
