import type { Context } from 'hono';
import { profileFieldsSchema, type ProfileFields } from '@screenplay/core';
import { validOrThrow } from '../../http/body';
import { HttpError, unprocessable } from '../../http/errors';
import { imageSize } from 'image-size';
import { AVATAR_MAX_BYTES } from '../../media/avatars';
import { isWithinPixelLimits } from '../../media/dimensions';
import { sniffImage, type SniffedImage } from '../../media/sniff';

/** A parsed profile form: validated text fields and an optional sniffed avatar. */
export interface ProfileForm {
  fields: ProfileFields;
  avatar: { bytes: Uint8Array; image: SniffedImage } | null;
}

const TEXT_FIELDS = ['name', 'email', 'password', 'password_confirmation', 'current_password'] as const;
/** Fields a user may clear: `''`, `'null'` and `'undefined'` (what FormData makes of null) mean null. */
const NULLABLE_FIELDS = ['lastName', 'middleName', 'phone', 'about'] as const;
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** Whether the image's header can be read and claims no more pixels than the media limits allow. */
function hasAcceptableSize(bytes: Uint8Array): boolean {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 && isWithinPixelLimits({ width, height });
  } catch {
    return false;
  }
}

async function readAvatar(value: File): Promise<ProfileForm['avatar']> {
  if (value.size > AVATAR_MAX_BYTES) {
    throw unprocessable({ avatar: [`The avatar may not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`] });
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image || !hasAcceptableSize(bytes)) {
    throw unprocessable({ avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image.'] });
  }
  return { bytes, image };
}

/**
 * Reads the multipart profile update. Absent fields stay unchanged; an empty password means "keep";
 * a text value for `avatar` (e.g. the current URL echoed back) is ignored.
 */
export async function readProfileForm(c: Context): Promise<ProfileForm> {
  if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, { message: 'The profile must be sent as multipart/form-data.' });
  }
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new HttpError(400, { message: 'The form data could not be read.' });
  }
  const raw: Record<string, string | null> = {};
  const errors: Record<string, string[]> = {};
  for (const key of [...TEXT_FIELDS, ...NULLABLE_FIELDS]) {
    const value = form[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      errors[key] = [`The ${key} must be text.`];
      continue;
    }
    const isNullable = (NULLABLE_FIELDS as readonly string[]).includes(key);
    if (isNullable && (value.trim() === '' || value === 'null' || value === 'undefined')) raw[key] = null;
    else if (key === 'password' || key === 'password_confirmation' || key === 'current_password') {
      if (value !== '') raw[key] = value;
    } else raw[key] = key === 'email' ? value.trim().toLowerCase() : value.trim();
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const fields = validOrThrow(profileFieldsSchema, raw);
  const avatarValue = form.avatar;
  const avatar = avatarValue instanceof File ? await readAvatar(avatarValue) : null;
  return { fields, avatar };
}
