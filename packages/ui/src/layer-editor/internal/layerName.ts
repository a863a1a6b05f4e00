import type { Layer } from '@screenplay/core';
import { layerWithDefaults, defaultLayerRegistry } from '../../layers/registry/createLayerRegistry';
import type { LayerRegistry } from '../../layers/registry/layerRegistry.types';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';

/** Longest summary in a layer's name; longer ones end with an ellipsis. */
const SUMMARY_MAX_CHARS = 40;

/** Its definition's summary, or empty: stored content of the wrong shape names no summary rather than throwing. */
function rawSummary(layer: Layer, registry: LayerRegistry): string {
  const definition = registry.get(layer.itemType);
  if (!definition?.summary) return '';
  try {
    const summary: unknown = definition.summary(layerWithDefaults(definition, layer).content);
    return typeof summary === 'string' ? summary : '';
  } catch {
    return '';
  }
}

/**
 * What tells a layer from others of its type, in a few words (its definition's `summary`): a text's first line, an
 * image's or a video's file name, a weather layer's caption, a feed's account; empty for clocks and shapes.
 */
export function layerSummary(layer: Layer, registry: LayerRegistry = defaultLayerRegistry): string {
  const summary = rawSummary(layer, registry).trim();
  return summary.length > SUMMARY_MAX_CHARS ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1)}…` : summary;
}

/**
 * A function naming layers for people: 'Text layer: Hello', 'Clock layer' (the accessible name of a layer on the
 * canvas and in the layer list); a type's name is its definition's `label`, an unknown type's its `itemType`.
 */
export function useLayerName(): (layer: Layer) => string {
  const t = useText();
  const text = useLayerText();
  const registry = useLayerRegistry();
  return (layer) => {
    const label = registry.get(layer.itemType)?.label;
    const type = label ? text(label) : layer.itemType;
    const summary = layerSummary(layer, registry);
    return summary ? t(M.layerName, { type, summary }) : t(M.layerNameUntitled, { type });
  };
}
