import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Anatomy } from '../../packages/ui/src/internal/anatomy';
import { THEME_DIR } from './theme-tokens';

/** Where the kit's components live; each `data-scope` they render has a `*.anatomy.ts` beside its component. */
export const UI_SRC = 'packages/ui/src';

/** What the theme CSS says about one scope: the parts and states its selectors name and the tokens its rules read. */
export type ScopeStyle = { parts: Set<string>; states: Set<string>; tokens: Set<string> };

/** Every file under `dir` whose name matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, pattern, out);
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

/** The innermost `selector { declarations }` rules of a stylesheet (an at-rule's own prelude is skipped). */
export function cssRules(css: string): { selector: string; body: string }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: (m[1] ?? '').trim(), body: m[2] ?? '' }));
}

/** A selector list split on its top-level commas (the commas inside `:is(...)` stay). */
export function splitSelectors(selector: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selector.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Per scope, what the theme stylesheets style: a part or state belongs to the last scope named before it in a
 * selector (`[data-scope="popup"] [data-part="confirm"]`), and a rule's tokens to every scope it names.
 */
export function themeStyles(root: string): Map<string, ScopeStyle> {
  const byScope = new Map<string, ScopeStyle>();
  const entry = (scope: string): ScopeStyle => {
    const style = byScope.get(scope) ?? {
      parts: new Set<string>(),
      states: new Set<string>(),
      tokens: new Set<string>(),
    };
    byScope.set(scope, style);
    return style;
  };
  for (const file of filesUnder(join(root, THEME_DIR), /\.css$/)) {
    for (const { selector, body } of cssRules(readFileSync(file, 'utf8'))) {
      const tokens = [...body.matchAll(/var\((--sp-[a-z0-9-]+)/g)].map((m) => m[1] ?? '');
      for (const one of splitSelectors(selector)) {
        let scope: string | undefined;
        for (const m of one.matchAll(/data-(scope|part|state)="([^"]+)"/g)) {
          const [, kind, value = ''] = m;
          if (kind === 'scope') {
            scope = value;
            for (const token of tokens) entry(value).tokens.add(token);
          } else if (scope) entry(scope)[kind === 'part' ? 'parts' : 'states'].add(value);
        }
      }
    }
  }
  return byScope;
}

/** The `data-scope` values the kit's components render, from their non-test sources. */
export function renderedScopes(root: string): Set<string> {
  const scopes = new Set<string>();
  for (const file of filesUnder(join(root, UI_SRC), /\.tsx?$/)) {
    if (/\.(test|anatomy)\.tsx?$/.test(file) || file.includes('/internal/anatomy')) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/data-scope=["']([a-z0-9-]+)["']/g)) scopes.add(m[1] ?? '');
    for (const m of source.matchAll(/'data-scope': '([a-z0-9-]+)'/g)) scopes.add(m[1] ?? '');
  }
  return scopes;
}

/** One anatomy of the kit: the file that declares it, its export name and the anatomy. */
export type DeclaredAnatomy = { file: string; name: string; anatomy: Anatomy };

/** The anatomy files of the kit and what each exports, by scope. */
export async function loadAnatomies(root: string): Promise<DeclaredAnatomy[]> {
  const out: DeclaredAnatomy[] = [];
  for (const file of filesUnder(join(root, UI_SRC), /\.anatomy\.ts$/).sort()) {
    const module: Record<string, unknown> = await import(file);
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'scope' in value && 'parts' in value)
        out.push({ file, name, anatomy: value as Anatomy });
    }
  }
  return out.sort((a, b) => a.anatomy.scope.localeCompare(b.anatomy.scope));
}
