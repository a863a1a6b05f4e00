import type { Layer } from '@screenplay/core';
import {
  defaultLayer,
  type LayerBox,
  type LayerContentByType,
  type LayerOf,
  type LayerType,
} from '@screenplay/core/widgets';

/** The box most tests draw in: 400 × 200 at (10, 20). */
export const BOX: LayerBox = { left: 10, top: 20, width: 400, height: 200 };

let nextId = 1;

/** A visible layer of the type with its default content, the given fields overriding it. */
export function layerOf<T extends LayerType>(
  itemType: T,
  content: Partial<LayerContentByType[T]> = {},
  box: LayerBox = BOX,
): LayerOf<T> {
  const layer = defaultLayer(itemType, box, nextId++);
  return { ...layer, content: { ...layer.content, ...content } };
}

/** A layer as stored data: any `itemType`, any content. */
export function rawLayer(itemType: string, content: Record<string, unknown> = {}, box: LayerBox = BOX): Layer {
  return { ...defaultLayer('Rectangle', box, nextId++), itemType, content: { ...box, ...content } };
}

/** The element rendered as the layer's root (`data-scope="layer"`). */
export function layerRootOf(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('[data-scope="layer"]');
  if (!root) throw new Error('no layer rendered');
  return root;
}
