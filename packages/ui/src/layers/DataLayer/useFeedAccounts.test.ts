import type { SocialAccount } from '@screenplay/core/tenant';
import type { FeedStore } from '@screenplay/hooks/layers';
import { describe, expect, it, vi } from 'vitest';
import { accountIdOf, feedAccounts } from './useFeedAccounts';

const ACCOUNTS: SocialAccount[] = [
  { id: '1', type: 'instagram', username: 'acme.retail', source: 'server', connectedAt: null, expiresAt: null },
  { id: '2', type: 'instagram', username: 'globex', source: 'server', connectedAt: null, expiresAt: null },
];

describe('accountIdOf', () => {
  it('finds the id of the account a layer names by username, null for none or an unknown one', () => {
    expect(accountIdOf(ACCOUNTS, 'globex')).toBe('2');
    expect(accountIdOf(ACCOUNTS, 'initech')).toBeNull();
    expect(accountIdOf(ACCOUNTS, null)).toBeNull();
  });
});

describe('feedAccounts', () => {
  it('asks a store once per kind, and again after a failed answer', async () => {
    const accounts = vi.fn<FeedStore['accounts']>().mockRejectedValueOnce(new Error('offline'));
    accounts.mockResolvedValue(ACCOUNTS);
    const feeds = { accounts } as unknown as FeedStore;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(feedAccounts(feeds, 'Instagram')).resolves.toEqual([]);
    await expect(feedAccounts(feeds, 'Instagram')).resolves.toEqual(ACCOUNTS);
    await expect(feedAccounts(feeds, 'Instagram')).resolves.toEqual(ACCOUNTS);
    expect(accounts).toHaveBeenCalledTimes(2);
  });
});
