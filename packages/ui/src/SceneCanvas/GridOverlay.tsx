import { GRID_COLOR, GRID_SIZE } from '@screenplay/core';
import { useId } from 'react';

// The grid's colour is core's; the ui package keeps exporting it for existing imports.
export { GRID_COLOR };

/** The editor grid: one SVG pattern of `GRID_SIZE` scene pixels, never one element per line. */
export function GridOverlay({ width, height }: { width: number; height: number }) {
  const patternId = useId();
  return (
    <svg data-part="grid" aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <defs>
        <pattern id={patternId} width={GRID_SIZE} height={GRID_SIZE} patternUnits="userSpaceOnUse">
          <path
            d={`M ${GRID_SIZE} 0 L 0 0 0 ${GRID_SIZE}`}
            fill="none"
            stroke={GRID_COLOR}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        </pattern>
      </defs>
      <rect width={width} height={height} fill={`url(#${patternId})`} />
    </svg>
  );
}
