import type { Layer } from '@screenplay/core';
import type { ShapeContent } from '@screenplay/core/widgets';
import type { ReactNode } from 'react';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps } from '../layers.types';

/** Props of {@link RectangleLayer}. */
export type RectangleLayerProps = LayerRendererProps<'Rectangle'>;
/** Props of {@link CircleLayer}. */
export type CircleLayerProps = LayerRendererProps<'Circle'>;
/** Props of {@link EllipseLayer}. */
export type EllipseLayerProps = LayerRendererProps<'Ellipse'>;

const positive = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

/**
 * The paint of a shape as SVG presentation attributes: the spec's fill, fillOpacity, stroke,
 * strokeOpacity, strokeWidth and opacity map one to one onto SVG's own (SVG multiplies a colour's alpha
 * by its opacity, as core's `applyOpacity` describes, and reads any CSS colour the content may hold).
 */
function paint(c: ShapeContent) {
  return {
    fill: c.fill,
    fillOpacity: c.fillOpacity,
    stroke: c.stroke,
    strokeOpacity: c.strokeOpacity,
    strokeWidth: positive(c.strokeWidth),
    opacity: c.opacity,
  };
}

interface ShapeSvgProps {
  layer: Layer;
  label: string;
  className: string | undefined;
  children: ReactNode;
}

/** The layer's box as an SVG picture of its own size (the stroke is drawn inside the box, never clipped). */
function ShapeSvg({ layer, label, className, children }: ShapeSvgProps) {
  const { width, height } = layer.content;
  return (
    <svg
      {...layerRoot(layer, className)}
      role="img"
      aria-label={label}
      width={positive(width)}
      height={positive(height)}
      style={{ ...layerBox(layer), overflow: 'visible' }}
    >
      {children}
    </svg>
  );
}

/** A Rectangle layer: its box filled and stroked, with rounded corners (`cornerRadius`, rectangles only). */
export function RectangleLayer({ layer, className }: RectangleLayerProps) {
  const t = useText();
  const c = layer.content;
  const inset = positive(c.strokeWidth) / 2;
  return (
    <ShapeSvg layer={layer} label={t(M.rectangle)} className={className}>
      <rect
        x={inset}
        y={inset}
        width={positive(c.width - 2 * inset)}
        height={positive(c.height - 2 * inset)}
        rx={positive(c.cornerRadius)}
        {...paint(c)}
      />
    </ShapeSvg>
  );
}

/** A Circle layer: the largest circle centred in its box. */
export function CircleLayer({ layer, className }: CircleLayerProps) {
  const t = useText();
  const c = layer.content;
  const r = positive(Math.min(c.width, c.height) / 2 - positive(c.strokeWidth) / 2);
  return (
    <ShapeSvg layer={layer} label={t(M.circle)} className={className}>
      <circle cx={c.width / 2} cy={c.height / 2} r={r} {...paint(c)} />
    </ShapeSvg>
  );
}

/** An Ellipse layer: the ellipse filling its box. */
export function EllipseLayer({ layer, className }: EllipseLayerProps) {
  const t = useText();
  const c = layer.content;
  const inset = positive(c.strokeWidth) / 2;
  return (
    <ShapeSvg layer={layer} label={t(M.ellipse)} className={className}>
      <ellipse
        cx={c.width / 2}
        cy={c.height / 2}
        rx={positive(c.width / 2 - inset)}
        ry={positive(c.height / 2 - inset)}
        {...paint(c)}
      />
    </ShapeSvg>
  );
}
