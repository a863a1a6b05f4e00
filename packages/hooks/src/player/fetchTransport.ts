import type {
  HeartbeatRequest,
  HeartbeatResponse,
  PairingStarted,
  PairingStatus,
  PlayerContent,
  SyncReport,
} from '@screenplay/core/screens';
import { PLAYER_API, pathOf } from '@screenplay/core/contract';
import type { PlayerCredentialStorage, PlayerCredentials, PlayerTransport } from './player.types';
import { PlayerUnpairedError } from './player.types';

/** What a player tells the server about its device when it asks for a pairing code. */
export interface PlayerDeviceDescription {
  userAgent: string;
  /** CSS pixels, "1920x1080". */
  displaySize: string;
  /** IANA zone. */
  timezone: string;
}

/** Options of {@link createFetchPlayerTransport}. */
export interface FetchPlayerTransportOptions {
  /**
   * The API's base URL, e.g. `https://portal.example/api/v1/` (trailing slash): the player's calls are core's
   * `PLAYER_API` endpoints under it.
   */
  baseUrl: string;
  /** Describes the device (read when pairing starts, so a resized window reports its new size). */
  device: () => PlayerDeviceDescription;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /**
   * Downloads every media URL of a content before it is switched to. The default fetches each one whole
   * (the web player's service worker keeps what passes through it); a failed one rejects.
   */
  preload?: (content: PlayerContent) => Promise<void>;
}

/** A request the player's server refused; 401 on a device call is {@link PlayerUnpairedError} instead. */
export class PlayerRequestError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
    this.name = 'PlayerRequestError';
  }
}

/** The `Authorization` header of a device call. */
export function deviceAuthorization(credentials: PlayerCredentials): string {
  return `Device ${credentials.deviceToken}`;
}

/**
 * Fetches every URL whole (a body read to its end: a download cut short rejects), a few at a time.
 * Not in the spec; ours: 4 parallel downloads keep a player's link busy without starving its heartbeat.
 */
export const PRELOAD_PARALLEL = 4;

/** Downloads `urls` completely with `fetcher`, {@link PRELOAD_PARALLEL} at a time; rejects on the first failure. */
export async function downloadAll(urls: readonly string[], fetcher: typeof fetch): Promise<void> {
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetcher(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PRELOAD_PARALLEL, queue.length) }, worker));
}

/**
 * The web player's {@link PlayerTransport} over `fetch`, calling core's `PLAYER_API` under `baseUrl`:
 * `POST player/pairings`, `GET player/pairings/{id}` (with `X-Pairing-Secret`), and with
 * `Authorization: Device <token>` `POST player/heartbeat`, `GET player/content` and `POST player/sync`. A 401 on a device call rejects with
 * {@link PlayerUnpairedError} (the screen was removed), any other failure with {@link PlayerRequestError} or
 * the network's error, which the store treats as "offline, try again".
 */
export function createFetchPlayerTransport(options: FetchPlayerTransportOptions): PlayerTransport {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const url = (path: string) => new URL(path, options.baseUrl).href;

  async function json<T>(path: string, init: RequestInit, isDevice: boolean): Promise<T> {
    const response = await fetcher(url(path), {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      cache: 'no-store',
    });
    if (isDevice && response.status === 401) throw new PlayerUnpairedError();
    if (!response.ok) throw new PlayerRequestError(response.status, path);
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  const device = (credentials: PlayerCredentials, init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: {
      Authorization: deviceAuthorization(credentials),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const unwrap = <T>(answer: { data: T } | T): T =>
    answer !== null && typeof answer === 'object' && 'data' in answer ? (answer as { data: T }).data : (answer as T);

  return {
    async startPairing() {
      const body = JSON.stringify({ deviceInfo: options.device() });
      return unwrap(
        await json<{ data: PairingStarted }>(
          pathOf(PLAYER_API.startPairing, {}),
          { method: 'POST', body, headers: { 'Content-Type': 'application/json' } },
          false,
        ),
      );
    },
    async pollPairing(pairing) {
      const path = pathOf(PLAYER_API.pollPairing, { id: pairing.pairingId });
      const response = await fetcher(url(path), {
        headers: { Accept: 'application/json', 'X-Pairing-Secret': pairing.secret },
        cache: 'no-store',
      });
      // A pairing the server no longer knows (expired and swept, or the server's data was reset) is over.
      if (response.status === 404 || response.status === 410) return { status: 'expired' } satisfies PairingStatus;
      if (!response.ok) throw new PlayerRequestError(response.status, path);
      return unwrap((await response.json()) as { data: PairingStatus });
    },
    async heartbeat(credentials, body: HeartbeatRequest) {
      return unwrap(
        await json<{ data: HeartbeatResponse }>(
          pathOf(PLAYER_API.heartbeat, {}),
          device(credentials, { method: 'POST', body: JSON.stringify(body) }),
          true,
        ),
      );
    },
    async fetchContent(credentials) {
      return unwrap(await json<{ data: PlayerContent }>(pathOf(PLAYER_API.content, {}), device(credentials), true));
    },
    preload(content) {
      return options.preload ? options.preload(content) : downloadAll(content.media, fetcher);
    },
    async reportSync(credentials, report: SyncReport) {
      await json<unknown>(
        pathOf(PLAYER_API.sync, {}),
        device(credentials, { method: 'POST', body: JSON.stringify(report) }),
        true,
      );
    },
  };
}

/** The localStorage key of the player's credentials. */
export const PLAYER_CREDENTIALS_KEY = 'screenplay.player';

/**
 * Keeps the player's credentials in `localStorage` under {@link PLAYER_CREDENTIALS_KEY}: the screen id and
 * its device token, the player's one credential (it can do nothing but act as that screen; removing the
 * screen in the portal revokes it). Nothing else is stored there; the content is cached by the service
 * worker. A stored value that cannot be read is treated as none.
 */
export function localCredentialStorage(storage: Storage = window.localStorage): PlayerCredentialStorage {
  return {
    load() {
      try {
        const value: unknown = JSON.parse(storage.getItem(PLAYER_CREDENTIALS_KEY) ?? 'null');
        if (value === null || typeof value !== 'object') return null;
        const { screenId, deviceToken } = value as Partial<PlayerCredentials>;
        return Number.isSafeInteger(screenId) && typeof deviceToken === 'string' && deviceToken !== ''
          ? { screenId: screenId as number, deviceToken }
          : null;
      } catch {
        return null;
      }
    },
    save(credentials) {
      storage.setItem(
        PLAYER_CREDENTIALS_KEY,
        JSON.stringify({ screenId: credentials.screenId, deviceToken: credentials.deviceToken }),
      );
    },
    clear() {
      storage.removeItem(PLAYER_CREDENTIALS_KEY);
    },
  };
}
