import { CHUNK_LOAD_TIMEOUT_MS } from '@screenplay/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded part that did not arrive in time. */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`A part of the interface did not load within ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects with {@link ChunkLoadTimeoutError} when `promise` has not settled within `timeoutMs`. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}

/**
 * `React.lazy` that gives up after {@link CHUNK_LOAD_TIMEOUT_MS} (spec: 120000 ms): the failure is thrown
 * where the part renders, so the nearest error boundary shows the error page, as for a chunk that failed.
 *
 * @example const ScenesPage = lazyWithTimeout(() => import('./ScenesPage'));
 */
export function lazyWithTimeout<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withTimeout(load(), timeoutMs));
}
