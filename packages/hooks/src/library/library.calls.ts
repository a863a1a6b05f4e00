import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { ROOT_FOLDER_ID } from '@screenplay/core';
import type { Id } from '@screenplay/core';
import { toApiError } from '../api/ApiError';
import type { ApiError } from '../api/ApiError';
import type { ErrorHandler } from './library.types';
import type { Envelope } from '@screenplay/core/contract';

/** Resolves the `data` of a `{ data }` answer. */
export async function unwrap<T>(request: Promise<Envelope<T>>): Promise<T> {
  return (await request).data;
}

/** A folder id as the calls take it: null for "no folder" (the root -1 included). */
export function folderOrNull(folderId: Id | null | undefined): Id | null {
  return folderId === undefined || folderId === null || folderId === ROOT_FOLDER_ID ? null : folderId;
}

/** A store's failure channel: the last error in `$error`, every one passed to `onError`. */
export interface ErrorReporter {
  $error: ReadonlySignal<ApiError | null>;
  /** Maps a rejection to an `ApiError`, keeps it and passes it on; returns it. */
  report(reason: unknown): ApiError;
  clear(): void;
}

/** Creates the failure channel every library store shares the shape of. */
export function createErrorReporter(onError: ErrorHandler | undefined): ErrorReporter {
  const $error = signal<ApiError | null>(null);
  return {
    $error,
    report(reason) {
      const error = toApiError(reason);
      $error.value = error;
      onError?.(error);
      return error;
    },
    clear() {
      $error.value = null;
    },
  };
}
