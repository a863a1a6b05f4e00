import { TRANSLATION_RETRIES, TRANSLATION_RETRY_DELAY_MS } from '@screenplay/core';

/** Options of {@link loadMessages}. */
export interface LoadMessagesOptions {
  /** Waits between attempts (tests inject one that records the delays). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a message catalogue, retrying a failed read up to TRANSLATION_RETRIES times with a delay that starts
 * at TRANSLATION_RETRY_DELAY_MS and doubles (350, 700, 1400, 2800, 5600 ms); rejects with the last failure.
 */
export async function loadMessages(
  load: () => Promise<Record<string, string>>,
  options: LoadMessagesOptions = {},
): Promise<Record<string, string>> {
  const sleep = options.sleep ?? wait;
  for (let retry = 0; ; retry++) {
    try {
      return await load();
    } catch (error) {
      if (retry >= TRANSLATION_RETRIES) throw error;
      await sleep(TRANSLATION_RETRY_DELAY_MS * 2 ** retry);
    }
  }
}
