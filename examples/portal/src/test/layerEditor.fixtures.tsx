import type { PlaylistItem, Scene, Section } from '@screenplay/core';
import { defaultLayer } from '@screenplay/core/widgets';
import { ApiError, endpointCall, type ApiClient, type ApiRequests } from '@screenplay/hooks';
import { vi } from 'vitest';
import { NOT_FOUND } from './layouts.fixtures';

/** One recorded call of {@link fakeLayerApi}. */
export interface LayerApiCall {
  method: 'get' | 'post' | 'patch' | 'delete' | 'upload';
  url: string;
  body?: unknown;
}

/**
 * A fake product API for the layer editor pages: answers `METHOD url` from a table as `{ data }` (an `ApiError`
 * rejects), records every call (an upload's form as a plain object), and rejects unknown calls with 404. Fonts and
 * social accounts answer empty lists unless the table says otherwise.
 */
export function fakeLayerApi(answers: Record<string, unknown>): { api: ApiClient; calls: LayerApiCall[] } {
  const table: Record<string, unknown> = {
    'get fonts': [],
    'get instagram/accounts': [],
    'get facebook/accounts': [],
    ...answers,
  };
  const calls: LayerApiCall[] = [];
  const answer = (method: LayerApiCall['method'], url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    if (!(key in table)) return Promise.reject(NOT_FOUND);
    const value = table[key];
    if (value instanceof ApiError) return Promise.reject(value);
    return Promise.resolve(method === 'delete' && value === null ? undefined : { data: value });
  };
  const requests = {
    get: vi.fn((url: string) => answer('get', url)),
    post: vi.fn((url: string, body?: unknown) => answer('post', url, body)),
    patch: vi.fn((url: string, body?: unknown) => answer('patch', url, body)),
    put: vi.fn((url: string, body?: unknown) => answer('patch', url, body)),
    delete: vi.fn((url: string) => answer('delete', url)),
    upload: vi.fn((url: string, form: FormData) => answer('upload', url, Object.fromEntries(form.entries()))),
  } as unknown as ApiRequests;
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  return { api, calls };
}

const box = { left: 100, top: 100, width: 400, height: 200 };

/** A stored playlist item of section 12 with a text layer saying `text`. */
export function itemFixture(id: number, text: string, duration = 15): PlaylistItem {
  const layer = defaultLayer('Text', box, 1);
  return {
    id,
    parentId: null,
    layers: [{ ...layer, content: { ...layer.content, text } }],
    hidden: false,
    markAsDeleted: false,
    duration,
    styles: {},
  };
}

/** Section 12 'Hero' (1440 × 930) of scene 4, playing items 30 and 31. */
export const HERO: Section = {
  id: 12,
  name: 'Hero',
  top: 0,
  left: 0,
  width: 1440,
  height: 930,
  hidden: false,
  draft: false,
  ratio: null,
  playlistItems: [itemFixture(30, 'Welcome'), itemFixture(31, 'New prices', 20)],
  itemsOrder: [30, 31],
  background: 'rgba(18,52,86,1)',
  order: 1,
  parentId: null,
  markAsDeleted: false,
};

/** Hero's draft copy (section 40) as `POST scenes/4/sections` makes it: items 50 and 51 copy 30 and 31. */
export const HERO_DRAFT: Section = {
  ...HERO,
  id: 40,
  draft: true,
  parentId: 12,
  playlistItems: [
    { ...itemFixture(50, 'Welcome'), parentId: 30 },
    { ...itemFixture(51, 'New prices', 20), parentId: 31 },
  ],
  itemsOrder: [50, 51],
};

/** Scene 4 'Welcome screen' (1920 × 1080) with the Hero section. */
export const WELCOME: Scene = {
  id: 4,
  name: 'Welcome screen',
  width: 1920,
  height: 1080,
  ratio: '16:9',
  draft: false,
  sections: [HERO],
  tags: [],
  folderIds: [],
  screensCount: 0,
  updatedAt: '2024-03-30T08:00:00Z',
  updatedBy: 'Ada Acme',
  thumbnail: null,
};
