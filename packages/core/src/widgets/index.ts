/**
 * @screenplay/core/widgets — layers and widgets: each layer type's content and defaults, what library
 * layer kinds become, the layer clipboard, video playlists, scaling, colours, clock and calendar
 * formats, weather aggregation and social feeds.
 */
export type {
  CalendarContent,
  CalendarFormat,
  ClockContent,
  ClockFormat,
  HtmlVideoContent,
  ImageContent,
  LayerBox,
  LayerContentByType,
  LayerOf,
  LayerType,
  RectangleContent,
  ScrollDirection,
  ShapeContent,
  SlideEntry,
  SliderContent,
  SliderLayer,
  SocialFeedContent,
  TemperatureFormat,
  TextAlign,
  TextContent,
  TimerContent,
  TypedLayer,
  VerticalAlignment,
  VideoContent,
  VideoEntry,
  VideoLayer,
  WeatherContent,
} from './widgets.types';
export {
  LAYER_TYPES,
  TEXT_CHANGE_DEBOUNCE_MS,
  asTypedLayer,
  layersTickMs,
  defaultContent,
  defaultLayer,
  isLayerOfType,
  isLayerType,
  isVideoLayer,
} from './widgets.layers';
export type { LayerDefinition, LayerLibraryEntry, LayerWith } from './widgets.definitions';
export {
  BUILT_IN_LAYER_DEFINITIONS,
  BUILT_IN_LAYER_DEFINITION_BY_TYPE,
  isValidContent,
  matchesDefaults,
} from './widgets.definitions';
export type {
  DefinitionLayerOptions,
  LibraryImage,
  LibraryLayerOptions,
  LibraryLayerOptionsByKind,
  LibraryMedia,
  LibraryPlacement,
  LibraryTemplateSource,
  ShapeType,
} from './widgets.library';
export {
  NEW_LAYER_STEP_SHARE,
  RSS_SCROLL_SPEED,
  RSS_SEPARATOR,
  clearOfStack,
  layerFromDefinition,
  layersFromLibraryKind,
  templateLayersError,
} from './widgets.library';
export type { LayerClipboard, LayersAfterCut, LayersAfterDelete } from './widgets.clipboard';
export {
  NON_COPYABLE_LAYER_TYPE,
  PASTE_OFFSET,
  canCopyLayer,
  copyLayer,
  cutLayer,
  deleteLayer,
  pasteLayer,
  selectionAfterDelete,
} from './widgets.clipboard';
export {
  activeVideoUrl,
  addVideos,
  removeVideo,
  reorderVideos,
  replaceVideo,
  metadataDuration,
  videoPlaylistDuration,
  withVideoLayer,
} from './widgets.video';
export {
  SLIDE_DURATION_MIN_S,
  SLIDE_DURATION_S,
  isSliderLayer,
  nextSlideIn,
  slideAt,
  slideSeconds,
  sliderDuration,
  withSliderLayer,
} from './widgets.slider';
export type { TextMeasure } from './widgets.text';
export { AVERAGE_GLYPH_WIDTH_EM, grownTextBox, textHeightNeeded } from './widgets.text';
export { scaleLayer, scaleLayers } from './widgets.scale';
export { FONT_SIZE_STEPS_PER_PX, roundFontSize } from '../geometry';
export { DEFAULT_COLOR, formatColor, parseColor } from '../scene';
export { applyOpacity } from './widgets.color';
export {
  CALENDAR_FORMATS,
  CALENDAR_TICK_MS,
  CLOCK_FORMATS,
  CLOCK_MEDIUM_TICK_MS,
  CLOCK_TICK_MS,
  calendarFormatOptions,
  clockFormatOptions,
  formatCalendar,
  formatClock,
  tickInterval,
} from './widgets.clock';
export type {
  Forecast,
  ForecastInstantDetails,
  ForecastPeriod,
  ForecastStep,
  NotAvailable,
  WeatherOptions,
  WeatherPeriod,
  WeatherValue,
  WeatherView,
} from './widgets.weather.types';
export {
  WEATHER_MAX_DAYS,
  WEATHER_NOT_AVAILABLE,
  WEATHER_SAMPLE_HOUR,
  WEATHER_STEP_HOURS,
  WEATHER_WINDOW_HOURS,
  aggregateForecast,
  convertTemperature,
  daySampleTime,
  toFahrenheit,
} from './widgets.weather';
export type { LocalTime, Zone } from './widgets.zone';
export { isKnownTimeZone, localTime, localToUtc, resolveZone, zoneOffsetMinutes } from './widgets.zone';
export type { FeedPost } from './widgets.feeds';
export { SOCIAL_FEED_REFRESH_MS, facebookPosts, feedGrid, instagramPosts } from './widgets.feeds';
export type {
  FacebookPostDto,
  FontFamily,
  FontFile,
  FontFormatFile,
  FontFormatName,
  FontStyleName,
  ForecastAnswer,
  GeoLocation,
  InstagramPostDto,
  RssFeed,
  RssItem,
} from './widgets.wire';
export { FONT_FORMATS, FONT_STYLES } from './widgets.wire';
