import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './http/env';
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

/**
 * Serves `DATA_DIR/media/**` under `/media` (with {@link MEDIA_HEADERS}) and the built portal from
 * `staticDir`, falling back to its `index.html` for any other GET outside `/api` and `/media` (SPA).
 */
export function staticRoutes(options: { dataDir: string; staticDir: string }): Hono<AppEnv> {
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

  app.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const path = safeJoin(options.staticDir, c.req.path);
    const bytes = await readRegularFile(path);
    if (path && bytes) {
      const isHashed = c.req.path.startsWith('/assets/');
      return fileResponse(c, path, bytes, {
        'Cache-Control': isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    const indexPath = join(options.staticDir, 'index.html');
    const index = await readRegularFile(indexPath);
    if (!index) throw notFound();
    return fileResponse(c, indexPath, index, { 'Cache-Control': 'no-cache' });
  });

  return app;
}
