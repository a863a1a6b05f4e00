import type { PlayerMessage } from '@screenplay/core/screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENTS_RETRY_MAX_MS,
  EVENTS_RETRY_MIN_MS,
  type ServerSentEvent,
  connectPlayerEvents,
  eventStreamParser,
  eventsRetryDelay,
  playerMessageOf,
} from './playerEvents';

describe('eventStreamParser', () => {
  it('splits events across chunks and line endings, joins data lines, skips comments', () => {
    const events: ServerSentEvent[] = [];
    const feed = eventStreamParser((event) => events.push(event));
    feed(': keep-alive\n\nevent: content\nda');
    feed('ta: {"contentVersion":"v2"}\r\n\r\n');
    feed('event: screenshot\rdata: {"requestId":\ndata: "r1"}\n');
    expect(events).toEqual([{ event: 'content', data: '{"contentVersion":"v2"}' }]);
    feed('\n');
    expect(events[1]).toEqual({ event: 'screenshot', data: '{"requestId":\n"r1"}' });
  });
});

describe('playerMessageOf', () => {
  it('reads the player messages and drops unknown names and bad data', () => {
    expect(playerMessageOf({ event: 'reload', data: '{}' })).toEqual({ name: 'reload', data: {} });
    expect(playerMessageOf({ event: 'screenshot', data: '{"requestId":"r"}' })).toEqual({
      name: 'screenshot',
      data: { requestId: 'r' },
    });
    expect(playerMessageOf({ event: 'other', data: '{}' })).toBeNull();
    expect(playerMessageOf({ event: 'content', data: '{' })).toBeNull();
    expect(playerMessageOf({ event: 'content', data: '3' })).toBeNull();
  });
});

describe('eventsRetryDelay', () => {
  it('doubles from the minimum up to the maximum', () => {
    expect(eventsRetryDelay(0)).toBe(EVENTS_RETRY_MIN_MS);
    expect(eventsRetryDelay(1)).toBe(2 * EVENTS_RETRY_MIN_MS);
    expect(eventsRetryDelay(4)).toBe(16 * EVENTS_RETRY_MIN_MS);
    expect(eventsRetryDelay(5)).toBe(EVENTS_RETRY_MAX_MS);
    expect(eventsRetryDelay(50)).toBe(EVENTS_RETRY_MAX_MS);
  });
});

describe('connectPlayerEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const credentials = { screenId: 7, deviceToken: 'tok' };
  const stream = (text: string) =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );

  it('delivers messages, reconnects with back-off after the stream ends and refreshes on reconnect', async () => {
    const answers = [
      () => stream('event: content\ndata: {"contentVersion":"v2"}\n\n'),
      () => {
        throw new TypeError('offline');
      },
      () => stream('event: reload\ndata: {}\n\n'),
    ];
    const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Device tok');
      const answer = answers.shift();
      if (!answer) return new Promise<Response>(() => {});
      return answer();
    });
    const messages: PlayerMessage[] = [];
    const onReconnect = vi.fn();
    const close = connectPlayerEvents({
      url: 'https://portal.test/api/v1/player/events',
      credentials,
      onMessage: (message) => messages.push(message),
      onReconnect,
      fetch: fetcher as unknown as typeof fetch,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toEqual([{ name: 'content', data: { contentVersion: 'v2' } }]);
    expect(onReconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EVENTS_RETRY_MIN_MS); // the failing attempt
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * EVENTS_RETRY_MIN_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(messages.at(-1)).toEqual({ name: 'reload', data: {} });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    close();
  });

  it('stops for good on 401 and reports the player unpaired', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 401 }));
    const onUnpaired = vi.fn();
    connectPlayerEvents({
      url: 'https://portal.test/api/v1/player/events',
      credentials,
      onMessage: () => {},
      onUnpaired,
      fetch: fetcher as unknown as typeof fetch,
    });
    await vi.advanceTimersByTimeAsync(EVENTS_RETRY_MAX_MS * 2);
    expect(onUnpaired).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
