import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSharedGraph, sharedGraphProblems } from './shared-graph';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

describe('unit tests that share a module graph', () => {
  it('mock modules only in files named *.mocks.test, never in core', () => {
    expect(checkSharedGraph(repoRoot)).toEqual([]);
  });

  it('tells each misplaced mock apart', () => {
    const mock = "vi.mock('react-intl', () => ({}));";
    expect(sharedGraphProblems('packages/ui/src/A/A.test.tsx', mock)).toEqual([
      'packages/ui/src/A/A.test.tsx: mocks a module, so it must be named *.mocks.test.ts(x)',
    ]);
    expect(sharedGraphProblems('packages/ui/src/A/A.mocks.test.tsx', mock)).toEqual([]);
    expect(sharedGraphProblems('examples/portal/src/B.mocks.test.tsx', 'vi.doMock("x")')).toEqual([]);
    expect(sharedGraphProblems('packages/core/src/c.test.ts', mock)).toEqual([
      'packages/core/src/c.test.ts: a core test may not mock a module',
    ]);
    expect(sharedGraphProblems('packages/ui/src/A/A.mocks.test.tsx', 'vi.fn()')).toEqual([
      'packages/ui/src/A/A.mocks.test.tsx: is named *.mocks.test but mocks no module',
    ]);
    expect(sharedGraphProblems('packages/hooks/src/h.test.ts', 'vi.useFakeTimers()')).toEqual([]);
  });
});
