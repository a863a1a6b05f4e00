import { currentItem, type Id, type PlaylistItem, type Section } from '@screenplay/core';
import {
  contentKindOf,
  dropRefusal,
  mediaRefusal,
  sectionAccepts,
  type DropContentKind,
  type MediaAccept,
  type MediaRefusalKey,
} from '@screenplay/core/library';
import type { ApiClient, PopupStore, ToastStore } from '@screenplay/hooks';
import type { StockSearchStore } from '@screenplay/hooks/library';
import {
  createApiPlaylistItemRepository,
  createLayerEditorStore,
  playlistItemDocument,
  type FeedStore,
  type LayerEditorStore,
  type PlaylistItemDocument,
  type PlaylistItemRepositoryOptions,
} from '@screenplay/hooks/layers';
import { addLibraryItem, type LayerLibraryItem } from '@screenplay/ui/layer-editor';
import type { ContentEntry } from '@screenplay/ui/scene-editor';
import { toastError } from '../../app/toastError';
import { addFromSource, libraryImage } from '../../shared/choose-source/chooseSource';
import { measuredVideoEntries } from '../../shared/choose-source/videoMetadata';

/** The name a content entry is shown and announced by. */
export function contentName(content: ContentEntry, widgetLabel: (item: LayerLibraryItem) => string): string {
  switch (content.kind) {
    case 'media':
      return content.item.name;
    case 'template':
      return content.template.name;
    case 'widget':
      return widgetLabel(content.item);
    case 'stockPhoto':
      return content.photo.description || content.photo.author;
  }
}

/**
 * What a content entry brings, when that is known before its layers are made: a media file its type, a stock photo an
 * image, an element what its layers hold, a widget other content (Video: video, Pixabay: an image). Null for the
 * widgets whose file is chosen after the drop (Media, Template): their layers are judged once made.
 */
export function knownContentKind(content: ContentEntry): DropContentKind | null {
  switch (content.kind) {
    case 'media':
      return content.item.type;
    case 'stockPhoto':
      return 'image';
    case 'template':
      return contentKindOf(content.template.layers);
    case 'widget':
      if (content.item.kind === 'Media' || content.item.kind === 'Template') return null;
      return content.item.kind === 'Video' ? 'video' : content.item.kind === 'Pixabay' ? 'image' : 'other';
  }
}

/**
 * What a section takes from a drop (spec §5): judged on the layers of its current item (the first in display order
 * neither hidden nor marked deleted) — a video there: only video; other content: only images; nothing: anything.
 */
export function sectionDropAccept(section: Pick<Section, 'playlistItems' | 'itemsOrder'>): MediaAccept {
  return sectionAccepts(currentItem(section)?.layers ?? []);
}

/** Why a section refuses a content entry before anything is made (a `dnd.*` key), or null. */
export function contentRefusal(
  section: Pick<Section, 'playlistItems' | 'itemsOrder'>,
  content: ContentEntry,
): MediaRefusalKey | null {
  const kind = knownContentKind(content);
  return kind === null ? null : dropRefusal(sectionDropAccept(section), kind);
}

/** Why a section refuses files dropped from the desktop: the first file's refusal (`dnd.*`), or null for none. */
export function filesRefusal(
  section: Pick<Section, 'playlistItems' | 'itemsOrder'>,
  files: readonly Pick<File, 'type'>[],
): MediaRefusalKey | null {
  if (files.length === 0) return 'dnd.invalidMediaFile';
  const accept = sectionDropAccept(section);
  for (const file of files) {
    const refusal = mediaRefusal(file, accept);
    if (refusal) return refusal;
  }
  return null;
}

/** What making a section's new item needs from the page. */
export interface ContentDeps {
  api: ApiClient;
  popups: PopupStore;
  toasts: ToastStore;
  feeds: FeedStore;
  /** The stock search whose results are dropped (a photo is stored in the media library first). */
  stock: StockSearchStore;
  /** Formats a layer type's message key (`useLayerText`): a new Text layer's first words ('Your text'). */
  text: (key: string) => string;
  /** Reads a video's length (default: the browser's, from its metadata). */
  readVideoDuration?: (url: string) => Promise<number>;
}

/**
 * Puts a content entry's layers in a layer editor exactly as the playlist item editor does (its `addFromLibrary`, the
 * same choosers for widgets that need a source, video lengths read first). Resolves false when a stock photo could
 * not be stored (toasted `dnd.pixabayError`, spec §5 "Missing stock-photo url or failed download").
 */
export async function fillEditor(editor: LayerEditorStore, content: ContentEntry, deps: ContentDeps): Promise<boolean> {
  switch (content.kind) {
    case 'media': {
      const { item } = content;
      // A video becomes a Video layer whose item plays as long as the video: its length is read first.
      const duration =
        item.type === 'video' ? (await measuredVideoEntries([item], deps.readVideoDuration))[0]?.duration : undefined;
      editor.addFromLibrary('Media', { media: duration === undefined ? item : { ...item, duration } });
      return true;
    }
    case 'template':
      editor.addFromLibrary('Template', { template: content.template });
      return true;
    case 'stockPhoto': {
      const stored = await deps.stock.addToLibrary(content.photo, null);
      if (!stored) {
        deps.toasts.show({ type: 'WARNING', messageKey: 'dnd.pixabayError' });
        return false;
      }
      editor.addFromLibrary('Pixabay', { photo: libraryImage(stored) });
      return true;
    }
    case 'widget': {
      let chosen: Promise<void> = Promise.resolve();
      addLibraryItem(editor, content.item, null, {
        text: deps.text,
        onChooseSource: (kind) => {
          chosen = addFromSource(editor, kind, null, { ...deps, templateId: null });
        },
      });
      await chosen;
      return true;
    }
  }
}

/** A new item as stored, with the section that holds it (the draft the drop went to). */
export interface StoredSectionItem {
  item: PlaylistItem;
  sectionId: Id;
}

/** A stored item document as the playlist item it is, with its section. */
function storedItem(document: PlaylistItemDocument | null): StoredSectionItem | null {
  if (!document || document.id === null) return null;
  const { id, parentId, layers, hidden, markAsDeleted, duration, styles, sectionId } = document;
  return { item: { id, parentId, layers, hidden, markAsDeleted, duration, styles }, sectionId };
}

/**
 * Makes a new playlist item holding `content` in a stored section: refused first by the drop rule on what the section
 * holds (toasted `dnd.*`, nothing made); the layers made by a layer editor sized to the section, judged again once
 * made (a widget's chosen file); then `POST sections/{s}/playlistitems` with them and the item's duration, to the
 * section `draft` answers once everything is chosen (the scene editor's `playlistDraft`: a published section's draft
 * copy, ARCHITECTURE.md "One publishing rule"), else to the section itself. Resolves the stored item and its
 * section, or null when refused, cancelled (a chooser closed) or failed (toasted).
 */
export async function createSectionItem(
  section: Section,
  content: ContentEntry,
  deps: ContentDeps,
  draft?: PlaylistItemRepositoryOptions['draft'],
): Promise<StoredSectionItem | null> {
  const refuse = (key: MediaRefusalKey) => {
    deps.toasts.show({ type: 'WARNING', messageKey: key });
    return null;
  };
  const early = contentRefusal(section, content);
  if (early) return refuse(early);
  const editor = createLayerEditorStore({
    repository: createApiPlaylistItemRepository(deps.api, section, draft ? { draft } : {}),
    onError: (error) => toastError(deps.toasts, error),
  });
  editor.open(playlistItemDocument(section));
  if (!(await fillEditor(editor, content, deps))) return null;
  const layers = editor.$layers.peek();
  if (layers.length === 0) return null;
  const late = dropRefusal(sectionDropAccept(section), contentKindOf(layers));
  if (late) return refuse(late);
  if (!(await editor.save())) return null;
  return storedItem(editor.$document.peek());
}
