import type { SocialAccount } from '@screenplay/core/tenant';
import { useLayerData, type FeedStore, type SocialFeedKind } from '@screenplay/hooks/layers';
import { useLoader } from '@screenplay/hooks';

const NO_ACCOUNTS: readonly SocialAccount[] = [];

const listsByStore = new WeakMap<FeedStore, Map<SocialFeedKind, Promise<SocialAccount[]>>>();

/** The connected accounts of a kind, asked once per feed store (a failed answer is asked again next time). */
export function feedAccounts(feeds: FeedStore, kind: SocialFeedKind): Promise<SocialAccount[]> {
  let lists = listsByStore.get(feeds);
  if (!lists) {
    lists = new Map();
    listsByStore.set(feeds, lists);
  }
  let list = lists.get(kind);
  if (!list) {
    list = feeds.accounts(kind).catch((reason: unknown) => {
      lists.delete(kind);
      console.warn(`[feed] the ${kind} accounts could not be listed`, reason);
      return [];
    });
    lists.set(kind, list);
  }
  return list;
}

/** The account of a feed layer: layers store the account's username (spec §3), the feed calls need its id. */
export function accountIdOf(accounts: readonly SocialAccount[], username: string | null): string | null {
  if (!username) return null;
  return accounts.find((account) => account.username === username)?.id ?? null;
}

/** The connected accounts of a kind, alphabetical (empty until they arrive, or when none is connected). */
export function useFeedAccounts(kind: SocialFeedKind): readonly SocialAccount[] {
  const { feeds } = useLayerData('useFeedAccounts');
  const loaded = useLoader(() => feedAccounts(feeds, kind), [feeds, kind], { keepPreviousData: true });
  const accounts = loaded.data ?? NO_ACCOUNTS;
  return accounts;
}
