import type { Layer } from '@screenplay/core';
import { scaleLayer } from '@screenplay/core/widgets';
import { useMemo } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerData, TextColorProps, TimeProps } from '../layers.types';
import { layerWithDefaults } from '../registry/createLayerRegistry';
import { useLayerRegistry } from '../registry/LayerRegistryProvider';
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
  /** Whether slideshows change slides by themselves (default: as `isPlaying`). */
  isSlideshowPlaying?: boolean;
  className?: string;
}

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

/**
 * Any layer, drawn by its type's `View` from the layer registry (`useLayerRegistry`: the built-in types, or a
 * `LayerRegistryProvider`'s) in plain SVG/DOM at its box (absolutely positioned inside its section): the one way
 * editors, the scene preview and players draw layers. An `itemType` the registry does not know
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
  const definition = useLayerRegistry().get(layer.itemType);
  const filled = useMemo(() => (definition ? layerWithDefaults(definition, scaled) : null), [definition, scaled]);
  const View = definition?.View;
  return (
    <LayerErrorBoundary layer={scaled} className={className}>
      {View && filled ? (
        <View
          layer={filled}
          now={props.now}
          textColor={props.textColor}
          data={props.data}
          activeIndex={props.activeIndex}
          onVideoEnded={props.onVideoEnded}
          isPlaying={props.isPlaying}
          isSlideshowPlaying={props.isSlideshowPlaying}
          className={className}
        />
      ) : (
        <UnknownLayer layer={scaled} className={className} />
      )}
    </LayerErrorBoundary>
  );
}
