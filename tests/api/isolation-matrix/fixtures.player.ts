import type { Fixture } from './fixtures';

/** The isolation-matrix fixtures of the player, screenshot and screensyncs routes (see `Fixture`). */
export const PLAYER_FIXTURES: Readonly<Record<string, Fixture>> = {};
