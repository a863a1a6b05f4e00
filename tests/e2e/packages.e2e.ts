import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from './support/paths';

/**
 * What an integrator installs (issue 23): `npm pack` of each package holds every file its `exports` point to, its
 * README and nothing of its sources' tests; each README documents exactly the entries `exports` has; and each
 * README's examples type-check against the built package (types from dist/, no `source` condition), the ones that
 * say what they print printing just that. Runs after `npm run build`, which writes dist/; no browser.
 */
const run = promisify(execFile);
const PACKAGES = ['core', 'hooks', 'ui'] as const;
type PackageName = (typeof PACKAGES)[number];

interface PackedFile {
  path: string;
}

/** An `exports` entry: a path, or conditions mapped to paths. */
type ExportTarget = string | Record<string, string>;

async function manifest(name: PackageName): Promise<{ exports: Record<string, ExportTarget> }> {
  return JSON.parse(await readFile(join(REPO_ROOT, 'packages', name, 'package.json'), 'utf8'));
}

async function packedFiles(name: PackageName): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '-w', `packages/${name}`], { cwd: REPO_ROOT });
  const [packed] = JSON.parse(stdout) as { files: PackedFile[] }[];
  return (packed?.files ?? []).map((file) => file.path);
}

/** The files an outside consumer resolves: every target but the repository's own `source` condition. */
function shippedTargets(exports: Record<string, ExportTarget>): string[] {
  return Object.values(exports).flatMap((target) =>
    typeof target === 'string'
      ? [target]
      : Object.entries(target)
          .filter(([condition]) => condition !== 'source')
          .map(([, path]) => path),
  );
}

/** The `@screenplay/<name>...` specifiers a README's entry table names (first column). */
function documentedEntries(readme: string, name: PackageName): string[] {
  const rows = readme.matchAll(new RegExp(`^\\| \`(@screenplay/${name}(?:/[\\w.-]+)?)\` \\|`, 'gm'));
  return [...rows].map((row) => row[1] as string);
}

/** A README's ts/tsx code blocks, each with the text block printed after it ("prints"), if any. */
function examples(readme: string): { code: string; extension: 'ts' | 'tsx'; prints: string | null }[] {
  const blocks = [...readme.matchAll(/```(tsx?|text)\n([\s\S]*?)```/g)];
  return blocks.flatMap((block, index) => {
    if (block[1] === 'text') return [];
    const next = blocks[index + 1];
    const prints = next?.[1] === 'text' ? (next[2] as string) : null;
    return [{ code: block[2] as string, extension: block[1] as 'ts' | 'tsx', prints }];
  });
}

for (const name of PACKAGES) {
  test.describe(`@screenplay/${name} as packed`, () => {
    test.skip(!existsSync(join(REPO_ROOT, 'packages', name, 'dist')), 'needs `npm run build`');

    test('holds every exported file and its README, and no tests or fixtures', async () => {
      const files = await packedFiles(name);
      const { exports } = await manifest(name);
      for (const target of shippedTargets(exports)) expect(files, target).toContain(target.replace(/^\.\//, ''));
      expect(files).toContain('README.md');
      expect(files.filter((file) => /\.test\.|fixtures|\/test\/|\.ts$/.test(file) && !file.endsWith('.d.ts'))).toEqual(
        [],
      );
    });

    test("README's entry points are exactly its exports", async () => {
      const readme = await readFile(join(REPO_ROOT, 'packages', name, 'README.md'), 'utf8');
      const { exports } = await manifest(name);
      const exported = Object.keys(exports).map((subpath) => `@screenplay/${name}${subpath.slice(1)}`);
      const documented = documentedEntries(readme, name);
      // Every documented entry resolves; every code entry is documented (theme files may be told in prose).
      for (const entry of documented) expect(exported, `${entry} is in the README`).toContain(entry);
      for (const entry of exported.filter((specifier) => !specifier.endsWith('.css')))
        expect(documented, `${entry} is exported`).toContain(entry);
    });
  });
}

/**
 * Every README's examples in one TypeScript program: `skipLibCheck: false` checks our shipped declarations and
 * every dependency's (React's, arktype's...) with them, most of the compile's time, so the three packages'
 * examples share one check of those instead of three (about 50 s each on 2 cores).
 */
test("the READMEs' examples compile against the built packages and print what they say", async () => {
  test.skip(
    PACKAGES.some((name) => !existsSync(join(REPO_ROOT, 'packages', name, 'dist'))),
    'needs `npm run build`',
  );
  test.setTimeout(240_000);
  // Inside the repository so `@screenplay/*` resolve through node_modules, with a tsconfig of its own: no
  // `source` condition, exactly an outside app's view. Not under test-results/, which a new run empties.
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'readme-examples');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const compilerOptions = {
    ...{ target: 'ES2022', lib: ['ES2023', 'DOM'], module: 'ESNext', moduleResolution: 'Bundler' },
    ...{ jsx: 'react-jsx', strict: true, noUncheckedIndexedAccess: true, noEmit: true, types: ['node'] },
    ...{ skipLibCheck: false, verbatimModuleSyntax: true },
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts', '*.tsx'] }));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  const written: { file: string; prints: string | null }[] = [];
  for (const name of PACKAGES) {
    const readme = await readFile(join(REPO_ROOT, 'packages', name, 'README.md'), 'utf8');
    for (const [index, example] of examples(readme).entries()) {
      const file = `${name}-example-${index + 1}.${example.extension}`;
      await writeFile(join(dir, file), example.code);
      written.push({ file, prints: example.prints });
    }
  }
  const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  const errors = await run(process.execPath, [tsc, '-p', dir], { cwd: dir }).then(
    () => '',
    (failure: { stdout?: string }) => failure.stdout ?? String(failure),
  );
  expect(errors, `the examples as ${dir}/*-example-*`).toBe('');
  for (const { file, prints } of written) {
    if (prints === null) continue;
    // Playwright's workers force colours, and console.log would colour the numbers.
    const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
    const tsx = join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
    const { stdout } = await run(process.execPath, [tsx, file], { cwd: dir, env });
    expect(stdout.trim(), file).toBe(prints.trim());
  }
});
