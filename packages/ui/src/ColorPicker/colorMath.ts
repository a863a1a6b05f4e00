import { parseHexColor, type Rgba } from '@screenplay/core';

/** A colour as hue (degrees, 0 up to 360), saturation and value (both 0..1). */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

/** A colour's red, green and blue channels (0..255). */
export type Rgb = Omit<Rgba, 'a'>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const byte = (value: number) => Math.round(clamp(value, 0, 255));

/** Reads `#rgb` or `#rrggbb` (the `#` optional, any case); null when the text is not a hex colour. */
export function hexToRgb(text: string): Rgb | null {
  const color = parseHexColor(text);
  return color ? { r: color.r, g: color.g, b: color.b } : null;
}

/** Writes channels as lower-case `#rrggbb` (rounded and clamped to 0..255). */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => byte(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Converts channels to hue/saturation/value; a grey has hue 0 and black has saturation 0. */
export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const [red, green, blue] = [r, g, b].map((channel) => byte(channel) / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const delta = max - Math.min(red, green, blue);
  let h = 0;
  if (delta > 0) {
    if (max === red) h = ((green - blue) / delta) % 6;
    else if (max === green) h = (blue - red) / delta + 2;
    else h = (red - green) / delta + 4;
    h = (h * 60 + 360) % 360;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max };
}

/** Converts hue/saturation/value to channels (0..255, not rounded); a hue of 360 is red again. */
export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const sat = clamp(s, 0, 1);
  const val = clamp(v, 0, 1);
  const channel = (n: number) => {
    const k = (n + hue) % 6;
    return 255 * (val - val * sat * Math.max(0, Math.min(k, 4 - k, 1)));
  };
  return { r: channel(5), g: channel(3), b: channel(1) };
}

/** `#rrggbb` to hue/saturation/value; null when the text is not a hex colour. */
export function hexToHsv(text: string): Hsv | null {
  const rgb = hexToRgb(text);
  return rgb ? rgbToHsv(rgb) : null;
}

/** Hue/saturation/value to lower-case `#rrggbb`. */
export function hsvToHex(hsv: Hsv): string {
  return rgbToHex(hsvToRgb(hsv));
}
