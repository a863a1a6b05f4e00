import { describe, expect, it } from 'vitest';
import { DURATION_MAX_S, parseDuration } from './DurationField';

describe('parseDuration', () => {
  it('accepts whole seconds from 1 to a day', () => {
    expect(parseDuration('60')).toBe(60);
    expect(parseDuration(' 1 ')).toBe(1);
    expect(parseDuration(String(DURATION_MAX_S))).toBe(86_400);
  });

  it('refuses empty, fractional, zero, negative and too long durations', () => {
    for (const text of ['', ' ', '0', '-5', '2.5', 'abc', String(DURATION_MAX_S + 1)])
      expect(parseDuration(text), text).toBeNull();
  });
});
