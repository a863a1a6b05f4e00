import type { Folder, Id, Section } from '@screenplay/core';
import type { Layout, LibraryTemplate, MediaItem } from '@screenplay/core/library';
import { toApiError } from '../api/ApiError';
import type { ApiClient, ApiRequests, QueryValue } from '../api/api.types';
import { endpointCall } from '../api/createApiClient';
import type { UploadProgress } from '../api/uploadWithXhr';

/** One call the fake API received; uploads are recorded with method `UPLOAD`. */
export interface FakeCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'UPLOAD';
  url: string;
  body: unknown;
  params: Record<string, QueryValue> | undefined;
  onProgress?: UploadProgress;
}

/** Answers a call with the decoded body, or throws (`httpFailure(...)`, or an Error for no response). */
export type FakeHandler = (call: FakeCall) => unknown;

/** Test helper: a non-2xx answer as the API client rejects it. */
export function httpFailure(status: number, data: unknown = {}) {
  return toApiError({ status, data });
}

/**
 * Test helper: an {@link ApiClient} answering from a route table keyed `'<METHOD> <url>'` (uploads: `'UPLOAD <url>'`),
 * rejecting like the real client (an `ApiError`; unknown routes 404) and recording every call in order.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  async function answer<T>(call: FakeCall): Promise<T> {
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    try {
      if (!route) throw httpFailure(404, { message: 'Item not found' });
      return (await route(call)) as T;
    } catch (reason) {
      throw toApiError(reason);
    }
  }
  const requests: ApiRequests = {
    get: (url, options) => answer({ method: 'GET', url, body: undefined, params: options?.params }),
    post: (url, body, options) => answer({ method: 'POST', url, body, params: options?.params }),
    put: (url, body, options) => answer({ method: 'PUT', url, body, params: options?.params }),
    patch: (url, body, options) => answer({ method: 'PATCH', url, body, params: options?.params }),
    delete: (url, body, options) => answer({ method: 'DELETE', url, body, params: options?.params }),
    upload: (url, body, onProgress) =>
      answer({ method: 'UPLOAD', url, body, params: undefined, ...(onProgress ? { onProgress } : {}) }),
  };
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  return { api, calls, routes };
}

/** Test helper: a promise with its resolve/reject in hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Test fixture: a library folder (owner 1 unless given). */
export function folderFixture(id: Id, name: string, overrides: Partial<Folder> = {}): Folder {
  return { id, name, parentId: null, owner: 1, kind: 'library', groupPermissions: [], ...overrides };
}

/** Test fixture: a saved layout section. */
export function layoutSection(id: Id, order: number, overrides: Partial<Section> = {}): Section {
  return {
    id,
    name: `Section ${id}`,
    left: 0,
    top: 0,
    width: 960,
    height: 1080,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(255,255,255,0)',
    order,
    parentId: null,
    markAsDeleted: false,
    ...overrides,
  };
}

/** Test fixture: layout 5, 1920 x 1080 'Two columns', owned by user 1, in no folder, two sections (ids 11, 12). */
export function layoutFixture(overrides: Partial<Layout> = {}): Layout {
  return {
    id: 5,
    name: 'Two columns',
    width: 1920,
    height: 1080,
    ratio: '16:9',
    draft: false,
    sections: [layoutSection(11, 1), layoutSection(12, 2, { left: 960 })],
    tags: [{ id: 30, name: 'News' }],
    folderIds: [],
    owner: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Test fixture: a library template of a kind. */
export function templateFixture(id: Id, overrides: Partial<LibraryTemplate> = {}): LibraryTemplate {
  return {
    id,
    name: `Template ${id}`,
    type: 'Template',
    preview: null,
    width: 400,
    height: 300,
    ratio: 'Free',
    layers: [],
    folderIds: [],
    scenesCount: 0,
    playlistItemId: null,
    owner: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Test fixture: a stored PNG image. */
export function mediaFixture(id: Id, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    uuid: `uuid-${id}`,
    name: `image-${id}.png`,
    url: `/media/1/uuid-${id}.png`,
    width: 640,
    height: 480,
    duration: null,
    type: 'image',
    mime: 'image/png',
    size: 1024,
    folderIds: [],
    owner: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
