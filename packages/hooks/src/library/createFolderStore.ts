import { batch, computed, signal } from '@preact/signals-core';
import { SCENE_ERROR_CODES, type Folder, type Id } from '@screenplay/core';
import {
  ROOT_SELECTION,
  folderNameError,
  folderTree,
  renameValue,
  selectFolder,
  selectionAfterCreate,
  selectionAfterDelete,
  sortFolders,
  targetFolderId,
} from '@screenplay/core/library';
import type { FolderSelection } from '@screenplay/core/library';
import { toApiError } from '../api/ApiError';
import { createErrorReporter, unwrap } from './library.calls';
import { FOLDERS_API, LIBRARY_API } from '@screenplay/core/contract';
import type { FolderStore, FolderStoreDeps } from './library.types';

/** Whether the folder a selection points at (sub-folder, else folder) is among `folders`; the root always is. */
function isSelectable(folders: readonly Folder[], selection: FolderSelection): boolean {
  const id = targetFolderId(selection);
  return id === null || folders.some((folder) => folder.id === id);
}

/**
 * Creates the store of one kind of folders: the sorted listing, its tree, the selection (folder and sub-folder,
 * root 'All' = -1) and create/rename/delete with the spec's selection rules (create selects the new folder,
 * delete returns to the parent, rename re-sorts). Names are checked by core before any call.
 * @example
 * const folders = createFolderStore({ api, kind: 'library', onError: (e) => toastError(toasts, e) });
 * const refusal = await folders.create('Brand'); // 'folders.nameTooShort' | server key | null
 */
export function createFolderStore(deps: FolderStoreDeps): FolderStore {
  const { api, kind } = deps;
  const errors = createErrorReporter(deps.onError);
  const $folders = signal<readonly Folder[]>([]);
  const $selection = signal<FolderSelection>(ROOT_SELECTION);
  const $tree = computed(() => folderTree($folders.value));
  const $selected = computed(() => {
    const id = targetFolderId($selection.value);
    return id === null ? null : ($folders.value.find((folder) => folder.id === id) ?? null);
  });

  function setFolders(folders: readonly Folder[]): void {
    const sorted = sortFolders(folders);
    batch(() => {
      $folders.value = sorted;
      if (!isSelectable(sorted, $selection.peek())) $selection.value = ROOT_SELECTION;
    });
  }

  function replace(folder: Folder): void {
    $folders.value = sortFolders([...$folders.peek().filter((f) => f.id !== folder.id), folder]);
  }

  return {
    $folders,
    $tree,
    $selection,
    $selected,
    $error: errors.$error,
    setFolders,

    select(id) {
      $selection.value = selectFolder($folders.peek(), id);
    },

    async create(name) {
      const refusal = folderNameError(name);
      if (refusal) return refusal;
      const body = { name: name.trim(), parent_id: targetFolderId($selection.peek()) };
      try {
        const created = await unwrap(
          kind === 'library'
            ? api.call(LIBRARY_API.createFolder, { body })
            : api.call(FOLDERS_API.create, { body: { ...body, type: kind } }),
        );
        batch(() => {
          replace(created);
          $selection.value = selectionAfterCreate(created);
        });
        return null;
      } catch (reason) {
        return errors.report(reason).messageKey;
      }
    },

    async rename(id, name) {
      const folder = $folders.peek().find((f) => f.id === id);
      const value = folder ? renameValue(folder.name, name) : null;
      if (value === null) return false;
      try {
        replace(await unwrap(api.call(FOLDERS_API.update, { params: { id }, body: { name: value } })));
        return true;
      } catch (reason) {
        errors.report(reason);
        return false;
      }
    },

    async remove(id: Id) {
      const folder = $folders.peek().find((f) => f.id === id);
      if (!folder) return null;
      try {
        await api.call(FOLDERS_API.remove, { params: { id } });
      } catch (reason) {
        const error = toApiError(reason);
        return errors.report(error.status === 409 ? error.withMessageKey(SCENE_ERROR_CODES.folderNotEmpty) : error)
          .messageKey;
      }
      batch(() => {
        const folders = $folders.peek();
        $selection.value = selectionAfterDelete(folders, folder);
        $folders.value = folders.filter((f) => f.id !== id);
      });
      return null;
    },
  };
}
