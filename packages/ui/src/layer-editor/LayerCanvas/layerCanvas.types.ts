import type { Layer, Point } from '@screenplay/core';
import type { DragPayload } from '@screenplay/core/library';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { ReactNode } from 'react';
import type { ChooseSourceHandler } from '../layerEditor.types';

/** Props of {@link LayerCanvas}. */
export interface LayerCanvasProps {
  /** The layer editor store (`createLayerEditorStore`) of a playlist item or a template. */
  editor: LayerEditorStore;
  /** Accessible name of the canvas, e.g. 'Playlist item canvas'. */
  label: string;
  /**
   * Draws one layer inside its frame (the layer comes moved to 0, 0): the place for data-aware rendering (ticking
   * clocks, forecasts, feeds). Default: `<LayerView layer={layer} isPlaying={false} />`. Keep it stable
   * (`useCallback`): a new function redraws every layer.
   */
  renderLayer?: (layer: Layer) => ReactNode;
  /** A library item needing a source (media, template, feed…) was dropped on the canvas. */
  onChooseSource?: ChooseSourceHandler;
  /** Another Screenplay drag (media, stock photo, template…) was dropped at a point (canvas pixels). */
  onDropItem?: (payload: DragPayload, point: Point) => void;
  /** The pointer moved over the canvas (its point in canvas pixels, the zoom taken out), or left it (null). */
  onPointerPoint?: (point: Point | null) => void;
  className?: string;
}
