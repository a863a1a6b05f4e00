export { LayerProperties } from './LayerProperties';
export type { FeedKind, LayerPropertiesProps, WeatherLocation } from './layerProperties.types';
