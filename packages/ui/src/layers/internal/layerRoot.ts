import type { Layer } from '@screenplay/core';
import type { CSSProperties } from 'react';

/** A layer root's data attributes: `data-scope="layer"`, its part (the type, kebab-case) and its id. */
export interface LayerRootAttributes {
  'data-scope': 'layer';
  'data-part': string;
  'data-layer-id': number;
  className: string | undefined;
}

/** `HtmlVideo` -> `html-video`: a type as a `data-part` value. */
export function layerPart(itemType: string): string {
  return itemType.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The data attributes and class of a layer's root element. */
export function layerRoot(layer: Layer, className?: string): LayerRootAttributes {
  return { 'data-scope': 'layer', 'data-part': layerPart(layer.itemType), 'data-layer-id': layer.id, className };
}

const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * A layer's box inside its section, in pixels: the root's geometry, absolutely positioned. Our reading of
 * "thin and unstyled" for layers: a layer's look is its content (box, fonts, colours, opacities, radii,
 * flips) and is written inline, so a screen shows the same thing under any theme; the theme dresses
 * only the empty states, captions and placeholders.
 */
export function layerBox(layer: Layer): CSSProperties {
  const { left, top, width, height } = layer.content;
  return {
    position: 'absolute',
    left: finite(left),
    top: finite(top),
    width: Math.max(0, finite(width)),
    height: Math.max(0, finite(height)),
  };
}
