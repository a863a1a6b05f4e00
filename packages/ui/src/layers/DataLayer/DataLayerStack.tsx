import type { Layer } from '@screenplay/core';
import { useFonts } from '@screenplay/hooks/layers';
import { LayerStack } from '../LayerStack/LayerStack';
import { DataLayerView } from './DataLayerView';

/** Props of {@link DataLayerStack}. */
export interface DataLayerStackProps {
  /** A playlist item's (or template's) layers, bottom first. */
  layers: readonly Layer[];
  /** The canvas size in scene pixels; without it the stack fills its parent. */
  width?: number;
  height?: number;
  /** Draws everything this many times its size. */
  scale?: number;
  /** The moment time widgets show; each ticks by itself when absent. */
  now?: Date;
  /** The colour of a text layer without its own, by its index in `layers`. */
  textColorOf?: (layer: Layer, index: number) => string | undefined;
  /** Whether videos play by themselves (default true). */
  isPlaying?: boolean;
  /** Whether slideshows change slides by themselves (default: as `isPlaying`). */
  isSlideshowPlaying?: boolean;
  className?: string;
}

/**
 * `LayerStack` with data: the visible layers bottom first, each drawn by {@link DataLayerView} (forecasts and
 * feeds fetched through the layer data hooks), in the same `data-scope="layer-stack"` box so the theme applies;
 * the font families the layers use are loaded (and the stack drawn again when one arrives).
 * @example <DataLayerStack layers={item.layers} width={section.width} height={section.height} scale={0.1} />
 */
export function DataLayerStack(props: DataLayerStackProps) {
  useFonts(props.layers);
  return <LayerStack {...props} view={DataLayerView} />;
}
