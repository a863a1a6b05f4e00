import type { FeedPost } from '@screenplay/core/widgets';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { FacebookLayer, InstagramLayer } from './FeedLayer';

const posts: FeedPost[] = Array.from({ length: 9 }, (_, i) => ({
  id: `p${i + 1}`,
  imageUrl: `/feed/${i + 1}.jpg`,
  caption: i === 1 ? '' : `Post number ${i + 1}`,
}));
const feed = { account: 'acme', rows: 2, columns: 3, showCaption: true, captionBackground: 'rgba(0,0,0,0.5)' };

describe('feed layers', () => {
  it('show at most rows × columns posts in a grid of that many cells, named after the account', () => {
    const { container } = renderWithIntl(<InstagramLayer layer={layerOf('Instagram', feed)} posts={posts} />);
    const grid = screen.getByRole('list', { name: 'Instagram posts of acme' });
    expect(grid).toBe(layerRootOf(container));
    expect(grid.dataset.part).toBe('instagram');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(grid.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(grid.style.gridTemplateRows).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('caption each post on the caption background; a post without a caption is named by its place', () => {
    const { container } = renderWithIntl(
      <FacebookLayer
        layer={layerOf('Facebook', { ...feed, captionBackground: 'rgba(255,255,255,0.8)' })}
        posts={posts}
      />,
    );
    const captions = [...container.querySelectorAll<HTMLElement>('figcaption')];
    expect(captions.map((caption) => caption.textContent)).toEqual([
      'Post number 1',
      'Post number 3',
      'Post number 4',
      'Post number 5',
      'Post number 6',
    ]);
    expect(captions[0]?.style.background).toBe('rgba(255, 255, 255, 0.8)');
    expect(screen.getByRole('img', { name: 'Post 2' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Facebook posts of acme' }).dataset.part).toBe('facebook');
  });

  it('without captions, each picture carries its caption as its text alternative', () => {
    const { container } = renderWithIntl(
      <InstagramLayer
        layer={layerOf('Instagram', { ...feed, showCaption: false, rows: 1, columns: 2 })}
        posts={posts}
      />,
    );
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Post number 1', 'Post 2']);
  });

  it('say clearly when there is no account, the posts are unavailable (offline), or there are none', () => {
    const cases = [
      [{ ...feed, account: null }, posts, 'No account connected', 'empty'],
      [feed, null, 'Posts not available', 'unavailable'],
      [feed, [], 'No posts yet', 'empty'],
    ] as const;
    for (const [content, shown, label, state] of cases) {
      const { unmount } = renderWithIntl(<InstagramLayer layer={layerOf('Instagram', content)} posts={shown} />);
      expect(screen.getByRole('img', { name: label }).dataset.state).toBe(state);
      unmount();
    }
  });
});
