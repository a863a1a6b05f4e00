import { ROOT_FOLDER_ID, type Folder, type Id } from '@screenplay/core';
import {
  canChangeFolderItem,
  libraryFolderActions,
  targetFolderId,
  type DragPayload,
  type LibraryFolderActions,
  type LibraryItemKind,
  type StockPhoto,
} from '@screenplay/core/library';
import { useValue, useText } from '@screenplay/hooks';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import type { LibraryStores } from './useLibraryStores';

/** A user without a session gets no folder controls (the page is not shown to them anyway). */
const NO_ACTIONS: LibraryFolderActions = { canCreate: false, canRename: false, canDelete: false, canDropInto: false };

/** The drag kinds a library folder takes, and the item kind each one moves. */
const DROP_KINDS: Partial<Record<DragPayload['kind'], LibraryItemKind>> = {
  libraryLayout: 'layouts',
  template: 'templates',
  media: 'media',
};

/**
 * What the library page does with its items and folders, shared by the tree's drops, the cards' menus and
 * buttons: move (asking to copy instead into another owner's folder), copy, delete after a confirmation,
 * and add a stock photo — each ending in a toast.
 */
export function useLibraryActions({ folders, library, stock }: LibraryStores) {
  const t = useText();
  const { popups, toasts, session } = usePortal();
  const user = useValue(session.$user);
  const allFolders = useValue(folders.$folders);
  const selection = useValue(folders.$selection);

  const folderById = (id: Id): Folder | null => allFolders.find((folder) => folder.id === id) ?? null;
  const folderName = (id: Id) => (id === ROOT_FOLDER_ID ? t('folders.all') : (folderById(id)?.name ?? ''));
  const actionsFor = (folder: Folder | null) => (user ? libraryFolderActions(user, folder) : NO_ACTIONS);
  const canDropInto = (id: Id) => actionsFor(id === ROOT_FOLDER_ID ? null : folderById(id)).canDropInto;
  /** Where new things go: the selected sub-folder, else the selected folder; -1 at the root. */
  const currentFolderId = targetFolderId(selection) ?? ROOT_FOLDER_ID;
  /** Whether new things (uploads, stock photos, copies, new layouts and elements) may go into the current folder. */
  const canAddHere = canDropInto(currentFolderId);
  /** Whether an item may be moved or deleted: not while it sits in a folder readonly (or hidden) for the user. */
  const canChangeItem = (item: { folderIds: readonly Id[] }) => canChangeFolderItem(item.folderIds, allFolders);

  const itemName = (kind: LibraryItemKind, itemId: Id | string): string => {
    if (kind === 'media') return library.$media.peek().find((item) => item.uuid === itemId)?.name ?? '';
    const list = kind === 'layouts' ? library.$layouts.peek() : library.$templates.peek();
    return list.find((item) => item.id === itemId)?.name ?? '';
  };

  const move = async (kind: LibraryItemKind, itemId: Id | string, folderId: Id) => {
    const name = itemName(kind, itemId);
    const values = { name, folder: folderName(folderId) };
    const result = await library.dropInto(kind, itemId, folderId);
    if (result === 'moved') toasts.show({ type: 'INFO', messageKey: 'library.moved', values });
    if (result !== 'confirmCopy') return;
    // spec §4: moving an item between owners asks for confirmation to copy instead.
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'folders.copyInsteadOfMove',
      confirmLabelKey: 'library.copy',
    });
    if (answer.action === 'confirm' && (await library.copyInto(kind, itemId, folderId)))
      toasts.show({ type: 'INFO', messageKey: 'library.copied', values });
  };

  const copy = async (kind: LibraryItemKind, itemId: Id | string) => {
    const name = itemName(kind, itemId);
    if (await library.copyInto(kind, itemId, currentFolderId, t('library.copyName', { name }))) {
      toasts.show({
        type: 'INFO',
        messageKey: 'library.copied',
        values: { name, folder: folderName(currentFolderId) },
      });
    }
  };

  const remove = async (kind: LibraryItemKind, itemId: Id | string) => {
    const name = itemName(kind, itemId);
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'library.deleteConfirm',
      values: { name },
      confirmLabelKey: 'common.delete',
    });
    if (answer.action === 'confirm' && (await library.remove(kind, itemId)))
      toasts.show({ type: 'INFO', messageKey: 'library.deleted', values: { name } });
  };

  const addStockPhoto = async (photo: StockPhoto, folderId: Id = currentFolderId) => {
    const item = await stock.addToLibrary(photo, folderId);
    if (!item) {
      toastError(toasts, stock.$error.peek());
      return;
    }
    library.addMedia([item]);
    toasts.show({ type: 'INFO', messageKey: 'library.added', values: { folder: folderName(folderId) } });
  };

  const drop = (payload: DragPayload, folderId: Id) => {
    if (payload.kind === 'stockPhoto') {
      const photo = stock.$results.peek().find((result) => result.id === String(payload.id));
      if (photo) void addStockPhoto(photo, folderId);
      return;
    }
    const kind = DROP_KINDS[payload.kind];
    if (kind) void move(kind, payload.id, folderId);
  };

  return {
    actionsFor,
    canDropInto,
    canAddHere,
    canChangeItem,
    currentFolderId,
    folderName,
    move,
    copy,
    remove,
    addStockPhoto,
    drop,
  };
}

/** The page's item actions (what {@link useLibraryActions} returns). */
export type LibraryActions = ReturnType<typeof useLibraryActions>;
