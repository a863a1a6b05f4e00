import { describe, expect, it } from 'vitest';
import { loadMessages } from './loadMessages';

function recorder() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('loadMessages', () => {
  it('returns the catalogue of the first successful read without waiting', async () => {
    const { delays, sleep } = recorder();
    await expect(
      loadMessages(async () => ({ 'login.invalid': 'Invalid user name or password' }), { sleep }),
    ).resolves.toEqual({
      'login.invalid': 'Invalid user name or password',
    });
    expect(delays).toEqual([]);
  });

  it('retries with delays doubling from 350 ms and succeeds on the last retry', async () => {
    const { delays, sleep } = recorder();
    let attempts = 0;
    const messages = await loadMessages(
      async () => {
        attempts++;
        if (attempts <= 5) throw new Error(`read ${attempts} failed`);
        return { ok: 'yes' };
      },
      { sleep },
    );
    expect(messages).toEqual({ ok: 'yes' });
    expect(attempts).toBe(6);
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('rejects with the last failure after the fifth retry', async () => {
    const { delays, sleep } = recorder();
    let attempts = 0;
    const failing = async (): Promise<Record<string, string>> => {
      attempts++;
      throw new Error(`read ${attempts} failed`);
    };
    await expect(loadMessages(failing, { sleep })).rejects.toThrow('read 6 failed');
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
  });
});
