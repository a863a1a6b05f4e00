/**
 * @screenplay/ui/layers — a renderer for every layer type in plain SVG/DOM (images, videos, text,
 * clock, calendar, timer, shapes, weather, social feeds, slideshows), used by the editors, the scene preview and
 * players: `LayerView` draws one layer, `LayerStack` a playlist item's layers in a section box. Layer types are
 * definitions (`defineLayerType`) in a registry (`createLayerRegistry`, `LayerRegistryProvider`): the built-in 14
 * by default, a host app's own beside them.
 */
export {
  createLayerRegistry,
  defaultLayerRegistry,
  defineLayerType,
  layerWithDefaults,
} from './registry/createLayerRegistry';
export type { LayerRegistryOptions } from './registry/createLayerRegistry';
export { LayerRegistryProvider, useLayerRegistry, useLayerText } from './registry/LayerRegistryProvider';
export type { LayerRegistryProviderProps } from './registry/LayerRegistryProvider';
export { BUILT_IN_LAYER_TYPES } from './registry/builtInLayerTypes';
export type {
  LayerDataResult,
  LayerPanelServices,
  LayerRegistry,
  LayerTypeDataProps,
  LayerTypeDefinition,
  LayerTypePanelProps,
  LayerTypeViewProps,
} from './registry/layerRegistry.types';
export { LayerView } from './LayerView/LayerView';
export type { LayerViewProps } from './LayerView/LayerView';
export { LayerStack } from './LayerStack/LayerStack';
export type { LayerStackProps } from './LayerStack/LayerStack';
export type { LayerData, LayerRendererProps, TextColorProps, TimeProps } from './layers.types';
export { ImageLayer } from './ImageLayer/ImageLayer';
export type { ImageLayerProps } from './ImageLayer/ImageLayer';
export { imageFrame } from './ImageLayer/imageFrame';
export type { FrameRect, ImageFrame } from './ImageLayer/imageFrame';
export { HtmlVideoLayer, VideoLayer } from './VideoLayer/VideoLayer';
export type { HtmlVideoLayerProps, VideoLayerProps } from './VideoLayer/VideoLayer';
export { SliderLayer } from './SliderLayer/SliderLayer';
export type { SliderLayerProps } from './SliderLayer/SliderLayer';
export { TextLayer } from './TextLayer/TextLayer';
export type { TextLayerProps } from './TextLayer/TextLayer';
export { marqueeDurationSeconds } from './TextLayer/marquee';
export { CalendarLayer, ClockLayer, TimerLayer } from './TimeLayers/TimeLayers';
export type { CalendarLayerProps, ClockLayerProps, TimerLayerProps } from './TimeLayers/TimeLayers';
export { countdown } from './TimeLayers/countdown';
export type { Countdown } from './TimeLayers/countdown';
export { CircleLayer, EllipseLayer, RectangleLayer } from './ShapeLayer/ShapeLayer';
export type { CircleLayerProps, EllipseLayerProps, RectangleLayerProps } from './ShapeLayer/ShapeLayer';
export { WeatherLayer } from './WeatherLayer/WeatherLayer';
export type { WeatherLayerProps } from './WeatherLayer/WeatherLayer';
export { WeatherSymbol, weatherKind } from './WeatherLayer/WeatherSymbol';
export type { WeatherKind, WeatherSymbolProps } from './WeatherLayer/WeatherSymbol';
export { FacebookLayer, InstagramLayer } from './FeedLayer/FeedLayer';
export type { FeedLayerProps } from './FeedLayer/FeedLayer';
export { LAYER_MESSAGE_IDS } from './layers.messages';
export { DataLayerStack } from './DataLayer/DataLayerStack';
export type { DataLayerStackProps } from './DataLayer/DataLayerStack';
export { DataLayerView } from './DataLayer/DataLayerView';
export type { DataLayerViewProps } from './DataLayer/DataLayerView';
export { accountIdOf, feedAccounts, useFeedAccounts } from './DataLayer/useFeedAccounts';
export { SECTION_ANIMATION_KEYFRAMES, SectionAnimation } from './SectionAnimation/SectionAnimation';
export type { SectionAnimationProps } from './SectionAnimation/SectionAnimation';
export { layerAnatomy } from './layer.anatomy';
export { layerStackAnatomy } from './LayerStack/LayerStack.anatomy';
export { sectionAnimationAnatomy } from './SectionAnimation/SectionAnimation.anatomy';
