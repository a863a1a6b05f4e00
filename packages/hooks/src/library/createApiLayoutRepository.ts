import type { ApiClient } from '../api/api.types';
import { unwrap } from './library.calls';
import { LAYOUTS_API, TAGS_API } from '@screenplay/core/contract';
import type { LayoutRepository } from './layoutRepository.types';

/**
 * Creates the layout repository on the product API (`/api/v1` layouts and tags), unwrapping every `{ data }`
 * answer; failures reject with the client's `ApiError` as it maps them.
 * @example
 * const layouts = createLayoutEditorStore({ repository: createApiLayoutRepository(api), onError });
 */
export function createApiLayoutRepository(api: ApiClient): LayoutRepository {
  return {
    listLayouts: () => unwrap(api.call(LAYOUTS_API.list)),
    loadLayout: (layoutId) => unwrap(api.call(LAYOUTS_API.get, { params: { id: layoutId } })),
    createLayout: (input) => unwrap(api.call(LAYOUTS_API.create, { body: input })),
    updateLayout: (layoutId, input) => unwrap(api.call(LAYOUTS_API.update, { params: { id: layoutId }, body: input })),
    searchTags: (search) => unwrap(api.call(TAGS_API.search, { query: { search } })),
  };
}
