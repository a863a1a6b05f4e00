import { TAG_NAME_MIN_LENGTH, TAG_SEARCH_MIN_LENGTH } from '../schemas/scene.schemas';
import type { Tag } from './scene.types';

/** Message key of a tag name shorter than 2 characters after trimming (spec §5). */
export const TAG_NAME_ERROR_KEY = 'tags.tagNameValidatingError';

/** Message key of a tag the scene already has (spec §5). */
export const TAG_DUPLICATE_ERROR_KEY = 'tags.tagDuplicateValidatingError';

/** Quiet time after the last keystroke before tags are searched. */
export const TAG_SEARCH_DEBOUNCE_MS = 200; // spec: tag search debounce 200 ms

/** Why a tag name is refused: too short, or already on the scene. */
export type TagNameErrorKey = typeof TAG_NAME_ERROR_KEY | typeof TAG_DUPLICATE_ERROR_KEY;

/**
 * The message key of a tag that may not be added, or null when it may (spec §5): at least 2 characters
 * after trimming, and not one the scene already has (compared trimmed, ignoring case).
 * @example tagNameError(' a ', []) // 'tags.tagNameValidatingError'
 */
export function tagNameError(name: string, existing: readonly Pick<Tag, 'name'>[]): TagNameErrorKey | null {
  const trimmed = name.trim();
  if (trimmed.length < TAG_NAME_MIN_LENGTH) return TAG_NAME_ERROR_KEY;
  const lower = trimmed.toLowerCase();
  return existing.some((tag) => tag.name.trim().toLowerCase() === lower) ? TAG_DUPLICATE_ERROR_KEY : null;
}

/** Whether a tag search text searches at all (spec §5: "Tag search starts at 2+ characters", after trimming). */
export function isTagSearchable(text: string): boolean {
  return text.trim().length >= TAG_SEARCH_MIN_LENGTH;
}
