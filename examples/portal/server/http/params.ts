import type { Context } from 'hono';
import { isRecordId, recordIdOf, ROOT_FOLDER_ID } from '@screenplay/core';
import { notFound } from './errors';

/**
 * Ids from paths, read once here for every route: core's `recordIdOf` (decimal digits, 1 to `RECORD_ID_MAX`),
 * so no id PostgreSQL's `integer` cannot hold reaches a query. A query parameter naming a record takes the same
 * `recordIdOf` (no route reads one today).
 */

/** A positive record id from a path parameter; anything else is an unknown id (404). */
export function idParam(c: Context, name: string): number {
  const id = recordIdOf(c.req.param(name));
  if (id === null) throw notFound();
  return id;
}

/** A folder from a path parameter or body: a folder id, or null for the root pseudo-folder (-1 or null). */
export function folderRef(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === ROOT_FOLDER_ID || value === String(ROOT_FOLDER_ID))
    return null;
  const id = typeof value === 'number' ? (isRecordId(value) ? value : null) : recordIdOf(value);
  if (id === null) throw notFound();
  return id;
}
