import { signal } from '@preact/signals-core';
import { groupPermissionsAt, type Folder, type Section, type SessionUser } from '@screenplay/core';
import type { Layout, LibraryTemplate, MediaItem } from '@screenplay/core/library';
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
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PortalStores } from '../app/createPortalStores';
import { PortalProvider } from '../app/PortalContext';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** One call the fake API received (uploads as method 'upload'). */
export interface ApiCall {
  method: 'get' | 'post' | 'patch' | 'delete' | 'upload';
  url: string;
  body?: unknown;
  params?: unknown;
}

/** A fake answer: a body (sent as `{ data }`), an error to reject with, or a function of the call. */
export type FakeAnswer = unknown;

/** Test helper: an API failure as the client rejects it. */
export function apiError(status: number, message: string, code?: string): ApiError {
  return new ApiError({
    status,
    messageKey: status === 409 ? 'errors.conflict' : 'errors.serverError',
    message,
    ...(code ? { code } : {}),
  });
}

/**
 * Test helper: a fake product API answering `'<method> <url>'` from a table, recording each call; an upload
 * reports half progress before it answers. Unknown calls reject with 404.
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  const calls: ApiCall[] = [];
  const answer = (call: ApiCall) => {
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    if (!(key in answers))
      return Promise.reject(new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'Item not found' }));
    const raw = answers[key];
    const value = typeof raw === 'function' ? (raw as (call: ApiCall) => unknown)(call) : raw;
    if (value instanceof ApiError) return Promise.reject(value);
    return Promise.resolve(value === undefined ? undefined : { data: value });
  };
  const requests: ApiRequests = {
    get: (url, options) => answer({ method: 'get', url, params: options?.params }) as Promise<never>,
    post: (url, body) => answer({ method: 'post', url, body }) as Promise<never>,
    put: (url, body) => answer({ method: 'post', url, body }) as Promise<never>,
    patch: (url, body) => answer({ method: 'patch', url, body }) as Promise<never>,
    delete: (url, body, options) => answer({ method: 'delete', url, body, params: options?.params }) as Promise<never>,
    upload: (url, body, onProgress) => {
      onProgress?.(0.5);
      return answer({ method: 'upload', url, body }) as Promise<never>;
    },
  };
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  return { api, calls };
}

/** Test helper: a session user with the given library permissions. */
export function user(groupPermissions: SessionUser['groupPermissions'], id = 1): SessionUser {
  return {
    id,
    name: 'Ada',
    lastName: null,
    middleName: null,
    email: 'ada@acme.test',
    phone: null,
    about: null,
    avatar: null,
    roles: [{ id: 3, name: 'customer-admin' }],
    emailVerifiedAt: null,
    status: 'active',
    tenantType: 'Direct',
    customerId: 10,
    currentCustomerId: null,
    resellerId: null,
    groupPermissions,
  };
}

export const FULL_USER = user(groupPermissionsAt('full'));
export const READONLY_USER = user({
  ...groupPermissionsAt('full'),
  createALibraryFolder: 'readonly',
  editALibraryAFolder: 'readonly',
});

/** Renders a portal page at `path` with the portal's providers, signed in as `sessionUser`. */
export function renderAt(path: string, page: ReactElement, api: ApiClient, sessionUser: SessionUser = FULL_USER) {
  const location = memoryLocation({ path, record: true });
  const session = { $user: signal(sessionUser) } as unknown as SessionStore;
  const stores: PortalStores = { api, toasts: createToastStore(), popups: createPopupStore(), session };
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

/** Test helper: a library folder. */
export function folder(id: number, name: string, parentId: number | null = null, owner: number | null = 1): Folder {
  return {
    id,
    name,
    parentId,
    owner,
    kind: 'library',
    groupPermissions: [{ permissionType: 'ManageAFolder', level: 'full' }],
  };
}

function section(id: number, left: number, width: number): Section {
  return {
    id,
    name: `column ${id}`,
    left,
    top: 0,
    width,
    height: 1080,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order: id,
    parentId: null,
    markAsDeleted: false,
  };
}

/** Test helper: a two-column 1920×1080 layout. */
export function layout(id: number, name: string, folderIds: number[] = [], owner = 1): Layout {
  return {
    id,
    name,
    width: 1920,
    height: 1080,
    ratio: '16:9',
    draft: false,
    sections: [section(1, 0, 960), section(2, 960, 960)],
    tags: [],
    folderIds,
    owner,
    updatedAt: '2024-05-01T10:00:00.000Z',
  };
}

/** Test helper: a template with one layer. */
export function template(id: number, name: string, folderIds: number[] = []): LibraryTemplate {
  return {
    id,
    name,
    type: 'Template',
    preview: null,
    width: 800,
    height: 600,
    ratio: 'Free',
    layers: [
      {
        id: 1,
        itemType: 'Text',
        content: { left: 0, top: 0, width: 400, height: 100 },
        parentLayerId: null,
        sectionTemplateGroup: null,
        sectionTemplateId: null,
        invisible: false,
        media: [],
        fonts: [],
      },
    ],
    folderIds,
    scenesCount: 0,
    playlistItemId: null,
    owner: 1,
    updatedAt: '2024-05-01T10:00:00.000Z',
  };
}

/** Test helper: a stored PNG. */
export function media(id: number, name: string, folderIds: number[] = []): MediaItem {
  return {
    id,
    uuid: `uuid-${id}`,
    name,
    url: `/media/10/uuid-${id}.png`,
    width: 64,
    height: 64,
    duration: null,
    type: 'image',
    mime: 'image/png',
    size: 2_000,
    folderIds,
    owner: 1,
    createdAt: '2024-05-01T10:00:00.000Z',
  };
}
