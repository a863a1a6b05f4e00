import { API_BASE_PATH, PLAYER_API } from '@screenplay/core/contract';
import { describe, expect, it } from 'vitest';
import { PLAYER_API_PATH } from './cacheNames';

describe('the service worker’s player API path', () => {
  it('is where core’s contract puts the player’s content', () => {
    expect(`${PLAYER_API_PATH}content`).toBe(`${API_BASE_PATH}/${PLAYER_API.content.path}`);
  });
});
