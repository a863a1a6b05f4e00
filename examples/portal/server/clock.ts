/** Source of the current time, injected so tests can move it (throttles, link expiry). */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
