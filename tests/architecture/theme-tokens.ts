import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where the kit's theme lives: every `--sp-*` custom property is declared in these files, a global token once at
 * `:root` (a component's own tokens may be set again per state inside its scope).
 */
export const THEME_DIR = 'packages/ui/src/theme';

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

/** Each finding of {@link checkThemeContract}, as `file: problem`. */
export function checkThemeContract(root: string): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  const atRoot = new Set<string>();
  for (const file of filesUnder(join(root, THEME_DIR), /\.css$/)) {
    const css = readFileSync(file, 'utf8');
    for (const m of css.matchAll(/(--sp-[a-z0-9-]+)\s*:/g)) if (m[1]) declared.add(m[1]);
    for (const name of rootDeclarations(css)) {
      if (atRoot.has(name)) problems.push(`${relative(root, file)}: ${name} is declared twice at :root`);
      atRoot.add(name);
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
    for (const file of filesUnder(join(root, dir), /\.(css|tsx)$/)) {
      for (const use of fallbacks(readFileSync(file, 'utf8')))
        problems.push(`${relative(root, file)}: fallback in ${use}`);
    }
  }
  return problems;
}
