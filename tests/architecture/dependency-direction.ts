import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** A layer of the codebase and the imports it may make (ARCHITECTURE.md "The direction of imports": core <- hooks <- ui <- portal). */
export interface Layer {
  name: string;
  /** Folder of the layer, relative to the repository root. */
  root: string;
  /** Workspace packages the layer may import. */
  allowedPackages: readonly string[];
  /** Third-party packages the layer may import; `null` allows any. */
  allowedExternal: readonly string[] | null;
}

/** The layers and their allowed arrows; the server may import core only. */
export const LAYERS: readonly Layer[] = [
  {
    name: 'core',
    root: 'packages/core/src',
    allowedPackages: [],
    allowedExternal: ['arktype', 'rrule', '@preact/signals-core'],
  },
  { name: 'hooks', root: 'packages/hooks/src', allowedPackages: ['@screenplay/core'], allowedExternal: null },
  {
    name: 'ui',
    root: 'packages/ui/src',
    allowedPackages: ['@screenplay/core', '@screenplay/hooks'],
    allowedExternal: null,
  },
  {
    name: 'portal',
    root: 'examples/portal/src',
    allowedPackages: ['@screenplay/core', '@screenplay/hooks', '@screenplay/ui'],
    allowedExternal: null,
  },
  { name: 'server', root: 'examples/portal/server', allowedPackages: ['@screenplay/core'], allowedExternal: null },
];

/** Test tooling any layer's own tests may import. */
const TEST_TOOLS = ['vitest', 'fast-check'];

/** Packages a layer must never reach even though they are third-party: UI runtimes for core and the server. */
const FORBIDDEN_EXTERNAL: Record<string, readonly string[]> = {
  server: ['react', 'react-dom', 'wouter', '@react-spring/web', 'react-intl'],
};

/** One import that breaks the dependency direction. */
export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports or re-exports, including dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Checks one file of a layer and returns the imports that break the direction. */
export function checkFile(layer: Layer, file: string, source: string, repoRoot: string): Violation[] {
  const violations: Violation[] = [];
  const layerRoot = resolve(repoRoot, layer.root);
  for (const specifier of importSpecifiers(source)) {
    if (specifier.startsWith('.')) {
      const target = resolve(repoRoot, file, '..', specifier);
      if (target !== layerRoot && !target.startsWith(layerRoot + sep)) {
        violations.push({ file, specifier, reason: `relative import leaves ${layer.root}` });
      }
      continue;
    }
    if (specifier.startsWith('node:')) {
      // Tests may read fixtures from disk; shipped code of the browser-side layers may not.
      const isTest = /\.test\.tsx?$/.test(file);
      if (layer.name !== 'server' && !isTest)
        violations.push({ file, specifier, reason: `${layer.name} may not use Node built-ins` });
      continue;
    }
    const name = packageName(specifier);
    if (name.startsWith('@screenplay/')) {
      if (!layer.allowedPackages.includes(name)) {
        violations.push({ file, specifier, reason: `${layer.name} may not import ${name}` });
      }
      continue;
    }
    const isTestTool = /\.test\.tsx?$/.test(file) && TEST_TOOLS.includes(name);
    if (layer.allowedExternal && !layer.allowedExternal.includes(name) && !isTestTool) {
      violations.push({ file, specifier, reason: `${layer.name} may not import ${name}` });
    }
    if (FORBIDDEN_EXTERNAL[layer.name]?.includes(name)) {
      violations.push({ file, specifier, reason: `${layer.name} may not import ${name}` });
    }
  }
  return violations;
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|jsx)$/.test(entry) ? [path] : [];
  });
}

/** Scans every layer of the repository and returns all violations. */
export function checkRepository(repoRoot: string): Violation[] {
  return LAYERS.flatMap((layer) =>
    sourceFiles(resolve(repoRoot, layer.root)).flatMap((path) =>
      checkFile(layer, relative(repoRoot, path), readFileSync(path, 'utf8'), repoRoot),
    ),
  );
}
