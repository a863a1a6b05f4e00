import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where the kit's theme lives: every `--sp-*` custom property is declared in these files, a global token once at
 * `:root` (a component's own tokens may be set again per state inside its scope).
 */
export const THEME_DIR = 'packages/ui/src/theme';

/**
 * Theme files that override the default theme's tokens (loaded after theme.css): they may declare a token again at
 * `:root`, but only one the default theme declares.
 */
export const OVERRIDE_THEMES = ['dark.css'] as const;

/** The sources whose styles and inline styles read theme tokens: the kit, the portal and the web player. */
export const TOKEN_READERS = ['packages/ui/src', 'examples/portal/src', 'examples/portal/player'] as const;

/** The stylesheets that must carry no fallback of their own: the theme is always loaded before them. */
export const NO_FALLBACK_DIRS = ['packages/ui/src', 'examples/portal/src', 'examples/portal/player'] as const;

function filesUnder(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, pattern, out);
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

/** The custom properties a theme file's `:root` block declares, in order (a name twice means declared twice). */
export function rootDeclarations(css: string): string[] {
  const names: string[] = [];
  for (const block of css.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const m of (block[1] ?? '').matchAll(/(--sp-[a-z0-9-]+)\s*:/g)) if (m[1]) names.push(m[1]);
  }
  return names;
}

/** Every `--sp-*` a source reads: through `var(...)` in CSS or TSX, or set by name in an inline style. */
export function tokensRead(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/var\((--sp-[a-z0-9-]+)/g)) if (m[1]) names.add(m[1]);
  for (const m of source.matchAll(/['"](--sp-[a-z0-9-]+)['"]/g)) if (m[1]) names.add(m[1]);
  return [...names];
}

/** The `var(--sp-x, fallback)` uses of a stylesheet: with the theme always loaded, a fallback only hides a typo. */
export function fallbacks(css: string): string[] {
  return [...css.matchAll(/var\(--sp-[a-z0-9-]+\s*,[^;]*/g)].map((m) => m[0]);
}

/**
 * Rules that may paint literal colours, by scope: the colour picker draws the colour space it picks from (black and
 * white gradients over the hue, the hue strip, a transparency checkerboard, white-ringed thumbs), the same in every
 * theme.
 */
export const LITERAL_COLOUR_SCOPES = ['color-picker', 'color-picker-button'] as const;

const NAMED_COLOURS =
  'black|white|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|navy|teal|maroon|olive|lime|aqua|fuchsia|cyan|magenta|brown|gold';
const LITERAL_COLOUR = new RegExp(
  `#[0-9a-f]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(|\\b(?:${NAMED_COLOURS})\\b`,
  'i',
);

/**
 * The declarations of a stylesheet that paint a literal colour (hex, a colour function or a colour keyword) instead of
 * reading a token: outside the theme's `--sp-*` declarations every colour is a token, so a second theme restyles it.
 * `isTheme` lets a theme file give its tokens literal values.
 */
export function literalColours(css: string, isTheme = false): string[] {
  const found: string[] = [];
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = rule[1] ?? '';
    if (LITERAL_COLOUR_SCOPES.some((scope) => selector.includes(`[data-scope="${scope}"]`))) continue;
    for (const declaration of (rule[2] ?? '').split(';')) {
      const [property = '', ...rest] = declaration.split(':');
      const value = rest.join(':');
      if ((isTheme && property.trim().startsWith('--sp-')) || !LITERAL_COLOUR.test(value)) continue;
      found.push(`${property.trim()}:${value}`.replace(/\s+/g, ' '));
    }
  }
  return found;
}

/** Each finding of {@link checkThemeContract}, as `file: problem`. */
export function checkThemeContract(root: string): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  const atRoot = new Set<string>();
  const overrides: string[] = [];
  for (const file of filesUnder(join(root, THEME_DIR), /\.css$/)) {
    if (OVERRIDE_THEMES.some((name) => file.endsWith(`/${name}`))) {
      overrides.push(file);
      continue;
    }
    const css = readFileSync(file, 'utf8');
    for (const m of css.matchAll(/(--sp-[a-z0-9-]+)\s*:/g)) if (m[1]) declared.add(m[1]);
    for (const name of rootDeclarations(css)) {
      if (atRoot.has(name)) problems.push(`${relative(root, file)}: ${name} is declared twice at :root`);
      atRoot.add(name);
    }
  }
  for (const file of overrides) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(--sp-[a-z0-9-]+)\s*:/g)) {
      if (m[1] && !declared.has(m[1]))
        problems.push(`${relative(root, file)}: overrides ${m[1]}, which the theme never declares`);
    }
  }
  for (const dir of TOKEN_READERS) {
    for (const file of filesUnder(join(root, dir), /\.(css|tsx?)$/)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      for (const name of tokensRead(readFileSync(file, 'utf8'))) {
        if (!declared.has(name)) problems.push(`${relative(root, file)}: ${name} is not declared in ${THEME_DIR}`);
      }
    }
  }
  for (const dir of NO_FALLBACK_DIRS) {
    for (const file of filesUnder(join(root, dir), /\.css$/)) {
      for (const use of literalColours(readFileSync(file, 'utf8'), file.startsWith(join(root, THEME_DIR))))
        problems.push(`${relative(root, file)}: literal colour in ${use}`);
    }
    for (const file of filesUnder(join(root, dir), /\.(css|tsx)$/)) {
      for (const use of fallbacks(readFileSync(file, 'utf8')))
        problems.push(`${relative(root, file)}: fallback in ${use}`);
    }
  }
  return problems;
}
