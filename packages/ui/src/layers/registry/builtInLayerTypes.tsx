import { BUILT_IN_LAYER_DEFINITION_BY_TYPE as CORE, CLOCK_TICK_MS, tickInterval } from '@screenplay/core/widgets';
import type { FeedPost, LayerContentByType, LayerType, WeatherView } from '@screenplay/core/widgets';
import { useFeed, useForecast, useNow } from '@screenplay/hooks/layers';
import { accountIdOf, useFeedAccounts } from '../DataLayer/useFeedAccounts';
import { FacebookLayer, InstagramLayer } from '../FeedLayer/FeedLayer';
import { ImageLayer } from '../ImageLayer/ImageLayer';
import type { LayerData } from '../layers.types';
import { CircleLayer, EllipseLayer, RectangleLayer } from '../ShapeLayer/ShapeLayer';
import { SliderLayer } from '../SliderLayer/SliderLayer';
import { TextLayer } from '../TextLayer/TextLayer';
import { CalendarLayer, ClockLayer, TimerLayer } from '../TimeLayers/TimeLayers';
import { HtmlVideoLayer, VideoLayer } from '../VideoLayer/VideoLayer';
import { WeatherLayer } from '../WeatherLayer/WeatherLayer';
import type { LayerTypeDataProps, LayerTypeDefinition } from './layerRegistry.types';

type BuiltIn<T extends LayerType> = LayerTypeDefinition<LayerContentByType[T], T>;
type DataProps<T extends LayerType> = LayerTypeDataProps<LayerContentByType[T], T>;

const isPosts = (data: LayerData | undefined): data is readonly FeedPost[] => Array.isArray(data);
const weatherOf = (data: LayerData | undefined): WeatherView | null => (data && !isPosts(data) ? data : null);
const postsOf = (data: LayerData | undefined): readonly FeedPost[] | null => (isPosts(data) ? data : null);

/** A weather layer's forecast for its location (fetched again when the location changes; null, i.e. 'n/a', offline). */
function WeatherData({ layer, render }: DataProps<'Weather'>) {
  const { locationId, dayCount, format } = layer.content;
  return render({ data: useForecast(locationId, { dayCount, format }) });
}

/** A feed layer's posts (refreshed every 5 minutes; null, the empty state, offline or unconnected). */
function FeedData({ layer, render }: DataProps<'Instagram' | 'Facebook'>) {
  const accountId = accountIdOf(useFeedAccounts(layer.itemType), layer.content.account);
  return render({ data: useFeed(layer.itemType, accountId) });
}

/** A time widget's moment, ticking by core's `tickInterval` (a timer every second). */
function Ticking({ intervalMs, render }: { intervalMs: number; render: DataProps<'Clock'>['render'] }) {
  return render({ now: useNow(intervalMs) });
}

/** A time widget ticks by itself only when the caller gives no `now`. */
const tickingData =
  <T extends 'Clock' | 'Calendar' | 'Timer'>(intervalOf: (layer: DataProps<T>['layer']) => number) =>
  ({ layer, now, render }: DataProps<T>) =>
    now ? render({}) : <Ticking intervalMs={intervalOf(layer)} render={render} />;

const image: BuiltIn<'Image'> = { ...CORE.Image, View: (p) => <ImageLayer layer={p.layer} className={p.className} /> };
const htmlVideo: BuiltIn<'HtmlVideo'> = {
  ...CORE.HtmlVideo,
  View: (p) => <HtmlVideoLayer layer={p.layer} isPlaying={p.isPlaying} className={p.className} />,
};
const video: BuiltIn<'Video'> = {
  ...CORE.Video,
  View: (p) => (
    <VideoLayer
      layer={p.layer}
      activeIndex={p.activeIndex}
      onEnded={p.onVideoEnded}
      isPlaying={p.isPlaying}
      className={p.className}
    />
  ),
};
const text: BuiltIn<'Text'> = {
  ...CORE.Text,
  View: (p) => <TextLayer layer={p.layer} textColor={p.textColor} className={p.className} />,
  newContent: (t) => ({ text: t('layerEditor.newText') }),
};
const clock: BuiltIn<'Clock'> = {
  ...CORE.Clock,
  View: (p) => <ClockLayer layer={p.layer} now={p.now} textColor={p.textColor} className={p.className} />,
  Data: tickingData<'Clock'>((layer) => tickInterval('Clock', layer.content.format)),
};
const calendar: BuiltIn<'Calendar'> = {
  ...CORE.Calendar,
  View: (p) => <CalendarLayer layer={p.layer} now={p.now} textColor={p.textColor} className={p.className} />,
  Data: tickingData<'Calendar'>((layer) => tickInterval('Calendar', layer.content.format)),
};
const timer: BuiltIn<'Timer'> = {
  ...CORE.Timer,
  View: (p) => <TimerLayer layer={p.layer} now={p.now} textColor={p.textColor} className={p.className} />,
  Data: tickingData<'Timer'>(() => CLOCK_TICK_MS),
};
const rectangle: BuiltIn<'Rectangle'> = {
  ...CORE.Rectangle,
  View: (p) => <RectangleLayer layer={p.layer} className={p.className} />,
};
const circle: BuiltIn<'Circle'> = {
  ...CORE.Circle,
  View: (p) => <CircleLayer layer={p.layer} className={p.className} />,
};
const ellipse: BuiltIn<'Ellipse'> = {
  ...CORE.Ellipse,
  View: (p) => <EllipseLayer layer={p.layer} className={p.className} />,
};
const weather: BuiltIn<'Weather'> = {
  ...CORE.Weather,
  View: (p) => <WeatherLayer layer={p.layer} view={weatherOf(p.data)} now={p.now} className={p.className} />,
  Data: WeatherData,
};
const instagram: BuiltIn<'Instagram'> = {
  ...CORE.Instagram,
  View: (p) => <InstagramLayer layer={p.layer} posts={postsOf(p.data)} className={p.className} />,
  Data: FeedData,
};
const facebook: BuiltIn<'Facebook'> = {
  ...CORE.Facebook,
  View: (p) => <FacebookLayer layer={p.layer} posts={postsOf(p.data)} className={p.className} />,
  Data: FeedData,
};

const slider: BuiltIn<'Slider'> = {
  ...CORE.Slider,
  View: (p) => (
    <SliderLayer layer={p.layer} isPlaying={p.isSlideshowPlaying ?? p.isPlaying ?? true} className={p.className} />
  ),
};

/**
 * The 13 spec types and our Slider as the kit draws them: core's definitions with their views and data. Their properties panels
 * are `@screenplay/ui/layer-editor`'s (`BUILT_IN_LAYER_PANELS`), so a player drawing layers loads no editor code.
 */
export const BUILT_IN_LAYER_TYPES: readonly LayerTypeDefinition[] = [
  image,
  htmlVideo,
  video,
  text,
  clock,
  calendar,
  timer,
  rectangle,
  circle,
  ellipse,
  weather,
  instagram,
  facebook,
  slider,
];
