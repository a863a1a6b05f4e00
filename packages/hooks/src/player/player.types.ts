import type { ReadonlySignal } from '@preact/signals-core';
import type {
  HeartbeatRequest,
  HeartbeatResponse,
  PairingStarted,
  PairingStatus,
  PlayerContent,
  PlayerDeviceInfo,
  PlayerMessage,
  SyncReport,
} from '@screenplay/core/screens';

/** A paired player's credentials: which screen it is and the token it authenticates with. */
export interface PlayerCredentials {
  screenId: number;
  deviceToken: string;
}

/** Raised by a transport when the server no longer knows the device (the screen was removed). */
export class PlayerUnpairedError extends Error {
  constructor() {
    super('The screen was removed: the player is no longer paired');
    this.name = 'PlayerUnpairedError';
  }
}

/** How a player talks to its server; the web player implements it with fetch, tests in memory. */
export interface PlayerTransport {
  startPairing(): Promise<PairingStarted>;
  pollPairing(pairing: PairingStarted): Promise<PairingStatus>;
  /** Rejects with {@link PlayerUnpairedError} when the device token is no longer valid. */
  heartbeat(credentials: PlayerCredentials, body: HeartbeatRequest): Promise<HeartbeatResponse>;
  /** Rejects with {@link PlayerUnpairedError} when the device token is no longer valid. */
  fetchContent(credentials: PlayerCredentials): Promise<PlayerContent>;
  /** Downloads every media file of the content (the service worker keeps them), resolving once all are in. */
  preload(content: PlayerContent): Promise<void>;
  reportSync(credentials: PlayerCredentials, report: SyncReport): Promise<void>;
}

/** Where a player keeps its credentials between reloads. */
export interface PlayerCredentialStorage {
  load(): PlayerCredentials | null;
  save(credentials: PlayerCredentials): void;
  clear(): void;
}

/** What the player store needs from the outside world. */
export interface PlayerStoreDeps {
  transport: PlayerTransport;
  storage: PlayerCredentialStorage;
  /** The device's clock in ms (defaults to `Date.now`); the store corrects it by the server's. */
  now?: () => number;
  /** Uniform random numbers in [0, 1) for the heartbeat jitter (defaults to `Math.random`). */
  random?: () => number;
  /** Called for a 'screenshot' request on the screen's channel. */
  onScreenshotRequest?: (requestId: string) => void;
  /** Called for 'force reload'. */
  onReload?: () => void;
  /** The device's description sent with each heartbeat (its display size and zone can change while it runs). */
  deviceInfo?: () => PlayerDeviceInfo;
}

/** Where the player is in its life. */
export type PlayerPhase = 'starting' | 'pairing' | 'paired';

/** What the display should do at this moment. */
export interface PlayerDisplay {
  /** The scene shown now (one of `sceneIds`, in turn when several tie), or null for "Nothing scheduled". */
  sceneId: number | null;
  /** Every scene that wins now. */
  sceneIds: number[];
  /** False outside the screen's timers: the stage is blank. */
  isOn: boolean;
  /** 0..100. */
  brightness: number;
  /** 0..100: the screen's volume, or the volume of the timer that has the screen on when it has one. */
  volume: number;
  /** The shown scene's playlist items whose schedule does not apply now: their sections skip them. */
  offItemIds: number[];
}

/** The web player's state and actions. */
export interface PlayerStore {
  $phase: ReadonlySignal<PlayerPhase>;
  /** The code to show while pairing, with when it expires. */
  $pairing: ReadonlySignal<{ code: string; expiresAt: string } | null>;
  $credentials: ReadonlySignal<PlayerCredentials | null>;
  /** The content being played (the last one completely downloaded). */
  $content: ReadonlySignal<PlayerContent | null>;
  $display: ReadonlySignal<PlayerDisplay>;
  /** True while a new content version downloads. */
  $isLoading: ReadonlySignal<boolean>;
  /** Whether the last heartbeat reached the server. */
  $isConnected: ReadonlySignal<boolean>;
  /** Milliseconds to add to the device clock to read the server's. */
  $clockOffsetMs: ReadonlySignal<number>;
  /** The corrected clock. */
  now(): number;
  /** Starts pairing or, with stored credentials, playing. */
  start(): Promise<void>;
  /** Handles a message from the screen's realtime channel. */
  receive(message: PlayerMessage): void;
  /** Fetches the content now (a content message, a force push, or after reconnecting). */
  refresh(): Promise<void>;
  /** Stops every timer. */
  stop(): void;
}
