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

export default defineConfig({
  test: {
    projects: [
      { resolve, ssr, test: { name: 'core', environment: 'node', include: ['packages/core/src/**/*.test.ts'] } },
      {
        resolve,
        ssr,
        test: { name: 'hooks', environment: 'happy-dom', include: ['packages/hooks/src/**/*.test.{ts,tsx}'] },
      },
      { resolve, ssr, test: { name: 'ui', environment: 'happy-dom', include: ['packages/ui/src/**/*.test.{ts,tsx}'] } },
      {
        resolve,
        ssr,
        test: { name: 'portal', environment: 'happy-dom', include: ['examples/portal/src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'examples/portal/server/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
    ],
  },
});
