import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cssRules,
  type DeclaredAnatomy,
  filesUnder,
  loadAnatomies,
  renderedScopes,
  splitSelectors,
  themeStyles,
} from './anatomy';
import { LISTING_END, LISTING_START, renderListing, UI_README } from './anatomy-readme';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
let anatomies: DeclaredAnatomy[] = [];
beforeAll(async () => {
  anatomies = await loadAnatomies(root);
});

/** The non-test sources beside an anatomy file (its component folder), joined. */
function folderSource(anatomyFile: string): string {
  return filesUnder(dirname(anatomyFile), /\.tsx?$/)
    .filter((f) => !/\.(test|anatomy)\.tsx?$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

const quoted = (source: string, value: string): boolean =>
  source.includes(`'${value}'`) || source.includes(`"${value}"`);

describe('each component declares its anatomy once, beside it', () => {
  it('has one anatomy per data-scope the kit renders', () => {
    const declared = anatomies.map((a) => a.anatomy.scope);
    expect(declared.filter((scope, i) => declared.indexOf(scope) !== i)).toEqual([]);
    expect([...renderedScopes(root)].filter((scope) => !declared.includes(scope)).sort()).toEqual([]);
  });

  it('declares only parts and states its component renders or its theme styles, and every one the theme styles', () => {
    const styles = themeStyles(root);
    const problems: string[] = [];
    for (const { file, name: exported, anatomy } of anatomies) {
      const name = relative(root, file);
      const source = folderSource(file);
      const style = styles.get(anatomy.scope);
      // A component renders its scope by name, or through its anatomy: `{...buttonAnatomy.attrs('root')}`.
      if (!quoted(source, anatomy.scope) && !source.includes(`${exported}.attrs(`))
        problems.push(`${name}: scope ${anatomy.scope} is not rendered beside it`);
      for (const part of anatomy.parts) {
        if (!quoted(source, part) && !style?.parts.has(part))
          problems.push(`${name}: part ${part} is neither rendered nor styled`);
      }
      for (const state of anatomy.states) {
        if (!quoted(source, state) && !style?.states.has(state))
          problems.push(`${name}: state ${state} is neither rendered nor styled`);
      }
      for (const part of style?.parts ?? [])
        if (!anatomy.parts.includes(part)) problems.push(`${name}: styled part ${part} is not declared`);
      for (const state of style?.states ?? [])
        if (!anatomy.states.includes(state)) problems.push(`${name}: styled state ${state} is not declared`);
    }
    expect(problems).toEqual([]);
  });

  it('lists exactly the tokens its theme rules read', () => {
    const styles = themeStyles(root);
    const drift = anatomies.flatMap(({ anatomy }) => {
      const read = styles.get(anatomy.scope)?.tokens ?? new Set<string>();
      const missing = [...read].filter((token) => !anatomy.tokens.includes(token as `--sp-${string}`));
      const extra = anatomy.tokens.filter((token) => !read.has(token));
      return [
        ...missing.map((t) => `${anatomy.scope}: reads ${t}`),
        ...extra.map((t) => `${anatomy.scope}: never reads ${t}`),
      ];
    });
    expect(drift).toEqual([]);
  });

  it('keeps the ui README listing in step with the anatomy files', () => {
    const readme = readFileSync(join(root, UI_README), 'utf8');
    const listing = readme.slice(readme.indexOf(LISTING_START), readme.indexOf(LISTING_END) + LISTING_END.length);
    // Regenerate with: npx tsx --conditions=source tests/architecture/anatomy-readme.ts
    expect(listing).toBe(renderListing(anatomies, root));
  });
});

describe('the theme stylesheet reader', () => {
  it('attributes a part or state to the last scope named before it, and a rule’s tokens to every scope it names', () => {
    expect(splitSelectors('[data-scope="a"] :is([data-part="x"], [data-part="y"]), [data-scope="b"]')).toEqual([
      '[data-scope="a"] :is([data-part="x"], [data-part="y"])',
      '[data-scope="b"]',
    ]);
    expect(cssRules('@media (x) { a { color: red; } } /* b { } */ c { d: e; }')).toEqual([
      { selector: 'a', body: ' color: red; ' },
      { selector: 'c', body: ' d: e; ' },
    ]);
  });
});
