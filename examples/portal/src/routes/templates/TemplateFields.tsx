import type { TemplateDocument } from '@screenplay/hooks/layers';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LAYOUT_SIDE_RANGE, parseLayoutSide } from '../../shared/layoutRequest';

/** The template fields the header edits. */
export type TemplatePatch = Partial<Pick<TemplateDocument, 'name' | 'width' | 'height'>>;

/**
 * A template's name and canvas size (spec §3: name, width, height). The name is sent as typed (the server checks
 * it); a side is reported only when it is a whole number of pixels in the scene range, else the field says so.
 */
export function TemplateFields({
  document,
  onChange,
}: {
  document: Pick<TemplateDocument, 'name' | 'width' | 'height'>;
  onChange: (patch: TemplatePatch) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div data-scope="layer-editor-page" data-part="template-fields">
      <label htmlFor={`${id}-name`}>{intl.formatMessage({ id: 'templateEditor.name' })}</label>
      <input
        id={`${id}-name`}
        type="text"
        value={document.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <SideField
        label={intl.formatMessage({ id: 'templateEditor.width' })}
        value={document.width}
        onChange={(width) => onChange({ width })}
      />
      <SideField
        label={intl.formatMessage({ id: 'templateEditor.height' })}
        value={document.height}
        onChange={(height) => onChange({ height })}
      />
    </div>
  );
}

/** One side of the canvas in pixels. */
function SideField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText((current) => (parseLayoutSide(current) === value ? current : String(value))), [value]);
  const isValid = parseLayoutSide(text) !== null;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={LAYOUT_SIDE_RANGE.min}
        max={LAYOUT_SIDE_RANGE.max}
        step={1}
        value={text}
        aria-invalid={!isValid || undefined}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const side = parseLayoutSide(event.target.value);
          if (side !== null) onChange(side);
        }}
      />
      {isValid ? null : (
        <span id={`${id}-error`} data-part="error" role="alert">
          {intl.formatMessage(
            { id: 'layoutEditor.sizeInvalid' },
            { min: intl.formatNumber(LAYOUT_SIDE_RANGE.min), max: intl.formatNumber(LAYOUT_SIDE_RANGE.max) },
          )}
        </span>
      )}
    </>
  );
}
