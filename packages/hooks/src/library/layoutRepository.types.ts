import type { Id, Tag } from '@screenplay/core';
import type { Layout, LayoutInput } from '@screenplay/core/library';

/** What `updateLayout` sends: a layout's editable fields (a stored layout's folders do not change on save). */
export type LayoutUpdateInput = Omit<LayoutInput, 'folderId'>;

/** The operations a layout repository performs, named so a test repository can fail one of them on purpose. */
export type LayoutRepositoryOp = 'listLayouts' | 'loadLayout' | 'createLayout' | 'updateLayout' | 'searchTags';

/**
 * Where the layout editor reads and stores layouts: `createApiLayoutRepository` for the product API,
 * `createMemoryLayoutRepository` for integrators without our server and for tests. Failures reject with an
 * `ApiError` (404: no such layout; 422: the body refused, its `errors` keyed by the body's fields).
 */
export interface LayoutRepository {
  /** Every layout of the tenant, for unique names of new layouts and copies (`GET layouts`). */
  listLayouts(): Promise<Layout[]>;
  /** Reads one layout with its sections and tags (`GET layouts/{id}`). */
  loadLayout(layoutId: Id): Promise<Layout>;
  /** Stores a new layout in `folderId` (null: none) and resolves with it stored (`POST layouts`). */
  createLayout(input: LayoutInput): Promise<Layout>;
  /** Replaces a stored layout's fields and sections and resolves with it stored (`PATCH layouts/{id}`). */
  updateLayout(layoutId: Id, input: LayoutUpdateInput): Promise<Layout>;
  /** The tenant's tags whose name contains `search` (case-insensitive); empty below 2 characters (`GET tags?search=`). */
  searchTags(search: string): Promise<Tag[]>;
}
