import { feedGrid, type FeedPost } from '@screenplay/core/widgets';
import type { CSSProperties } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps } from '../layers.types';

/** Props of {@link InstagramLayer} and {@link FacebookLayer}. */
export interface FeedLayerProps<T extends 'Instagram' | 'Facebook'> extends LayerRendererProps<T> {
  /** The account's posts, newest first (core's `instagramPosts`/`facebookPosts`); null while unavailable. */
  posts: readonly FeedPost[] | null;
}

const whole = (value: number) => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1);

interface PostProps {
  post: FeedPost;
  /** 1-based place in the grid. */
  position: number;
  showCaption: boolean;
  captionBackground: string;
}

/** One post: its picture, and its caption on the caption background when captions are shown. */
function Post({ post, position, showCaption, captionBackground }: PostProps) {
  const t = useText();
  const hasCaption = showCaption && post.caption !== '';
  // A shown caption already says what the post is; otherwise the picture carries it (or its position).
  const alt = hasCaption ? '' : post.caption || t(M.post, { position });
  const fill: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover', maxWidth: 'none' };
  return (
    <li data-part="post" style={{ position: 'relative', overflow: 'hidden', minWidth: 0, minHeight: 0 }}>
      <figure style={{ margin: 0, width: '100%', height: '100%' }}>
        {post.imageUrl ? (
          <img src={post.imageUrl} alt={alt} loading="lazy" draggable={false} style={fill} />
        ) : (
          <span data-part="no-picture" />
        )}
        {hasCaption ? (
          <figcaption
            data-part="caption"
            style={{ position: 'absolute', left: 0, right: 0, bottom: 0, background: captionBackground }}
          >
            {post.caption}
          </figcaption>
        ) : null}
      </figure>
    </li>
  );
}

/**
 * A social feed layer: the first rows × columns posts (core's `feedGrid`, spec: "at most rows × columns
 * items") in a grid of that many cells, each picture covering its cell, captions on the caption
 * background when `showCaption`. Without an account, while the posts are unavailable (offline) or when
 * there are none, a labelled note instead of the grid.
 */
function FeedLayer<T extends 'Instagram' | 'Facebook'>({ layer, posts, className }: FeedLayerProps<T>) {
  const t = useText();
  const { account, rows, columns, showCaption, captionBackground } = layer.content;
  if (!account)
    return <LayerPlaceholder layer={layer} label={t(M.feedNoAccount)} state="empty" className={className} />;
  if (!posts)
    return <LayerPlaceholder layer={layer} label={t(M.feedUnavailable)} state="unavailable" className={className} />;
  const shown = feedGrid(posts, rows, columns);
  if (shown.length === 0)
    return <LayerPlaceholder layer={layer} label={t(M.feedEmpty)} state="empty" className={className} />;
  const grid: CSSProperties = {
    ...layerBox(layer),
    display: 'grid',
    gridTemplateColumns: `repeat(${whole(columns)}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${whole(rows)}, minmax(0, 1fr))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflow: 'hidden',
  };
  const label = t(layer.itemType === 'Instagram' ? M.instagram : M.facebook, { account });
  return (
    <ul {...layerRoot(layer, className)} aria-label={label} data-state="ready" style={grid}>
      {shown.map((post, index) => (
        <Post
          key={post.id}
          post={post}
          position={index + 1}
          showCaption={showCaption}
          captionBackground={captionBackground}
        />
      ))}
    </ul>
  );
}

/** An Instagram layer: a grid of the account's posts (see `FeedLayerProps`; posts from core's `instagramPosts`). */
export function InstagramLayer(props: FeedLayerProps<'Instagram'>) {
  return <FeedLayer {...props} />;
}

/** A Facebook layer: a grid of the account's posts (see `FeedLayerProps`; posts from core's `facebookPosts`). */
export function FacebookLayer(props: FeedLayerProps<'Facebook'>) {
  return <FeedLayer {...props} />;
}
