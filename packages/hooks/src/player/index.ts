/**
 * @screenplay/hooks/player — the web player's store: pairing, heartbeats with clock correction, content
 * downloaded whole before it plays, and the display evaluated by core's schedule rules. An integrator can
 * embed a player with their own transport.
 */
export { createPlayerStore } from './createPlayerStore';
export {
  PLAYER_CREDENTIALS_KEY,
  PRELOAD_PARALLEL,
  PlayerRequestError,
  createFetchPlayerTransport,
  deviceAuthorization,
  downloadAll,
  localCredentialStorage,
} from './fetchTransport';
export type { FetchPlayerTransportOptions, PlayerDeviceDescription } from './fetchTransport';
export {
  EVENTS_RETRY_MAX_MS,
  EVENTS_RETRY_MIN_MS,
  connectPlayerEvents,
  eventStreamParser,
  eventsRetryDelay,
  playerMessageOf,
} from './playerEvents';
export type { PlayerEventsOptions, ServerSentEvent } from './playerEvents';
export { MAX_EVALUATION_WAIT_MS, displayAt, stageScale } from './playerDisplay';
export { createPlayerFontLoader } from './playerFonts';
export type { PlayerFontDeps, PlayerFontFaceLike } from './playerFonts';
export type { Box, DisplayAt } from './playerDisplay';
export { PlayerUnpairedError } from './player.types';
export type {
  PlayerCredentialStorage,
  PlayerCredentials,
  PlayerDisplay,
  PlayerPhase,
  PlayerStore,
  PlayerStoreDeps,
  PlayerTransport,
} from './player.types';
