import type { AblyModule } from './realtime.types';

type Listener = (message: Record<string, unknown>) => void;

/** Test double of an ably-js channel: records listeners, presence calls and publishes. */
export class FakeChannel {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly published: [string, unknown][] = [];
  readonly presenceListeners = new Set<Listener>();
  readonly presenceCalls: [string, unknown][] = [];
  members: Record<string, unknown>[] = [];
  readonly presence = {
    subscribe: async (listener: Listener) => void this.presenceListeners.add(listener),
    unsubscribe: (listener: Listener) => void this.presenceListeners.delete(listener),
    get: async () => this.members,
    enter: async (data: unknown) => void this.presenceCalls.push(['enter', data]),
    update: async (data: unknown) => void this.presenceCalls.push(['update', data]),
    leave: async () => void this.presenceCalls.push(['leave', undefined]),
  };

  async subscribe(name: string, listener: Listener) {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
    return null;
  }
  unsubscribe(name: string, listener: Listener) {
    this.listeners.get(name)?.delete(listener);
  }
  async publish(name: string, data: unknown) {
    this.published.push([name, data]);
  }
  /** Delivers a message as the server would. */
  deliver(name: string, message: Record<string, unknown>) {
    for (const listener of this.listeners.get(name) ?? []) listener({ name, ...message });
  }
  /** Delivers a presence event after changing the member list. */
  presenceEvent(message: Record<string, unknown>, members: Record<string, unknown>[]) {
    this.members = members;
    for (const listener of this.presenceListeners) listener(message);
  }
}

/** Test double of `ably.Realtime`: keeps its options, its channels and its connection listeners. */
export class FakeRealtime {
  static instances: FakeRealtime[] = [];
  readonly channelMap = new Map<string, FakeChannel>();
  readonly stateListeners: ((change: { current: string }) => void)[] = [];
  isClosed = false;
  readonly connection = {
    state: 'connecting',
    on: (listener: (change: { current: string }) => void) => void this.stateListeners.push(listener),
  };
  readonly channels = {
    get: (name: string) => this.channelMap.get(name) ?? this.channelMap.set(name, new FakeChannel()).get(name)!,
  };

  constructor(readonly options: Record<string, unknown>) {
    FakeRealtime.instances.push(this);
  }
  /** Moves the connection to `state` as ably-js would report it. */
  become(state: string) {
    this.connection.state = state;
    for (const listener of this.stateListeners) listener({ current: state });
  }
  close() {
    this.isClosed = true;
    this.become('closed');
  }
}

/** The fake as the `ably` module the client loads. */
export const fakeAblyModule = { Realtime: FakeRealtime } as unknown as AblyModule;
