import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: core runs in plain Node (no DOM, proving it never touches one); hooks and ui in
 * happy-dom; api and architecture suites in Node. Packages resolve to their TypeScript sources
 * through the `source` export condition, so no build is needed before unit tests.
 *
 * The api project runs its files in parallel (each has its own database copy, data directory and ports) and
 * without per-file module isolation: every file imports the whole server, and importing it once per worker
 * instead of once per file saves most of the project's import time. A file that stubs a global or a timer
 * restores it in its own hooks.
 */
const resolve = { conditions: ['source', 'import', 'module', 'default'] };
const ssr = { resolve: { conditions: ['source'], externalConditions: ['source'] } };
/**
 * The DOM projects: happy-dom, one module graph per worker (importing React, the kit and happy-dom once per worker
 * instead of once per file is most of their time), Testing Library's unmount after every test of every file. A file
 * that replaces a module (`vi.mock`) is named `*.mocks.test.tsx` and runs in its own graph (project `dom-mocks`): in
 * a shared one, the module it mocks may already be loaded by an earlier file.
 */
const MOCKS = '**/*.mocks.test.{ts,tsx}';
const dom = {
  environment: 'happy-dom' as const,
  isolate: false,
  setupFiles: ['tests/setup/dom.ts'],
  exclude: [MOCKS],
};

export default defineConfig({
  test: {
    // Vitest's default keeps a core free, which on CI's two cores is a single worker: the api files, waiting on their
    // databases much of the time, ran one after another with the second core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        ssr,
        // Pure functions: one module graph per worker (no core test mocks a module: tests/architecture/shared-graph.ts).
        test: { name: 'core', environment: 'node', isolate: false, include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        resolve,
        ssr,
        test: { name: 'hooks', ...dom, include: ['packages/hooks/src/**/*.test.{ts,tsx}'] },
      },
      { resolve, ssr, test: { name: 'ui', ...dom, include: ['packages/ui/src/**/*.test.{ts,tsx}'] } },
      {
        resolve,
        ssr,
        // The portal and its web player (examples/portal/player).
        test: {
          name: 'portal',
          ...dom,
          include: ['examples/portal/src/**/*.test.{ts,tsx}', 'examples/portal/player/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'dom-mocks',
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom.ts'],
          include: [`packages/{hooks,ui}/src/${MOCKS}`, `examples/portal/src/${MOCKS}`],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'examples/portal/server/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});
