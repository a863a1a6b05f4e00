import { defineConfig } from 'tsup';
import { PACKAGES, packageEntries } from './build.entries';

/**
 * The JavaScript build of the three library packages: ESM, dependencies kept external. Their type declarations
 * are built after it by declarations.ts (one `tsc` run for the three packages, then bundled per entry), which
 * takes a quarter of the time tsup's own declaration bundling took: that compiled core's sources again for hooks
 * and both again for ui, about 60 of the build's 90 s on 2 cores.
 */
export default defineConfig(
  PACKAGES.map((name) => ({
    name,
    entry: packageEntries(name),
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // Every package import stays an import: dependencies are the consumer's to install and dedupe.
    skipNodeModulesBundle: true,
  })),
);
