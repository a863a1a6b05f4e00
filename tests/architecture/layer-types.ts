import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LAYER_TYPES } from '@screenplay/core/widgets';

/**
 * The sources that know no layer type by name: the kit's ui and hooks reach a type through its definition in the
 * layer registry (issue 23, tldraw's `shapeUtils`), so a host's type works like a built-in one.
 */
export const LAYER_TYPE_FREE_DIRS = ['packages/ui/src', 'packages/hooks/src'] as const;

/** Tests, fixtures and test helpers may build layers of any type by name. */
const TEST_FILE = /\.test\.tsx?$|\.fixtures\.tsx?$/;
const TEST_DIR = 'test';

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== TEST_DIR && entry.name !== 'node_modules') sourcesUnder(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

const CASE_OF_TYPE = new RegExp(`case\\s+(['"\`])(${LAYER_TYPES.join('|')})\\1\\s*:`, 'g');

/**
 * The places a source chooses by layer type: every `switch` whose subject reads an `itemType`, and every `case` on a
 * built-in type's name (`case 'Text':`), whatever the switch's subject, as `line: code`.
 */
export function layerTypeSwitches(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    const isTypeSwitch = /\bswitch\s*\([^)]*\bitemType\b/.test(line);
    const cases = [...line.matchAll(CASE_OF_TYPE)];
    if (isTypeSwitch || cases.length > 0) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

/** Every switch on the layer type in ui and hooks (tests excluded), as `path:line: code`; empty when the rule holds. */
export function checkLayerTypeSwitches(repoRoot: string): string[] {
  return LAYER_TYPE_FREE_DIRS.flatMap((dir) =>
    sourcesUnder(join(repoRoot, dir)).flatMap((path) =>
      layerTypeSwitches(readFileSync(path, 'utf8')).map((hit) => `${relative(repoRoot, path)}:${hit}`),
    ),
  );
}
