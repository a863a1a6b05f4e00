/** How often a social feed layer reloads its posts. */
export const SOCIAL_FEED_REFRESH_MS = 300000; // spec: social feeds refresh every 300000 ms

/** One post of a social feed, as a feed layer shows it. */
export interface FeedPost {
  id: string;
  /** The picture to show, null for a post without one. */
  imageUrl: string | null;
  /** The post's text, '' when it has none. */
  caption: string;
}

/**
 * The posts a feed grid shows: the first rows × columns (spec: "at most rows × columns items"), in
 * order. Rows and columns are whole numbers; a negative or unreadable one shows nothing.
 *
 * @example feedGrid(posts, 2, 3).length // at most 6
 */
export function feedGrid<T>(posts: readonly T[], rows: number, columns: number): T[] {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
  return posts.slice(0, whole(rows) * whole(columns));
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

/** The list in an answer: the array itself, or its `data` (the shape Graph-type APIs page their lists in). */
function listOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  return isRecord(raw) && Array.isArray(raw.data) ? raw.data : [];
}

/** The first attachment's image of a Facebook-type post (`attachments.data[0].media.image.src`). */
function attachmentImage(post: Raw): string | null {
  const first = listOf(post.attachments)[0];
  const media = isRecord(first) ? first.media : null;
  const image = isRecord(media) ? media.image : null;
  return isRecord(image) ? text(image.src) : null;
}

/**
 * Facebook-type posts from an answer (an array, or `{ data: [...] }`): id, `full_picture` or else the
 * attachment's image, and `message` (spec §3). Entries without an id are left out.
 */
export function facebookPosts(raw: unknown): FeedPost[] {
  return listOf(raw).flatMap((post) => {
    const id = isRecord(post) ? idOf(post.id) : null;
    if (!isRecord(post) || id === null) return [];
    return [{ id, imageUrl: text(post.full_picture) ?? attachmentImage(post), caption: text(post.message) ?? '' }];
  });
}

/**
 * Instagram-type posts from an answer (an array, or `{ data: [...] }`): id, `thumbnail_url` (a video's
 * still) or else `media_url`, and `caption` (spec §3). Entries without an id are left out.
 */
export function instagramPosts(raw: unknown): FeedPost[] {
  return listOf(raw).flatMap((post) => {
    const id = isRecord(post) ? idOf(post.id) : null;
    if (!isRecord(post) || id === null) return [];
    return [{ id, imageUrl: text(post.thumbnail_url) ?? text(post.media_url), caption: text(post.caption) ?? '' }];
  });
}
