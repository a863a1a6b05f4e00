import { contrastingText, defaultTextColor, parseColor, PREVIEW_STAGE_COLOR } from '@screenplay/core';
import { LayerStack } from '@screenplay/ui/layers';
import type { CSSProperties } from 'react';
import type { ThumbnailBox, ThumbnailInput } from './thumbnail.input';

/** Props of {@link ThumbnailStage}. */
export interface ThumbnailStageProps {
  input: ThumbnailInput;
  /** The moment clocks, calendars and timers show. */
  now: Date;
}

/** A label's size relative to its box's shorter side (ours), so names stay readable at thumbnail size. */
const LABEL_SIZE_RATIO = 0.18;

/** The colour a box's name is written in: black or white, whichever reads on its background (or the stage). */
function labelColor(background: string): string {
  const colour = parseColor(background);
  return contrastingText(colour.a >= 0.5 ? colour : PREVIEW_STAGE_COLOR);
}

function Box({ box, now }: { box: ThumbnailBox; now: Date }) {
  const style: CSSProperties = {
    position: 'absolute',
    left: box.left,
    top: box.top,
    width: box.width,
    height: box.height,
    background: box.background,
    overflow: 'hidden',
    boxSizing: 'border-box',
    ...(box.outline > 0 ? { border: `${box.outline}px solid rgba(255,255,255,0.85)` } : {}),
  };
  const { layers } = box;
  return (
    <div data-part="box" style={style}>
      {layers.length > 0 ? (
        <LayerStack
          layers={layers}
          width={box.width}
          height={box.height}
          now={now}
          isPlaying={false}
          textColorOf={(_layer, index) => defaultTextColor(layers, index, box.background)}
        />
      ) : null}
      {box.label ? (
        <span
          data-part="label"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            font: `600 ${Math.max(1, Math.min(box.width, box.height) * LABEL_SIZE_RATIO)}px sans-serif`,
            color: labelColor(box.background),
          }}
        >
          {box.label}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A thumbnail's picture in scene pixels: the stage, then each box with its layers drawn by `@screenplay/ui/layers`
 * (`LayerStack`, the renderers of the editors, the preview and the players) at one still moment: videos do not play
 * (the rasteriser draws a placeholder over them), clocks show `now`. Weather and feed layers show as unavailable:
 * a thumbnail does not wait for outside services. Geometry is inline, so no style sheet is needed.
 */
export function ThumbnailStage({ input, now }: ThumbnailStageProps) {
  return (
    <div
      data-scope="thumbnail"
      data-part="stage"
      style={{
        position: 'relative',
        width: input.width,
        height: input.height,
        background: input.background,
        overflow: 'hidden',
      }}
    >
      {input.boxes.map((box) => (
        <Box key={box.id} box={box} now={now} />
      ))}
    </div>
  );
}
