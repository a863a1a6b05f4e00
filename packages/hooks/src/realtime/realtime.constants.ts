/** spec (accounts "Realtime library defaults"): request timeout 5 s. */
export const REALTIME_REQUEST_TIMEOUT_MS = 5_000;

/** spec (accounts "Realtime library defaults"): reconnect back-off from 1 s… */
export const RECONNECT_MIN_MS = 1_000;

/** …to 20 s (ably-js grows the first retry up to 2x with jitter, then retries suspended connections at this pace). */
export const RECONNECT_MAX_MS = 20_000;
