import { signal } from '@preact/signals-core';
import type { Signal } from '@preact/signals-core';
import type { Scheduler } from '../scene-editor/createSectionSaver';

/** Dependencies of `createWatchedCache`. */
export interface WatchedCacheDeps<S> {
  scheduler: Scheduler;
  /** The state of a new entry. */
  initial(key: string): S;
  /** The entry gained its first reader (a component, an effect): start fetching or refreshing. */
  onWatched(key: string, $state: Signal<S>): void;
  /** The entry lost its last reader: stop its timers. */
  onUnwatched?(key: string, $state: Signal<S>): void;
  /** The entry was dropped (unread past the current turn): forget what belongs to it. */
  onDropped?(key: string): void;
}

/**
 * Signals by key that come alive while read: the first reader starts the entry's work, the last one stops it,
 * and an entry nobody reads is dropped once the current turn is over, so reading it later starts afresh
 * (a component unmounted and mounted again in the same turn, as React's strict mode does, keeps its entry).
 */
export function createWatchedCache<S>(deps: WatchedCacheDeps<S>) {
  const { scheduler } = deps;
  const entries = new Map<string, Signal<S>>();

  function create(key: string): Signal<S> {
    let drop: unknown = null;
    const $state: Signal<S> = signal(deps.initial(key), {
      watched() {
        if (drop !== null) scheduler.clearTimeout(drop);
        drop = null;
        deps.onWatched(key, $state);
      },
      unwatched() {
        deps.onUnwatched?.(key, $state);
        drop = scheduler.setTimeout(() => {
          drop = null;
          if (entries.get(key) !== $state) return;
          entries.delete(key);
          deps.onDropped?.(key);
        }, 0);
      },
    });
    entries.set(key, $state);
    return $state;
  }

  return {
    /** The entry's state signal (created on first use). */
    get(key: string): Signal<S> {
      return entries.get(key) ?? create(key);
    },
  };
}
