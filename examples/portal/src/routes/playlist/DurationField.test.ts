import { PLAYLIST_ITEM_DURATION_MAX_S } from '@screenplay/core';
import { describe, expect, it } from 'vitest';
import { parseDuration } from './DurationField';

describe('parseDuration', () => {
  it('accepts whole seconds from 1 to a day', () => {
    expect(parseDuration('60')).toBe(60);
    expect(parseDuration(' 1 ')).toBe(1);
    expect(parseDuration(String(PLAYLIST_ITEM_DURATION_MAX_S))).toBe(86_400);
  });

  it('refuses empty, fractional, zero, negative and too long durations', () => {
    for (const text of ['', ' ', '0', '-5', '2.5', 'abc', String(PLAYLIST_ITEM_DURATION_MAX_S + 1)])
      expect(parseDuration(text), text).toBeNull();
  });
});
