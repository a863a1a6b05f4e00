import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the unit projects that share one module graph per worker (vitest.config.ts, `isolate: false`) keep their tests. */
export const SHARED_GRAPH_ROOTS = ['packages/core/src', 'packages/hooks/src', 'packages/ui/src', 'examples/portal/src'];

/** A file that replaces a module for its own tests. */
const MOCKS_A_MODULE = /\bvi\s*\.\s*(?:mock|doMock)\s*\(/;
/** The name that sends a test file to its own module graph (project `dom-mocks`). */
const MOCKS_FILE = /\.mocks\.test\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The test files a shared module graph would break, with why: one that mocks a module must be named
 * `*.mocks.test.ts(x)` (an earlier file may already have loaded the real module), and core has no such project,
 * so a core test may not mock one; a `*.mocks.test` file that mocks nothing costs its own graph for nothing.
 */
export function checkSharedGraph(repoRoot: string): string[] {
  const problems: string[] = [];
  for (const root of SHARED_GRAPH_ROOTS) {
    for (const path of testFiles(join(repoRoot, root))) {
      const file = relative(repoRoot, path);
      problems.push(...sharedGraphProblems(file, readFileSync(path, 'utf8')));
    }
  }
  return problems;
}

/** The problems of one test file (see {@link checkSharedGraph}). */
export function sharedGraphProblems(file: string, source: string): string[] {
  const mocks = MOCKS_A_MODULE.test(source);
  const named = MOCKS_FILE.test(file);
  if (mocks && file.startsWith('packages/core/')) return [`${file}: a core test may not mock a module`];
  if (mocks && !named) return [`${file}: mocks a module, so it must be named *.mocks.test.ts(x)`];
  if (!mocks && named) return [`${file}: is named *.mocks.test but mocks no module`];
  return [];
}
