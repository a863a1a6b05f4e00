/**
 * The player's messages, picked from core's English catalogue at build time (vite.player.config.ts): the
 * player's own (`player.*`) and those of `@screenplay/ui/layers` (`LAYER_MESSAGE_IDS`), so the player does not
 * ship the portal's whole catalogue.
 */
declare module 'virtual:player-messages' {
  export const PLAYER_MESSAGES: Readonly<Record<string, string>>;
}
