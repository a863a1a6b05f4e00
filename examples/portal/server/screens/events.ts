import { type PlayerMessage, screenChannel } from '@screenplay/core/screens';
import type { PublishOptions, RealtimePublisher } from '../realtime/publisher';

/** A listener of one screen's messages (the web player's event stream). */
export type ScreenListener = (message: PlayerMessage) => void;

/**
 * Most event streams one screen may hold open (ours): a player holds one, plus a reconnect racing a half-open
 * old one or a second tab. A further stream ends the oldest, so a stolen device token cannot pile up streams,
 * and a player that reconnects always wins over its own dead connection.
 */
export const MAX_STREAMS_PER_SCREEN = 3;

/** What an uploaded screenshot tells whoever waits for it. */
export interface ScreenshotArrived {
  requestId: string;
  uri: string;
  takenAt: string;
}

/**
 * The in-process side of a screen's realtime channel: every message published on `screen:{id}` also reaches
 * the players streaming that screen's events from this server (`GET player/events`), and an uploaded
 * screenshot reaches the `take` request waiting for it. One server process holds both ends (the reference
 * server is one process; with several, the heartbeat's `contentVersion` still brings every player up to date).
 */
export class ScreenEventBus {
  private readonly listeners = new Map<number, Set<ScreenListener>>();
  private readonly evictions = new Map<ScreenListener, () => void>();
  private readonly screenshotWaiters = new Map<string, (shot: ScreenshotArrived) => void>();

  /**
   * Starts delivering `screenId`'s messages to `listener`; returns the function that stops it. Beyond
   * {@link MAX_STREAMS_PER_SCREEN}, the oldest listener is removed and its `onEvicted` called.
   */
  subscribe(screenId: number, listener: ScreenListener, onEvicted?: () => void): () => void {
    let set = this.listeners.get(screenId);
    if (!set) {
      set = new Set();
      this.listeners.set(screenId, set);
    }
    set.add(listener);
    if (onEvicted) this.evictions.set(listener, onEvicted);
    const unsubscribe = (of: ScreenListener) => {
      const current = this.listeners.get(screenId);
      current?.delete(of);
      this.evictions.delete(of);
      if (current?.size === 0) this.listeners.delete(screenId);
    };
    while (set.size > MAX_STREAMS_PER_SCREEN) {
      const oldest = set.values().next().value as ScreenListener;
      const evicted = this.evictions.get(oldest);
      unsubscribe(oldest);
      evicted?.();
    }
    return () => unsubscribe(listener);
  }

  /** How many event streams are open (the players bench reads it). */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** Whether a player of `screenId` streams events from this process. */
  isStreaming(screenId: number): boolean {
    return (this.listeners.get(screenId)?.size ?? 0) > 0;
  }

  /** Delivers a message to `screenId`'s listeners (a listener that throws does not stop the others). */
  emit(screenId: number, message: PlayerMessage): void {
    for (const listener of this.listeners.get(screenId) ?? []) {
      try {
        listener(message);
      } catch {
        // A broken stream is cleaned up by its own close handler.
      }
    }
  }

  /** Resolves with the screenshot of `requestId`, or null after `timeoutMs`. */
  waitForScreenshot(requestId: string, timeoutMs: number): Promise<ScreenshotArrived | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.screenshotWaiters.delete(requestId);
        resolve(null);
      }, timeoutMs);
      this.screenshotWaiters.set(requestId, (shot) => {
        clearTimeout(timer);
        this.screenshotWaiters.delete(requestId);
        resolve(shot);
      });
    });
  }

  /** Hands an uploaded screenshot to the request waiting for it, if any. */
  screenshotArrived(shot: ScreenshotArrived): void {
    this.screenshotWaiters.get(shot.requestId)?.(shot);
  }
}

const SCREEN_CHANNEL = /^screen:(\d+)$/;

/**
 * A publisher that also hands `screen:{id}` messages to the bus, so the server's own players receive what
 * the portal's realtime clients do. Routes publish once, through this.
 */
export function teeScreenMessages(publisher: RealtimePublisher, bus: ScreenEventBus): RealtimePublisher {
  return {
    // Class publishers keep their methods on the prototype: bind the optional ones rather than spread them.
    createClientAuth: publisher.createClientAuth?.bind(publisher),
    closeSessions: publisher.closeSessions?.bind(publisher),
    publish(channel: string, name: string, data: unknown, options?: PublishOptions): void {
      publisher.publish(channel, name, data, options);
      const match = SCREEN_CHANNEL.exec(channel);
      if (match) bus.emit(Number(match[1]), { name, data } as PlayerMessage);
    },
  };
}

/** Publishes a player message on a screen's channel (typed, so a name and its data cannot disagree). */
export function publishToScreen(publisher: RealtimePublisher, screenId: number, message: PlayerMessage): void {
  publisher.publish(screenChannel(screenId), message.name, message.data);
}
