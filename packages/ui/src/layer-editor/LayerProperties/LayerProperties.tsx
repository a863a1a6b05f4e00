import { computed } from '@preact/signals-core';
import { isLayerType } from '@screenplay/core/widgets';
import { useValue } from '@screenplay/hooks';
import { useMemo } from 'react';
import { layerWithDefaults } from '../../layers/registry/createLayerRegistry';
import type { LayerTypeDefinition } from '../../layers/registry/layerRegistry.types';
import { useLayerRegistry } from '../../layers/registry/LayerRegistryProvider';
import { useLayerName } from '../internal/layerName';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { BUILT_IN_LAYER_PANELS } from './builtInPanels';
import { GeometryFields } from './GeometryFields';
import type { LayerPropertiesProps } from './layerProperties.types';

/** The registered definition's own panel, else the built-in type's (`BUILT_IN_LAYER_PANELS`); none for others. */
function panelOf(definition: LayerTypeDefinition): LayerTypeDefinition['Properties'] {
  if (definition.Properties) return definition.Properties;
  const itemType = definition.itemType;
  // A built-in panel reads its own type's content; the layer has the definition's defaults filled in.
  return isLayerType(itemType) ? (BUILT_IN_LAYER_PANELS[itemType] as LayerTypeDefinition['Properties']) : undefined;
}

/**
 * The selected layer's properties: its position and size, then the fields of its type (spec §3 widget
 * configurations; a registered type's `Properties`, see `LayerRegistryProvider`), each edit going to the store
 * (`updateContent`, `setGeometry`, the video playlist actions).
 * Choosers and searches that need the integrator's data come in as callbacks; without one, its control is left out.
 *
 * @example <LayerProperties editor={editor} fontFamilies={families} accounts={{ Instagram: ['ourshop'] }} chooseImage={openMediaChooser} />
 */
export function LayerProperties(props: LayerPropertiesProps) {
  const { editor, className, ...services } = props;
  const t = useText();
  const nameOf = useLayerName();
  const registry = useLayerRegistry();
  const $canvas = useMemo(
    () => ({
      $width: computed(() => editor.$document.value?.width ?? 0),
      $height: computed(() => editor.$document.value?.height ?? 0),
    }),
    [editor],
  );
  const selected = useValue(editor.$selected);
  const width = useValue($canvas.$width);
  const height = useValue($canvas.$height);
  const definition = selected ? registry.get(selected.itemType) : undefined;
  const layer = useMemo(
    () => (definition && selected ? layerWithDefaults(definition, selected) : null),
    [definition, selected],
  );
  const Panel = definition ? panelOf(definition) : undefined;

  if (!selected) {
    return (
      <section
        data-scope="layer-editor"
        data-part="properties"
        data-state="empty"
        className={className}
        aria-label={t(M.properties)}
      >
        <p data-part="empty">{t(M.noSelection)}</p>
      </section>
    );
  }
  const name = nameOf(selected);
  return (
    // Keyed by layer: a field's typed, uncommitted text never carries over to another layer.
    <section
      key={selected.id}
      data-scope="layer-editor"
      data-part="properties"
      data-type={selected.itemType}
      className={className}
      aria-label={t(M.properties)}
    >
      <h2 data-part="title">{name}</h2>
      <GeometryFields editor={editor} layer={selected} canvas={{ width, height }} />
      {layer && Panel ? (
        <div data-part="fields">
          <Panel {...services} editor={editor} layer={layer} />
        </div>
      ) : null}
    </section>
  );
}
