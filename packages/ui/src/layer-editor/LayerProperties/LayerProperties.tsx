import { computed } from '@preact/signals-core';
import { asTypedLayer, type TypedLayer } from '@screenplay/core/widgets';
import { useValue } from '@screenplay/hooks';
import { useMemo, type ReactNode } from 'react';
import { useLayerName } from '../internal/layerName';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { FeedProperties } from './FeedProperties';
import { GeometryFields } from './GeometryFields';
import { ImageProperties } from './ImageProperties';
import type { LayerPropertiesProps } from './layerProperties.types';
import { ShapeProperties } from './ShapeProperties';
import { TextProperties } from './TextProperties';
import { CalendarProperties, ClockProperties, TimerProperties } from './TimeProperties';
import { HtmlVideoProperties, VideoProperties } from './VideoProperties';
import { WeatherProperties } from './WeatherProperties';

/** The panel of the layer's type. */
function typePanel(layer: TypedLayer, props: LayerPropertiesProps): ReactNode {
  const { editor } = props;
  switch (layer.itemType) {
    case 'Image':
      return <ImageProperties editor={editor} layer={layer} chooseImage={props.chooseImage} />;
    case 'HtmlVideo':
      return <HtmlVideoProperties editor={editor} layer={layer} chooseVideos={props.chooseVideos} />;
    case 'Video':
      return <VideoProperties editor={editor} layer={layer} chooseVideos={props.chooseVideos} />;
    case 'Text':
      return <TextProperties editor={editor} layer={layer} fontFamilies={props.fontFamilies} />;
    case 'Clock':
      return <ClockProperties editor={editor} layer={layer} />;
    case 'Calendar':
      return <CalendarProperties editor={editor} layer={layer} />;
    case 'Timer':
      return <TimerProperties editor={editor} layer={layer} />;
    case 'Rectangle':
    case 'Circle':
    case 'Ellipse':
      return <ShapeProperties editor={editor} layer={layer} />;
    case 'Weather':
      return <WeatherProperties editor={editor} layer={layer} searchLocations={props.searchLocations} />;
    case 'Instagram':
    case 'Facebook':
      return <FeedProperties editor={editor} layer={layer} accounts={props.accounts?.[layer.itemType]} />;
  }
}

/**
 * The selected layer's properties: its position and size, then the fields of its type (spec §3 widget
 * configurations), each edit going to the store (`updateContent`, `setGeometry`, the video playlist actions).
 * Choosers and searches that need the integrator's data come in as callbacks; without one, its control is left out.
 *
 * @example <LayerProperties editor={editor} fontFamilies={families} accounts={{ Instagram: ['ourshop'] }} chooseImage={openMediaChooser} />
 */
export function LayerProperties(props: LayerPropertiesProps) {
  const { editor, className } = props;
  const t = useText();
  const nameOf = useLayerName();
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
  const layer = selected ? asTypedLayer(selected) : null;

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
      {layer ? <div data-part="fields">{typePanel(layer, props)}</div> : null}
    </section>
  );
}
