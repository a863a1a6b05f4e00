import type { PlayerMessage } from '@screenplay/core/screens';
import { deviceAuthorization } from './fetchTransport';
import type { PlayerCredentials } from './player.types';

/** The first wait before reconnecting a lost event stream (ours). */
export const EVENTS_RETRY_MIN_MS = 1_000;

/** The longest wait between reconnections: the heartbeat catches up meanwhile (ours). */
export const EVENTS_RETRY_MAX_MS = 30_000;

/** The wait before reconnection attempt `attempt` (0 = the first): doubling from the minimum, capped. */
export function eventsRetryDelay(attempt: number): number {
  return Math.min(EVENTS_RETRY_MAX_MS, EVENTS_RETRY_MIN_MS * 2 ** Math.max(0, attempt));
}

const MESSAGE_NAMES = new Set<PlayerMessage['name']>(['content', 'settings', 'screenshot', 'reload', 'unpaired']);

/** One server-sent event: its `event:` name and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into events as chunks arrive (WHATWG HTML "server-sent events": lines end in
 * LF, CR or CRLF; a blank line ends an event; `:` lines are comments; `data:` lines join with LF).
 * Returns a function to feed text to; it calls `onEvent` for each complete event.
 */
export function eventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}

/** A player message from a server-sent event, or null for an event the player does not know. */
export function playerMessageOf(event: ServerSentEvent): PlayerMessage | null {
  if (!MESSAGE_NAMES.has(event.event as PlayerMessage['name'])) return null;
  let data: unknown;
  try {
    data = event.data === '' ? {} : JSON.parse(event.data);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object') return null;
  return { name: event.event, data } as PlayerMessage;
}

/** Options of {@link connectPlayerEvents}. */
export interface PlayerEventsOptions {
  /** `GET player/events`' absolute URL. */
  url: string;
  credentials: PlayerCredentials;
  onMessage: (message: PlayerMessage) => void;
  /** Called when a stream opens again after it was lost (not on the first): the player fetches what it missed. */
  onReconnect?: () => void;
  /** Called with 401: the device token is no longer valid (the stream is not retried). */
  onUnpaired?: () => void;
  fetch?: typeof fetch;
}

/**
 * Reads the screen's messages from `GET player/events` with fetch streaming (an EventSource cannot send the
 * device's Authorization header), reconnecting with a doubling back-off ({@link eventsRetryDelay}) after the
 * stream ends or fails. Returns the function that closes it for good.
 */
export function connectPlayerEvents(options: PlayerEventsOptions): () => void {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  let isClosed = false;
  let attempt = 0;
  let hasOpened = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function open(): Promise<void> {
    if (isClosed) return;
    controller = new AbortController();
    try {
      const response = await fetcher(options.url, {
        headers: { Accept: 'text/event-stream', Authorization: deviceAuthorization(options.credentials) },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        isClosed = true;
        options.onUnpaired?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
      if (hasOpened) options.onReconnect?.();
      hasOpened = true;
      attempt = 0;
      const feed = eventStreamParser((event) => {
        const message = playerMessageOf(event);
        if (message) options.onMessage(message);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) feed(chunk.value);
    } catch {
      // Lost or refused: retried below.
    }
    if (isClosed) return;
    retry = setTimeout(() => void open(), eventsRetryDelay(attempt));
    attempt += 1;
  }

  void open();
  return () => {
    isClosed = true;
    clearTimeout(retry);
    controller?.abort();
  };
}
