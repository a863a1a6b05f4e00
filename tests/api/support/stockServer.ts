import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StockPhotoConfig } from '../../../examples/portal/server/config';
import { encodePng } from '../../../examples/portal/server/media/png';

/**
 * A local stand-in for the stock photo services and for files on the web. It answers with the
 * responses in tests/api/fixtures, which follow the real Unsplash and Pixabay API formats field for
 * field (written from their documentation and real answers, not captured from this machine, which has
 * no network); their image and API hosts are rewritten to this server so that downloads land here too.
 */

/** Keys the fake services accept. */
export const UNSPLASH_TEST_KEY = 'test-unsplash-key';
export const PIXABAY_TEST_KEY = 'test-pixabay-key';

/** The ids the fixtures know. */
export const UNSPLASH_PHOTO_ID = 'Xk2pT7mQvLw';
export const PIXABAY_PHOTO_ID = 4109352;

/** Size of the image every photo URL returns (small: the test only needs a real PNG). */
export const STOCK_IMAGE_SIZE = { width: 48, height: 32 } as const;

/** A request the server received. */
export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

/** The running server. */
export interface StockServer {
  origin: string;
  /** Stock configuration pointing at this server. */
  stockPhotos: StockPhotoConfig;
  /** Files served under `/files/<name>` (URL download tests). */
  files: Map<string, Uint8Array>;
  /** Every request, in order. */
  requests: SeenRequest[];
  /** The PNG every photo URL answers with. */
  image: Uint8Array;
  close(): Promise<void>;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

function send(res: ServerResponse, status: number, body: string | Uint8Array, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startStockServer(): Promise<StockServer> {
  const files = new Map<string, Uint8Array>();
  const requests: SeenRequest[] = [];
  const image = encodePng(STOCK_IMAGE_SIZE.width, STOCK_IMAGE_SIZE.height, (x, y) => [x * 5, y * 7, 120, 255]);
  let origin = '';
  const rewrite = (json: string) =>
    json
      .replaceAll('https://images.unsplash.com/', `${origin}/images/`)
      .replaceAll('https://api.unsplash.com/', `${origin}/unsplash/`)
      .replaceAll('https://pixabay.com/get/', `${origin}/pixabay-get/`)
      .replaceAll('https://cdn.pixabay.com/', `${origin}/pixabay-cdn/`);

  const unsplash = (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.headers.authorization !== `Client-ID ${UNSPLASH_TEST_KEY}`) {
      return send(res, 401, JSON.stringify({ errors: ['OAuth error: The access token is invalid'] }));
    }
    if (path === '/unsplash/search/photos') return send(res, 200, rewrite(fixture('unsplash-search.json')));
    if (path === `/unsplash/photos/${UNSPLASH_PHOTO_ID}`)
      return send(res, 200, rewrite(fixture('unsplash-photo.json')));
    if (path === `/unsplash/photos/${UNSPLASH_PHOTO_ID}/download`)
      return send(res, 200, rewrite(fixture('unsplash-download.json')));
    return send(res, 404, fixture('unsplash-not-found.json'));
  };

  const pixabay = (res: ServerResponse, query: URLSearchParams) => {
    if (query.get('key') !== PIXABAY_TEST_KEY)
      return send(res, 400, '[ERROR 400] Invalid or missing API key', 'text/html; charset=utf-8');
    const id = query.get('id');
    if (id === null) return send(res, 200, rewrite(fixture('pixabay-search.json')));
    if (id === String(PIXABAY_PHOTO_ID)) return send(res, 200, rewrite(fixture('pixabay-photo.json')));
    return send(res, 400, '[ERROR 400] "id" is out of valid range.', 'text/html; charset=utf-8');
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    requests.push({ path, query: url.searchParams, authorization: req.headers.authorization });
    if (path.startsWith('/unsplash/')) return unsplash(req, res, path);
    if (path === '/pixabay/') return pixabay(res, url.searchParams);
    if (path.startsWith('/images/') || path.startsWith('/pixabay-get/') || path.startsWith('/pixabay-cdn/'))
      return send(res, 200, image, 'image/jpeg');
    if (path === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return res.end();
    }
    if (path.startsWith('/not-json')) return send(res, 200, '<html>maintenance</html>');
    if (path.startsWith('/silent')) return; // never answers (timeouts)
    const file = files.get(decodeURIComponent(path.replace(/^\/files\//, '')));
    if (path.startsWith('/files/') && file) return send(res, 200, file, 'application/octet-stream');
    return send(res, 404, 'not found', 'text/plain');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    stockPhotos: {
      unsplash: { apiUrl: `${origin}/unsplash`, apiKey: UNSPLASH_TEST_KEY },
      pixabay: { apiUrl: `${origin}/pixabay`, apiKey: PIXABAY_TEST_KEY },
    },
    files,
    requests,
    image,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin on 127.0.0.1 where nothing listens (the unreachable case). */
export async function closedOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
