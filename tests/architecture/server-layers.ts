import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * The API server's layers (ARCHITECTURE.md "The server, top-down"): routes -> domain -> db -> http. A file's layer
 * follows from its path inside `examples/portal/server`; a higher layer may import a lower one and its own, never
 * the reverse. Only `app.ts`, the composition root, imports `routes/`.
 */
export const SERVER_ROOT = 'examples/portal/server';

/** The server's layers from the bottom up; an import may point to its own layer or one below it. */
export const SERVER_LAYERS = ['http', 'db', 'domain', 'routes', 'root'] as const;

/** One of {@link SERVER_LAYERS}. */
export type ServerLayer = (typeof SERVER_LAYERS)[number];

/** Top-level files of the bottom layer beside `http/`: configuration, the clock. */
const HTTP_FILES = new Set(['config.ts', 'clock.ts']);
/** Top-level files above the routes: the composition root and the process entry. */
const ROOT_FILES = new Set(['app.ts', 'main.ts']);
/** Top-level files of the routes' layer outside `routes/`: what the composition root hands every route module. */
const ROUTE_FILES = new Set(['deps.ts']);
/** The one file that may import `routes/`. */
const COMPOSITION_ROOT = 'app.ts';

/** The layer of a file given by its path relative to the server's root (posix separators). */
export function layerOf(file: string): ServerLayer {
  const [top] = file.split('/');
  if (file === top) {
    if (HTTP_FILES.has(file)) return 'http';
    if (ROOT_FILES.has(file)) return 'root';
    if (ROUTE_FILES.has(file)) return 'routes';
    return 'domain';
  }
  if (top === 'http') return 'http';
  if (top === 'db') return 'db';
  if (top === 'routes') return 'routes';
  return 'domain';
}

/** One import of a server file: the file it reaches and whether it only brings in types (erased at runtime). */
export interface ServerImport {
  /** The imported file, relative to the server's root, or null for a package. */
  target: string | null;
  specifier: string;
  typeOnly: boolean;
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The relative imports of one server file (static, re-exports, dynamic). Only `import type` and `export type`
 * count as type-only: under `verbatimModuleSyntax`, `import { type A } from` still loads its module.
 */
export function serverImports(file: string, source: string, exists: (file: string) => boolean): ServerImport[] {
  const found: ServerImport[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const typeOnly = match[2] !== undefined;
    if (!specifier.startsWith('.')) {
      found.push({ target: null, specifier, typeOnly });
      continue;
    }
    const base = posix.normalize(posix.join(posix.dirname(file), specifier));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
    found.push({ target: candidates.find(exists) ?? base, specifier, typeOnly });
  }
  return found;
}

/** The folder of a server file for the folder graph: its directory, or the file itself at the top. */
export function folderOf(file: string): string {
  const dir = posix.dirname(file);
  return dir === '.' ? file : dir;
}

/** One broken rule: the file, what it imports and why that is not allowed. */
export interface LayerViolation {
  file: string;
  specifier: string;
  reason: string;
}

/** The imports of every server file by path (relative to the server's root). */
export type ServerGraph = ReadonlyMap<string, readonly ServerImport[]>;

/** Checks the direction of every import: nothing but `app.ts` imports `routes/`, no layer imports a higher one. */
export function checkLayers(graph: ServerGraph): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    for (const { target, specifier } of imports) {
      if (target === null) continue;
      const to = layerOf(target);
      if (to === 'routes' && from !== 'routes' && file !== COMPOSITION_ROOT) {
        violations.push({ file, specifier, reason: `only ${COMPOSITION_ROOT} may import routes/` });
      } else if (SERVER_LAYERS.indexOf(to) > SERVER_LAYERS.indexOf(from)) {
        violations.push({ file, specifier, reason: `${from} may not import ${to} (${target})` });
      }
    }
  }
  return violations;
}

/** Strongly connected components of more than one node (or a node importing itself) of a directed graph. */
export function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The runtime import graph (type-only imports left out), between files or, with `byFolder`, between folders. */
export function runtimeEdges(graph: ServerGraph, byFolder: boolean): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const key = (file: string) => (byFolder ? folderOf(file) : file);
  for (const [file, imports] of graph) {
    const from = key(file);
    const out = edges.get(from) ?? new Set<string>();
    edges.set(from, out);
    for (const { target, typeOnly } of imports) {
      if (target === null || typeOnly) continue;
      const to = key(target);
      if (to !== from || !byFolder) out.add(to);
    }
  }
  return edges;
}

/** Every runtime import cycle, between files and between folders, as readable lines. */
export function checkCycles(graph: ServerGraph): string[] {
  return [
    ...cycles(runtimeEdges(graph, false)).map((members) => `file cycle: ${members.join(' <-> ')}`),
    ...cycles(runtimeEdges(graph, true)).map((members) => `folder cycle: ${members.join(' <-> ')}`),
  ];
}

/** Reads every TypeScript file of the server, its tests included (they obey the layers of their folder). */
export function readServerGraph(repoRoot: string): Map<string, ServerImport[]> {
  const root = join(repoRoot, SERVER_ROOT);
  const files = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const known = new Set(files);
  const graph = new Map<string, ServerImport[]>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    graph.set(
      file,
      serverImports(file, source, (candidate) => known.has(candidate)),
    );
  }
  return graph;
}

/** A statement run on a Db (`db.query(`, `tx.maybe<`...), not Hono's `c.req.query(`. */
const RUNS_STATEMENT = /(?<!\breq)\.(?:query|maybe|one|exec)\s*[<(]/;
/** SQL written in a string literal. */
const WRITES_SQL = /['"`]\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+RECURSIVE\s)/;

/**
 * The route modules that run SQL themselves: data access lives in domain modules (functions taking the scoped Db and
 * a TenantId); a route parses the request, calls them and shapes the answer.
 */
export function routesRunningSql(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (layerOf(file) !== 'routes' || /\.test\.tsx?$/.test(file)) continue;
    source.split('\n').forEach((line, index) => {
      if (RUNS_STATEMENT.test(line) || WRITES_SQL.test(line)) found.push(`${file}:${index + 1}: runs SQL in a route`);
    });
  }
  return found;
}

/** The one module that builds a 422 answer; everything else goes through its `unprocessable` family. */
const UNPROCESSABLE_HOME = 'http/errors.ts';

/** The files that build a 422 by hand (`new HttpError(422, ...)`) instead of through `http/errors.ts`. */
export function handBuilt422s(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (file === UNPROCESSABLE_HOME) continue;
    source.split('\n').forEach((line, index) => {
      if (/new\s+HttpError\(\s*422\b/.test(line))
        found.push(`${file}:${index + 1}: builds a 422 outside ${UNPROCESSABLE_HOME}`);
    });
  }
  return found;
}

/** Everything wrong with the server's layering: upward imports, runtime cycles, SQL in routes, 422s built by hand. */
export function checkServer(repoRoot: string): string[] {
  const graph = readServerGraph(repoRoot);
  const root = join(repoRoot, SERVER_ROOT);
  const sources = new Map([...graph.keys()].map((file) => [file, readFileSync(join(root, file), 'utf8')] as const));
  return [
    ...checkLayers(graph).map((v) => `${v.file}: imports ${v.specifier}: ${v.reason}`),
    ...checkCycles(graph),
    ...routesRunningSql(sources),
    ...handBuilt422s(sources),
  ];
}
