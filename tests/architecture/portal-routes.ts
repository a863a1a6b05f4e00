import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { importSpecifiers } from './dependency-direction';

/** The portal's route folders, relative to the repository root: one folder per area of pages. */
export const ROUTES_ROOT = 'examples/portal/src/routes';

/** One import from a route folder into another route folder's files. */
export interface CrossRouteImport {
  /** The importing file, relative to the repository root. */
  file: string;
  specifier: string;
  /** The route folder imported into. */
  into: string;
}

/** The route folder a path (relative to the repository root, `/`-separated) lies in, or null outside the routes. */
export function routeFolderOf(path: string): string | null {
  const prefix = `${ROUTES_ROOT}/`;
  if (!path.startsWith(prefix)) return null;
  const [folder, ...rest] = path.slice(prefix.length).split('/');
  // A file directly under routes/ belongs to no route folder.
  return folder && rest.length > 0 ? folder : null;
}

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * The imports of one file of a route folder (tests and fixtures included) that reach a file of another route
 * folder. Only relative specifiers can: the portal has no path aliases, and packages are not route folders.
 */
export function crossRouteImports(file: string, source: string, repoRoot: string): CrossRouteImport[] {
  const own = routeFolderOf(file);
  if (own === null) return [];
  const found: CrossRouteImport[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue;
    const target = toPosix(relative(repoRoot, resolve(repoRoot, file, '..', specifier)));
    const into = routeFolderOf(target);
    if (into !== null && into !== own) found.push({ file, specifier, into });
  }
  return found;
}

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesUnder(path, out);
    else if (/\.(tsx?|jsx?|mts|cts)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every cross-route import of the portal, as `file -> specifier` lines sorted, for an exact comparison. */
export function checkPortalRoutes(repoRoot: string): string[] {
  return sourcesUnder(resolve(repoRoot, ROUTES_ROOT))
    .flatMap((path) => {
      const file = toPosix(relative(repoRoot, path));
      return crossRouteImports(file, readFileSync(path, 'utf8'), repoRoot);
    })
    .map(({ file, specifier }) => `${file} -> ${specifier}`)
    .sort();
}
