import { defineConfig } from 'tsup';

/** One build for the three library packages: ESM with type declarations, dependencies kept external. */
const packages = ['core', 'hooks', 'ui'] as const;

export default defineConfig(
  packages.map((name) => ({
    name,
    entry: { index: `packages/${name}/src/index.ts` },
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    dts: { compilerOptions: { customConditions: ['source'] } },
    tsconfig: 'tsconfig.base.json',
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // Every package import stays an import: dependencies are the consumer's to install and dedupe.
    skipNodeModulesBundle: true,
  })),
);
