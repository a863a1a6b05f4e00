import type { VerticalAlignment } from '@screenplay/core/widgets';
import { useRef, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../../internal/usePrefersReducedMotion';
import { layerBox, layerRoot } from '../internal/layerRoot';
import type { LayerRendererProps, TextColorProps } from '../layers.types';
import { marqueeDurationSeconds, useMarqueeSize } from './marquee';

/** Props of {@link TextLayer}. */
export interface TextLayerProps extends LayerRendererProps<'Text'>, TextColorProps {}

const JUSTIFY: Record<VerticalAlignment, CSSProperties['justifyContent']> = {
  Top: 'flex-start',
  Middle: 'center',
  Bottom: 'flex-end',
};

/** The CSS custom property the marquee keyframes start from (the box's size: the text enters at the far edge). */
const MARQUEE_START_VAR = '--sp-layer-marquee-start';

/** A font family as CSS: the layer's font first, a generic family behind it for a font not installed. */
const fontStack = (family: string) => (family ? `${JSON.stringify(family)}, sans-serif` : undefined);

/**
 * A Text layer: its text in its font, size, line height (a multiple of the size), alignment, vertical
 * alignment and columns with their gap, in its colour (or `textColor`). With a scroll direction and a
 * speed it scrolls as a marquee: Left on one line from the right edge, Top upwards from the bottom, one
 * pass lasting (text size + box size) / scrollSpeed seconds (keyframes `sp-layer-marquee-left|top` in the
 * theme's layers.css). A user who asked for reduced motion sees the text standing still.
 */
export function TextLayer({ layer, textColor, className }: TextLayerProps) {
  const track = useRef<HTMLDivElement>(null);
  const isReducedMotion = usePrefersReducedMotion();
  const c = layer.content;
  const text = typeof c.text === 'string' ? c.text : '';
  const direction = c.scrollDirection === 'Top' || c.scrollDirection === 'Left' ? c.scrollDirection : null;
  const isScrolling = direction !== null && c.scrollSpeed > 0 && !isReducedMotion;
  const contentSize = useMarqueeSize(track, isScrolling ? direction : null, text);
  const boxSize = direction === 'Top' ? c.height : c.width;
  const duration = isScrolling ? marqueeDurationSeconds(contentSize, boxSize, c.scrollSpeed) : null;

  const style: CSSProperties = {
    ...layerBox(layer),
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    // A text scrolling up starts below the box whatever its alignment.
    justifyContent: isScrolling && direction === 'Top' ? 'flex-start' : (JUSTIFY[c.verticalAlignment] ?? 'flex-start'),
    fontFamily: fontStack(c.fontFamily),
    fontSize: c.fontSize,
    lineHeight: c.lineHeight,
    textAlign: c.textAlign,
    color: c.color || textColor,
    whiteSpace: 'pre-wrap',
  };
  const root = { ...layerRoot(layer, className), 'data-vertical-alignment': c.verticalAlignment, style };

  if (isScrolling && direction) {
    const isLeft = direction === 'Left';
    const marquee = {
      width: isLeft ? 'max-content' : '100%',
      whiteSpace: isLeft ? 'nowrap' : 'pre-wrap',
      animation: duration ? `sp-layer-marquee-${isLeft ? 'left' : 'top'} ${duration}s linear infinite` : undefined,
      [MARQUEE_START_VAR]: `${boxSize}px`,
    } as CSSProperties;
    return (
      <div {...root} data-direction={direction.toLowerCase()} data-state="scrolling">
        <div ref={track} data-part="marquee" style={marquee}>
          {text}
        </div>
      </div>
    );
  }
  const columns: CSSProperties = c.columnCount > 1 ? { columnCount: c.columnCount, columnGap: c.columnGap } : {};
  return (
    <div {...root} data-state="static">
      <div data-part="body" style={columns}>
        {text}
      </div>
    </div>
  );
}
