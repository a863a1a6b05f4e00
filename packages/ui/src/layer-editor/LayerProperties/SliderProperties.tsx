import { SLIDE_DURATION_MIN_S } from '@screenplay/core/widgets';
import { useText } from '@screenplay/hooks';
import { CheckboxField, NumberField } from '../internal/fields';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps } from './layerProperties.types';

/**
 * A Slider layer's fields (issue 24): how many images it shows in turn, the seconds each one shows (whole seconds,
 * at least 1; the item's duration follows in the store) and whether they are contained in or cover the box.
 */
export function SliderProperties(props: PanelProps<'Slider'>) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  return (
    <fieldset data-part="slides">
      <legend>{t(M.slides)}</legend>
      <p data-part="slide-count">{t(M.slideCount, { count: c.slides.length })}</p>
      <NumberField
        label={t(M.slideDuration)}
        name="slideDuration"
        value={c.slideDuration}
        min={SLIDE_DURATION_MIN_S}
        onCommit={(slideDuration) => update({ slideDuration })}
      />
      <CheckboxField label={t(M.contain)} checked={c.contain} onChange={(contain) => update({ contain })} />
    </fieldset>
  );
}
