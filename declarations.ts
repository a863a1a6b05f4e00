import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { PACKAGES, packageEntries, type PackageName } from './build.entries';

/**
 * The library packages' type declarations, one bundled `dist/<entry>.d.ts` per entry (what `exports` names as
 * `types`), built in two steps: `tsc -p tsconfig.decl.json` writes every source's declaration once for the three
 * packages together (into `.decl/`, imports between the packages kept as `@screenplay/...` specifiers), then
 * rollup-plugin-dts bundles each package's entries from those files, without compiling anything again. Bundled
 * files keep consumers on every module resolution working (per-file output has extensionless relative imports,
 * which NodeNext consumers cannot resolve). Run after tsup, which empties `dist/`.
 */
const run = promisify(execFile);
const DECL_DIR = '.decl';

/** The `.decl/` path of a source file: `packages/core/src/index.ts` -> `.decl/core/src/index.d.ts`. */
function declarationOf(source: string): string {
  return `${DECL_DIR}/${source.replace(/^packages\//, '').replace(/\.tsx?$/, '.d.ts')}`;
}

/** Whether a module stays an import: another package, or any bare specifier (the consumer's dependencies). */
function isExternal(id: string): boolean {
  return !id.startsWith('.') && !id.startsWith('/') && !id.startsWith(DECL_DIR);
}

async function bundle(name: PackageName): Promise<void> {
  const input = Object.fromEntries(
    Object.entries(packageEntries(name)).map(([entry, source]) => [entry, declarationOf(source)]),
  );
  const build = await rollup({ input, plugins: [dts()], external: isExternal });
  await build.write({
    dir: `packages/${name}/dist`,
    format: 'es',
    entryFileNames: '[name].d.ts',
    // A shared chunk is named after its first module, `access.types.d.ts`: drop the `.d` before the hash.
    chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
  });
  await build.close();
}

await rm(DECL_DIR, { recursive: true, force: true });
await run('npx', ['tsc', '-p', 'tsconfig.decl.json'], { maxBuffer: 16 * 1024 * 1024 });
await Promise.all(PACKAGES.map(bundle));
await rm(DECL_DIR, { recursive: true, force: true });
