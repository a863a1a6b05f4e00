import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { PlayerMessage } from '@screenplay/core/screens';
import type { RouteDeps } from '../../deps';
import type { DeviceAuth, PlayerEnv } from '../../screens/playerAuth';

/** A comment line this often keeps proxies and the player's reader from taking a quiet stream for a dead one. */
export const EVENTS_PING_MS = 25_000;

/** The comment that opens a stream: the player (and the bench) know from it that messages now reach them. */
export const EVENTS_READY_COMMENT = ': ready\n\n';

/**
 * `GET player/events`: the screen's channel as `text/event-stream` (`event: <name>`, `data: <JSON>`), read with
 * fetch streaming since the player sends its `Authorization` header. Messages come from the in-process
 * {@link RouteDeps.screenEvents} bus, so the stream holds no database connection or transaction while open.
 * It ends when the player disconnects, or after an `unpaired` message (the screen was removed).
 */
export function eventRoutes({ screenEvents }: RouteDeps, deviceAuth: DeviceAuth): Hono<PlayerEnv> {
  const app = new Hono<PlayerEnv>();
  // A stream stays open: its token is checked against the database, never a remembered one.
  app.get('/events', deviceAuth.fresh, (c) => {
    const screenId = c.var.screen.id;
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const send = (text: string) => stream.write(text).catch(finish);
      // Messages are written in order: each write waits for the one before it.
      let queue: Promise<unknown> = Promise.resolve();
      const unsubscribe = screenEvents.subscribe(
        screenId,
        (message: PlayerMessage) => {
          queue = queue
            .then(() => stream.writeSSE({ event: message.name, data: JSON.stringify(message.data) }))
            .then(() => {
              if (message.name === 'unpaired') finish();
            })
            .catch(finish);
        },
        () => finish(),
      );
      const ping = setInterval(() => void send(': ping\n\n'), EVENTS_PING_MS);
      stream.onAbort(finish);
      c.req.raw.signal.addEventListener('abort', finish);
      await send(EVENTS_READY_COMMENT);
      await ended;
      clearInterval(ping);
      unsubscribe();
      await queue.catch(() => undefined);
    });
  });
  return app;
}
