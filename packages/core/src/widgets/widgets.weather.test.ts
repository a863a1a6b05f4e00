import { describe, expect, it } from 'vitest';
import oslo from './fixtures/oslo-compact.json';
import {
  WEATHER_MAX_DAYS,
  WEATHER_NOT_AVAILABLE,
  WEATHER_SAMPLE_HOUR,
  WEATHER_STEP_HOURS,
  WEATHER_WINDOW_HOURS,
  aggregateForecast,
  convertTemperature,
  toFahrenheit,
} from './widgets.weather';
import type { Forecast, ForecastInstantDetails, ForecastStep } from './widgets.weather.types';
import { localTime, resolveZone, zoneOffsetMinutes } from './widgets.zone';

// A forecast in the exact shape of MET Norway locationforecast 2.0 "compact" for Oslo, values written for
// these tests (not fetched): issued 2024-03-30T07:41Z, hourly until 2024-04-01T18:00Z then 6-hourly, the
// last times without 6/12-hour periods, as MET sends them. Norway moves to summer time (UTC+1 -> UTC+2) at
// 01:00Z on 31 March.
const forecast: Forecast = oslo;
const now = Date.parse('2024-03-30T08:30:00Z'); // 09:30 in Oslo, Saturday 30 March
const OSLO = 'Europe/Oslo';

const HOUR = 3_600_000;
/** A compact timeseries of hourly steps from `start`, one per instant-details entry. */
function hourly(
  start: string,
  details: ForecastInstantDetails[],
  symbols: Partial<Record<'1' | '6' | '12', string>> = {},
): Forecast {
  const from = Date.parse(start);
  const timeseries: ForecastStep[] = details.map((instant, i) => ({
    time: new Date(from + i * HOUR).toISOString().replace('.000Z', 'Z'),
    data: {
      instant: { details: instant },
      ...(symbols['1'] ? { next_1_hours: { summary: { symbol_code: symbols['1'] } } } : {}),
      ...(symbols['6'] ? { next_6_hours: { summary: { symbol_code: symbols['6'] } } } : {}),
      ...(symbols['12'] ? { next_12_hours: { summary: { symbol_code: symbols['12'] }, details: {} } } : {}),
    },
  }));
  return { type: 'Feature', properties: { timeseries } };
}

describe('temperatures', () => {
  it('convert to Fahrenheit as 1.8 × C + 32', () => {
    expect(toFahrenheit(0)).toBe(32);
    expect(toFahrenheit(100)).toBe(212);
    expect(toFahrenheit(-40)).toBe(-40);
    expect(convertTemperature(0, 'Fahrenheit')).toBe(32);
    expect(convertTemperature(100, 'Fahrenheit')).toBe(212);
    expect(convertTemperature(-40, 'Fahrenheit')).toBe(-40);
    expect(convertTemperature(21.3, 'Fahrenheit')).toBe(70.3); // 70.34
    expect(convertTemperature(21.3, 'Celsius')).toBe(21.3);
  });

  it('keep n/a, and never show -0', () => {
    expect(convertTemperature(WEATHER_NOT_AVAILABLE, 'Fahrenheit')).toBe('n/a');
    expect(Object.is(convertTemperature(-0.04, 'Celsius'), 0)).toBe(true);
  });
});

describe('the weather view', () => {
  it('is single-day for dayCount 1 or less, several days above', () => {
    for (const dayCount of [0, 1, 1.9]) {
      const view = aggregateForecast(forecast, { dayCount, now, timeZone: OSLO });
      expect(view.view).toBe('single');
      expect(view.days).toHaveLength(1);
    }
    const several = aggregateForecast(forecast, { dayCount: 2, now, timeZone: OSLO });
    expect(several.view).toBe('several');
    expect(several.days).toHaveLength(2);
  });

  it('shows the current values of the forecast time holding now, with the next hour’s symbol', () => {
    const { current, days } = aggregateForecast(forecast, { dayCount: 3, now, timeZone: OSLO });
    expect(current).toEqual({
      time: '2024-03-30T08:00:00Z',
      date: '2024-03-30',
      hours: 0,
      symbolCode: 'partlycloudy_day',
      temperature: 4.6,
      temperatureMin: 4.6,
      temperatureMax: 4.6,
      airPressure: 1016,
      humidity: 76.2,
      windDirection: 215,
      windSpeed: 4.1,
    });
    expect(days[0]).toEqual(current);
  });

  it('shows temperatures in Fahrenheit when asked', () => {
    const { current } = aggregateForecast(forecast, { dayCount: 1, now, timeZone: OSLO, format: 'Fahrenheit' });
    expect(current.temperature).toBe(40.3); // 1.8 × 4.6 + 32 = 40.28
  });

  it('samples later days around 09:00 Oslo time, across the change to summer time', () => {
    expect(WEATHER_SAMPLE_HOUR).toBe(9);
    const { days } = aggregateForecast(forecast, { dayCount: 4, now, timeZone: OSLO });
    expect(days.map((day) => day.date)).toEqual(['2024-03-30', '2024-03-31', '2024-04-01', '2024-04-02']);
    // Sunday 31 March is already CEST: 09:00 local is 07:00Z, not 08:00Z.
    expect(days[1]).toMatchObject({ time: '2024-03-31T07:00:00Z', hours: 12, symbolCode: 'partlycloudy_day' });
  });

  it('rounds the third day to 6-hour steps, even where hourly times exist', () => {
    expect(WEATHER_STEP_HOURS).toBe(6);
    const { days } = aggregateForecast(forecast, { dayCount: 4, now, timeZone: OSLO });
    // 09:00 CEST on 1 April is 07:00Z: the nearest 6-hour step is 06:00Z (the hourly 07:00Z is not used).
    expect(days[2]?.time).toBe('2024-04-01T06:00:00Z');
    expect(days[3]?.time).toBe('2024-04-02T06:00:00Z');
  });

  it('reads local times from the forecast’s offset without a time zone, else UTC', () => {
    const fixed = aggregateForecast({ ...forecast, offset: 1 }, { dayCount: 3, now });
    expect(fixed.days[1]?.time).toBe('2024-03-31T08:00:00Z'); // UTC+1 all year: no summer time
    const utc = aggregateForecast(forecast, { dayCount: 3, now });
    expect(utc.days[1]?.time).toBe('2024-03-31T09:00:00Z');
    expect(utc.days[2]?.time).toBe('2024-04-01T12:00:00Z'); // 09:00Z is half a step: rounds up
  });

  it('averages later days over the 12 hours from the sample, the 6-hourly part included', () => {
    expect(WEATHER_WINDOW_HOURS).toEqual([6, 12]);
    const { days } = aggregateForecast(forecast, { dayCount: 4, now, timeZone: OSLO });
    // 2 April is 6-hourly: the window holds 06:00Z (5.5 °C) and 12:00Z (9.3 °C).
    expect(days[3]).toMatchObject({
      temperature: 7.4,
      temperatureMin: 5.5,
      temperatureMax: 9.3,
      airPressure: 1004.4,
      symbolCode: 'cloudy',
    });
  });

  it('averages the next 6 and 12 hours from the current time', () => {
    const temperatures = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 40].map((air_temperature) => ({
      air_temperature,
      wind_from_direction: 350,
      wind_speed: 2,
    }));
    const series = hourly('2024-01-15T00:00:00Z', temperatures, { '1': 'cloudy', '6': 'rain', '12': 'snow' });
    const view = aggregateForecast(series, { dayCount: 1, now: Date.parse('2024-01-15T00:20:00Z'), timeZone: OSLO });
    expect(view.next6Hours).toMatchObject({
      hours: 6,
      temperature: 3.5,
      temperatureMin: 1,
      temperatureMax: 6,
      symbolCode: 'rain',
      windSpeed: 2,
    });
    expect(view.next12Hours).toMatchObject({
      hours: 12,
      temperature: 6.5,
      temperatureMin: 1,
      temperatureMax: 12,
      symbolCode: 'snow',
    });
    expect(view.current).toMatchObject({ temperature: 1, symbolCode: 'cloudy' });
  });

  it('averages wind directions around the compass', () => {
    const series = hourly(
      '2024-01-15T00:00:00Z',
      [350, 10, 350, 10, 350, 10].map((wind_from_direction) => ({ wind_from_direction })),
    );
    expect(
      aggregateForecast(series, { dayCount: 1, now: Date.parse('2024-01-15T00:00:00Z') }).next6Hours.windDirection,
    ).toBe(0);
  });
});

describe('missing values', () => {
  it('show n/a where a value is missing, the rest averaged without it', () => {
    const series = hourly('2024-01-15T00:00:00Z', [
      { air_temperature: 2 },
      { air_temperature: 4, relative_humidity: 80 },
      {},
      {},
      {},
      {},
    ]);
    const view = aggregateForecast(series, { dayCount: 1, now: Date.parse('2024-01-15T00:10:00Z') });
    expect(view.current).toMatchObject({
      temperature: 2,
      humidity: 'n/a',
      airPressure: 'n/a',
      windSpeed: 'n/a',
      windDirection: 'n/a',
      symbolCode: 'n/a',
    });
    expect(view.next6Hours).toMatchObject({ temperature: 3, humidity: 80 });
  });

  it('show n/a everywhere without a forecast, keeping the days and their dates', () => {
    for (const missing of [null, undefined, {}, { properties: { timeseries: [] } }]) {
      const view = aggregateForecast(missing, { dayCount: 3, now, timeZone: OSLO, format: 'Fahrenheit' });
      expect(view.days.map((day) => day.date)).toEqual(['2024-03-30', '2024-03-31', '2024-04-01']);
      expect(view.days.every((day) => day.time === null && day.temperature === 'n/a' && day.symbolCode === 'n/a')).toBe(
        true,
      );
      expect(view.next12Hours.temperature).toBe('n/a');
    }
  });

  it('show n/a for days past the end of the forecast, and the view stops at 10 days', () => {
    const short = { ...forecast, properties: { timeseries: forecast.properties?.timeseries?.slice(0, 30) ?? [] } }; // to 31 March 13:00Z
    const { days } = aggregateForecast(short, { dayCount: 3, now, timeZone: OSLO });
    expect(days[1]?.time).toBe('2024-03-31T07:00:00Z');
    expect(days[2]).toMatchObject({ time: null, date: '2024-04-01', temperature: 'n/a' });
    expect(WEATHER_MAX_DAYS).toBe(10);
    expect(aggregateForecast(forecast, { dayCount: 14, now, timeZone: OSLO }).days).toHaveLength(10);
  });

  it('show n/a for current values once the forecast has run out', () => {
    const later = Date.parse('2024-04-10T12:00:00Z');
    expect(aggregateForecast(forecast, { dayCount: 1, now: later, timeZone: OSLO }).current.temperature).toBe('n/a');
  });

  it('fall back through the period symbols: 12 hours, then 6, then 1', () => {
    const series = hourly('2024-01-15T00:00:00Z', [{ air_temperature: 1 }], { '6': 'fog' });
    expect(
      aggregateForecast(series, { dayCount: 1, now: Date.parse('2024-01-15T00:00:00Z') }).next12Hours.symbolCode,
    ).toBe('fog');
  });
});

describe('local time', () => {
  it('Oslo is UTC+1 before 01:00Z on 31 March 2024 and UTC+2 after', () => {
    const zone = resolveZone(OSLO, null);
    expect(zoneOffsetMinutes(Date.parse('2024-03-31T00:59:00Z'), zone)).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2024-03-31T01:00:00Z'), zone)).toBe(120);
    expect(localTime(Date.parse('2024-03-30T23:30:00Z'), zone)).toEqual({
      year: 2024,
      month: 3,
      day: 31,
      hour: 0,
      minute: 30,
    });
  });

  it('an unknown zone falls back to the offset, then UTC', () => {
    expect(resolveZone('Mars/Olympus', 5.5)).toEqual({ offsetMinutes: 330 });
    expect(resolveZone(null, undefined)).toEqual({ offsetMinutes: 0 });
  });
});
