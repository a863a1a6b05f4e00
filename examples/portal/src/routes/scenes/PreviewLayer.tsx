import type { Layer } from '@screenplay/core';
import type { CSSProperties, ReactNode } from 'react';
import { defaultTextColor } from './previewColors';

/** What a layer renderer gets: the layer, its siblings in the item (bottom to top) and the section's background. */
export interface PreviewLayerProps {
  layer: Layer;
  layers: readonly Layer[];
  index: number;
  sectionBackground: string;
}

type LayerRenderer = (props: PreviewLayerProps) => ReactNode;

const VERTICAL_ALIGNMENT: Record<string, CSSProperties['justifyContent']> = { Top: 'flex-start', Middle: 'center', Bottom: 'flex-end' };

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The layer's box inside its section, in scene pixels (the stage scales everything at once). */
function boxOf(layer: Layer): CSSProperties {
  const { left, top, width, height } = layer.content;
  return { left, top, width, height };
}

function TextLayer({ layer, layers, index, sectionBackground }: PreviewLayerProps) {
  const { content } = layer;
  const style: CSSProperties = {
    ...boxOf(layer),
    justifyContent: VERTICAL_ALIGNMENT[str(content.verticalAlignment) ?? 'Top'] ?? 'flex-start',
    // The layer's font first; a generic family behind it, so a font not installed here still reads as intended.
    fontFamily: str(content.fontFamily) ? `${JSON.stringify(content.fontFamily)}, sans-serif` : undefined,
    fontSize: num(content.fontSize),
    lineHeight: num(content.lineHeight),
    textAlign: (str(content.textAlign) ?? str(content.alignment)) as CSSProperties['textAlign'],
    color: str(content.color) ?? defaultTextColor(layers, index, sectionBackground),
  };
  return (
    <div data-part="layer" data-type="Text" style={style}>
      {typeof content.text === 'string' ? content.text : ''}
    </div>
  );
}

function RectangleLayer({ layer }: PreviewLayerProps) {
  const { content } = layer;
  const style: CSSProperties = {
    ...boxOf(layer),
    background: str(content.fill),
    opacity: num(content.opacity),
    borderRadius: num(content.cornerRadius),
  };
  return <div data-part="layer" data-type="Rectangle" aria-hidden="true" style={style} />;
}

/** Until every layer type has its renderer, others show as a box labelled with their type. */
function UnknownLayer({ layer }: PreviewLayerProps) {
  return (
    <div data-part="layer" data-type="unknown" style={boxOf(layer)}>
      {layer.itemType}
    </div>
  );
}

/**
 * The layer renderers by `itemType`. Text shows `content.text`, rectangles their `content.fill`;
 * every other type falls back to a labelled box until its renderer is added here.
 */
export const PREVIEW_LAYER_RENDERERS: Readonly<Record<string, LayerRenderer>> = {
  Text: TextLayer,
  Rectangle: RectangleLayer,
};

/** Renders one layer of the playing item through its type's renderer (invisible layers render nothing). */
export function PreviewLayer(props: PreviewLayerProps) {
  if (props.layer.invisible) return null;
  const Renderer = PREVIEW_LAYER_RENDERERS[props.layer.itemType] ?? UnknownLayer;
  return <Renderer {...props} />;
}
