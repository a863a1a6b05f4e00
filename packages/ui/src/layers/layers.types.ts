import type { FeedPost, LayerOf, LayerType, WeatherView } from '@screenplay/core/widgets';

/**
 * What a weather or a feed layer shows, fetched by the caller (hooks or the portal; the renderers fetch
 * nothing): a weather layer takes a `WeatherView` (core's `aggregateForecast`), a feed layer its posts;
 * null while unavailable (offline, not loaded), which shows 'n/a' or a clear empty state.
 */
export type LayerData = WeatherView | readonly FeedPost[] | null;

/** Props every renderer of one layer type takes. */
export interface LayerRendererProps<T extends LayerType> {
  /** The layer, its content typed (see core's `asTypedLayer`). */
  layer: LayerOf<T>;
  className?: string;
}

/** Props of the renderers that write text: Text, Clock, Calendar and Timer. */
export interface TextColorProps {
  /** Colour of the text when the content has none of its own; otherwise the colour is inherited. */
  textColor?: string;
}

/** Props of the renderers that show a moment: Clock, Calendar and Timer. */
export interface TimeProps {
  /** The moment shown; the caller ticks it (core's `tickInterval`). Defaults to the time of rendering. */
  now?: Date;
}
