import { useMemo } from 'react';
import { signal } from '@preact/signals-core';
import type { FeedPost } from '@screenplay/core/widgets';
import { useValue } from '../react/useValue';
import type { FeedState, SocialFeedKind } from './createFeedStore';
import { useLayerData } from './LayerDataProvider';

const NO_ACCOUNT = signal<FeedState>({ posts: null, error: null, isLoading: false });

/**
 * A social feed layer's posts, refreshed every 300000 ms while shown (spec §9); null without an account, while
 * loading, or after a failure.
 * @example
 * const posts = useFeed('Instagram', accountId);
 * <LayerView layer={layer} data={posts} />
 */
export function useFeed(kind: SocialFeedKind, accountId: string | null): FeedPost[] | null {
  const { feeds } = useLayerData('useFeed');
  const $state = useMemo(() => (accountId ? feeds.posts(kind, accountId) : NO_ACCOUNT), [feeds, kind, accountId]);
  return useValue($state).posts;
}
