import { aggregateForecast, type Forecast, type WeatherPeriod, type WeatherView } from '@screenplay/core/widgets';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { WeatherLayer } from './WeatherLayer';
import { weatherKind } from './WeatherSymbol';

const NOW = new Date('2024-03-30T08:30:00Z'); // Saturday
const oslo = { locationId: 'oslo', caption: 'Oslo', showCaption: true };

const period = (date: string, temperature: number, symbolCode: string): WeatherPeriod => ({
  time: `${date}T09:00:00Z`,
  date,
  hours: 12,
  symbolCode,
  temperature,
  temperatureMin: temperature - 2,
  temperatureMax: temperature + 2,
  airPressure: 1012,
  humidity: 70,
  windDirection: 180,
  windSpeed: 3.2,
});
const today = period('2024-03-30', 6.5, 'partlycloudy_day');
const single: WeatherView = {
  view: 'single',
  format: 'Celsius',
  current: today,
  next6Hours: today,
  next12Hours: today,
  days: [today],
};
const several: WeatherView = {
  ...single,
  view: 'several',
  days: [today, period('2024-03-31', 8, 'rain'), period('2024-04-01', 3.3, 'heavysnowshowersandthunder_night')],
};

describe('WeatherLayer', () => {
  it('shows the single-day view: caption, symbol and current temperature on its fill', () => {
    const layer = layerOf('Weather', { ...oslo, fill: 'rgba(0,0,0,1)', fillOpacity: 0.5 });
    const { container } = renderWithIntl(<WeatherLayer layer={layer} view={single} />);
    const root = layerRootOf(container);
    expect(root.dataset.part).toBe('weather');
    expect(root.dataset.view).toBe('single');
    expect(root.style.background).toBe('rgba(0, 0, 0, 0.5)');
    expect(screen.getByRole('figure', { name: 'Oslo' })).toBe(root);
    expect(screen.getByRole('img', { name: 'Partly cloudy' })).toBeTruthy();
    expect(root.querySelector('[data-part="temperature"]')?.textContent).toBe('6.5 °C');
  });

  it('shows one row per day with its weekday in the several-day view', () => {
    renderWithIntl(<WeatherLayer layer={layerOf('Weather', { ...oslo, dayCount: 3 })} view={several} />);
    const days = screen.getAllByRole('listitem');
    expect(days.map((day) => day.querySelector('[data-part="day"]')?.textContent)).toEqual(['Sat', 'Sun', 'Mon']);
    expect(within(days[1]!).getByRole('img', { name: 'Rain' })).toBeTruthy();
    expect(within(days[2]!).getByRole('img', { name: 'Thunder' })).toBeTruthy();
    expect(days.map((day) => day.querySelector('[data-part="temperature"]')?.textContent)).toEqual([
      '6.5 °C',
      '8 °C',
      '3.3 °C',
    ]);
  });

  it('shows Fahrenheit as core computed it from the forecast', () => {
    const forecast: Forecast = {
      properties: {
        timeseries: [
          {
            time: '2024-03-30T08:00:00Z',
            data: {
              instant: { details: { air_temperature: 10 } },
              next_1_hours: { summary: { symbol_code: 'clearsky_day' } },
            },
          },
        ],
      },
    };
    const layer = layerOf('Weather', { ...oslo, format: 'Fahrenheit' });
    const view = aggregateForecast(forecast, { dayCount: 1, now: NOW, format: 'Fahrenheit' });
    const { container } = renderWithIntl(<WeatherLayer layer={layer} view={view} />);
    expect(container.querySelector('[data-part="temperature"]')?.textContent).toBe('50 °F');
    expect(screen.getByRole('img', { name: 'Clear sky' })).toBeTruthy();
  });

  it("shows 'n/a' while the forecast is unavailable, keeping its rows", () => {
    const { container, unmount } = renderWithIntl(
      <WeatherLayer layer={layerOf('Weather', oslo)} view={null} now={NOW} />,
    );
    expect(layerRootOf(container).dataset.state).toBe('unavailable');
    expect(container.querySelector('[data-part="temperature"]')?.textContent).toBe('n/a');
    unmount();
    renderWithIntl(<WeatherLayer layer={layerOf('Weather', { ...oslo, dayCount: 2 })} view={null} now={NOW} />);
    expect(screen.getAllByRole('listitem').map((day) => day.textContent)).toEqual(['Satn/a', 'Sunn/a']);
  });

  it('asks for a location before one is chosen, and is named "Weather" without a caption', () => {
    const { container } = renderWithIntl(
      <WeatherLayer layer={layerOf('Weather', { showCaption: false, caption: 'Oslo' })} view={null} />,
    );
    expect(screen.getByRole('figure', { name: 'Weather' }).dataset.state).toBe('empty');
    expect(screen.getByText('Choose a location')).toBeTruthy();
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('draws MET symbol codes by kind, thunder over snow over rain', () => {
    expect(
      [
        'clearsky_night',
        'fair_day',
        'cloudy',
        'fog',
        'lightrainshowers_day',
        'sleet',
        'snowshowersandthunder_day',
        'n/a',
        'tornado',
      ].map(weatherKind),
    ).toEqual(['clear', 'partlyCloudy', 'cloudy', 'fog', 'rain', 'sleet', 'thunder', null, null]);
  });
});
