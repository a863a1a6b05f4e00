import type { Folder, Id } from '@screenplay/core';
import type { DragPayload, LibraryFolderActions } from '@screenplay/core/library';
import { useValue } from '@screenplay/hooks';
import type { FolderStore } from '@screenplay/hooks/library';
import { FolderTree } from '@screenplay/ui/library';
import { usePortal } from './PortalContext';
import { toastError } from './toastError';

/** Props of {@link FolderStoreTree}. */
export interface FolderStoreTreeProps {
  folders: FolderStore;
  /** What the user may do with a folder (core's `libraryFolderActions` or `sceneFolderActions`). */
  actionsFor: (folder: Folder | null) => LibraryFolderActions;
  /** The delete confirmation's message key; it receives the folder's `name`. */
  deleteConfirmKey: string;
  /** Items dropped on a folder; without it the tree takes no drops. */
  onDropItem?: (payload: DragPayload, folderId: Id) => void;
  /** The tree's accessible name (the ui default is 'Library folders'). */
  label?: string;
}

/**
 * A folder store shown as the ui folder tree, the way every folder page of the portal works: select, create (a
 * refused name is said in the form), rename (F2 inline), and delete after a confirmation (409: 'Folder not empty
 * or contains subfolders: cannot delete'); controls the user may not use are disabled.
 */
export function FolderStoreTree({ folders, actionsFor, deleteConfirmKey, onDropItem, label }: FolderStoreTreeProps) {
  const { popups, toasts } = usePortal();
  const tree = useValue(folders.$tree);
  const selection = useValue(folders.$selection);

  const rename = async (folder: Folder, name: string) => {
    if (!(await folders.rename(folder.id, name)) && folders.$error.peek()) toastError(toasts, folders.$error.peek());
  };
  const remove = async (folder: Folder) => {
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: deleteConfirmKey,
      values: { name: folder.name },
      confirmLabelKey: 'common.delete',
    });
    if (answer.action !== 'confirm') return;
    const refusal = await folders.remove(folder.id);
    // spec §8: a translation-keyed error shows a toast for its key.
    if (refusal) toasts.show({ type: 'WARNING', messageKey: refusal });
  };

  return (
    <FolderTree
      tree={tree}
      selectedId={selection.subFolderId ?? selection.folderId}
      onSelect={(id) => folders.select(id)}
      actionsFor={actionsFor}
      onCreate={(name) => folders.create(name)}
      onRename={(folder, name) => void rename(folder, name)}
      onDelete={(folder) => void remove(folder)}
      {...(onDropItem ? { onDropItem } : {})}
      {...(label ? { label } : {})}
    />
  );
}
