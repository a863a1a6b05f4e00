import type { TokenStorage } from './session.types';

/** Storage key of the bearer secret. */
export const ACCESS_TOKEN_KEY = 'accessToken'; // spec: tokens kept in browser storage under accessToken and wsToken
/** Storage key of the websocket token secret. */
export const WS_TOKEN_KEY = 'wsToken';

/** Returns the secret part of an `<id>|<secret>` token (the whole string when it has no pipe). */
export function secretPart(token: string): string {
  return token.slice(token.indexOf('|') + 1);
}

/** Stores the secret parts of the tokens the server issued (an absent token leaves its entry as it is). */
export function storeTokens(storage: TokenStorage, tokens: { access_token?: string; ws_token?: string }): void {
  if (tokens.access_token) storage.setItem(ACCESS_TOKEN_KEY, secretPart(tokens.access_token));
  if (tokens.ws_token) storage.setItem(WS_TOKEN_KEY, secretPart(tokens.ws_token));
}

/** Removes both tokens. */
export function clearTokens(storage: TokenStorage): void {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(WS_TOKEN_KEY);
}
