import { ArkErrors } from 'arktype';
import type { StockProvider, StockSearchBody, StockSearchPage } from '@screenplay/core/library';

/** How long one call to a stock photo service may take (not in the spec; ours). */
export const STOCK_TIMEOUT_MS = 10_000;

/** Results per search page (not in the spec; ours: a grid of 4 x 5). */
export const STOCK_PER_PAGE = 20;

/** Width a stock photo is fetched at (spec §7: "Image search width is normalised to 1920"). */
export const STOCK_IMAGE_WIDTH = 1920;

/**
 * Why a stock photo service failed: `unavailable` (unconfigured, unreachable, timed out, an error
 * status or an answer that is not its format) or `notFound` (no such photo, or no URL to fetch it from).
 */
export type StockFailure = 'unavailable' | 'notFound';

/** A failed call to a stock photo service. */
export class StockServiceError extends Error {
  /** Builds the error of one provider. */
  constructor(
    readonly provider: StockProvider,
    readonly reason: StockFailure,
    message: string = reason,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'StockServiceError';
  }
}

/** A photo picked to be added to the library: the URL to download and a name for it. */
export interface StockDownload {
  url: string;
  name: string;
  /** Tells the provider the photo was used, when it asks for that; never fails. */
  confirmUse?: () => Promise<void>;
}

/** One stock photo service behind the portal. */
export interface StockAdapter {
  provider: StockProvider;
  /** One page of photos matching the body (orientation and page optional). */
  search(body: StockSearchBody): Promise<StockSearchPage>;
  /** The photo with the provider's id, at the normalised width. */
  photo(id: string): Promise<StockDownload>;
}

/**
 * GETs JSON from a service and checks it against `schema`; anything else is a {@link StockServiceError}
 * (`notFoundStatuses` answer `notFound`, every other failure `unavailable`).
 */
export async function fetchStockJson<T>(
  provider: StockProvider,
  url: string,
  schema: (data: unknown) => T | ArkErrors,
  options: { headers?: Record<string, string>; notFoundStatuses?: readonly number[] } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(STOCK_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new StockServiceError(provider, 'unavailable', error instanceof Error ? error.message : 'unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new StockServiceError(
      provider,
      options.notFoundStatuses?.includes(response.status) ? 'notFound' : 'unavailable',
      `answered ${response.status}`,
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new StockServiceError(provider, 'unavailable', 'answered something that is not JSON');
  }
  const parsed = schema(json);
  if (parsed instanceof ArkErrors)
    throw new StockServiceError(provider, 'unavailable', `unexpected answer: ${parsed.summary}`);
  return parsed;
}

/** An adapter for a service without configuration: every call fails as unavailable. */
export function unconfiguredAdapter(provider: StockProvider): StockAdapter {
  const fail = () => Promise.reject(new StockServiceError(provider, 'unavailable', 'not configured'));
  return { provider, search: fail, photo: fail };
}

/** Width and height scaled to `width`, keeping the ratio. */
export function scaledToWidth(
  size: { width: number; height: number },
  width: number,
): { width: number; height: number } {
  return { width, height: Math.max(1, Math.round((size.height * width) / size.width)) };
}

/** Width and height fitted inside a `box` x `box` square, never enlarged. */
export function fittedInBox(size: { width: number; height: number }, box: number): { width: number; height: number } {
  const scale = Math.min(1, box / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
