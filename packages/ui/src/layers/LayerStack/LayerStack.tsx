import type { Layer } from '@screenplay/core';
import type { CSSProperties, ComponentType } from 'react';
import { LayerView, type LayerViewProps } from '../LayerView/LayerView';
import type { LayerData, TimeProps } from '../layers.types';

/** Props of {@link LayerStack}. */
export interface LayerStackProps extends TimeProps {
  /** A playlist item's layers, bottom first. */
  layers: readonly Layer[];
  /** The section's size in scene pixels; without it the stack fills its parent. */
  width?: number;
  height?: number;
  /** Draws everything this many times its size (see `LayerView`'s `scale`). */
  scale?: number;
  /** A weather or feed layer's data (see `LayerData`); undefined shows it as unavailable. */
  dataOf?: (layer: Layer) => LayerData | undefined;
  /** The colour of a text layer without its own, by the layer's index in `layers` (e.g. one that reads on what lies below). */
  textColorOf?: (layer: Layer, index: number) => string | undefined;
  /** A Video layer's playing entry (defaults to its content's `activeIndex`). */
  activeIndexOf?: (layer: Layer) => number | undefined;
  /** Called when a Video layer's playing video ends (without it, videos loop). */
  onVideoEnded?: (layer: Layer) => void;
  /** Whether videos play by themselves (default true). */
  isPlaying?: boolean;
  /** Whether slideshows change slides by themselves (default: as `isPlaying`; the editor's canvas plays them). */
  isSlideshowPlaying?: boolean;
  className?: string;
  /** Draws each layer (default `LayerView`; `DataLayerStack` passes the view that fetches weather and feeds). */
  view?: ComponentType<LayerViewProps>;
}

/**
 * A playlist item's layers in a section box: each visible layer drawn by `LayerView` at its box, bottom
 * first, so later layers cover earlier ones; invisible layers are left out. The box is the only inline
 * style of the stack itself.
 *
 * @example <LayerStack layers={item.layers} width={section.width} height={section.height} now={now} />
 */
export function LayerStack({
  layers,
  width,
  height,
  scale = 1,
  dataOf,
  textColorOf,
  activeIndexOf,
  onVideoEnded,
  isPlaying,
  isSlideshowPlaying,
  now,
  className,
  view: View = LayerView,
}: LayerStackProps) {
  const size = (value: number | undefined) => (value === undefined ? '100%' : value * scale);
  const style: CSSProperties = { position: 'relative', width: size(width), height: size(height) };
  return (
    <div data-scope="layer-stack" data-part="root" className={className} style={style}>
      {layers.map((layer, index) =>
        layer.invisible ? null : (
          <View
            key={layer.id}
            layer={layer}
            now={now}
            scale={scale}
            data={dataOf?.(layer)}
            textColor={textColorOf?.(layer, index)}
            activeIndex={activeIndexOf?.(layer)}
            onVideoEnded={onVideoEnded ? () => onVideoEnded(layer) : undefined}
            isPlaying={isPlaying}
            isSlideshowPlaying={isSlideshowPlaying}
          />
        ),
      )}
    </div>
  );
}
