import type { ChildProcess } from 'node:child_process';

/** The `p`th percentile of ascending `sorted` values (nearest rank), NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Waits for a forked bench server's next message of `type` (its messages are a union tagged by `type`). */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (message: M) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', listener);
  });
}
