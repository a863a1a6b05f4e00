import type { Tag } from '@screenplay/core';
import type { Layout } from '@screenplay/core/library';
import type { ApiClient } from '../api/api.types';
import { unwrap } from './library.calls';
import type { Envelope } from '@screenplay/core/contract';
import type { LayoutRepository } from './layoutRepository.types';

/**
 * Creates the layout repository on the product API (`/api/v1` layouts and tags), unwrapping every `{ data }`
 * answer; failures reject with the client's `ApiError` as it maps them.
 * @example
 * const layouts = createLayoutEditorStore({ repository: createApiLayoutRepository(api), onError });
 */
export function createApiLayoutRepository(api: ApiClient): LayoutRepository {
  return {
    listLayouts: () => unwrap(api.get<Envelope<Layout[]>>('layouts')),
    loadLayout: (layoutId) => unwrap(api.get<Envelope<Layout>>(`layouts/${layoutId}`)),
    createLayout: (input) => unwrap(api.post<Envelope<Layout>>('layouts', input)),
    updateLayout: (layoutId, input) => unwrap(api.patch<Envelope<Layout>>(`layouts/${layoutId}`, input)),
    searchTags: (search) => unwrap(api.get<Envelope<Tag[]>>('tags', { params: { search } })),
  };
}
