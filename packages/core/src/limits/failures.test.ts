import { describe, expect, it } from 'vitest';
import { countedFailure, failureWaitMs, progressiveDelayMs, retryAfterSeconds } from './failures';
import { LOGIN_DELAY_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, type ThrottleRule } from './throttle';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 2, 2, 9);

describe('sign-in throttle numbers (issue 22)', () => {
  it('lets an office fail 100 times in 15 minutes, and makes an account wait at most 60 s', () => {
    expect(LOGIN_FAILURES_PER_ADDRESS).toEqual({ limit: 100, windowMs: 15 * MINUTE });
    expect(LOGIN_DELAY_PER_ACCOUNT).toEqual({
      freeFailures: 5,
      firstDelayMs: 1000,
      maxDelayMs: 60_000,
      forgetAfterMs: 15 * MINUTE,
    });
  });
});

describe('progressiveDelayMs', () => {
  const rule = LOGIN_DELAY_PER_ACCOUNT;

  it('is free up to the free failures, then 1 s doubling per failure', () => {
    expect(progressiveDelayMs(rule, 0)).toBe(0);
    expect(progressiveDelayMs(rule, 4)).toBe(0);
    expect(progressiveDelayMs(rule, 5)).toBe(1000);
    expect(progressiveDelayMs(rule, 6)).toBe(2000);
    expect(progressiveDelayMs(rule, 10)).toBe(32_000);
  });

  it('stops at 60 s however many failures (the owner never waits longer)', () => {
    expect(progressiveDelayMs(rule, 11)).toBe(60_000);
    expect(progressiveDelayMs(rule, 20)).toBe(60_000);
    expect(progressiveDelayMs(rule, 1_000_000)).toBe(60_000);
  });
});

describe('failureWaitMs and countedFailure: a window', () => {
  const rule: ThrottleRule = { limit: 3, windowMs: 15 * MINUTE };

  it('checks freely below the limit and refuses at it until the window its first failure opened ends', () => {
    expect(failureWaitMs(rule, null, T0)).toBe(0);
    let count = countedFailure(rule, null, T0);
    expect(count).toEqual({ failures: 1, endsAt: T0 + 15 * MINUTE });
    count = countedFailure(rule, count, T0 + MINUTE);
    expect(failureWaitMs(rule, count, T0 + MINUTE)).toBe(0);
    count = countedFailure(rule, count, T0 + 2 * MINUTE);
    // Later failures do not move the end, so Retry-After stays true.
    expect(count).toEqual({ failures: 3, endsAt: T0 + 15 * MINUTE });
    expect(failureWaitMs(rule, count, T0 + 2 * MINUTE)).toBe(13 * MINUTE);
    expect(failureWaitMs(rule, count, T0 + 15 * MINUTE - 1)).toBe(1);
    expect(failureWaitMs(rule, count, T0 + 15 * MINUTE)).toBe(0);
  });

  it('starts a new window after the end', () => {
    const ended = { failures: 3, endsAt: T0 };
    expect(countedFailure(rule, ended, T0)).toEqual({ failures: 1, endsAt: T0 + 15 * MINUTE });
  });
});

describe('failureWaitMs and countedFailure: a progressive delay', () => {
  const rule = LOGIN_DELAY_PER_ACCOUNT;
  /** The count after `failures` failures, the last at `last`. */
  const after = (failures: number, last: number) => ({ failures, endsAt: last + rule.forgetAfterMs });

  it('asks nothing of the first five failures', () => {
    let count = null as ReturnType<typeof countedFailure> | null;
    for (let failure = 1; failure <= 5; failure += 1) {
      expect(failureWaitMs(rule, count, T0)).toBe(0);
      count = countedFailure(rule, count, T0);
    }
    expect(count).toEqual(after(5, T0));
  });

  it('then waits from the last failure: 1 s after the 5th, 2 s after the 6th, to the millisecond', () => {
    expect(failureWaitMs(rule, after(5, T0), T0)).toBe(1000);
    expect(failureWaitMs(rule, after(5, T0), T0 + 999)).toBe(1);
    expect(failureWaitMs(rule, after(5, T0), T0 + 1000)).toBe(0);
    expect(failureWaitMs(rule, after(6, T0), T0 + 1000)).toBe(1000);
  });

  it('never asks more than 60 s, even after a thousand failures', () => {
    expect(failureWaitMs(rule, after(1000, T0), T0)).toBe(60_000);
    expect(failureWaitMs(rule, after(1000, T0), T0 + 60_000)).toBe(0);
  });

  it('moves the end with every failure, so a slow guesser keeps the long delay', () => {
    const count = countedFailure(rule, after(20, T0), T0 + 60_000);
    expect(count).toEqual(after(21, T0 + 60_000));
  });

  it('forgets the count 15 minutes after the last failure', () => {
    const count = after(30, T0);
    expect(failureWaitMs(rule, count, T0 + rule.forgetAfterMs - 1)).toBe(0);
    expect(countedFailure(rule, count, T0 + rule.forgetAfterMs - 1)).toEqual(after(31, T0 + rule.forgetAfterMs - 1));
    expect(countedFailure(rule, count, T0 + rule.forgetAfterMs)).toEqual(after(1, T0 + rule.forgetAfterMs));
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds and never says 0', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(60_000)).toBe(60);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});
