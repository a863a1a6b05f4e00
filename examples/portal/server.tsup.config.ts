import { defineConfig } from 'tsup';

/**
 * Bundles the reference API server into `dist/server/main.js` (ESM, Node 20). `@screenplay/*` is
 * bundled from its TypeScript sources (the `source` export condition); npm dependencies stay external
 * and resolve from node_modules at run time. Migrations are TS string modules, so nothing else ships.
 */
export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
  tsconfig: '../../tsconfig.base.json',
  noExternal: [/^@screenplay\//],
  esbuildOptions(options) {
    options.conditions = ['source', 'import', 'module'];
  },
});
