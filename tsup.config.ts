import { defineConfig } from 'tsup';

/** One build for the three library packages: ESM with type declarations, dependencies kept external. */
const packages = ['core', 'hooks', 'ui'] as const;

/**
 * Entries beyond each package's `index`, one per subpath export in its package.json. Core's English
 * catalogue is its own entry (`@screenplay/core/messages`) so that code without text does not load it;
 * the library rules and stores (`@screenplay/core/library`, `@screenplay/hooks/library`) load only
 * where the library or the layout editor is used.
 */
const extraEntries: Partial<Record<(typeof packages)[number], Record<string, string>>> = {
  core: {
    messages: 'packages/core/src/messages/index.ts',
    library: 'packages/core/src/library/index.ts',
    widgets: 'packages/core/src/widgets/index.ts',
    screens: 'packages/core/src/screens/index.ts',
    schedule: 'packages/core/src/schedule/index.ts',
    billing: 'packages/core/src/billing/index.ts',
    tenant: 'packages/core/src/tenant/index.ts',
  },
  hooks: {
    library: 'packages/hooks/src/library/index.ts',
    layers: 'packages/hooks/src/layers/index.ts',
    player: 'packages/hooks/src/player/index.ts',
    screens: 'packages/hooks/src/screens/index.ts',
    schedule: 'packages/hooks/src/schedule/index.ts',
  },
  ui: {
    library: 'packages/ui/src/library/index.ts',
    layers: 'packages/ui/src/layers/index.ts',
    'layer-editor': 'packages/ui/src/layer-editor/index.ts',
    schedule: 'packages/ui/src/schedule/index.ts',
    'scene-editor': 'packages/ui/src/scene-editor/index.ts',
  },
};

export default defineConfig(
  packages.map((name) => ({
    name,
    entry: { index: `packages/${name}/src/index.ts`, ...extraEntries[name] },
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    dts: { compilerOptions: { customConditions: ['source'] } },
    // tsconfig.base.json with `include` narrowed to the packages' sources: the declaration bundler
    // adds every .d.ts its tsconfig includes as a root file, and with the repository-wide default it
    // picked up another package's dist/index.d.ts while that package's parallel build rewrote it
    // (TS6053, seen once core had two entries).
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // Every package import stays an import: dependencies are the consumer's to install and dedupe.
    skipNodeModulesBundle: true,
  })),
);
