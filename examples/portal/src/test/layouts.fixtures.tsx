import { signal } from '@preact/signals-core';
import type { Folder, Section } from '@screenplay/core';
import { newLayout, type Layout } from '@screenplay/core/library';
import {
  ApiError,
  createPopupStore,
  createToastStore,
  endpointCall,
  type ApiClient,
  type ApiRequests,
  type SessionStore,
} from '@screenplay/hooks';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PortalStores } from '../app/createPortalStores';
import { PortalProvider } from '../app/PortalContext';
import { FULL_USER } from './library.fixtures';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** One recorded call of the fake API. */
export interface ApiCall {
  method: 'get' | 'post' | 'patch';
  url: string;
  body?: unknown;
  params?: unknown;
}

/** An answer of the fake API: a body (sent as `{ data }`), or an error to reject with. */
export type FakeAnswer = unknown | ApiError;

/** A 404 as the API client rejects it. */
export const NOT_FOUND = new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' });

/**
 * A fake product API answering `METHOD url` from a table (`{ 'get layouts/5': layout }`), recording every call;
 * unknown calls reject with 404.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): { api: ApiClient; calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const answer = (method: ApiCall['method'], url: string, body?: unknown, params?: unknown) => {
    calls.push({ method, url, body, params });
    const key = `${method} ${url}`;
    if (!(key in answers)) return Promise.reject(NOT_FOUND);
    const value = answers[key];
    return value instanceof ApiError ? Promise.reject(value) : Promise.resolve({ data: value });
  };
  const requests = {
    get: vi.fn((url: string, options?: { params?: unknown }) => answer('get', url, undefined, options?.params)),
    post: vi.fn((url: string, body?: unknown) => answer('post', url, body)),
    patch: vi.fn((url: string, body?: unknown) => answer('patch', url, body)),
  } as unknown as ApiRequests;
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  return { api, calls };
}

/** Renders a portal page at `path` with the portal's providers around it; the memory location records navigations. */
export function renderAt(path: string, page: ReactElement, api: ApiClient) {
  const location = memoryLocation({ path, record: true });
  const stores: PortalStores = {
    api,
    toasts: createToastStore(),
    popups: createPopupStore(),
    // Signed in with every grant (the pages' links and actions follow the session's grants).
    session: { $user: signal(FULL_USER) } as unknown as SessionStore,
  };
  const view = render(
    <ScreenplayIntlProvider>
      <PortalProvider stores={stores}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {page}
        </Router>
      </PortalProvider>
    </ScreenplayIntlProvider>,
  );
  return { ...view, stores, history: location.history };
}

/** A stored section of a layout. */
export function layoutSection(
  id: number,
  box: Pick<Section, 'left' | 'top' | 'width' | 'height'>,
  order: number,
): Section {
  const [section] = newLayout({ width: 1920, height: 1080 }, []).sections;
  if (!section) throw new Error('newLayout has no section');
  return { ...section, ...box, id, name: `column ${order}`, order, draft: false };
}

/** The seeded 'Three columns' layout (1920 × 1080) in library folder 3. */
export const THREE_COLUMNS: Layout = {
  ...newLayout({ width: 1920, height: 1080 }, []),
  id: 5,
  name: 'Three columns',
  ratio: '16:9',
  draft: false,
  folderIds: [3],
  sections: [0, 1, 2].map((index) =>
    layoutSection(11 + index, { left: index * 640, top: 0, width: 640, height: 1080 }, index + 1),
  ),
};

/** A folder of `kind` under `parentId`. */
export function folder(id: number, name: string, parentId: number | null, kind: Folder['kind']): Folder {
  return { id, name, parentId, owner: 1, kind, groupPermissions: [] };
}
