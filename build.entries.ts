/**
 * The library packages' entry points, shared by the JavaScript build (tsup.config.ts) and the declaration build
 * (declarations.ts), so the two always ship the same entries. `index` plus one entry per subpath export in each
 * package.json. Core's English catalogue is its own entry (`@screenplay/core/messages`) so that code without text
 * does not load it; the library rules and stores (`@screenplay/core/library`, `@screenplay/hooks/library`) load
 * only where the library or the layout editor is used.
 */
export const PACKAGES = ['core', 'hooks', 'ui'] as const;

/** One of the library packages. */
export type PackageName = (typeof PACKAGES)[number];

const extraEntries: Partial<Record<PackageName, Record<string, string>>> = {
  core: {
    messages: 'packages/core/src/messages/index.ts',
    library: 'packages/core/src/library/index.ts',
    widgets: 'packages/core/src/widgets/index.ts',
    screens: 'packages/core/src/screens/index.ts',
    schedule: 'packages/core/src/schedule/index.ts',
    billing: 'packages/core/src/billing/index.ts',
    tenant: 'packages/core/src/tenant/index.ts',
    contract: 'packages/core/src/contract/index.ts',
  },
  hooks: {
    library: 'packages/hooks/src/library/index.ts',
    layers: 'packages/hooks/src/layers/index.ts',
    player: 'packages/hooks/src/player/index.ts',
    screens: 'packages/hooks/src/screens/index.ts',
    schedule: 'packages/hooks/src/schedule/index.ts',
    billing: 'packages/hooks/src/billing/index.ts',
    accounts: 'packages/hooks/src/accounts/index.ts',
  },
  ui: {
    library: 'packages/ui/src/library/index.ts',
    layers: 'packages/ui/src/layers/index.ts',
    'layer-editor': 'packages/ui/src/layer-editor/index.ts',
    schedule: 'packages/ui/src/schedule/index.ts',
    'scene-editor': 'packages/ui/src/scene-editor/index.ts',
  },
};

/** A package's entries: output name (`dist/<name>.js`, `dist/<name>.d.ts`) to its source file, from the root. */
export function packageEntries(name: PackageName): Record<string, string> {
  return { index: `packages/${name}/src/index.ts`, ...extraEntries[name] };
}
