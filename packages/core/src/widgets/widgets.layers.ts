import type { Id, Layer } from '../scene';
import { CLOCK_TICK_MS, tickInterval } from './widgets.clock';
import { BUILT_IN_LAYER_DEFINITION_BY_TYPE, type LayerDefinition } from './widgets.definitions';
import type { LayerBox, LayerContentByType, LayerOf, LayerType, TypedLayer, VideoLayer } from './widgets.types';

/** Every layer type, the spec's in its order then ours (each has its definition in `BUILT_IN_LAYER_DEFINITIONS`). */
export const LAYER_TYPES: readonly LayerType[] = [
  // spec §1: Image, HtmlVideo, Video, Text, Clock, Calendar, Timer, Rectangle, Circle, Ellipse, Weather, Instagram, Facebook
  'Image',
  'HtmlVideo',
  'Video',
  'Text',
  'Clock',
  'Calendar',
  'Timer',
  'Rectangle',
  'Circle',
  'Ellipse',
  'Weather',
  'Instagram',
  'Facebook',
  // ours: the slideshow of the spec's Slider library kind
  'Slider',
];

/** How long the text widget waits after the last keystroke before it reports the change. */
export const TEXT_CHANGE_DEBOUNCE_MS = 150; // spec: text change debounce 150 ms

/** Whether a string names a layer type. */
export function isLayerType(value: string): value is LayerType {
  return (LAYER_TYPES as readonly string[]).includes(value);
}

/** The content a new layer of the type starts with, in the given box. */
export function defaultContent<T extends LayerType>(itemType: T, box: LayerBox): LayerContentByType[T] {
  const { left, top, width, height } = box;
  const definition: LayerDefinition<LayerContentByType[T], T> = BUILT_IN_LAYER_DEFINITION_BY_TYPE[itemType];
  return definition.defaults({ left, top, width, height });
}

/**
 * A new visible layer of the type with its default content in the box.
 *
 * @example defaultLayer('Clock', { left: 0, top: 0, width: 200, height: 80 }, -1).content.format // 'short'
 */
export function defaultLayer<T extends LayerType>(itemType: T, box: LayerBox, id: Id): LayerOf<T> {
  return {
    id,
    itemType,
    content: defaultContent(itemType, box),
    parentLayerId: null,
    sectionTemplateGroup: null,
    sectionTemplateId: null,
    invisible: false,
    media: [],
    fonts: [],
  };
}

/** Narrows a layer to one type by its `itemType` (the content's fields are trusted, not checked). */
export function isLayerOfType<T extends LayerType>(layer: Layer, itemType: T): layer is LayerOf<T> {
  return layer.itemType === itemType;
}

/** Whether the layer is a Video layer (a playlist of videos). */
export function isVideoLayer(layer: Layer): layer is VideoLayer {
  return isLayerOfType(layer, 'Video');
}

/**
 * The layer as a typed layer, its missing content fields filled with the type's defaults (fields present
 * are kept as they are); null for an unknown `itemType`.
 */
export function asTypedLayer(layer: Layer): TypedLayer | null {
  if (!isLayerType(layer.itemType)) return null;
  const content = { ...defaultContent(layer.itemType, layer.content), ...layer.content };
  return { ...layer, content } as TypedLayer; // the spread keeps the type's fields; TS cannot correlate the union
}

/**
 * How often layers' time widgets need a new moment: the fastest tick among visible clocks and calendars
 * (`tickInterval`: 500 ms for a clock with seconds, else 1000 ms) and timers (each second); null when nothing
 * shows the time. The preview and the web player both tick by it.
 */
export function layersTickMs(layers: readonly Layer[]): number | null {
  const ticks = layers.flatMap((layer) => {
    const typed = layer.invisible ? null : asTypedLayer(layer);
    if (typed?.itemType === 'Clock' || typed?.itemType === 'Calendar')
      return [tickInterval(typed.itemType, typed.content.format)];
    return typed?.itemType === 'Timer' ? [CLOCK_TICK_MS] : [];
  });
  return ticks.length === 0 ? null : Math.min(...ticks);
}
