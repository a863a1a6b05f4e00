import type { MessageKey } from '@screenplay/core/messages';
import type { Point } from '@screenplay/core';
import type { LibraryLayerKind } from '@screenplay/core/library';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { LAYER_EDITOR_MESSAGE_IDS as M, LAYER_TYPE_MESSAGE_IDS } from '../layerEditor.messages';
import type { ChooseSourceHandler, SourceLibraryKind } from '../layerEditor.types';

/**
 * The items of the layer library panel: the spec's library layer kinds (§1), with Clock offered as a clock, a
 * calendar and a timer and Shape as a rectangle, a circle and an ellipse (the layer types they make).
 */
export const LAYER_LIBRARY_ITEMS = [
  // spec: Clock, Weather, Rss, Instagram, Facebook, Slider, Text, Shape, Media, Template, Pixabay, Video
  { id: 'Clock', kind: 'Clock', labelId: LAYER_TYPE_MESSAGE_IDS.Clock },
  { id: 'Calendar', kind: 'Clock', labelId: LAYER_TYPE_MESSAGE_IDS.Calendar },
  { id: 'Timer', kind: 'Clock', labelId: LAYER_TYPE_MESSAGE_IDS.Timer },
  { id: 'Weather', kind: 'Weather', labelId: LAYER_TYPE_MESSAGE_IDS.Weather },
  { id: 'Rss', kind: 'Rss', labelId: M.kindRss },
  { id: 'Instagram', kind: 'Instagram', labelId: LAYER_TYPE_MESSAGE_IDS.Instagram },
  { id: 'Facebook', kind: 'Facebook', labelId: LAYER_TYPE_MESSAGE_IDS.Facebook },
  { id: 'Slider', kind: 'Slider', labelId: M.kindSlider },
  { id: 'Text', kind: 'Text', labelId: LAYER_TYPE_MESSAGE_IDS.Text },
  { id: 'Rectangle', kind: 'Shape', labelId: LAYER_TYPE_MESSAGE_IDS.Rectangle },
  { id: 'Circle', kind: 'Shape', labelId: LAYER_TYPE_MESSAGE_IDS.Circle },
  { id: 'Ellipse', kind: 'Shape', labelId: LAYER_TYPE_MESSAGE_IDS.Ellipse },
  { id: 'Media', kind: 'Media', labelId: M.kindMedia },
  { id: 'Template', kind: 'Template', labelId: M.kindTemplate },
  { id: 'Pixabay', kind: 'Pixabay', labelId: M.kindPixabay },
  { id: 'Video', kind: 'Video', labelId: LAYER_TYPE_MESSAGE_IDS.Video },
] as const satisfies readonly { id: string; kind: LibraryLayerKind; labelId: MessageKey }[];

/** One item of the layer library panel. */
export type LayerLibraryItem = (typeof LAYER_LIBRARY_ITEMS)[number];

/** The id of a layer library item (also the `id` of its `layerLibraryItem` drag payload). */
export type LayerLibraryItemId = LayerLibraryItem['id'];

const SOURCE_KINDS: readonly LibraryLayerKind[] = [
  'Rss',
  'Slider',
  'Media',
  'Template',
  'Pixabay',
  'Video',
] satisfies SourceLibraryKind[];

/** Whether a library kind needs a source chosen before it becomes layers. */
export function needsSource(kind: LibraryLayerKind): kind is SourceLibraryKind {
  return SOURCE_KINDS.includes(kind);
}

/** The library item with this id, or undefined (a drop from another version, junk). */
export function libraryItem(id: unknown): LayerLibraryItem | undefined {
  return LAYER_LIBRARY_ITEMS.find((item) => item.id === id);
}

/** What adding an item needs besides the editor. */
export interface AddLibraryItemOptions {
  /** Asks for the source of an item that needs one; without it such items add nothing. */
  onChooseSource?: ChooseSourceHandler | undefined;
  /** The text a new Text layer starts with. */
  newText: string;
}

/**
 * Adds a library item's layers at a point (their top-left, canvas pixels) or, without one, centred; an item that
 * needs a source goes to `onChooseSource` instead.
 */
export function addLibraryItem(
  editor: LayerEditorStore,
  item: LayerLibraryItem,
  point: Point | null,
  options: AddLibraryItemOptions,
): void {
  const placement = point ? { point } : {};
  switch (item.id) {
    case 'Clock':
    case 'Calendar':
    case 'Timer':
      editor.addFromLibrary('Clock', { itemType: item.id, ...placement });
      return;
    case 'Weather':
    case 'Instagram':
    case 'Facebook':
      editor.addFromLibrary(item.id, placement);
      return;
    case 'Text':
      editor.addFromLibrary('Text', { content: { text: options.newText }, ...placement });
      return;
    case 'Rectangle':
    case 'Circle':
    case 'Ellipse':
      editor.addFromLibrary('Shape', { shape: item.id, ...placement });
      return;
    default:
      if (needsSource(item.kind)) options.onChooseSource?.(item.kind, point);
  }
}
