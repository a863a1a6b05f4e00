import type { LayerContentByType, LayerType } from '@screenplay/core/widgets';
import type { ReactNode } from 'react';
import type { LayerTypePanelProps } from '../../layers/registry/layerRegistry.types';
import { FeedProperties } from './FeedProperties';
import { ImageProperties } from './ImageProperties';
import { ShapeProperties } from './ShapeProperties';
import { SliderProperties } from './SliderProperties';
import { TextProperties } from './TextProperties';
import { CalendarProperties, ClockProperties, TimerProperties } from './TimeProperties';
import { HtmlVideoProperties, VideoProperties } from './VideoProperties';
import { WeatherProperties } from './WeatherProperties';

/** A built-in type's properties panel. */
type BuiltInPanel<T extends LayerType> = (props: LayerTypePanelProps<LayerContentByType[T], T>) => ReactNode;

/**
 * The properties panels of the 13 built-in types and our Slider, by type: the editor half of their definitions, kept
 * here so that `@screenplay/ui/layers` (what a player loads) holds no editor code. `LayerProperties` uses a registered
 * definition's own `Properties` first, so a host can replace any of these.
 */
export const BUILT_IN_LAYER_PANELS: { readonly [T in LayerType]: BuiltInPanel<T> } = {
  Image: (p) => <ImageProperties editor={p.editor} layer={p.layer} chooseImage={p.chooseImage} />,
  HtmlVideo: (p) => <HtmlVideoProperties editor={p.editor} layer={p.layer} chooseVideos={p.chooseVideos} />,
  Video: (p) => <VideoProperties editor={p.editor} layer={p.layer} chooseVideos={p.chooseVideos} />,
  Text: (p) => <TextProperties editor={p.editor} layer={p.layer} fontFamilies={p.fontFamilies} />,
  Clock: (p) => <ClockProperties editor={p.editor} layer={p.layer} />,
  Calendar: (p) => <CalendarProperties editor={p.editor} layer={p.layer} />,
  Timer: (p) => <TimerProperties editor={p.editor} layer={p.layer} />,
  Rectangle: (p) => <ShapeProperties editor={p.editor} layer={p.layer} />,
  Circle: (p) => <ShapeProperties editor={p.editor} layer={p.layer} />,
  Ellipse: (p) => <ShapeProperties editor={p.editor} layer={p.layer} />,
  Weather: (p) => <WeatherProperties editor={p.editor} layer={p.layer} searchLocations={p.searchLocations} />,
  Instagram: (p) => <FeedProperties editor={p.editor} layer={p.layer} accounts={p.accounts?.Instagram} />,
  Facebook: (p) => <FeedProperties editor={p.editor} layer={p.layer} accounts={p.accounts?.Facebook} />,
  Slider: (p) => <SliderProperties editor={p.editor} layer={p.layer} />,
};
