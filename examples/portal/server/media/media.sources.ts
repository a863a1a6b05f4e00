import type { MediaSourceBody, StockProvider } from '@screenplay/core/library';
import type { ServerConfig } from '../config';
import { type HttpError, unprocessableKeys } from '../http/errors';
import { DownloadError, downloadFile, type DownloadedFile } from './download';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@screenplay/core';
import { fileTooLarge, prepareMediaFile } from './storage';
import { withVideoFacts } from './video';
import { STOCK_TIMEOUT_MS, stockAdapter, stockHttpError, type StockDownload } from '../stock';
import { mediaName, type IncomingMedia } from './media.write';

/** How long a download from a URL may take (not in the spec; ours: a large video on a slow link). */
export const MEDIA_DOWNLOAD_TIMEOUT_MS = 60_000;

/** A checked file fetched for a JSON body, and what to do once it is stored. */
export interface FetchedMedia {
  incoming: IncomingMedia;
  /** Called after the row is committed (a stock provider's "photo used" call). */
  afterStore?: () => Promise<void>;
}

/** 422 on the body field that named the source. */
function sourceRefused(field: string, key: 'media.urlRefused' | 'dnd.pixabayError'): HttpError {
  return unprocessableKeys({ [field]: [key] });
}

async function download(
  config: ServerConfig,
  url: string,
  field: string,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<DownloadedFile> {
  try {
    return await downloadFile(url, { ...limits, allowedPrivateOrigins: config.privateDownloadOrigins ?? [] });
  } catch (error) {
    if (!(error instanceof DownloadError)) throw error;
    if (error.reason === 'tooLarge') throw fileTooLarge();
    console.warn(`[media] download of ${url} failed: ${error.message}`);
    // spec §5: "Missing stock-photo url or failed download: dnd.pixabayError"; a refused address says why.
    throw sourceRefused(field, error.reason === 'refused' && field === 'url' ? 'media.urlRefused' : 'dnd.pixabayError');
  }
}

async function fetchStockPhoto(config: ServerConfig, provider: StockProvider, id: string): Promise<FetchedMedia> {
  const field = provider === 'unsplash' ? 'unsplashId' : 'pixabayId';
  let photo: StockDownload;
  try {
    photo = await stockAdapter(provider, config.stockPhotos).photo(id);
  } catch (error) {
    throw stockHttpError(error);
  }
  const file = await download(config, photo.url, field, { maxBytes: IMAGE_MAX_BYTES, timeoutMs: STOCK_TIMEOUT_MS });
  const incoming = {
    name: mediaName(photo.name, `${provider}-${id}`),
    source: provider,
    prepared: prepareMediaFile(file.bytes, file.fileName, 'image'),
  };
  return photo.confirmUse ? { incoming, afterStore: photo.confirmUse } : { incoming };
}

/**
 * Fetches the file a JSON body names: a URL (downloaded by the server with the SSRF guard of
 * media/download.ts) or a stock photo by its provider's id (at the normalised width), then checks it
 * like an upload (type from the bytes, size limits, SVG sanitised, a video measured).
 */
export async function fetchMediaSource(config: ServerConfig, body: MediaSourceBody): Promise<FetchedMedia> {
  if ('url' in body) {
    const file = await download(config, body.url, 'url', {
      maxBytes: VIDEO_MAX_BYTES,
      timeoutMs: MEDIA_DOWNLOAD_TIMEOUT_MS,
    });
    return {
      incoming: {
        name: mediaName(file.fileName, 'download'),
        source: 'url',
        prepared: await withVideoFacts(prepareMediaFile(file.bytes, file.fileName)),
      },
    };
  }
  if ('unsplashId' in body) return fetchStockPhoto(config, 'unsplash', body.unsplashId);
  return fetchStockPhoto(config, 'pixabay', String(body.pixabayId));
}
