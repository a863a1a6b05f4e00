import { signal } from '@preact/signals-core';
import type { PresenceMessage, RealtimeChannel } from 'ably';
import type { PresenceEvent, PresenceMember, RealtimePresence } from './realtime.types';

/** A channel's presence helpers and their teardown. */
export interface PresenceHandle<T> {
  presence: RealtimePresence<T>;
  dispose(): void;
}

function toMember<T>(message: PresenceMessage): PresenceMember<T> {
  return { clientId: message.clientId, connectionId: message.connectionId, data: message.data as T };
}

/**
 * Builds the presence helpers of one channel: enter/update/leave, event subscriptions, and
 * `$members`, re-read from ably-js after each presence event (the newest read wins).
 */
export function createPresence<T>(
  channel: () => Promise<RealtimeChannel>,
  onError: (error: unknown) => void,
): PresenceHandle<T> {
  const $members = signal<readonly PresenceMember<T>[]>([]);
  const handlers = new Set<(event: PresenceEvent<T>) => void>();
  let reads = 0;
  let isDisposed = false;
  let stop: (() => void) | null = null;

  async function refresh(target: RealtimeChannel): Promise<void> {
    const read = ++reads;
    const members = await target.presence.get();
    if (read === reads && !isDisposed) $members.value = members.map((member) => toMember<T>(member));
  }

  const listener = (message: PresenceMessage) => {
    const event: PresenceEvent<T> = { ...toMember<T>(message), action: message.action as PresenceEvent<T>['action'] };
    for (const handler of handlers) handler(event);
  };

  channel().then((target) => {
    if (isDisposed) return;
    const onPresence = (message: PresenceMessage) => {
      listener(message);
      refresh(target).catch(onError);
    };
    target.presence
      .subscribe(onPresence)
      .then(() => refresh(target))
      .catch(onError);
    stop = () => target.presence.unsubscribe(onPresence);
  }, onError);

  return {
    presence: {
      $members,
      async enter(data) {
        await (await channel()).presence.enter(data);
      },
      async update(data) {
        await (await channel()).presence.update(data);
      },
      async leave() {
        await (await channel()).presence.leave();
      },
      subscribe(handler) {
        handlers.add(handler);
        return () => void handlers.delete(handler);
      },
    },
    dispose() {
      isDisposed = true;
      handlers.clear();
      stop?.();
    },
  };
}
