import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, checkFile, checkRepository, importSpecifiers } from './dependency-direction';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const layer = (name: string) => {
  const found = LAYERS.find((l) => l.name === name);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
};

describe('dependency direction core <- hooks <- ui <- portal', () => {
  it('holds for every file in the repository', () => {
    expect(checkRepository(repoRoot)).toEqual([]);
  });

  it('finds static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from '@screenplay/hooks';",
      "import type { B } from '@screenplay/ui';",
      "export { c } from './c';",
      "export * from '../outside';",
      "const d = await import('react');",
      "import 'side-effect';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@screenplay/hooks',
      '@screenplay/ui',
      './c',
      '../outside',
      'react',
      'side-effect',
    ]);
  });

  it('fails when core imports hooks, React or the DOM-side packages', () => {
    const file = 'packages/core/src/access/access.ts';
    const reasons = checkFile(
      layer('core'),
      file,
      "import { x } from '@screenplay/hooks';\nimport { useState } from 'react';\nimport { y } from './ok';",
      repoRoot,
    ).map((v) => v.reason);
    expect(reasons).toEqual(['core may not import @screenplay/hooks', 'core may not import react']);
  });

  it('fails when hooks imports ui, ui imports the portal, or a relative path escapes its package', () => {
    expect(checkFile(layer('hooks'), 'packages/hooks/src/a.ts', "import '@screenplay/ui';", repoRoot)).toHaveLength(1);
    expect(
      checkFile(
        layer('ui'),
        'packages/ui/src/A/A.tsx',
        "import { x } from '../../../../examples/portal/src/x';",
        repoRoot,
      ),
    ).toHaveLength(1);
    expect(checkFile(layer('ui'), 'packages/ui/src/A/A.tsx', "import { x } from '../B/B';", repoRoot)).toEqual([]);
  });

  it('lets the server import core only', () => {
    const server = layer('server');
    const file = 'examples/portal/server/app.ts';
    expect(
      checkFile(server, file, "import { x } from '@screenplay/core';\nimport { Hono } from 'hono';", repoRoot),
    ).toEqual([]);
    expect(checkFile(server, file, "import { x } from '@screenplay/hooks';", repoRoot)).toHaveLength(1);
    expect(checkFile(server, file, "import React from 'react';", repoRoot)).toHaveLength(1);
  });
});
