/**
 * @screenplay/hooks/layers — the layer editor store of the playlist-item and template editors (with its
 * repositories), and the data layers show: ticking clocks, forecasts, social feeds and fonts.
 */
export { createLayerEditorStore } from './createLayerEditorStore';
export { LAYER_COPY_REFUSED_KEY } from './createLayerCommands';
export type { ContentPatch, LayerEditorStore, LayerEditorStoreDeps } from './layerEditor.types';
export type { GestureModifiers } from './layerGesture';
export { isOutsideFormControl } from './createTextEditMode';
export type { TextRange } from './createTextEditMode';
export { htmlToPlainText, plainTextFromPaste } from './plainTextFromPaste';
export type { PasteData } from './plainTextFromPaste';

export type {
  LayerDocument,
  LayerRepository,
  LayerSaveOptions,
  PlaylistItemDocument,
  TemplateDocument,
} from './layerRepository.types';
export { createApiPlaylistItemRepository, playlistItemDocument } from './createApiPlaylistItemRepository';
export type { ItemSection, PlaylistItemRepositoryOptions } from './createApiPlaylistItemRepository';
export {
  createApiTemplateRepository,
  newTemplateDocument,
  templateDocument,
  templateRefusal,
} from './createApiTemplateRepository';
export { createMemoryLayerRepository } from './createMemoryLayerRepository';
export type { MemoryLayerRepository, MemoryLayerRepositoryOptions } from './createMemoryLayerRepository';

export { SHARED_TICKER, createTicker } from './createTicker';
export type { Ticker, TickerDeps } from './createTicker';
export { createClock } from './createClock';
export type { Clock, ClockConfig } from './createClock';
export { createForecastStore, forecastView } from './createForecastStore';
export type {
  ForecastState,
  ForecastStore,
  ForecastStoreDeps,
  ForecastViewOptions,
} from './createForecastStore';
export { createFeedStore, rssHeadlines } from './createFeedStore';
export type { FeedState, FeedStore, FeedStoreDeps, SocialFeedKind } from './createFeedStore';
export { createFontLoader, fontSource, layerFontFamilies } from './createFontLoader';
export type {
  FontFaceConstructor,
  FontFaceLike,
  FontLoader,
  FontLoaderDeps,
} from './createFontLoader';

export { LayerDataProvider, useLayerData } from './LayerDataProvider';
export type { LayerDataProviderProps, LayerDataStores } from './LayerDataProvider';
export { useLayersNow, useNow } from './useNow';
export { useSlideIndex } from './useSlideIndex';
export { WEATHER_VIEW_REFRESH_MS, useForecast } from './useForecast';
export { useFeed } from './useFeed';
export { useFontFamilies, useFonts } from './useFonts';
