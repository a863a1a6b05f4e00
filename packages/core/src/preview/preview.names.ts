import type { PlaylistItem } from '../scene';
import { BUILT_IN_LAYER_DEFINITIONS, type LayerDefinition } from '../widgets/widgets.definitions';
import { itemSummary, shortened } from './preview';

/**
 * What a playlist item is called, from its content (issue 24: every item was called 'Item 1'): a text's first line
 * or a media file's name as it is, a widget's type (a message key, or a host type's own name) with what tells it
 * apart ('Weather' and 'London'), or, for an item showing nothing, its position.
 */
export type ItemName =
  | { kind: 'text'; text: string }
  | { kind: 'widget'; label: string; detail: string }
  | { kind: 'position'; position: number };

/** What one layer says about itself through its definition: its summary over its type's defaults ('' without one). */
function summaryOf(definition: LayerDefinition, content: PlaylistItem['layers'][number]['content']): string {
  if (!definition.summary) return '';
  const { left, top, width, height } = content;
  return definition.summary({ ...definition.defaults({ left, top, width, height }), ...content }).trim();
}

/**
 * An item's name from its visible layers, the first that says something winning: a text's first line (core's
 * `itemSummary`), else a media file's name (types the library adds from media: no library entry of their own, such
 * as Image, Video or Slider), else the first widget's type and summary ('Weather: London', or 'Clock'); an item
 * without any, by its 1-based `position`. Long texts end in '…' at `ITEM_SUMMARY_MAX_LENGTH`. `definitions` are the
 * layer types known (the built-in ones by default; a registry's to name a host's types).
 * @example itemName(item, 2) // { kind: 'widget', label: 'layerEditor.typeWeather', detail: 'London' }
 */
export function itemName(
  item: Pick<PlaylistItem, 'layers'>,
  position: number,
  definitions: readonly LayerDefinition[] = BUILT_IN_LAYER_DEFINITIONS,
): ItemName {
  const text = itemSummary(item);
  if (text) return { kind: 'text', text };
  const known = item.layers.flatMap((layer) => {
    const definition = layer.invisible ? undefined : definitions.find((d) => d.itemType === layer.itemType);
    return definition ? [{ definition, summary: summaryOf(definition, layer.content) }] : [];
  });
  const file = known.find(({ definition, summary }) => definition.library === null && summary !== '');
  if (file) return { kind: 'text', text: shortened(file.summary) };
  const widget = known.find(({ definition }) => definition.library !== null);
  if (widget) return { kind: 'widget', label: widget.definition.label, detail: shortened(widget.summary) };
  return { kind: 'position', position };
}
