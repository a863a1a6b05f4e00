import type { Section } from '@screenplay/core';
import { useIntl } from 'react-intl';

/** Props of {@link LayoutPreview}. */
export interface LayoutPreviewProps {
  /** The layout's size in scene pixels. */
  width: number;
  height: number;
  /** The layout's sections; hidden and deleted ones are left out, the rest drawn bottom first by `order`. */
  sections: readonly Pick<Section, 'id' | 'left' | 'top' | 'width' | 'height' | 'order' | 'hidden' | 'markAsDeleted'>[];
  /** Accessible name of the picture (e.g. the layout's name). */
  label: string;
  /**
   * The picture repeats what its surroundings already say (a link named by the layout's name): it is hidden from
   * assistive technology and only the caption's text remains. Default false.
   */
  isDecorative?: boolean;
  className?: string;
}

/** The caption's message: `{width} × {height}`. */
export const LAYOUT_PREVIEW_SIZE_MESSAGE_ID = 'scenes.size';

/**
 * A thumbnail of a layout: its sections drawn in an SVG whose view box is the layout's size, so it
 * scales to whatever box the theme gives it, with the caption "width × height" under it.
 */
export function LayoutPreview({ width, height, sections, label, isDecorative = false, className }: LayoutPreviewProps) {
  const intl = useIntl();
  const shown = sections
    .filter((section) => !section.hidden && !section.markAsDeleted)
    .sort((a, b) => a.order - b.order);
  // Sizes read as plain digits (1920 × 1080): a resolution is never written with thousands separators.
  const size = intl.formatMessage(
    { id: LAYOUT_PREVIEW_SIZE_MESSAGE_ID },
    { width: String(width), height: String(height) },
  );
  return (
    <figure data-scope="layout-preview" data-part="root" className={className}>
      <svg
        data-part="canvas"
        role="img"
        aria-label={isDecorative ? undefined : label}
        aria-hidden={isDecorative || undefined}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <rect data-part="stage" x={0} y={0} width={width} height={height} />
        {shown.map((section) => (
          <rect
            key={section.id}
            data-part="section"
            x={section.left}
            y={section.top}
            width={section.width}
            height={section.height}
          />
        ))}
      </svg>
      <figcaption data-part="caption">{size}</figcaption>
    </figure>
  );
}
