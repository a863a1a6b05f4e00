import type { Point } from '@screenplay/core';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { defaultLayerRegistry } from '../../layers/registry/createLayerRegistry';
import type { LayerRegistry, LayerTypeDefinition } from '../../layers/registry/layerRegistry.types';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import type { ChooseSourceHandler, SourceLibraryKind } from '../layerEditor.types';

/** One item of the layer library panel: a layer type of the registry, or a library kind that needs a source. */
export interface LayerLibraryItem {
  /** The type's `itemType`, or the source kind; also the `id` of its `layerLibraryItem` drag payload. */
  id: string;
  /** The library layer kind it is offered under (spec §1; a host type's own group): the item's `data-kind`. */
  kind: string;
  /** A message key or the name itself. */
  label: string;
  /** Its place in the list: lower first. */
  order: number;
  /** The layer type it adds; absent for an item that needs a source chosen first. */
  definition?: LayerTypeDefinition;
}

/** The id of a layer library item (also the `id` of its `layerLibraryItem` drag payload). */
export type LayerLibraryItemId = string;

// spec §1 library kinds that need a source chosen first; their places among the types' entries (10, 20, ... 160).
const SOURCE_ITEMS: readonly LayerLibraryItem[] = [
  { id: 'Rss', kind: 'Rss', label: M.kindRss, order: 50 },
  { id: 'Slider', kind: 'Slider', label: M.kindSlider, order: 80 },
  { id: 'Media', kind: 'Media', label: M.kindMedia, order: 130 },
  { id: 'Template', kind: 'Template', label: M.kindTemplate, order: 140 },
  { id: 'Pixabay', kind: 'Pixabay', label: M.kindPixabay, order: 150 },
  { id: 'Video', kind: 'Video', label: 'layerEditor.typeVideo', order: 160 },
];

/**
 * The items of the layer library panel: every registered type with a library entry, and the spec's library kinds
 * that need a source, by `order` (built-in: Clock, Calendar, Timer, Weather, RSS feed, Instagram, Facebook, Slider,
 * Text, Rectangle, Circle, Ellipse, Media, Element, Stock photo, Video; a host's types after them by default).
 */
export function layerLibraryItems(registry: LayerRegistry = defaultLayerRegistry): LayerLibraryItem[] {
  const typeItems = registry.definitions.flatMap((definition) =>
    definition.library
      ? [
          {
            id: definition.itemType,
            kind: definition.library.group,
            label: definition.label,
            order: definition.library.order,
            definition,
          },
        ]
      : [],
  );
  return [...typeItems, ...SOURCE_ITEMS].sort((a, b) => a.order - b.order);
}

/** The built-in library items, in the spec's order of library kinds (§1). */
export const LAYER_LIBRARY_ITEMS: readonly LayerLibraryItem[] = layerLibraryItems();

const SOURCE_KINDS: readonly string[] = [
  'Rss',
  'Slider',
  'Media',
  'Template',
  'Pixabay',
  'Video',
] satisfies SourceLibraryKind[];

/** Whether a library kind needs a source chosen before it becomes layers. */
export function needsSource(kind: string): kind is SourceLibraryKind {
  return SOURCE_KINDS.includes(kind);
}

/** The library item with this id in the registry, or undefined (a drop from another version, junk). */
export function libraryItem(id: unknown, registry: LayerRegistry = defaultLayerRegistry): LayerLibraryItem | undefined {
  return layerLibraryItems(registry).find((item) => item.id === id);
}

/** What adding an item needs besides the editor. */
export interface AddLibraryItemOptions {
  /** Asks for the source of an item that needs one; without it such items add nothing. */
  onChooseSource?: ChooseSourceHandler | undefined;
  /** Formats a message key (`useLayerText`): a type's `newContent` reads its texts through it ("Your text"). */
  text: (key: string) => string;
}

/**
 * Adds a library item's layer at a point (its top-left, canvas pixels) or, without one, centred: a type's defaults
 * and `newContent`, through the store's `addLayerOfType` (one history entry); an item that needs a source goes to
 * `onChooseSource` instead.
 */
export function addLibraryItem(
  editor: LayerEditorStore,
  item: LayerLibraryItem,
  point: Point | null,
  options: AddLibraryItemOptions,
): void {
  const { definition } = item;
  if (definition) {
    const content = definition.newContent?.(options.text);
    editor.addLayerOfType(definition, { ...(point ? { point } : {}), ...(content ? { content } : {}) });
    return;
  }
  if (needsSource(item.kind)) options.onChooseSource?.(item.kind, point);
}
