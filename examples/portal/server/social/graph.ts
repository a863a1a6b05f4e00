import { ArkErrors, type } from 'arktype';
import { facebookPosts } from '@screenplay/core/widgets';
import type { SocialAccountConfig, WidgetServicesConfig } from '../config';
import type { FacebookPostDto, InstagramPostDto } from '@screenplay/core/widgets';

/**
 * The social feed adapter, spoken in the Graph API format: a Facebook page's posts
 * (`GET /{page-id}/posts?fields=id,message,full_picture,attachments{media}`) and an Instagram
 * business account's media (`GET /{ig-user-id}/media?fields=id,caption,media_type,media_url,thumbnail_url`),
 * each with the account's own access token. Only the first page of each list is read.
 */

/** How long one Graph API call may take (not in the spec; ours, as the other outside services). */
export const GRAPH_TIMEOUT_MS = 10_000;

/** Posts asked for (ours: more than a feed grid shows; Graph's default page is 25). */
export const GRAPH_POST_LIMIT = 25;

/** The Graph API is unreachable, too slow, refused the token, or answered something that is not a list. */
export class SocialFeedUnavailableError extends Error {
  /** Builds the error for one account (its id, never its token). */
  constructor(accountId: string, reason: string) {
    super(`graph ${accountId}: ${reason}`);
    this.name = 'SocialFeedUnavailableError';
  }
}

const graphList = type({ data: 'object[]' });

const instagramMedia = type({
  id: 'string | number',
  'caption?': 'string',
  'media_url?': 'string',
  'thumbnail_url?': 'string',
});

/** The reason in a Graph error answer (`{ error: { message, code } }`), for the log. */
function graphErrorReason(status: number, json: unknown): string {
  const error =
    typeof json === 'object' && json !== null
      ? (json as { error?: { message?: unknown; code?: unknown } }).error
      : undefined;
  return typeof error?.message === 'string'
    ? `answered ${status}: ${error.message} (code ${String(error.code)})`
    : `answered ${status}`;
}

/** GETs one edge of an account's object with its token; the list's entries, or {@link SocialFeedUnavailableError}. */
async function fetchEdge(
  graphUrl: string,
  account: SocialAccountConfig,
  edge: string,
  fields: string,
): Promise<object[]> {
  const query = new URLSearchParams({ fields, limit: String(GRAPH_POST_LIMIT), access_token: account.token });
  let response: Response;
  try {
    response = await fetch(`${graphUrl}/${encodeURIComponent(account.id)}/${edge}?${query}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    // The message of a failed fetch never holds the URL, so the token stays out of the log.
    throw new SocialFeedUnavailableError(account.id, error instanceof Error ? error.message : 'unreachable');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new SocialFeedUnavailableError(account.id, graphErrorReason(response.status, json));
  const list = graphList(json);
  if (list instanceof ArkErrors) throw new SocialFeedUnavailableError(account.id, `unexpected answer: ${list.summary}`);
  return list.data;
}

/** A Facebook page's latest posts: id, `full_picture` or else the first attachment's image, `message`. */
export async function facebookPagePosts(
  config: Pick<WidgetServicesConfig, 'facebookGraphUrl'>,
  account: SocialAccountConfig,
): Promise<FacebookPostDto[]> {
  const entries = await fetchEdge(
    config.facebookGraphUrl,
    account,
    'posts',
    'id,message,full_picture,attachments{media}',
  );
  return facebookPosts(entries).map((post) => ({ id: post.id, full_picture: post.imageUrl, message: post.caption }));
}

/** An Instagram account's latest media: id, `thumbnail_url` (videos), `media_url`, `caption`. */
export async function instagramAccountMedia(
  config: Pick<WidgetServicesConfig, 'facebookGraphUrl'>,
  account: SocialAccountConfig,
): Promise<InstagramPostDto[]> {
  const entries = await fetchEdge(
    config.facebookGraphUrl,
    account,
    'media',
    'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
  );
  return entries.flatMap((entry) => {
    const media = instagramMedia(entry);
    if (media instanceof ArkErrors) return [];
    return [
      {
        id: String(media.id),
        thumbnail_url: media.thumbnail_url ?? null,
        media_url: media.media_url ?? null,
        caption: media.caption ?? '',
      },
    ];
  });
}
