import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * What the server still reads of a request body nobody read, after answering it (ours): an upload refused part-way
 * (413 past the limit, 422 for its first file) or a body a route ignored. Dropping it, rather than closing at once,
 * lets a client that sends its whole body before reading the answer (browsers, simple clients) read the 413 instead
 * of a connection reset; past these bounds the connection is closed. nginx's lingering close uses 30 s and 5 s.
 */
export const UNREAD_BODY_LIMITS = {
  /** Bytes: a body up to an upload's limit (201 MB) and well past it. */
  maxBytes: 256 * 1024 * 1024,
  /** The longest the dropping goes on. */
  maxMs: 30_000,
  /** The longest the client may send nothing meanwhile. */
  idleMs: 5_000,
};

/** How often the dropping checks its bounds. */
const CHECK_MS = 100;

/**
 * After a response, reads and drops what is left of the request body (what a route's reader stopped short of, or
 * never read) within {@link UNREAD_BODY_LIMITS}, counted on the socket, then lets the connection carry on; past the
 * bounds it closes the connection. @hono/node-server's own clean-up (`autoCleanupIncoming`) closes after 500 ms or
 * 64 MB, which cut off clients still sending a refused upload.
 */
export function dropUnreadBody(req: IncomingMessage, limits = UNREAD_BODY_LIMITS): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket;
  // A reader that stopped part-way (a web stream over the body, an async iterator) would keep what arrives.
  req.removeAllListeners('data');
  req.removeAllListeners('readable');
  req.resume();
  const startedAt = Date.now();
  const startBytes = socket.bytesRead;
  let lastBytes = startBytes;
  let lastAt = startedAt;
  const timer = setInterval(() => {
    const now = Date.now();
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastAt = now;
    }
    const isOver =
      lastBytes - startBytes > limits.maxBytes || now - startedAt > limits.maxMs || now - lastAt > limits.idleMs;
    if (isOver) {
      stop();
      socket.destroy();
    }
  }, CHECK_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  req.once('close', stop);
  req.once('error', stop);
}

/**
 * Starts the HTTP server of `fetch` (the app) on `hostname:port` (0: any free port): @hono/node-server, with request
 * bodies left unread after the answer dropped by {@link dropUnreadBody}. main.ts, the tests of uploads over a real
 * socket and the upload bench all start it here.
 */
export function startHttpServer(
  fetch: Parameters<typeof serve>[0]['fetch'],
  address: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve({ fetch, ...address, autoCleanupIncoming: false }, onListening) as Server;
  server.prependListener('request', (req, res) => {
    res.once('finish', () => dropUnreadBody(req));
  });
  return server;
}
