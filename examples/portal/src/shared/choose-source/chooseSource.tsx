import type { Id, Point } from '@screenplay/core';
import { sectionAccepts, type LibraryTemplate, type MediaAccept, type MediaItem } from '@screenplay/core/library';
import type { LibraryImage } from '@screenplay/core/widgets';
import type { PopupStore, ToastStore } from '@screenplay/hooks';
import { rssHeadlines, type FeedStore, type LayerEditorStore } from '@screenplay/hooks/layers';
import type { SourceLibraryKind } from '@screenplay/ui/layer-editor';
import { toastError } from '../../app/toastError';
import { MediaChoice } from './MediaChoice';
import { RssChoice, StockChoice, TemplateChoice } from './OtherChoices';
import { measuredVideoEntries } from './videoMetadata';

/** What the choosers need from the page. */
export interface SourceChooserDeps {
  popups: PopupStore;
  toasts: ToastStore;
  feeds: FeedStore;
  /** The template being edited (left out of the template choices), null in a playlist item. */
  templateId: Id | null;
  /** Reads a video's length from its metadata (default: the browser's, `readVideoDuration`). */
  readVideoDuration?: (url: string) => Promise<number>;
}

/** A media file as an image of an Image layer or a slide, with its name (which names the item, issue 24). */
export function libraryImage(
  item: Pick<MediaItem, 'uuid' | 'url' | 'width' | 'height'> & { name?: string },
): LibraryImage {
  const named = item.name ? { name: item.name } : {};
  return { url: item.url, width: item.width, height: item.height, uuid: item.uuid, ...named };
}

/**
 * What a Media drop may bring into this canvas (spec §5): video only when it already holds a video, images only
 * when it holds anything else, either when empty.
 */
export function mediaAccept(editor: Pick<LayerEditorStore, '$layers'>): MediaAccept {
  return sectionAccepts(editor.$layers.peek());
}

/** Opens a form popup around `content`; resolves with the value chosen, or null when closed or cancelled. */
async function ask<T>(
  popups: PopupStore,
  titleKey: string,
  render: (onChange: (value: T | null) => void) => unknown,
  kind: 'form' | 'confirm' = 'form',
): Promise<T | null> {
  let value: T | null = null;
  const result = await popups.open({
    kind,
    titleKey,
    content: render((next) => {
      value = next;
    }),
    confirmLabelKey: 'playlistEditor.addToCanvas',
    isValid: () => value !== null,
    getValue: () => value,
  });
  return result.action === 'confirm' ? value : null;
}

/** Chooses media files: one (`isMultiple` false) or several in order; null when nothing was chosen. */
export function chooseMedia(
  popups: PopupStore,
  accept: MediaAccept,
  isMultiple: boolean,
  titleKey: string,
): Promise<MediaItem[] | null> {
  return ask<MediaItem[]>(popups, titleKey, (onChange) => (
    <MediaChoice
      accept={accept}
      isMultiple={isMultiple}
      onChange={(items) => onChange(items.length > 0 ? items : null)}
    />
  ));
}

/**
 * Asks for what a library kind needs and adds its layers to the editor at `point` (centred without one): media
 * files (Media, Slider, Video; uploads included), a template, a stock photo (Pixabay) or a feed address (Rss, whose
 * headlines the server reads). Nothing is added when the user cancels; a feed that cannot be read is toasted.
 */
export async function addFromSource(
  editor: LayerEditorStore,
  kind: SourceLibraryKind,
  point: Point | null,
  deps: SourceChooserDeps,
): Promise<void> {
  const { popups } = deps;
  const placement = point ? { point } : {};
  switch (kind) {
    case 'Media': {
      const chosen = await chooseMedia(popups, mediaAccept(editor), false, 'playlistEditor.chooseMediaTitle');
      const item = chosen?.[0];
      if (!item) return;
      // A video becomes a Video layer whose item plays as long as the video: its length is read first.
      const duration =
        item.type === 'video' ? (await measuredVideoEntries([item], deps.readVideoDuration))[0]?.duration : undefined;
      editor.addFromLibrary('Media', { media: duration === undefined ? item : { ...item, duration }, ...placement });
      return;
    }
    case 'Slider': {
      const chosen = await chooseMedia(popups, 'image', true, 'playlistEditor.chooseSlidesTitle');
      if (chosen) editor.addFromLibrary('Slider', { images: chosen.map(libraryImage), ...placement });
      return;
    }
    case 'Video': {
      const chosen = await chooseMedia(popups, 'video', true, 'playlistEditor.chooseVideosTitle');
      // Their lengths are read first, so the item's duration is the playlist's from the start (issue 15).
      if (chosen)
        editor.addFromLibrary('Video', {
          videos: await measuredVideoEntries(chosen, deps.readVideoDuration),
          ...placement,
        });
      return;
    }
    case 'Template': {
      const template = await ask<LibraryTemplate>(popups, 'playlistEditor.chooseTemplateTitle', (onChange) => (
        <TemplateChoice excludeId={deps.templateId} onChange={onChange} />
      ));
      if (template) editor.addFromLibrary('Template', { template, ...placement });
      return;
    }
    case 'Pixabay': {
      // A confirm popup (no form around it): the stock search is a form of its own.
      const photo = await ask<LibraryImage>(
        popups,
        'playlistEditor.chooseStockTitle',
        (onChange) => <StockChoice onChange={onChange} />,
        'confirm',
      );
      if (photo) editor.addFromLibrary('Pixabay', { photo, ...placement });
      return;
    }
    case 'Rss': {
      const url = await ask<string>(popups, 'playlistEditor.chooseRssTitle', (onChange) => (
        <RssChoice onChange={(next) => onChange(next === '' ? null : next)} />
      ));
      if (!url) return;
      try {
        const feed = await deps.feeds.rss(url);
        editor.addFromLibrary('Rss', { headlines: rssHeadlines(feed), ...placement });
      } catch (error) {
        toastError(deps.toasts, error);
      }
    }
  }
}
