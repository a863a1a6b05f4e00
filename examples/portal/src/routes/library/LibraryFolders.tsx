import { FolderStoreTree } from '../../app/FolderStoreTree';
import type { LibraryActions } from './useLibraryActions';
import type { LibraryStores } from './useLibraryStores';

/** The library's folder tree (the portal's folder store tree), taking items dropped on its folders. */
export function LibraryFolders({ stores, actions }: { stores: LibraryStores; actions: LibraryActions }) {
  return (
    <FolderStoreTree
      folders={stores.folders}
      actionsFor={actions.actionsFor}
      deleteConfirmKey="library.deleteFolderConfirm"
      onDropItem={actions.drop}
    />
  );
}
