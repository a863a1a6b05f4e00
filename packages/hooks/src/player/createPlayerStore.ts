import { computed, signal } from '@preact/signals-core';
import {
  PAIRING_CODE_TTL_MS,
  PAIRING_POLL_MS,
  type PairingStarted,
  type PlayerContent,
  type PlayerMessage,
  clockOffset,
  heartbeatDelay,
} from '@screenplay/core/screens';
import type { PlayerCredentials, PlayerDisplay, PlayerPhase, PlayerStore, PlayerStoreDeps } from './player.types';
import { PlayerUnpairedError } from './player.types';
import { displayAt } from './playerDisplay';

const NOTHING: PlayerDisplay = {
  sceneId: null,
  sceneIds: [],
  isOn: true,
  brightness: 100,
  volume: 100,
  offItemIds: [],
};

/**
 * Creates the web player's store: pairing by code until the portal adds the screen, then heartbeats
 * (jittered, correcting the clock by the server's), content fetched as one versioned document and
 * switched to only once every media file is downloaded (reported Pushing, then InLive, or NotSync with
 * the old content still playing), and the display re-evaluated at the schedule's next boundary rather
 * than on a polling tick. Timers use the global `setTimeout`, so tests drive it with fake timers.
 * @example
 * const player = createPlayerStore({ transport, storage });
 * await player.start(); // shows $pairing.code until paired
 */
export function createPlayerStore(deps: PlayerStoreDeps): PlayerStore {
  const { transport, storage } = deps;
  const deviceNow = deps.now ?? (() => Date.now());
  const random = deps.random ?? Math.random;

  const $phase = signal<PlayerPhase>('starting');
  const $pairing = signal<{ code: string; expiresAt: string } | null>(null);
  const $credentials = signal<PlayerCredentials | null>(null);
  const $content = signal<PlayerContent | null>(null);
  const $display = signal<PlayerDisplay>(NOTHING);
  const $isLoading = signal(false);
  const $isConnected = signal(false);
  const $clockOffsetMs = signal(0);

  const timers = { pairing: undefined as unknown, heartbeat: undefined as unknown, display: undefined as unknown };
  let isStopped = false;
  let refreshing: Promise<void> | null = null;
  let generation = 0; // bumped when credentials change, so answers of an old pairing are dropped

  const now = () => deviceNow() + $clockOffsetMs.value;

  function clear(name: keyof typeof timers): void {
    if (timers[name] !== undefined) clearTimeout(timers[name] as ReturnType<typeof setTimeout>);
    timers[name] = undefined;
  }

  function later(name: keyof typeof timers, ms: number, run: () => void): void {
    clear(name);
    if (!isStopped) timers[name] = setTimeout(run, Math.max(0, ms));
  }

  function evaluate(): void {
    const content = $content.value;
    if (!content) {
      $display.value = NOTHING;
      clear('display');
      return;
    }
    const at = now();
    const { display, nextAt } = displayAt(content, at);
    const previous = $display.value;
    const isSame =
      previous.sceneId === display.sceneId &&
      previous.isOn === display.isOn &&
      previous.brightness === display.brightness &&
      previous.volume === display.volume &&
      previous.sceneIds.join() === display.sceneIds.join() &&
      previous.offItemIds.join() === display.offItemIds.join();
    if (!isSame) $display.value = display;
    later('display', nextAt - at, evaluate);
  }

  async function pair(): Promise<void> {
    const mine = ++generation;
    $phase.value = 'pairing';
    let pairing: PairingStarted;
    try {
      pairing = await transport.startPairing();
    } catch {
      later('pairing', PAIRING_POLL_MS, () => void pair());
      return;
    }
    if (mine !== generation) return;
    $pairing.value = { code: pairing.code, expiresAt: pairing.expiresAt };
    // The code's life (core's TTL) is counted on the device's own clock from when it arrived: a device whose
    // clock is far off the server's (no heartbeat has corrected it yet) would otherwise drop every code at once
    // or keep one too long. The server's 'expired' answer ends it as well, whichever comes first.
    const expiresAtDevice = deviceNow() + PAIRING_CODE_TTL_MS;
    const poll = async () => {
      if (mine !== generation) return;
      if (deviceNow() >= expiresAtDevice) return void pair();
      try {
        const status = await transport.pollPairing(pairing);
        if (mine !== generation) return;
        if (status.status === 'expired') return void pair();
        if (status.status === 'paired') {
          const credentials = { screenId: status.screenId, deviceToken: status.deviceToken };
          storage.save(credentials);
          return void paired(credentials);
        }
      } catch {
        // The server or the network is away: keep showing the code and ask again.
      }
      later('pairing', PAIRING_POLL_MS, () => void poll());
    };
    later('pairing', PAIRING_POLL_MS, () => void poll());
  }

  function unpair(): void {
    storage.clear();
    $credentials.value = null;
    $content.value = null;
    $isConnected.value = false;
    clear('heartbeat');
    evaluate();
    void pair();
  }

  async function paired(credentials: PlayerCredentials): Promise<void> {
    generation += 1;
    clear('pairing');
    $pairing.value = null;
    $credentials.value = credentials;
    $phase.value = 'paired';
    // Content first (the service worker answers it from cache when offline), the heartbeat beside it.
    await Promise.all([refresh(), heartbeat()]);
  }

  async function heartbeat(): Promise<void> {
    const credentials = $credentials.value;
    if (!credentials || isStopped) return;
    const display = $display.value;
    const content = $content.value;
    const sentAt = deviceNow();
    try {
      const answer = await transport.heartbeat(credentials, {
        contentVersion: content?.version ?? null,
        playback: {
          state: $isLoading.value
            ? 'loading'
            : !content || !display.sceneId
              ? 'idle'
              : display.isOn
                ? 'playing'
                : 'blank',
          sceneIds: display.sceneIds,
        },
        clock: new Date(sentAt).toISOString(),
        ...(deps.deviceInfo ? { deviceInfo: deps.deviceInfo() } : {}),
      });
      if ($credentials.value !== credentials) return;
      $clockOffsetMs.value = clockOffset(sentAt, deviceNow(), Date.parse(answer.serverTime));
      $isConnected.value = true;
      if (answer.contentVersion !== content?.version) void refresh();
      else evaluate();
    } catch (error) {
      if (error instanceof PlayerUnpairedError) return unpair();
      $isConnected.value = false;
    }
    later('heartbeat', heartbeatDelay(random()), () => void heartbeat());
  }

  async function load(credentials: PlayerCredentials): Promise<void> {
    let content: PlayerContent;
    try {
      content = await transport.fetchContent(credentials);
    } catch (error) {
      if (error instanceof PlayerUnpairedError) unpair();
      return; // offline: keep playing what we have; the next heartbeat tries again
    }
    if ($credentials.value !== credentials || content.version === $content.value?.version) return;
    const report = (state: 'Pushing' | 'InLive' | 'NotSync', error?: string) =>
      transport
        .reportSync(credentials, { contentVersion: content.version, state, ...(error ? { error } : {}) })
        .catch(() => {});
    $isLoading.value = true;
    void report('Pushing');
    try {
      await transport.preload(content);
    } catch (error) {
      $isLoading.value = false;
      void report('NotSync', error instanceof Error ? error.message : String(error));
      return;
    }
    $isLoading.value = false;
    if ($credentials.value !== credentials) return;
    $content.value = content;
    evaluate();
    void report('InLive');
  }

  function refresh(): Promise<void> {
    const credentials = $credentials.value;
    if (!credentials) return Promise.resolve();
    refreshing ??= load(credentials).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    $phase,
    $pairing,
    $credentials,
    $content,
    $display: computed(() => $display.value),
    $isLoading,
    $isConnected,
    $clockOffsetMs,
    now,
    async start() {
      isStopped = false;
      const credentials = storage.load();
      if (credentials) await paired(credentials);
      else await pair();
    },
    receive(message: PlayerMessage) {
      if (message.name === 'content' || message.name === 'settings') void refresh();
      else if (message.name === 'screenshot') deps.onScreenshotRequest?.(message.data.requestId);
      else if (message.name === 'reload') deps.onReload?.();
      else if (message.name === 'unpaired') unpair();
    },
    refresh,
    stop() {
      isStopped = true;
      generation += 1;
      clear('pairing');
      clear('heartbeat');
      clear('display');
    },
  };
}
