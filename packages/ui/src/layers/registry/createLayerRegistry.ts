import type { Layer, LayerContent } from '@screenplay/core';
import type { LayerRegistry, LayerTypeDefinition } from './layerRegistry.types';
import { BUILT_IN_LAYER_TYPES } from './builtInLayerTypes';

/**
 * A layer type for the kit: core's definition with its view and, optionally, data, properties panel, icon and
 * texts. Returns the definition as given (typed), ready for `createLayerRegistry`.
 *
 * @example
 * const qrCode = defineLayerType<QrContent>({
 *   itemType: 'QrCode', label: 'qrCode.name', messages: { 'qrCode.name': 'QR code' },
 *   defaults: (box) => ({ ...box, url: '' }), library: { group: 'QrCode', order: 1000, size: [0.25, 0.25], isSquare: true },
 *   View: ({ layer }) => <QrSvg layer={layer} />,
 * });
 */
export function defineLayerType<C extends LayerContent, T extends string = string>(
  definition: LayerTypeDefinition<C, T>,
): LayerTypeDefinition<C, T> {
  return definition;
}

/** Options of {@link createLayerRegistry}. */
export interface LayerRegistryOptions {
  /** Whether the 14 built-in types (the spec's 13 and our Slider) are included (default true). */
  builtIns?: boolean;
}

/**
 * A registry of layer types: the built-in ones (unless `builtIns: false`) then `extraDefinitions`. A host
 * definition with a built-in's `itemType` replaces it in place (to draw or edit a built-in type its own way).
 *
 * @example const registry = createLayerRegistry([qrCode]); // <LayerRegistryProvider registry={registry}>
 */
export function createLayerRegistry(
  extraDefinitions: readonly LayerTypeDefinition[] = [],
  { builtIns = true }: LayerRegistryOptions = {},
): LayerRegistry {
  const byType = new Map<string, LayerTypeDefinition>();
  for (const definition of [...(builtIns ? BUILT_IN_LAYER_TYPES : []), ...extraDefinitions])
    byType.set(definition.itemType, definition);
  const definitions = [...byType.values()];
  const messages: Record<string, string> = {};
  for (const definition of definitions) Object.assign(messages, definition.messages);
  return { definitions, get: (itemType) => byType.get(itemType), messages };
}

/** The built-in 14 types: what `useLayerRegistry` answers outside a `LayerRegistryProvider`. */
export const defaultLayerRegistry: LayerRegistry = createLayerRegistry();

/** The layer with its type's defaults under the content fields it lacks (fields present are kept as they are). */
export function layerWithDefaults(definition: LayerTypeDefinition, layer: Layer): Layer {
  const { left, top, width, height } = layer.content;
  return { ...layer, content: { ...definition.defaults({ left, top, width, height }), ...layer.content } };
}
