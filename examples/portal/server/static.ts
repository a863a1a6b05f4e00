import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './tenancy/env';
import { notFound } from './http/errors';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.bmp': 'image/bmp',
  // The extensions media/sniff.ts stores the allowed video types under.
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.3gp': 'video/3gpp',
  '.mpg': 'video/mpeg',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.m4v': 'video/x-m4v',
  '.asf': 'video/x-ms-asf', // the spec's video/ms-asf, under its registered name
  '.wmv': 'video/x-ms-wmv',
  '.avi': 'video/x-msvideo',
};

/** Headers on every uploaded-media answer: the browser must not sniff, run or style it. */
export const MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

/**
 * The first range of a `Range: bytes=...` header over a file of `size` bytes (`a-b`, `a-` or the suffix `-n`), or
 * null when it cannot be served (416). Only one range is answered: several ranges would need a multipart body.
 */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)\s*(?:,.*)?$/.exec(header.trim());
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    return length > 0 ? { start: Math.max(0, size - length), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/** Resolves a URL path inside `root`, or null for anything that escapes it or is not decodable. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(join(base, decoded));
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function readRegularFile(path: string | null): Promise<Uint8Array | null> {
  if (!path) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? new Uint8Array(await readFile(path)) : null;
  } catch {
    return null;
  }
}

function fileResponse(c: Context, path: string, bytes: Uint8Array, headers: Record<string, string>): Response {
  const type = MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type, ...headers });
}

/** The precompressed copies the build writes beside a file (the `precompress` plugin of examples/portal/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether a content coding is acceptable under an `Accept-Encoding` header (RFC 9110 §12.5.3: q=0 refuses). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard: boolean | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const isAccepted = q === undefined || Number(q) > 0;
    if (name.trim() === coding) return isAccepted;
    if (name.trim() === '*') wildcard = isAccepted;
  }
  return wildcard ?? false;
}

/**
 * A built file as the client accepts it: its brotli or gzip copy when there is one and the client takes it,
 * otherwise the file itself. Files with copies answer `Vary: Accept-Encoding` whichever form is sent, so
 * caches keep one per encoding.
 */
async function builtFile(
  path: string,
  acceptEncoding: string | undefined,
): Promise<{ bytes: Uint8Array; headers: Record<string, string> } | null> {
  const variants = await Promise.all(ENCODINGS.map((encoding) => readRegularFile(path + encoding.suffix)));
  const hasVariants = variants.some((bytes) => bytes !== null);
  for (const [index, encoding] of ENCODINGS.entries()) {
    const bytes = variants[index];
    if (bytes && acceptsEncoding(acceptEncoding, encoding.name))
      return { bytes, headers: { 'Content-Encoding': encoding.name, Vary: 'Accept-Encoding' } };
  }
  const bytes = await readRegularFile(path);
  if (!bytes) return null;
  return { bytes, headers: hasVariants ? { Vary: 'Accept-Encoding' } : {} };
}

/** Hosts ably-js connects to (REST, realtime and their fallbacks) when Ably is the realtime service. */
export const ABLY_HOSTS = [
  'https://*.ably.io',
  'wss://*.ably.io',
  'https://*.ably.net',
  'wss://*.ably.net',
  'https://*.ably-realtime.com',
  'wss://*.ably-realtime.com',
];

/**
 * The Content-Security-Policy of the portal's pages: scripts, styles, fonts and connections from the server
 * itself only. Styles need no 'unsafe-inline': React, the canvas geometry and react-spring set element styles
 * through the CSSOM, which CSP does not govern (checked in Chromium on the login, home, scenes, scene editor with
 * its content preview and a drag, library, layer and layout editor and user settings pages: no violation).
 * The one report left is arktype's probe for `new Function` (core's schemas), which then validates without
 * compiling. Images also come as data:/blob: URLs (file previews) and from https hosts: the stock photo
 * thumbnails (images.unsplash.com, cdn.pixabay.com) and the feed layers, whose RSS, Facebook and Instagram posts
 * show pictures from whatever host the feed names. 'self' covers the realtime WebSocket of the same origin; Ably's
 * hosts are added only when Ably is the realtime service. No plugins, no framing, no base or form elsewhere.
 */
export function portalCsp(options: { ably: boolean }): string {
  const connect = ["'self'", ...(options.ably ? ABLY_HOSTS : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every file of the built portal (its pages and their assets). */
export function portalSecurityHeaders(options: { ably: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': portalCsp(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

/** Cache lifetime of files whose names carry their content hash (Vite's `assets/`): a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The web player's service worker, under `/player`. */
export const PLAYER_SERVICE_WORKER = '/sw.js';

/** The scope the web player's service worker may take: `/player` and everything under it. */
export const PLAYER_SCOPE = '/player';

/**
 * Serves `DATA_DIR/media/**` under `/media` (with {@link MEDIA_HEADERS}) and the built portal from
 * `staticDir`, falling back to its `index.html` for any other GET outside `/api` and `/media` (SPA): compressed
 * as the client accepts, hashed assets cached for good, pages revalidated, all with the portal's security
 * headers ({@link portalSecurityHeaders}; `ably` opens connect-src to Ably's hosts). The web player's build is
 * served under `/player` (its page for `/player`, `/player/` and any other path there without an extension).
 */
export function staticRoutes(options: { dataDir: string; staticDir: string; ably?: boolean }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const mediaRoot = join(options.dataDir, 'media');

  app.get('/media/*', async (c) => {
    const urlPath = c.req.path.slice('/media'.length);
    // Dot segments are never media: `.incoming` holds uploads whose rows are not committed yet (media/storage.ts).
    if (urlPath.split('/').some((segment) => segment.startsWith('.'))) throw notFound();
    const path = safeJoin(mediaRoot, urlPath);
    const bytes = await readRegularFile(path);
    if (!path || !bytes) throw notFound();
    const headers = { ...MEDIA_HEADERS, 'Cache-Control': 'public, max-age=3600', 'Accept-Ranges': 'bytes' };
    const range = c.req.header('Range');
    // A range of another unit than bytes is ignored (RFC 9110 §14.2): the whole file is answered.
    if (range === undefined || !range.trim().startsWith('bytes=')) return fileResponse(c, path, bytes, headers);
    // Videos are read by ranges (seeking, and Safari asks for nothing else).
    const part = byteRange(range, bytes.length);
    if (!part) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
    const type = MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return c.body(bytes.subarray(part.start, part.end + 1) as Uint8Array<ArrayBuffer>, 206, {
      'Content-Type': type,
      ...headers,
      'Content-Range': `bytes ${part.start}-${part.end}/${bytes.length}`,
    });
  });

  const security = portalSecurityHeaders({ ably: options.ably ?? false });

  // The web player (examples/portal/player, built into `player/`): its page at `/player` and `/player/`, its
  // hashed assets cached for good, and its service worker revalidated on every check, allowed the scope
  // `/player` (above its own folder) so the page at `/player` itself is served offline too.
  const playerDir = join(options.staticDir, 'player');
  const playerPage = async (c: Context<AppEnv>) => {
    const indexPath = join(playerDir, 'index.html');
    const index = await builtFile(indexPath, c.req.header('Accept-Encoding'));
    if (!index) throw notFound();
    return fileResponse(c, indexPath, index.bytes, { ...security, ...index.headers, 'Cache-Control': 'no-cache' });
  };
  app.get('/player', playerPage);
  app.get('/player/', playerPage);
  app.get('/player/*', async (c) => {
    const urlPath = c.req.path.slice('/player'.length);
    const path = safeJoin(playerDir, urlPath);
    const file = path ? await builtFile(path, c.req.header('Accept-Encoding')) : null;
    if (!path || !file) {
      if (/\.[a-z0-9]+$/i.test(urlPath)) throw notFound();
      return playerPage(c);
    }
    const isWorker = urlPath === PLAYER_SERVICE_WORKER;
    return fileResponse(c, path, file.bytes, {
      ...security,
      ...file.headers,
      'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : 'no-cache',
      ...(isWorker ? { 'Service-Worker-Allowed': PLAYER_SCOPE } : {}),
    });
  });

  app.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const acceptEncoding = c.req.header('Accept-Encoding');
    const path = safeJoin(options.staticDir, c.req.path);
    const file = path ? await builtFile(path, acceptEncoding) : null;
    if (path && file) {
      const isHashed = c.req.path.startsWith('/assets/');
      return fileResponse(c, path, file.bytes, {
        ...security,
        ...file.headers,
        'Cache-Control': isHashed ? IMMUTABLE_CACHE : 'no-cache',
      });
    }
    const indexPath = join(options.staticDir, 'index.html');
    const index = await builtFile(indexPath, acceptEncoding);
    if (!index) throw notFound();
    return fileResponse(c, indexPath, index.bytes, { ...security, ...index.headers, 'Cache-Control': 'no-cache' });
  });

  return app;
}
