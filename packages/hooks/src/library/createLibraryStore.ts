import { batch, computed, signal } from '@preact/signals-core';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import { ROOT_FOLDER_ID } from '@screenplay/core';
import type { Folder, Id } from '@screenplay/core';
import { moveDecision, targetFolderId } from '@screenplay/core/library';
import type {
  Layout,
  LibraryItemKind,
  LibraryLayerKind,
  LibraryTab,
  LibraryTemplate,
  MediaItem,
} from '@screenplay/core/library';
import type { ApiClient } from '../api/api.types';
import { createErrorReporter, unwrap } from './library.calls';
import { type Envelope, LAYOUTS_API, LIBRARY_API, MEDIA_API } from '@screenplay/core/contract';
import type { LibraryStore, LibraryStoreDeps } from './library.types';

/** The item kind each tab lists, as in `GET library/folders/{layouts|templates|media}`. */
export const TAB_ITEM_KINDS: Readonly<Record<LibraryTab, LibraryItemKind>> = {
  Layouts: 'layouts',
  Elements: 'templates',
  Media: 'media',
};

/** Library layer kinds fetched together (spec §7: "Rss, Instagram and Facebook are fetched together"). */
export const FEED_LAYER_KINDS: readonly LibraryLayerKind[] = ['Rss', 'Instagram', 'Facebook'];

/** Anything a library folder holds. */
type LibraryItem = Layout | LibraryTemplate | MediaItem;

/** A listing answer of one tab: the library folders and that tab's items. */
interface TabListing {
  folders: Folder[];
  layouts?: Layout[];
  templates?: LibraryTemplate[];
  media?: MediaItem[];
}

/** An item's folder (its first folder, -1 when in none): the `from` of a move. */
function folderOf(item: LibraryItem): Id {
  return item.folderIds[0] ?? ROOT_FOLDER_ID;
}

/** Whether an item is the one named by `itemId` (media by uuid, the others by id). */
function isItem(kind: LibraryItemKind, item: LibraryItem, itemId: Id | string): boolean {
  return kind === 'media' ? (item as MediaItem).uuid === itemId || item.id === itemId : item.id === itemId;
}

/** Each tab's listing: its folders and items (spec authoring §7). */
const TAB_LISTINGS = {
  layouts: LIBRARY_API.layoutsTab,
  templates: LIBRARY_API.templatesTab,
  media: LIBRARY_API.mediaTab,
} as const;

/** The calls on one library item, each answering the item as the server now has it (remove: nothing). */
interface ItemCalls {
  move(to: Id): Promise<Envelope<LibraryItem>>;
  copy(folder: Id, name: string): Promise<Envelope<LibraryItem>>;
  remove(): Promise<void>;
}

/** The item calls of each kind (spec authoring §7). */
function itemCalls(api: ApiClient, kind: LibraryItemKind, item: LibraryItem): ItemCalls {
  const media = item as MediaItem;
  switch (kind) {
    case 'layouts':
      return {
        move: (to: Id) => api.call(LAYOUTS_API.move, { params: { id: item.id }, body: { from: folderOf(item), to } }),
        copy: (folder: Id, name: string) =>
          api.call(LAYOUTS_API.copy, { params: { id: item.id, folder }, body: { name } }),
        remove: () => api.call(LAYOUTS_API.remove, { params: { id: item.id } }),
      };
    case 'templates':
      return {
        move: (to: Id) =>
          api.call(LIBRARY_API.moveTemplate, { params: { id: item.id }, body: { from: folderOf(item), to } }),
        copy: (folder: Id, name: string) =>
          api.call(LIBRARY_API.copyTemplate, { params: { id: item.id, folder }, body: { name } }),
        remove: () => api.call(LIBRARY_API.removeTemplate, { params: { id: item.id } }),
      };
    case 'media':
      return {
        move: (to: Id) => api.call(MEDIA_API.move, { body: { uuid: media.uuid, from: folderOf(item), to } }),
        copy: (folder: Id) => api.call(MEDIA_API.copy, { params: { folder }, body: { uuid: media.uuid } }),
        remove: () => api.call(MEDIA_API.remove, { query: { uuid: media.uuid } }),
      };
  }
}

/** The items of the selected folder (sub-folder, else folder); every item at the root. */
function inSelectedFolder<T extends LibraryItem>(deps: LibraryStoreDeps, $items: ReadonlySignal<readonly T[]>) {
  return computed<readonly T[]>(() => {
    const folderId = targetFolderId(deps.folders.$selection.value);
    return folderId === null ? $items.value : $items.value.filter((item) => item.folderIds.includes(folderId));
  });
}

/**
 * Creates the library store: the Layouts, Elements and Media tabs with their folders (through the library
 * folder store), filtered by the selected folder, plus moving (or, into another owner's folder, the copy the
 * user confirms), copying and deleting items.
 * @example
 * const library = createLibraryStore({ api, folders, onError });
 * await library.setTab('Media');
 * if ((await library.dropInto('media', uuid, folderId)) === 'confirmCopy') { ask, then library.copyInto(...) }
 */
export function createLibraryStore(deps: LibraryStoreDeps): LibraryStore {
  const { api, folders } = deps;
  const errors = createErrorReporter(deps.onError);
  const $tab = signal<LibraryTab>('Layouts');
  const $layouts = signal<readonly Layout[]>([]);
  const $templates = signal<readonly LibraryTemplate[]>([]);
  const $media = signal<readonly MediaItem[]>([]);
  const $isLoading = signal(false);
  const lists: Record<LibraryItemKind, Signal<readonly LibraryItem[]>> = {
    layouts: $layouts as Signal<readonly LibraryItem[]>,
    templates: $templates as Signal<readonly LibraryItem[]>,
    media: $media as Signal<readonly LibraryItem[]>,
  };
  let loadSeq = 0;

  async function load(tab: LibraryTab = $tab.peek()): Promise<void> {
    const kind = TAB_ITEM_KINDS[tab];
    const seq = ++loadSeq;
    $isLoading.value = true;
    try {
      const request: Promise<Envelope<TabListing>> = api.call(TAB_LISTINGS[kind]);
      const listing = await unwrap(request);
      if (seq !== loadSeq) return;
      batch(() => {
        folders.setFolders(listing.folders);
        lists[kind].value = listing[kind] ?? [];
      });
    } catch (reason) {
      if (seq === loadSeq) errors.report(reason);
    } finally {
      if (seq === loadSeq) $isLoading.value = false;
    }
  }

  function find(kind: LibraryItemKind, itemId: Id | string): LibraryItem | undefined {
    return lists[kind].peek().find((item) => isItem(kind, item, itemId));
  }

  function put(kind: LibraryItemKind, item: LibraryItem, replacing?: LibraryItem): void {
    const list = lists[kind];
    list.value = replacing ? list.peek().map((i) => (i.id === replacing.id ? item : i)) : [...list.peek(), item];
  }

  return {
    $tab,
    $layouts,
    $templates,
    $media,
    $isLoading,
    $error: errors.$error,
    $visibleLayouts: inSelectedFolder(deps, $layouts),
    $visibleTemplates: inSelectedFolder(deps, $templates),
    $visibleMedia: inSelectedFolder(deps, $media),

    setTab(tab) {
      $tab.value = tab;
      return load(tab);
    },
    load,

    async loadKind(kind) {
      const kinds = FEED_LAYER_KINDS.includes(kind) ? FEED_LAYER_KINDS : [kind];
      try {
        const answers = await Promise.all(
          kinds.map((k) => unwrap(api.call(LIBRARY_API.templates, { params: { type: k } }))),
        );
        return answers.flat();
      } catch (reason) {
        errors.report(reason);
        return [];
      }
    },

    async dropInto(kind, itemId, folderId) {
      const item = find(kind, itemId);
      const target = folderId === ROOT_FOLDER_ID ? null : folders.$folders.peek().find((f) => f.id === folderId);
      if (!item || target === undefined) return 'failed';
      if (moveDecision(item.owner, target) === 'confirmCopy') return 'confirmCopy';
      if (folderOf(item) === folderId) return 'moved';
      try {
        put(kind, await unwrap(itemCalls(api, kind, item).move(folderId)), item);
        return 'moved';
      } catch (reason) {
        errors.report(reason);
        return 'failed';
      }
    },

    async copyInto(kind, itemId, folderId, name) {
      const item = find(kind, itemId);
      if (!item) return false;
      try {
        put(kind, await unwrap(itemCalls(api, kind, item).copy(folderId, name ?? item.name)));
        return true;
      } catch (reason) {
        errors.report(reason);
        return false;
      }
    },

    async remove(kind, itemId) {
      const item = find(kind, itemId);
      if (!item) return false;
      try {
        await itemCalls(api, kind, item).remove();
        lists[kind].value = lists[kind].peek().filter((i) => i.id !== item.id);
        return true;
      } catch (reason) {
        errors.report(reason);
        return false;
      }
    },

    addMedia(items) {
      const uuids = new Set(items.map((item) => item.uuid));
      $media.value = [...items, ...$media.peek().filter((item) => !uuids.has(item.uuid))];
    },
  };
}
