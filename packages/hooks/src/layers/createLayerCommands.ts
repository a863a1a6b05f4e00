import { batch } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { Id, Layer, LayerContent, PlaylistItem, Point, Size } from '@screenplay/core';
import type { LibraryLayerKind } from '@screenplay/core/library';
import {
  addVideos,
  clearOfStack,
  copyLayer,
  cutLayer,
  deleteLayer,
  isSliderLayer,
  isVideoLayer,
  layerFromDefinition,
  layersFromLibraryKind,
  pasteLayer,
  removeVideo,
  reorderVideos,
  replaceVideo,
  withSliderLayer,
  withVideoLayer,
} from '@screenplay/core/widgets';
import type {
  DefinitionLayerOptions,
  LayerClipboard,
  LayerDefinition,
  LibraryLayerOptions,
  VideoEntry,
  VideoLayer,
} from '@screenplay/core/widgets';
import type { LayerEdits } from './createLayerEdits';
import type { LayerDocument } from './layerRepository.types';

/**
 * Message key of a refused copy (spec §4: "copy is refused for one layer kind"; the kind is core's
 * `NON_COPYABLE_LAYER_TYPE`, Video). The key is ours: the spec shows none.
 */
export const LAYER_COPY_REFUSED_KEY = 'layers.copyRefused';

/** What the layer commands need from the store. */
export interface LayerCommandsDeps<D extends LayerDocument> {
  $document: Signal<D | null>;
  $layers: ReadonlySignal<readonly Layer[]>;
  $selectedId: ReadonlySignal<Id | null>;
  $clipboard: Signal<LayerClipboard | null>;
  edits: LayerEdits;
  canvas(): Size;
  /** A layer leaves the list: text edit or crop mode on it ends. */
  onRemoved(id: Id): void;
}

/** The list with the layer at `from` moved to `to`. */
function moved(layers: readonly Layer[], from: number, to: number): Layer[] {
  const next = [...layers];
  const [layer] = next.splice(from, 1);
  if (layer) next.splice(to, 0, layer);
  return next;
}

/**
 * The commands that change the layer list through core's rules: layers from the library, delete (the nearest
 * visible layer is selected), z-order, copy/cut/paste and video playlists (the item's duration follows them, or its slideshow's).
 */
export function createLayerCommands<D extends LayerDocument>(deps: LayerCommandsDeps<D>) {
  const { $document, $layers, $selectedId, $clipboard, edits } = deps;
  const indexOf = (id: Id | null): number => $layers.peek().findIndex((layer) => layer.id === id);

  /**
   * The item's duration follows its video playlist (core `withVideoLayer`), else its slideshow (`withSliderLayer`,
   * each slide shown once); templates have none.
   */
  function syncDuration(): void {
    const document = $document.peek();
    const video = document?.layers.find(isVideoLayer);
    const slider = video ? undefined : document?.layers.find(isSliderLayer);
    if (!document || document.duration === undefined || !(video || slider)) return;
    // withVideoLayer reads a playlist item: the document holds every field its rule uses.
    const item: PlaylistItem = {
      id: document.id ?? 0,
      parentId: null,
      layers: document.layers,
      hidden: false,
      markAsDeleted: false,
      duration: document.duration,
      styles: {},
    };
    const { duration } = video ? withVideoLayer(item, video) : slider ? withSliderLayer(item, slider) : item;
    if (duration !== document.duration) $document.value = { ...document, duration };
  }

  function videoEdit(id: Id, change: (layer: VideoLayer) => VideoLayer): void {
    batch(() => {
      edits.update(id, (layer) => (isVideoLayer(layer) ? change(layer) : layer), 'discrete');
      syncDuration();
    });
  }

  function restack(id: Id, target: (index: number, count: number) => number): void {
    const layers = $layers.peek();
    const index = indexOf(id);
    if (index < 0) return;
    const to = target(index, layers.length);
    if (to !== index && to >= 0 && to < layers.length) edits.commit(moved(layers, index, to), 'discrete');
  }

  /**
   * A single layer added without a point steps off any layer already at its place (core's clearOfStack); layers
   * added together (a template's) keep their arrangement, and one dropped at a point stays there.
   */
  function placed<L extends Layer>(layer: L, point: unknown): L {
    if (point !== undefined) return layer;
    const taken = $layers.peek().map((other) => other.content);
    return { ...layer, content: { ...layer.content, ...clearOfStack(layer.content, taken, deps.canvas()) } };
  }

  return {
    syncDuration,

    addFromLibrary<K extends LibraryLayerKind>(kind: K, options: LibraryLayerOptions<K>): Layer[] {
      if (!$document.peek()) return [];
      const made = layersFromLibraryKind(kind, deps.canvas(), { ...options, existingIds: edits.knownIds() });
      const [only] = made;
      const added = made.length === 1 && only ? [placed(only, options.point)] : made;
      const last = added[added.length - 1];
      if (!last) return [];
      batch(() => {
        edits.commit([...$layers.peek(), ...added], 'discrete', last.id);
        syncDuration();
      });
      return added;
    },

    addLayerOfType<C extends LayerContent, T extends string>(
      definition: LayerDefinition<C, T>,
      options: DefinitionLayerOptions<C> = {},
    ): Layer | null {
      if (!$document.peek()) return null;
      const layer = placed(
        layerFromDefinition(definition, deps.canvas(), { ...options, existingIds: edits.knownIds() }),
        options.point,
      );
      edits.commit([...$layers.peek(), layer], 'discrete', layer.id);
      return layer;
    },

    deleteLayer(id: Id): void {
      const index = indexOf(id);
      if (index < 0) return;
      deps.onRemoved(id);
      const { layers, selectedId } = deleteLayer($layers.peek(), index);
      edits.commit(layers, 'discrete', selectedId);
    },

    bringForward: (id: Id) => restack(id, (index) => index + 1),
    sendBackward: (id: Id) => restack(id, (index) => index - 1),
    bringToFront: (id: Id) => restack(id, (_index, count) => count - 1),
    sendToBack: (id: Id) => restack(id, () => 0),
    moveLayer: (id: Id, to: number) => restack(id, () => to),

    copy(id: Id | null = $selectedId.peek()): string | null {
      const layer = $layers.peek()[indexOf(id)];
      if (!layer) return null;
      const clipboard = copyLayer(layer);
      if (!clipboard) return LAYER_COPY_REFUSED_KEY;
      $clipboard.value = clipboard;
      return null;
    },

    cut(id: Id | null = $selectedId.peek()): string | null {
      const index = indexOf(id);
      if (index < 0 || id === null) return null;
      const result = cutLayer($layers.peek(), index);
      if (!result) return LAYER_COPY_REFUSED_KEY;
      deps.onRemoved(id);
      batch(() => {
        $clipboard.value = result.clipboard;
        edits.commit(result.layers, 'discrete', result.selectedId);
      });
      return null;
    },

    paste(point?: Point): Layer | null {
      const clipboard = $clipboard.peek();
      if (!clipboard || !$document.peek()) return null;
      const layer = pasteLayer(clipboard, deps.canvas(), edits.knownIds(), point);
      edits.commit([...$layers.peek(), layer], 'discrete', layer.id);
      return layer;
    },

    replaceVideo: (id: Id, index: number, video: VideoEntry) =>
      videoEdit(id, (layer) => replaceVideo(layer, index, video)),
    addVideos: (id: Id, videos: readonly VideoEntry[]) => videoEdit(id, (layer) => addVideos(layer, videos)),
    removeVideo: (id: Id, index: number) => videoEdit(id, (layer) => removeVideo(layer, index)),
    reorderVideos: (id: Id, from: number, to: number) => videoEdit(id, (layer) => reorderVideos(layer, from, to)),
  };
}

/** The list commands of a layer editor store. */
export type LayerCommands = ReturnType<typeof createLayerCommands>;
