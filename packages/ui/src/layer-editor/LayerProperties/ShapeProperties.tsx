import type { LayerOf, ShapeContent } from '@screenplay/core/widgets';
import { ColorField } from '../internal/ColorField';
import { NumberField, PercentField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import type { PanelProps } from './layerProperties.types';

/**
 * A Rectangle, Circle or Ellipse layer's fields (spec §3 "shapes"): fill, fill opacity, stroke, stroke opacity,
 * stroke width, opacity, and the corner radius of rectangles only.
 */
export function ShapeProperties(props: {
  editor: PanelProps<'Rectangle'>['editor'];
  layer: LayerOf<'Rectangle'> | LayerOf<'Circle'> | LayerOf<'Ellipse'>;
}) {
  const t = useText();
  const { editor, layer } = props;
  const update = (patch: Partial<ShapeContent>) => editor.updateContent(layer.id, patch);
  const c = layer.content;
  return (
    <>
      <ColorField label={t(M.fill)} value={c.fill} onChange={(fill) => update({ fill })} />
      <PercentField
        label={t(M.fillOpacity)}
        name="fillOpacity"
        value={c.fillOpacity}
        onCommit={(fillOpacity) => update({ fillOpacity })}
      />
      <ColorField label={t(M.stroke)} value={c.stroke} onChange={(stroke) => update({ stroke })} />
      <PercentField
        label={t(M.strokeOpacity)}
        name="strokeOpacity"
        value={c.strokeOpacity}
        onCommit={(strokeOpacity) => update({ strokeOpacity })}
      />
      <NumberField
        label={t(M.strokeWidth)}
        name="strokeWidth"
        value={c.strokeWidth}
        min={0}
        onCommit={(strokeWidth) => update({ strokeWidth })}
      />
      <PercentField label={t(M.opacity)} name="opacity" value={c.opacity} onCommit={(opacity) => update({ opacity })} />
      {layer.itemType === 'Rectangle' ? (
        <NumberField
          label={t(M.cornerRadius)}
          name="cornerRadius"
          value={layer.content.cornerRadius}
          min={0}
          onCommit={(cornerRadius) => editor.updateContent<'Rectangle'>(layer.id, { cornerRadius })}
        />
      ) : null}
    </>
  );
}
