import type { ScrollDirection, TextAlign, VerticalAlignment } from '@screenplay/core/widgets';
import { ColorField } from '../internal/ColorField';
import { NumberField, RadioField, SelectField, TextInputField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps } from './layerProperties.types';

/** The colour a text without its own is shown with in the picker (the renderer picks a readable one). */
const DEFAULT_TEXT_COLOR = 'rgba(255,255,255,1)';

/** Most columns a text may have (ours: the spec names the field, not a limit). */
const MAX_COLUMNS = 10;

/**
 * A Text layer's fields (spec §3 "text"): font family (from `fontFamilies`), font size, line height, alignment,
 * vertical alignment, columns and their gap, scroll direction and speed, colour. The text itself is typed on the
 * canvas (text edit mode).
 */
export function TextProperties(props: PanelProps<'Text'> & { fontFamilies?: readonly string[] }) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  const families = [...new Set([c.fontFamily, ...(props.fontFamilies ?? [])].filter(Boolean))];
  return (
    <>
      <TextInputField
        label={t(M.textContent)}
        name="text"
        multiline
        value={typeof c.text === 'string' ? c.text : ''}
        description={t(M.textContentHint)}
        onCommit={(text) => update({ text })}
      />
      <SelectField
        label={t(M.fontFamily)}
        value={c.fontFamily}
        options={families.map((family) => ({ value: family, label: family }))}
        onChange={(fontFamily) => update({ fontFamily })}
      />
      <NumberField
        label={t(M.fontSize)}
        name="fontSize"
        value={c.fontSize}
        min={1}
        onCommit={(fontSize) => update({ fontSize })}
      />
      <NumberField
        label={t(M.lineHeight)}
        name="lineHeight"
        value={c.lineHeight}
        min={0.5}
        max={5}
        step={0.1}
        onCommit={(lineHeight) => update({ lineHeight })}
      />
      <RadioField<TextAlign>
        label={t(M.textAlign)}
        value={c.textAlign}
        options={[
          { value: 'left', label: t(M.alignLeft) },
          { value: 'center', label: t(M.alignCenter) },
          { value: 'right', label: t(M.alignRight) },
        ]}
        onChange={(textAlign) => update({ textAlign })}
      />
      <SelectField<VerticalAlignment>
        label={t(M.verticalAlignment)}
        value={c.verticalAlignment}
        options={[
          { value: 'Top', label: t(M.alignTop) },
          { value: 'Middle', label: t(M.alignMiddle) },
          { value: 'Bottom', label: t(M.alignBottom) },
        ]}
        onChange={(verticalAlignment) => update({ verticalAlignment })}
      />
      <NumberField
        label={t(M.columnCount)}
        name="columnCount"
        value={c.columnCount}
        min={1}
        max={MAX_COLUMNS}
        onCommit={(columnCount) => update({ columnCount })}
      />
      <NumberField
        label={t(M.columnGap)}
        name="columnGap"
        value={c.columnGap}
        min={0}
        onCommit={(columnGap) => update({ columnGap })}
      />
      <SelectField<ScrollDirection | 'none'>
        label={t(M.scrollDirection)}
        value={c.scrollDirection ?? 'none'}
        options={[
          { value: 'none', label: t(M.scrollNone) },
          { value: 'Top', label: t(M.scrollTop) },
          { value: 'Left', label: t(M.scrollLeft) },
        ]}
        onChange={(direction) => update({ scrollDirection: direction === 'none' ? null : direction })}
      />
      <NumberField
        label={t(M.scrollSpeed)}
        name="scrollSpeed"
        value={c.scrollSpeed}
        min={0}
        onCommit={(scrollSpeed) => update({ scrollSpeed })}
      />
      <ColorField
        label={t(M.textColor)}
        value={c.color ?? DEFAULT_TEXT_COLOR}
        onChange={(color) => update({ color })}
      />
    </>
  );
}
