import type { Guide } from '@screenplay/core';
import type { Signal } from '@preact/signals-core';
import { useValue } from '@screenplay/hooks';

/** The snap guide lines of the running gesture, drawn over the scene in scene pixels. */
export function SnapGuides({
  guides,
  width,
  height,
}: {
  guides: Signal<readonly Guide[]>;
  width: number;
  height: number;
}) {
  const lines = useValue(guides);
  if (lines.length === 0) return null;
  // A guide is one line per axis and position (the snap index merges the boxes' lines that coincide).
  return (
    <svg data-part="guides" aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {lines.map((guide) =>
        guide.axis === 'x' ? (
          <line
            key={`${guide.axis}:${guide.position}`}
            data-part="guide"
            data-axis="x"
            x1={guide.position}
            x2={guide.position}
            y1={guide.from}
            y2={guide.to}
          />
        ) : (
          <line
            key={`${guide.axis}:${guide.position}`}
            data-part="guide"
            data-axis="y"
            y1={guide.position}
            y2={guide.position}
            x1={guide.from}
            x2={guide.to}
          />
        ),
      )}
    </svg>
  );
}
