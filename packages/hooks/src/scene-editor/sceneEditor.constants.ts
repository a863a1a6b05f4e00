/** First wait before a failed section save is retried; each failure doubles it. */
export const SAVE_RETRY_INITIAL_MS = 1000; // design: retry back-off 1 s doubling (spec names none; as the realtime back-off 1-20 s)

/** Longest wait between retries of a failed section save. */
export const SAVE_RETRY_MAX_MS = 20_000; // design: back-off capped at 20 s
