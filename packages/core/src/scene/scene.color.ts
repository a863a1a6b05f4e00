import type { Rgba } from './scene.types';

/** The colour used when none can be read: white, fully transparent. */
export const DEFAULT_COLOR: Readonly<Rgba> = { r: 255, g: 255, b: 255, a: 0 }; // spec: default is white fully transparent

/** A new section's background: the default colour as an rgba string. */
export const DEFAULT_BACKGROUND = 'rgba(255,255,255,0)';

const COLOR_PATTERN = /^\s*rgba?\(([^)]*)\)\s*$/i;
const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads an `rgb(...)` or `rgba(...)` string (commas or spaces, optional `/ alpha`, alpha as 0..1 or a
 * percentage); rgb without alpha is opaque. Anything else gives white fully transparent.
 */
export function parseColor(text: string | null | undefined): Rgba {
  const match = text ? COLOR_PATTERN.exec(text) : null;
  const parts = match?.[1]?.split(/[\s,/]+/).filter((part) => part !== '') ?? [];
  if (parts.length !== 3 && parts.length !== 4) return { ...DEFAULT_COLOR };
  const [r, g, b] = parts.slice(0, 3).map(Number);
  const alphaText = parts[3] ?? '1';
  const a = alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
  if ([r, g, b, a].some((value) => value === undefined || !Number.isFinite(value))) return { ...DEFAULT_COLOR };
  return { r: channel(r as number), g: channel(g as number), b: channel(b as number), a: Math.min(1, Math.max(0, a)) };
}

/** Writes a colour as the `'rgba(r,g,b,a)'` string sections store (channels rounded, alpha to 3 decimals). */
export function formatColor(color: Rgba): string {
  const alpha = Math.round(Math.min(1, Math.max(0, color.a)) * 1000) / 1000;
  return `rgba(${channel(color.r)},${channel(color.g)},${channel(color.b)},${alpha})`;
}

function channel(value: number): number {
  return Math.round(Math.min(255, Math.max(0, value)));
}

/** Reads `#rgb` or `#rrggbb` (the `#` optional, any case), what colour inputs give; null for anything else. */
export function parseHexColor(text: string): Rgba | null {
  const digits = HEX_PATTERN.exec(text.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
}

/** Reads a colour as CSS would draw it: `#rgb`, `#rrggbb`, `rgb()` or `rgba()`; null for anything else. */
export function readCssColor(text: unknown): Rgba | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.startsWith('#')) return parseHexColor(trimmed);
  return COLOR_PATTERN.test(trimmed) ? parseColor(trimmed) : null;
}

/** A channel's linear light (WCAG 2 relative luminance). */
function linear(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Black or white, whichever has the higher WCAG contrast on `background` (its alpha is not considered). */
export function contrastingText({ r, g, b }: Rgba): '#000000' | '#ffffff' {
  const l = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
