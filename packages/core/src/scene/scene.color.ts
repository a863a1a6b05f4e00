import type { Rgba } from './scene.types';

/** The colour used when none can be read: white, fully transparent. */
export const DEFAULT_COLOR: Readonly<Rgba> = { r: 255, g: 255, b: 255, a: 0 }; // spec: default is white fully transparent

/** A new section's background: the default colour as an rgba string. */
export const DEFAULT_BACKGROUND = 'rgba(255,255,255,0)';

const COLOR_PATTERN = /^\s*rgba?\(([^)]*)\)\s*$/i;

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
