/**
 * @screenplay/hooks/player — the web player's store: pairing, heartbeats with clock correction, content
 * downloaded whole before it plays, and the display evaluated by core's schedule rules. An integrator can
 * embed a player with their own transport.
 */
export { createPlayerStore } from './createPlayerStore';
export { MAX_EVALUATION_WAIT_MS, displayAt } from './playerDisplay';
export type { DisplayAt } from './playerDisplay';
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
