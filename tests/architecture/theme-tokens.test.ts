import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkThemeContract, fallbacks, literalColours, rootDeclarations, tokensRead } from './theme-tokens';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

describe('the theme is a contract', () => {
  it('declares every --sp-* token the kit, the portal and the player read, once, with no fallback colours', () => {
    expect(checkThemeContract(repoRoot)).toEqual([]);
  });

  it('finds tokens read through var(), set by name in inline styles, and fallbacks', () => {
    const tsx = "style={{ ['--sp-pan-x' as string]: x, color: 'var(--sp-color-fg)' }}";
    expect(tokensRead(tsx).sort()).toEqual(['--sp-color-fg', '--sp-pan-x']);
    expect(fallbacks('a { color: var(--sp-color-accent, #2b59c3); }')).toEqual(['var(--sp-color-accent, #2b59c3)']);
    expect(fallbacks('a { color: var(--sp-color-accent); }')).toEqual([]);
  });

  it('finds literal colours outside token declarations, but not transparent, currentColor or white-space', () => {
    const css =
      'a { color: #fff; white-space: nowrap; border: 1px solid currentColor; } b { box-shadow: 0 0 0 1px rgb(0 0 0 / 0.5); }';
    expect(literalColours(css)).toEqual(['color: #fff', 'box-shadow: 0 0 0 1px rgb(0 0 0 / 0.5)']);
    expect(literalColours(':root { --sp-color-bg: #ffffff; } a { background: transparent; }', true)).toEqual([]);
    expect(literalColours(':root { --sp-color-bg: #ffffff; }')).toEqual(['--sp-color-bg: #ffffff']);
    expect(
      literalColours('[data-scope="color-picker"] [data-part="hue"] { background: linear-gradient(#f00, #00f); }'),
    ).toEqual([]);
  });

  it('reads the declarations of :root blocks only', () => {
    const css = ':root { --sp-a: 1; --sp-b: 2; } [data-part="x"] { --sp-c: 3; } :root { --sp-a: 4; }';
    expect(rootDeclarations(css)).toEqual(['--sp-a', '--sp-b', '--sp-a']);
  });
});
