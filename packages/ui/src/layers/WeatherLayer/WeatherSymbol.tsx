import type { MessageKey } from '@screenplay/core/messages';
import type { ReactElement } from 'react';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';

/** The kinds of weather a symbol is drawn as. */
export type WeatherKind = 'clear' | 'partlyCloudy' | 'cloudy' | 'fog' | 'rain' | 'sleet' | 'snow' | 'thunder';

/** Each kind's accessible name. */
export const WEATHER_KIND_MESSAGE_IDS: Record<WeatherKind, MessageKey> = {
  clear: M.weatherClear,
  partlyCloudy: M.weatherPartlyCloudy,
  cloudy: M.weatherCloudy,
  fog: M.weatherFog,
  rain: M.weatherRain,
  sleet: M.weatherSleet,
  snow: M.weatherSnow,
  thunder: M.weatherThunder,
};

/**
 * The kind a MET symbol code is drawn as (`lightrainshowersandthunder_day` -> thunder), null for 'n/a'
 * or a code we do not know. Thunder wins over precipitation; sleet over snow over rain.
 *
 * @example weatherKind('partlycloudy_night') // 'partlyCloudy'
 */
export function weatherKind(symbolCode: string): WeatherKind | null {
  const code = symbolCode.split('_')[0] ?? '';
  if (code.includes('thunder')) return 'thunder';
  if (code.includes('sleet')) return 'sleet';
  if (code.includes('snow')) return 'snow';
  if (code.includes('rain')) return 'rain';
  if (code === 'fog') return 'fog';
  if (code === 'cloudy') return 'cloudy';
  if (code === 'partlycloudy' || code === 'fair') return 'partlyCloudy';
  if (code === 'clearsky') return 'clear';
  return null;
}

// Drawn on a 24 × 24 grid in the current text colour: no icon is fetched, so the layer works offline.
const SUN = <circle cx="12" cy="12" r="4.5" />;
const RAYS = <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />;
const SMALL_SUN = <path d="M8 3.5a4.5 4.5 0 0 1 4.4 3.6M3.5 8a4.5 4.5 0 0 1 4.5-4.5M8 1v1M2.3 3.3l.7.7M1 8h1" />;
const CLOUD = <path d="M7 17h10.5a3.5 3.5 0 0 0 .3-7 5.5 5.5 0 0 0-10.6 1.6A2.8 2.8 0 0 0 7 17z" />;
const HIGH_CLOUD = <path d="M7 13h10.5a3.5 3.5 0 0 0 .3-7 5.5 5.5 0 0 0-10.6 1.6A2.8 2.8 0 0 0 7 13z" />;
const DROPS = <path d="M8 16l-1 3M12 16l-1 3M16 16l-1 3" />;
const FLAKES = <path d="M8 17.5v.01M12 19.5v.01M16 17.5v.01M10 21.5v.01M14 21.5v.01" />;
const BOLT = <path d="M12.5 14l-2 4h3l-2 4" />;
const FOG = <path d="M4 9h16M3 13h18M5 17h14" />;

// Each kind's drawing: its parts as a fragment's fixed children, which need no keys.
const DRAWINGS: Record<WeatherKind, ReactElement> = {
  clear: (
    <>
      {SUN}
      {RAYS}
    </>
  ),
  partlyCloudy: (
    <>
      {SMALL_SUN}
      {CLOUD}
    </>
  ),
  cloudy: CLOUD,
  fog: FOG,
  rain: (
    <>
      {HIGH_CLOUD}
      {DROPS}
    </>
  ),
  sleet: (
    <>
      {HIGH_CLOUD}
      {DROPS}
      {FLAKES}
    </>
  ),
  snow: (
    <>
      {HIGH_CLOUD}
      {FLAKES}
    </>
  ),
  thunder: (
    <>
      {HIGH_CLOUD}
      {BOLT}
    </>
  ),
};

/** Props of {@link WeatherSymbol}. */
export interface WeatherSymbolProps {
  kind: WeatherKind;
  label: string;
}

/** A weather symbol as a small picture named by its kind ('Partly cloudy'), 1em square: it grows with the text. */
export function WeatherSymbol({ kind, label }: WeatherSymbolProps) {
  return (
    <svg
      data-part="symbol"
      data-kind={kind}
      role="img"
      aria-label={label}
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {DRAWINGS[kind]}
    </svg>
  );
}
