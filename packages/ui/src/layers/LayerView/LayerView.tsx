import type { Layer } from '@screenplay/core';
import { asTypedLayer, scaleLayer, type FeedPost, type TypedLayer, type WeatherView } from '@screenplay/core/widgets';
import { useMemo, type ReactNode } from 'react';
import { FacebookLayer, InstagramLayer } from '../FeedLayer/FeedLayer';
import { ImageLayer } from '../ImageLayer/ImageLayer';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerData, TextColorProps, TimeProps } from '../layers.types';
import { CircleLayer, EllipseLayer, RectangleLayer } from '../ShapeLayer/ShapeLayer';
import { TextLayer } from '../TextLayer/TextLayer';
import { CalendarLayer, ClockLayer, TimerLayer } from '../TimeLayers/TimeLayers';
import { HtmlVideoLayer, VideoLayer } from '../VideoLayer/VideoLayer';
import { WeatherLayer } from '../WeatherLayer/WeatherLayer';
import { LayerErrorBoundary } from './LayerErrorBoundary';

/** Props of {@link LayerView}. */
export interface LayerViewProps extends TimeProps, TextColorProps {
  /** Any layer; missing content fields take their type's defaults (core's `asTypedLayer`). */
  layer: Layer;
  /** A weather layer's `WeatherView`, a feed layer's posts; null or absent while unavailable. Other types ignore it. */
  data?: LayerData;
  /** Draws the layer this many times its size (core's `scaleLayer`: boxes, fonts, strokes and radii rounded). */
  scale?: number;
  /** A Video layer's playing entry (defaults to its content's `activeIndex`). */
  activeIndex?: number;
  /** Called when a Video layer's playing video ends (without it, the video loops). */
  onVideoEnded?: () => void;
  /** Whether videos play by themselves (default true). */
  isPlaying?: boolean;
  className?: string;
}

const isPosts = (data: LayerData | undefined): data is readonly FeedPost[] => Array.isArray(data);
const weatherOf = (data: LayerData | undefined): WeatherView | null => (data && !isPosts(data) ? data : null);
const postsOf = (data: LayerData | undefined): readonly FeedPost[] | null => (isPosts(data) ? data : null);

/** A layer of a type we do not know: its box, labelled with the type, so nothing else breaks. */
function UnknownLayer({ layer, className }: { layer: Layer; className?: string }) {
  const t = useText();
  return (
    <LayerPlaceholder
      layer={layer}
      label={t(M.unknown, { type: layer.itemType })}
      state="unknown"
      className={className}
    />
  );
}

function renderTyped(layer: TypedLayer, props: LayerViewProps): ReactNode {
  const { now, textColor, className } = props;
  switch (layer.itemType) {
    case 'Image':
      return <ImageLayer layer={layer} className={className} />;
    case 'HtmlVideo':
      return <HtmlVideoLayer layer={layer} isPlaying={props.isPlaying} className={className} />;
    case 'Video':
      return (
        <VideoLayer
          layer={layer}
          activeIndex={props.activeIndex}
          onEnded={props.onVideoEnded}
          isPlaying={props.isPlaying}
          className={className}
        />
      );
    case 'Text':
      return <TextLayer layer={layer} textColor={textColor} className={className} />;
    case 'Clock':
      return <ClockLayer layer={layer} now={now} textColor={textColor} className={className} />;
    case 'Calendar':
      return <CalendarLayer layer={layer} now={now} textColor={textColor} className={className} />;
    case 'Timer':
      return <TimerLayer layer={layer} now={now} textColor={textColor} className={className} />;
    case 'Rectangle':
      return <RectangleLayer layer={layer} className={className} />;
    case 'Circle':
      return <CircleLayer layer={layer} className={className} />;
    case 'Ellipse':
      return <EllipseLayer layer={layer} className={className} />;
    case 'Weather':
      return <WeatherLayer layer={layer} view={weatherOf(props.data)} now={now} className={className} />;
    case 'Instagram':
      return <InstagramLayer layer={layer} posts={postsOf(props.data)} className={className} />;
    case 'Facebook':
      return <FacebookLayer layer={layer} posts={postsOf(props.data)} className={className} />;
  }
}

/**
 * Any layer, drawn by its type's renderer in plain SVG/DOM at its box (absolutely positioned inside its
 * section): the one way editors, the scene preview and players draw layers. An unknown `itemType`
 * shows a labelled placeholder, and a layer whose content cannot be drawn a "cannot be shown" one; it
 * never throws. Time widgets show `now`, which the caller ticks.
 *
 * @example <LayerView layer={clock} now={now} />
 */
export function LayerView(props: LayerViewProps) {
  const { layer, scale, className } = props;
  const isScaled = scale !== undefined && scale !== 1 && Number.isFinite(scale) && scale > 0;
  // One scaled object per layer and scale: the error boundary gives a new layer, not a new render, a new chance.
  const scaled = useMemo(() => (isScaled ? scaleLayer(layer, scale, scale) : layer), [layer, scale, isScaled]);
  const typed = asTypedLayer(scaled);
  return (
    <LayerErrorBoundary layer={scaled} className={className}>
      {typed ? renderTyped(typed, props) : <UnknownLayer layer={scaled} className={className} />}
    </LayerErrorBoundary>
  );
}
