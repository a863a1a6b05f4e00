import { describe, expect, it } from 'vitest';
import { SOCIAL_FEED_REFRESH_MS, facebookPosts, feedGrid, instagramPosts } from './widgets.feeds';

const posts = Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1), imageUrl: null, caption: '' }));
const ids = (list: readonly { id: string }[]) => list.map((post) => post.id);

describe('feed grid', () => {
  it('shows at most rows × columns posts, in order', () => {
    expect(ids(feedGrid(posts, 2, 3))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(feedGrid(posts, 3, 3)).toHaveLength(9);
  });

  it('shows every post when there are fewer', () => {
    expect(ids(feedGrid(posts.slice(0, 4), 2, 3))).toEqual(['1', '2', '3', '4']);
    expect(feedGrid([], 2, 3)).toEqual([]);
  });

  it('shows nothing for zero, negative or unreadable rows or columns, and whole cells only', () => {
    expect(feedGrid(posts, 0, 3)).toEqual([]);
    expect(feedGrid(posts, -1, 3)).toEqual([]);
    expect(feedGrid(posts, Number.NaN, 3)).toEqual([]);
    expect(feedGrid(posts, 2.9, 2)).toHaveLength(4);
  });

  it('refreshes every 300000 ms', () => {
    expect(SOCIAL_FEED_REFRESH_MS).toBe(300000);
  });
});

describe('Facebook-type posts', () => {
  it('take full_picture, else the attachment’s image, and the message', () => {
    const answer = {
      data: [
        { id: '101_1', full_picture: 'https://cdn.example/full.jpg', message: 'Opening hours' },
        {
          id: '101_2',
          message: 'Album',
          attachments: { data: [{ media: { image: { src: 'https://cdn.example/att.jpg' } } }] },
        },
        { id: '101_3' },
        { message: 'no id' },
        null,
      ],
    };
    expect(facebookPosts(answer)).toEqual([
      { id: '101_1', imageUrl: 'https://cdn.example/full.jpg', caption: 'Opening hours' },
      { id: '101_2', imageUrl: 'https://cdn.example/att.jpg', caption: 'Album' },
      { id: '101_3', imageUrl: null, caption: '' },
    ]);
  });

  it('read a bare array, and nothing from anything else', () => {
    expect(facebookPosts([{ id: 7, full_picture: 'x.jpg' }])).toEqual([{ id: '7', imageUrl: 'x.jpg', caption: '' }]);
    expect(facebookPosts('oops')).toEqual([]);
    expect(facebookPosts(undefined)).toEqual([]);
  });
});

describe('Instagram-type posts', () => {
  it('take thumbnail_url (a video’s still), else media_url, and the caption', () => {
    const answer = {
      data: [
        {
          id: '17',
          media_type: 'VIDEO',
          media_url: 'https://cdn.example/v.mp4',
          thumbnail_url: 'https://cdn.example/v.jpg',
          caption: 'Clip',
        },
        { id: '18', media_type: 'IMAGE', media_url: 'https://cdn.example/i.jpg' },
      ],
    };
    expect(instagramPosts(answer)).toEqual([
      { id: '17', imageUrl: 'https://cdn.example/v.jpg', caption: 'Clip' },
      { id: '18', imageUrl: 'https://cdn.example/i.jpg', caption: '' },
    ]);
  });
});
