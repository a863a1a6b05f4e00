import type { Context } from 'hono';
import type { SchemaValidator, ValidationErrors } from '@screenplay/core';
import { validOrThrow } from '../../http/body';
import { HttpError, unprocessable } from '../../http/errors';

/** A template preview sent as a file. */
export interface PreviewFile {
  bytes: Uint8Array;
  fileName: string;
}

/** A parsed template form: validated text fields and what to do with the preview. */
export interface TemplateForm<T> {
  fields: T;
  /** A new preview image, or null when none was sent. */
  preview: PreviewFile | null;
  /** The preview was sent as empty text (`''`/`'null'`): remove the current one. */
  clearsPreview: boolean;
}

/** The text fields of a template form (spec §7: name, type, width, height, layers; folderId). */
const TEXT_FIELDS = ['name', 'type', 'width', 'height', 'layers', 'folderId'] as const;
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * Reads a multipart template form: text fields validated by `schema` (absent ones are left out),
 * `preview` as an optional file. A text `preview` other than empty (e.g. the current URL echoed
 * back) is ignored. Anything but a form answers 415.
 */
export async function readTemplateForm<T>(c: Context, schema: SchemaValidator<T>): Promise<TemplateForm<T>> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, { message: 'A template must be sent as multipart/form-data.' });
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, { message: 'The form data could not be read.' });
  }
  const raw: Record<string, string> = {};
  const errors: ValidationErrors = {};
  for (const key of TEXT_FIELDS) {
    const value = form[key];
    if (value === undefined) continue;
    if (typeof value === 'string') raw[key] = value;
    else errors[key] = [`The ${key} must be text.`];
  }
  const preview = form.preview;
  if (preview !== undefined && typeof preview !== 'string' && !(preview instanceof File))
    errors.preview = ['Send one preview image.'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const fields = validOrThrow(schema, raw);
  // An empty file input still sends a part: no name, no bytes.
  if (preview instanceof File && (preview.size > 0 || preview.name !== '')) {
    return {
      fields,
      preview: { bytes: new Uint8Array(await preview.arrayBuffer()), fileName: preview.name },
      clearsPreview: false,
    };
  }
  return { fields, preview: null, clearsPreview: preview === '' || preview === 'null' };
}
