import { CHUNK_LOAD_TIMEOUT_MS } from '@screenplay/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, lazyWithTimeout } from './lazyWithTimeout';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

const Page = () => <h1>Scenes</h1>;

function show(Lazy: ComponentType) {
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 120000 ms (spec) for a part, then lets the error boundary show the error page', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    show(lazyWithTimeout(() => new Promise<{ default: ComponentType }>(() => undefined)));
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe(String(new ChunkLoadTimeoutError(CHUNK_LOAD_TIMEOUT_MS)));
  });

  it('renders a part that arrives in time', async () => {
    show(lazyWithTimeout(() => Promise.resolve({ default: Page })));
    await act(async () => undefined); // the chunk arrives
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS + 1));
    expect(screen.getByRole('heading', { name: 'Scenes' })).toBeTruthy();
  });
});
