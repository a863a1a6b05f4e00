import type { Layer } from '@screenplay/core';
import { isLayerType } from '@screenplay/core/widgets';
import { LAYER_EDITOR_MESSAGE_IDS as M, LAYER_TYPE_MESSAGE_IDS } from '../layerEditor.messages';
import { useText } from '@screenplay/hooks';

/** Longest summary in a layer's name; longer ones end with an ellipsis. */
const SUMMARY_MAX_CHARS = 40;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The last part of a url's path, decoded: an image or video file's name. */
function fileName(url: unknown): string {
  const path = text(url).split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * What tells a layer from others of its type, in a few words: a text's first line, an image's or a video's file
 * name, a weather layer's caption, a feed's account; empty for clocks and shapes.
 */
export function layerSummary(layer: Layer): string {
  const c = layer.content;
  let summary = '';
  switch (layer.itemType) {
    case 'Text':
      summary = text(c.text).trim().split('\n')[0] ?? '';
      break;
    case 'Image':
      summary = fileName(c.imageUrl);
      break;
    case 'HtmlVideo':
      summary = fileName(c.backgroundVideo);
      break;
    case 'Video': {
      const first: unknown = Array.isArray(c.videos) ? c.videos[0] : undefined;
      summary = first && typeof first === 'object' ? text((first as { name?: unknown }).name) : '';
      break;
    }
    case 'Weather':
      summary = text(c.caption);
      break;
    case 'Instagram':
    case 'Facebook':
      summary = text(c.account);
      break;
  }
  summary = summary.trim();
  return summary.length > SUMMARY_MAX_CHARS ? `${summary.slice(0, SUMMARY_MAX_CHARS - 1)}…` : summary;
}

/**
 * A function naming layers for people: 'Text layer: Hello', 'Clock layer' (the accessible name of a layer on the
 * canvas and in the layer list).
 */
export function useLayerName(): (layer: Layer) => string {
  const t = useText();
  return (layer) => {
    const type = isLayerType(layer.itemType) ? t(LAYER_TYPE_MESSAGE_IDS[layer.itemType]) : layer.itemType;
    const summary = layerSummary(layer);
    return summary ? t(M.layerName, { type, summary }) : t(M.layerNameUntitled, { type });
  };
}
