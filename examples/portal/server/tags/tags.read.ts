import { AUTHORING_NAME_MAX_LENGTH, TAG_SEARCH_MIN_LENGTH } from '@screenplay/core';
import type { Db } from '../db/client';
import type { TagWire } from '../scenes/wire';
import type { TenantId } from '../tenancy';

/** Most tags one search answers (not in the spec; a suggestion list, not a report). */
export const TAG_SEARCH_LIMIT = 50;

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The tenant's tags containing `search` (trimmed), case-insensitive, by name; under 2 characters, none. */
export async function searchTags(db: Db, customerId: TenantId, rawSearch: string): Promise<TagWire[]> {
  const search = rawSearch.trim().slice(0, AUTHORING_NAME_MAX_LENGTH);
  if (search.length < TAG_SEARCH_MIN_LENGTH) return [];
  return db.query<TagWire>(
    `SELECT id, name FROM tags WHERE customer_id = $1 AND name ILIKE $2 ESCAPE '\\' ORDER BY lower(name), id LIMIT $3`,
    [customerId, likePattern(search), TAG_SEARCH_LIMIT],
  );
}
