import { sectionLimits } from '@screenplay/core';
import type { Layer } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { NumberField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';

/**
 * A layer's x, y, width and height (canvas pixels), kept inside the canvas as a section is inside its scene (spec
 * §5: number inputs clamp; the ratio is kept when locked).
 */
export function GeometryFields({
  editor,
  layer,
  canvas,
}: {
  editor: LayerEditorStore;
  layer: Layer;
  canvas: { width: number; height: number };
}) {
  const t = useText();
  const keepRatio = useValue(editor.$keepRatio);
  const { left, top, width, height } = layer.content;
  const limits = sectionLimits({ left, top, width, height }, canvas, keepRatio);
  return (
    <fieldset data-part="geometry">
      <legend>{t(M.geometry)}</legend>
      <NumberField
        label={t(M.x)}
        name="left"
        value={left}
        min={limits.left.min}
        max={limits.left.max}
        onCommit={(value) => editor.setGeometry(layer.id, { left: value })}
      />
      <NumberField
        label={t(M.y)}
        name="top"
        value={top}
        min={limits.top.min}
        max={limits.top.max}
        onCommit={(value) => editor.setGeometry(layer.id, { top: value })}
      />
      <NumberField
        label={t(M.width)}
        name="width"
        value={width}
        min={limits.width.min}
        max={limits.width.max}
        onCommit={(value) => editor.setGeometry(layer.id, { width: value })}
      />
      <NumberField
        label={t(M.height)}
        name="height"
        value={height}
        min={limits.height.min}
        max={limits.height.max}
        onCommit={(value) => editor.setGeometry(layer.id, { height: value })}
      />
    </fieldset>
  );
}
