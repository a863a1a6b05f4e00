import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimePublisher } from '../realtime/publisher';
import { MAX_STREAMS_PER_SCREEN, ScreenEventBus, teeScreenMessages } from './events';

const RELOAD = { name: 'reload', data: {} } as const;

describe('ScreenEventBus', () => {
  afterEach(() => vi.useRealTimers());

  it(`holds at most ${MAX_STREAMS_PER_SCREEN} streams per screen: a further one ends the oldest`, () => {
    const bus = new ScreenEventBus();
    const received: number[] = [];
    const evicted: number[] = [];
    for (let n = 1; n <= MAX_STREAMS_PER_SCREEN + 1; n += 1)
      bus.subscribe(
        7,
        () => received.push(n),
        () => evicted.push(n),
      );
    expect(evicted).toEqual([1]);
    expect(bus.subscriberCount).toBe(MAX_STREAMS_PER_SCREEN);
    bus.emit(7, RELOAD);
    expect(received).toEqual([2, 3, 4]);
  });

  it('delivers only to the named screen and forgets a screen whose last stream closed', () => {
    const bus = new ScreenEventBus();
    const seven = vi.fn();
    const stop = bus.subscribe(7, seven);
    bus.emit(8, RELOAD);
    expect(seven).not.toHaveBeenCalled();
    expect(bus.isStreaming(7)).toBe(true);
    stop();
    expect(bus.isStreaming(7)).toBe(false);
    bus.emit(7, RELOAD);
    expect(seven).not.toHaveBeenCalled();
  });

  it('hands a screenshot to the request waiting for it, and answers null when the window ends', async () => {
    vi.useFakeTimers();
    const bus = new ScreenEventBus();
    const arrived = bus.waitForScreenshot('a', 20_000);
    const late = bus.waitForScreenshot('b', 20_000);
    bus.screenshotArrived({ requestId: 'a', uri: '/x', takenAt: '2026-11-24T00:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await arrived).toEqual({ requestId: 'a', uri: '/x', takenAt: '2026-11-24T00:00:00.000Z' });
    expect(await late).toBeNull();
  });

  it('the tee publishes every message and hands screen channels to the bus', () => {
    const bus = new ScreenEventBus();
    const published: string[] = [];
    const closeSessions = vi.fn();
    const inner: RealtimePublisher = { publish: (channel) => void published.push(channel), closeSessions };
    const listener = vi.fn();
    bus.subscribe(3, listener);
    const tee = teeScreenMessages(inner, bus);
    tee.publish('screen:3', 'reload', {});
    tee.publish('customer:1:screens', 'removed', { id: 3 });
    tee.closeSessions?.({ userId: 1, sessionId: 2 });
    expect(published).toEqual(['screen:3', 'customer:1:screens']);
    expect(listener).toHaveBeenCalledExactlyOnceWith(RELOAD);
    expect(closeSessions).toHaveBeenCalledOnce();
  });
});
