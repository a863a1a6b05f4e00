import type { MessageKey } from '@screenplay/core/messages';
import {
  WEATHER_NOT_AVAILABLE,
  aggregateForecast,
  applyOpacity,
  type WeatherPeriod,
  type WeatherValue,
  type WeatherView,
} from '@screenplay/core/widgets';
import { useId } from 'react';
import { dateFormat, numberFormat } from '../internal/localeFormat';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps, TimeProps } from '../layers.types';
import { WEATHER_KIND_MESSAGE_IDS, WeatherSymbol, weatherKind } from './WeatherSymbol';

/** Props of {@link WeatherLayer}. */
export interface WeatherLayerProps extends LayerRendererProps<'Weather'>, TimeProps {
  /** The forecast's view (core's `aggregateForecast` with the layer's dayCount and format); null while unavailable. */
  view: WeatherView | null;
}

interface PeriodProps {
  period: WeatherPeriod;
  /** The temperature's message key: Celsius or Fahrenheit. */
  unit: MessageKey;
  locale: string;
  showDay: boolean;
}

/** One period: its weekday (several-day view), symbol and temperature. */
function Period({ period, unit, locale, showDay }: PeriodProps) {
  const t = useText();
  const kind = period.symbolCode === WEATHER_NOT_AVAILABLE ? null : weatherKind(period.symbolCode);
  const temperature = (value: WeatherValue) =>
    value === WEATHER_NOT_AVAILABLE
      ? t(M.notAvailable)
      : t(unit, { value: numberFormat(locale, { maximumFractionDigits: 1 }).format(value) });
  // The period's local date, read at noon UTC so no zone moves it to another day.
  const day = showDay
    ? dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(Date.parse(`${period.date}T12:00:00Z`))
    : null;
  return (
    <>
      {day ? (
        <time data-part="day" dateTime={period.date}>
          {day}
        </time>
      ) : null}
      {kind ? <WeatherSymbol kind={kind} label={t(WEATHER_KIND_MESSAGE_IDS[kind])} /> : null}
      <span data-part="temperature">{temperature(period.temperature)}</span>
    </>
  );
}

/**
 * A Weather layer on its fill (`fill` at `fillOpacity`), with its caption when `showCaption`: the current
 * temperature and symbol (single-day view), or one row per day with its weekday (several-day view,
 * dayCount > 1), in Celsius or Fahrenheit as the view was computed. Offline or before loading, the
 * layer shows core's view of no forecast: the same rows (days from `now`), every value 'n/a'. Without
 * a location, a note asks for one. Symbols are drawn, never fetched.
 */
export function WeatherLayer({ layer, view, now = new Date(), className }: WeatherLayerProps) {
  const t = useText();
  const captionId = useId();
  const c = layer.content;
  const caption = c.showCaption && c.caption ? c.caption : null;
  const state = c.locationId === null ? 'empty' : view ? 'ready' : 'unavailable';
  const shown = view ?? aggregateForecast(null, { dayCount: c.dayCount, now, format: c.format });
  const unit = shown.format === 'Fahrenheit' ? M.fahrenheit : M.celsius;
  // CSS has no opacity of a background alone: core's applyOpacity folds fillOpacity into the colour.
  const style = { ...layerBox(layer), margin: 0, overflow: 'hidden', background: applyOpacity(c.fill, c.fillOpacity) };
  const isSeveral = shown.view === 'several';
  return (
    <figure
      {...layerRoot(layer, className)}
      aria-labelledby={caption ? captionId : undefined}
      aria-label={caption ? undefined : t(M.weather)}
      data-state={state}
      data-view={isSeveral ? 'several' : 'single'}
      data-format={shown.format}
      style={style}
    >
      {caption ? (
        <figcaption id={captionId} data-part="caption">
          {caption}
        </figcaption>
      ) : null}
      {state === 'empty' ? (
        <p data-part="note">{t(M.weatherNoLocation)}</p>
      ) : isSeveral ? (
        <ol data-part="days">
          {shown.days.map((period) => (
            <li key={period.date} data-part="period">
              <Period period={period} unit={unit} locale={c.locale} showDay />
            </li>
          ))}
        </ol>
      ) : (
        <p data-part="current">
          <Period period={shown.current} unit={unit} locale={c.locale} showDay={false} />
        </p>
      )}
    </figure>
  );
}
