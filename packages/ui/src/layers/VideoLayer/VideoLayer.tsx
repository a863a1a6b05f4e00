import { activeVideoUrl } from '@screenplay/core/widgets';
import { useState, type CSSProperties } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps } from '../layers.types';

/** Props of {@link VideoLayer}. */
export interface VideoLayerProps extends LayerRendererProps<'Video'> {
  /** The playlist entry playing; defaults to the content's `activeIndex`. A player advances it on `onEnded`. */
  activeIndex?: number;
  /** Called when the playing video ends; without it the video loops. */
  onEnded?: () => void;
  /** Whether the video plays by itself (default true); editors may show a still frame instead. */
  isPlaying?: boolean;
}

/** Props of {@link HtmlVideoLayer}. */
export interface HtmlVideoLayerProps extends LayerRendererProps<'HtmlVideo'> {
  /** Whether the video plays by itself (default true). */
  isPlaying?: boolean;
}

const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' };

/**
 * A Video layer: the playlist entry at the active index (`activeVideoUrl`, spec: "videosUrls indexed by
 * the active playlist item"), muted so browsers let it start by itself. A picture named after the video;
 * an empty playlist is a labelled empty box, a video that cannot be loaded a "cannot be shown" one.
 */
export function VideoLayer({ layer, activeIndex, onEnded, isPlaying = true, className }: VideoLayerProps) {
  const t = useText();
  const index = activeIndex ?? layer.content.activeIndex;
  const url = activeVideoUrl({ ...layer, content: { ...layer.content, activeIndex: index } });
  // A video that failed to load (missing file, unsupported format), until the url changes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) return <LayerPlaceholder layer={layer} label={t(M.noVideo)} state="empty" className={className} />;
  if (url === failedUrl)
    return (
      <LayerPlaceholder
        layer={layer}
        label={t(M.broken, { type: layer.itemType })}
        state="broken"
        className={className}
      />
    );
  // A video without a name is named by its place in the playlist.
  const name = layer.content.videos[index]?.name || String(index + 1);
  return (
    <div
      {...layerRoot(layer, className)}
      role="img"
      style={layerBox(layer)}
      aria-label={t(M.video, { name })}
      data-index={index}
    >
      {/* A new element per video, so the next one starts from its beginning. Inside the named `img` box it is
          presentational already (no aria-hidden, which would wrongly claim a focusable element away). */}
      <video
        key={`${index}:${url}`}
        src={url}
        autoPlay={isPlaying}
        muted
        playsInline
        loop={!onEnded}
        onEnded={onEnded}
        onError={() => setFailedUrl(url)}
        style={FILL}
      />
    </div>
  );
}

/**
 * An HtmlVideo layer: its `backgroundVideo` playing by itself, looping and muted as its content says; a video that
 * cannot be loaded shows the "cannot be shown" box.
 */
export function HtmlVideoLayer({ layer, isPlaying = true, className }: HtmlVideoLayerProps) {
  const t = useText();
  const { backgroundVideo, loop, muted } = layer.content;
  // A video that failed to load (missing file, unsupported format), until the url changes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!backgroundVideo)
    return <LayerPlaceholder layer={layer} label={t(M.noVideo)} state="empty" className={className} />;
  if (backgroundVideo === failedUrl)
    return (
      <LayerPlaceholder
        layer={layer}
        label={t(M.broken, { type: layer.itemType })}
        state="broken"
        className={className}
      />
    );
  return (
    <div {...layerRoot(layer, className)} role="img" style={layerBox(layer)} aria-label={t(M.htmlVideo)}>
      <video
        src={backgroundVideo}
        autoPlay={isPlaying}
        loop={loop}
        muted={muted}
        playsInline
        onError={() => setFailedUrl(backgroundVideo)}
        style={FILL}
      />
    </div>
  );
}
