import type { TemperatureFormat } from './widgets.types';
import type {
  Forecast,
  ForecastInstantDetails,
  ForecastStep,
  NotAvailable,
  WeatherOptions,
  WeatherPeriod,
  WeatherValue,
  WeatherView,
} from './widgets.weather.types';
import { addDays, isoDate, localTime, localToUtc, resolveZone, type Zone } from './widgets.zone';

/** What a missing weather value shows. */
export const WEATHER_NOT_AVAILABLE: NotAvailable = 'n/a'; // spec: missing values show 'n/a'

/** The local hour later days are sampled at. */
export const WEATHER_SAMPLE_HOUR = 9; // spec: later days are sampled around 09:00 local time

/** The step, in hours, the third day's sample time is rounded to. */
export const WEATHER_STEP_HOURS = 6; // spec: the third day is rounded to 6-hour steps

/** The two windows, in hours, values are averaged over. */
export const WEATHER_WINDOW_HOURS = [6, 12] as const; // spec: values are averaged over 6 or 12 hour windows

/** The most days a several-day view shows (ours: the forecast reaches about 9.5 days ahead). */
export const WEATHER_MAX_DAYS = 10;

const [SHORT_WINDOW_HOURS, LONG_WINDOW_HOURS] = WEATHER_WINDOW_HOURS;
const HOUR_MS = 3_600_000;
/** A sample more than half a 6-hour step from its target time is missing (ours). */
const SAMPLE_TOLERANCE_MS = (WEATHER_STEP_HOURS / 2) * HOUR_MS;
/** The current values may be at most one 6-hour step old; older, the forecast has run out (ours). */
const CURRENT_MAX_AGE_MS = WEATHER_STEP_HOURS * HOUR_MS;

/** Celsius to Fahrenheit: 1.8 × C + 32. */
export function toFahrenheit(celsius: number): number {
  return 1.8 * celsius + 32; // spec: Fahrenheit = 1.8 × Celsius + 32
}

/** A Celsius temperature in the format, 1 decimal; `'n/a'` stays `'n/a'`. */
export function convertTemperature(celsius: WeatherValue, format: TemperatureFormat): WeatherValue {
  if (celsius === WEATHER_NOT_AVAILABLE) return celsius;
  return round1(format === 'Fahrenheit' ? toFahrenheit(celsius) : celsius);
}

interface Step {
  ms: number;
  step: ForecastStep;
}

type PeriodKey = 'next_1_hours' | 'next_6_hours' | 'next_12_hours';

/** -0 + 0 is 0: a rounded small negative value must not print as "-0". */
const round1 = (value: number) => Math.round(value * 10) / 10 + 0;

function stepsOf(forecast: Forecast | null | undefined): Step[] {
  const series = forecast?.properties?.timeseries ?? [];
  return series
    .map((step) => ({ ms: Date.parse(step.time), step }))
    .filter((entry) => Number.isFinite(entry.ms))
    .sort((a, b) => a.ms - b.ms);
}

/** The step holding "now": the latest at or before it (the first, if it starts within the hour). */
function currentStep(steps: readonly Step[], now: number): Step | null {
  const past = steps.filter((entry) => entry.ms <= now).at(-1);
  if (past) return now - past.ms < CURRENT_MAX_AGE_MS ? past : null;
  const first = steps[0];
  return first && first.ms - now < HOUR_MS ? first : null;
}

/** The step nearest the target time, within half a 6-hour step; the earlier one on a tie. */
function nearestStep(steps: readonly Step[], target: number): Step | null {
  let best: Step | null = null;
  for (const entry of steps) {
    const distance = Math.abs(entry.ms - target);
    if (distance <= SAMPLE_TOLERANCE_MS && (!best || distance < Math.abs(best.ms - target))) best = entry;
  }
  return best;
}

function valuesOf(steps: readonly Step[], key: keyof ForecastInstantDetails): number[] {
  return steps.flatMap(({ step }) => {
    const value = step.data?.instant?.details?.[key];
    return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
  });
}

function mean(values: readonly number[]): WeatherValue {
  return values.length === 0 ? WEATHER_NOT_AVAILABLE : values.reduce((sum, value) => sum + value, 0) / values.length;
}

const rounded = (value: WeatherValue): WeatherValue => (value === WEATHER_NOT_AVAILABLE ? value : round1(value));

/** The mean of wind directions as a compass mean (350° and 10° average to 0°, not 180°), whole degrees. */
function meanDirection(degrees: readonly number[]): WeatherValue {
  if (degrees.length === 0) return WEATHER_NOT_AVAILABLE;
  const radians = degrees.map((value) => (value * Math.PI) / 180);
  const x = radians.reduce((sum, value) => sum + Math.cos(value), 0);
  const y = radians.reduce((sum, value) => sum + Math.sin(value), 0);
  const mean = Math.round((Math.atan2(y, x) * 180) / Math.PI);
  return ((mean % 360) + 360) % 360;
}

function symbolOf(step: ForecastStep, keys: readonly PeriodKey[]): string | NotAvailable {
  for (const key of keys) {
    const code = step.data?.[key]?.summary?.symbol_code;
    if (code) return code;
  }
  return WEATHER_NOT_AVAILABLE;
}

function missingPeriod(date: string, hours: WeatherPeriod['hours']): WeatherPeriod {
  const na = WEATHER_NOT_AVAILABLE;
  return {
    time: null,
    date,
    hours,
    symbolCode: na,
    temperature: na,
    temperatureMin: na,
    temperatureMax: na,
    airPressure: na,
    humidity: na,
    windDirection: na,
    windSpeed: na,
  };
}

/**
 * The period starting at `sample`: instant values when `hours` is 0, otherwise each value averaged over
 * the steps in [sample, sample + hours) (a step lacking a value is left out of that value's average).
 */
function periodAt(
  steps: readonly Step[],
  sample: Step | null,
  date: string,
  hours: WeatherPeriod['hours'],
  symbolKeys: readonly PeriodKey[],
  format: TemperatureFormat,
): WeatherPeriod {
  if (!sample) return missingPeriod(date, hours);
  const window =
    hours === 0 ? [sample] : steps.filter((entry) => entry.ms >= sample.ms && entry.ms < sample.ms + hours * HOUR_MS);
  const temperatures = valuesOf(window, 'air_temperature');
  const extreme = (pick: (values: number[]) => number) =>
    temperatures.length ? pick(temperatures) : WEATHER_NOT_AVAILABLE;
  return {
    time: sample.step.time,
    date,
    hours,
    symbolCode: symbolOf(sample.step, symbolKeys),
    temperature: convertTemperature(mean(temperatures), format),
    temperatureMin: convertTemperature(
      extreme((values) => Math.min(...values)),
      format,
    ),
    temperatureMax: convertTemperature(
      extreme((values) => Math.max(...values)),
      format,
    ),
    airPressure: rounded(mean(valuesOf(window, 'air_pressure_at_sea_level'))),
    humidity: rounded(mean(valuesOf(window, 'relative_humidity'))),
    windDirection: meanDirection(valuesOf(window, 'wind_from_direction')),
    windSpeed: rounded(mean(valuesOf(window, 'wind_speed'))),
  };
}

/**
 * The time a later day is sampled at: 09:00 local on that day; from the third day on, rounded to the
 * nearest 6-hour step of UTC (00, 06, 12, 18), where the forecast has only 6-hourly times (a half step
 * rounds up). The spec names the third day; the days after it are 6-hourly too, so they round the same way.
 */
export function daySampleTime(now: number, dayIndex: number, zone: Zone): number {
  const day = addDays(localTime(now, zone), dayIndex);
  const target = localToUtc({ ...day, hour: WEATHER_SAMPLE_HOUR, minute: 0 }, zone);
  if (dayIndex < 2) return target;
  const step = WEATHER_STEP_HOURS * HOUR_MS;
  return Math.round(target / step) * step;
}

/**
 * A weather layer's view of a forecast. Single-day when dayCount <= 1, several days when more (at most
 * 10). Our reading of the spec's rules: the current values are the forecast time holding "now" with the
 * next hour's symbol; the 6- and 12-hour periods average the values from that time over 6 and 12 hours,
 * with the 6- and 12-hour symbols. In the several-day view the first day is the current values and each
 * later day is the forecast time nearest its sample time (`daySampleTime`) with values averaged over the
 * 12 hours from there and the 12-hour symbol. Temperatures are in the format (Fahrenheit = 1.8 × C + 32),
 * values 1 decimal; anything the forecast lacks is `'n/a'`.
 *
 * @example aggregateForecast(forecast, { dayCount: 3, now: Date.now(), timeZone: 'Europe/Oslo' }).days.length // 3
 */
export function aggregateForecast(forecast: Forecast | null | undefined, options: WeatherOptions): WeatherView {
  const format = options.format ?? 'Celsius';
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  const zone = resolveZone(options.timeZone, forecast?.offset);
  const steps = stepsOf(forecast);
  const today = isoDate(localTime(now, zone));
  const sample = currentStep(steps, now);
  const current = periodAt(steps, sample, today, 0, ['next_1_hours', 'next_6_hours', 'next_12_hours'], format);
  const next6Hours = periodAt(steps, sample, today, SHORT_WINDOW_HOURS, ['next_6_hours', 'next_12_hours'], format);
  const next12Hours = periodAt(steps, sample, today, LONG_WINDOW_HOURS, ['next_12_hours', 'next_6_hours'], format);
  const dayCount = Number.isFinite(options.dayCount) ? Math.floor(options.dayCount) : 1;
  if (dayCount <= 1) return { view: 'single', format, current, next6Hours, next12Hours, days: [current] };
  const days = [current];
  for (let dayIndex = 1; dayIndex < Math.min(dayCount, WEATHER_MAX_DAYS); dayIndex++) {
    const target = daySampleTime(now, dayIndex, zone);
    const date = isoDate(addDays(localTime(now, zone), dayIndex));
    days.push(
      periodAt(
        steps,
        nearestStep(steps, target),
        date,
        LONG_WINDOW_HOURS,
        ['next_12_hours', 'next_6_hours', 'next_1_hours'],
        format,
      ),
    );
  }
  return { view: 'several', format, current, next6Hours, next12Hours, days };
}
