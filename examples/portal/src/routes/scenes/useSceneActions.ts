import { ROOT_FOLDER_ID, canManageFolder, isGranted, type Folder, type Id, type SceneSummary } from '@screenplay/core';
import { folderItemMoveDecision, sceneFolderActions, type LibraryFolderActions } from '@screenplay/core/library';
import { useText, useValue } from '@screenplay/hooks';
import type { FolderStore } from '@screenplay/hooks/library';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import type { SceneCardActions } from './SceneCard';
import type { ScenesCalls } from '@screenplay/hooks';

/** A user without a session gets no folder controls (the page is not shown to them anyway). */
const NO_ACTIONS: LibraryFolderActions = { canCreate: false, canRename: false, canDelete: false, canDropInto: false };

/** What {@link useSceneActions} needs: the page's calls, its folder store, and how to list the scenes again. */
export interface SceneActionsDeps {
  calls: ScenesCalls;
  folders: FolderStore;
  reload: () => void;
}

/**
 * What the Scenes page may do and does, by the user's folder permissions (spec §6): the folder controls of
 * each folder, the folders a scene may move into (shown in the tree and manageable), whether a scene may change at all (none of its folders is
 * readonly or hidden for the user, as the server checks), and the card actions — each ending in a toast and a
 * fresh listing. Moving a scene into another owner's folder asks to copy it instead (spec §4).
 */
export function useSceneActions({ calls, folders, reload }: SceneActionsDeps) {
  const t = useText();
  const { popups, toasts, session } = usePortal();
  const user = useValue(session.$user);
  const allFolders = useValue(folders.$folders);
  const selected = useValue(folders.$selected);

  const folderById = (id: Id): Folder | null => allFolders.find((folder) => folder.id === id) ?? null;
  const actionsFor = (folder: Folder | null) => (user ? sceneFolderActions(user, folder) : NO_ACTIONS);
  const canDropInto = (id: Id) => actionsFor(id === ROOT_FOLDER_ID ? null : folderById(id)).canDropInto;
  // Changing a scene needs the createAndEditScenes grant at Full Access (issue 13), then its folders' permissions.
  const mayEditScenes = user !== null && isGranted(user.groupPermissions, 'createAndEditScenes', 'write');
  const canChange = (scene: SceneSummary) =>
    mayEditScenes &&
    scene.folderIds.every((id) => {
      const folder = folderById(id);
      return folder === null || canManageFolder(folder);
    });
  /** Where a copy goes: the selected folder, else the scene's own folder (the root for none); null when not allowed. */
  const copyTarget = (scene: SceneSummary): Id | null => {
    if (!mayEditScenes) return null;
    const target = selected?.id ?? scene.folderIds[0] ?? ROOT_FOLDER_ID;
    return canDropInto(target) ? target : null;
  };

  const act = (
    call: () => Promise<unknown>,
    messageKey: 'scenes.renamed' | 'scenes.copied' | 'scenes.moved' | 'scenes.deleted',
  ) =>
    call()
      .then(() => {
        toasts.show({ type: 'INFO', messageKey });
        reload();
      })
      .catch((error: unknown) => toastError(toasts, error));

  const move = async (scene: SceneSummary, to: Id) => {
    const from = scene.folderIds[0] ?? null;
    const decision = folderItemMoveDecision(
      from === null ? null : folderById(from),
      to === ROOT_FOLDER_ID ? null : folderById(to),
    );
    if (decision === 'move') return act(() => calls.move(scene.id, from, to), 'scenes.moved');
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'folders.copyInsteadOfMove',
      confirmLabelKey: 'scenes.copy',
    });
    if (answer.action === 'confirm') await act(() => calls.copy(scene.id, to, scene.name), 'scenes.copied');
  };

  const card: SceneCardActions = {
    onRename: (scene, name) => void act(() => calls.rename(scene.id, name), 'scenes.renamed'),
    onCopy: (scene) => {
      const target = copyTarget(scene);
      if (target !== null)
        void act(() => calls.copy(scene.id, target, t('scenes.copyName', { name: scene.name })), 'scenes.copied');
    },
    onMove: (scene, to) => void move(scene, to),
    onDelete: (scene) =>
      void popups
        .open({
          kind: 'confirm',
          messageKey: 'scenes.deleteConfirm',
          values: { name: scene.name },
          confirmLabelKey: 'common.delete',
        })
        .then((result) => {
          if (result.action === 'confirm') void act(() => calls.remove(scene.id), 'scenes.deleted');
        }),
  };

  return {
    actionsFor,
    mayEditScenes,
    canChange,
    copyTarget,
    /** Whether a scene may move into folder `id`, 'All' (ROOT_FOLDER_ID) included: its card's move menu offers it. */
    canMoveInto: (id: Id) => mayEditScenes && canDropInto(id),
    card,
  };
}
