import type { Folder } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import { FolderTree } from '@screenplay/ui/library';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/**
 * The library's folder tree: select, create (refusals shown in the form), rename, delete after a
 * confirmation (409: 'Folder not empty or contains subfolders: cannot delete') and drop items on folders.
 */
export function LibraryFolders({ stores, actions }: { stores: LibraryStores; actions: LibraryActions }) {
  const { folders } = stores;
  const { popups, toasts } = usePortal();
  const tree = useValue(folders.$tree);
  const selection = useValue(folders.$selection);

  const rename = async (folder: Folder, name: string) => {
    if (!(await folders.rename(folder.id, name)) && folders.$error.peek()) toastError(toasts, folders.$error.peek());
  };
  const remove = async (folder: Folder) => {
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'library.deleteFolderConfirm',
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
      actionsFor={actions.actionsFor}
      onCreate={(name) => folders.create(name)}
      onRename={(folder, name) => void rename(folder, name)}
      onDelete={(folder) => void remove(folder)}
      onDropItem={actions.drop}
    />
  );
}
