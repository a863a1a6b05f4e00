import type { Context } from 'hono';
import { RECORD_ID_MAX, ROOT_FOLDER_ID } from '@screenplay/core';
import { notFound } from '../../http/errors';

const DIGITS = /^[0-9]{1,10}$/;

/** A positive record id from a path parameter; anything else is an unknown id (404). */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = DIGITS.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > RECORD_ID_MAX) throw notFound();
  return id;
}

/** A folder from a path parameter or body: a folder id, or null for the root pseudo-folder (-1 or null). */
export function folderRef(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === ROOT_FOLDER_ID || value === String(ROOT_FOLDER_ID))
    return null;
  const id = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : 0;
  if (!Number.isInteger(id) || id < 1 || id > RECORD_ID_MAX) throw notFound();
  return id;
}
