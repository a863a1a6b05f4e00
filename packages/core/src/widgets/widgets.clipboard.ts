import type { Point, Size } from '../geometry';
import { nextTempId, type Id, type Layer } from '../scene';
import type { LayerType } from './widgets.types';

/** How far a paste without a point moves the copy, as a fraction of the section's size. */
export const PASTE_OFFSET = 0.15; // spec: paste offset 15%

/**
 * The layer type copy refuses (spec: "copy is refused for one layer kind", which one not shown: ours).
 * A Video layer owns its playlist item's duration (the item plays as long as its videos) and a section
 * holding a video accepts only video: a second copy in the same item would give two playlists one
 * duration, and a copy pasted elsewhere would bring video into a section that accepts only images.
 * An HtmlVideo loops outside the item's duration, so it copies like any other layer.
 */
export const NON_COPYABLE_LAYER_TYPE: LayerType = 'Video';

/** What copy stores: a detached copy of one layer. */
export interface LayerClipboard {
  layer: Layer;
}

/** The layers after a delete, with the layer to select. */
export interface LayersAfterDelete {
  layers: Layer[];
  /** The nearest visible layer's id, null when none is left. */
  selectedId: Id | null;
}

/** What a cut gives: the clipboard, and the layers without the cut one. */
export interface LayersAfterCut extends LayersAfterDelete {
  clipboard: LayerClipboard;
}

/** Whether copy accepts the layer (every type but Video). */
export function canCopyLayer(layer: Pick<Layer, 'itemType'>): boolean {
  return layer.itemType !== NON_COPYABLE_LAYER_TYPE;
}

/** Copy: the clipboard holding a deep copy of the layer, or null when its type cannot be copied. */
export function copyLayer(layer: Layer): LayerClipboard | null {
  return canCopyLayer(layer) ? { layer: structuredClone(layer) } : null;
}

/**
 * Paste: a new layer from the clipboard with a negative temporary id below every existing id. With a
 * point, its top-left corner goes to the point (section coordinates); without one it moves right and
 * down by 15% of the section's width and height (rounded to whole pixels) from the copied position.
 * The copy is visible and no longer linked to a saved layer (`parentLayerId` null), like a duplicated section.
 *
 * @example pasteLayer(clipboard, { width: 1920, height: 1080 }, [1, 2]) // id -1, moved by 288 x 162
 */
export function pasteLayer(clipboard: LayerClipboard, section: Size, existingIds: Iterable<Id>, point?: Point): Layer {
  const source = structuredClone(clipboard.layer);
  const { content } = source;
  const left = point ? Math.round(point.x) : content.left + Math.round(section.width * PASTE_OFFSET);
  const top = point ? Math.round(point.y) : content.top + Math.round(section.height * PASTE_OFFSET);
  return {
    ...source,
    id: nextTempId(existingIds),
    parentLayerId: null,
    invisible: false,
    content: { ...content, left, top },
  };
}

/**
 * The layer to select after deleting the one at `deletedIndex` (indexes of `layers` before the delete):
 * the nearest visible layer; at equal distance the next one, which takes the deleted one's place.
 */
export function selectionAfterDelete(layers: readonly Layer[], deletedIndex: number): Id | null {
  for (let distance = 1; distance < layers.length; distance++) {
    for (const index of [deletedIndex + distance, deletedIndex - distance]) {
      const layer = layers[index];
      if (layer && !layer.invisible) return layer.id;
    }
  }
  return null;
}

/** Delete: the layers without the one at `index`, and the nearest visible layer to select. */
export function deleteLayer(layers: readonly Layer[], index: number): LayersAfterDelete {
  if (!layers[index]) return { layers: [...layers], selectedId: null };
  return { layers: layers.filter((_, i) => i !== index), selectedId: selectionAfterDelete(layers, index) };
}

/** Cut: copy then delete; null (nothing changes) when the layer cannot be copied or does not exist. */
export function cutLayer(layers: readonly Layer[], index: number): LayersAfterCut | null {
  const layer = layers[index];
  const clipboard = layer ? copyLayer(layer) : null;
  return clipboard ? { clipboard, ...deleteLayer(layers, index) } : null;
}
