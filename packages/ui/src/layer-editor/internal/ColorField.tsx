import { formatColor, parseColor } from '@screenplay/core';
import { ColorPickerButton } from '../../ColorPicker/ColorPickerButton';
import { hexToRgb, rgbToHex } from '../../ColorPicker/colorMath';

/**
 * A labelled colour of a layer's content (an rgb/rgba string, spec §5: parsed from rgb or rgba): the swatch opens
 * the colour picker, whose opacity is the colour's alpha.
 */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const color = parseColor(value);
  return (
    <div data-part="color-field">
      <span data-part="label" aria-hidden="true">
        {label}
      </span>
      <ColorPickerButton
        color={rgbToHex(color)}
        opacity={color.a}
        label={label}
        onChange={(hex, opacity) => onChange(formatColor({ ...(hexToRgb(hex) ?? color), a: opacity }))}
      />
    </div>
  );
}
