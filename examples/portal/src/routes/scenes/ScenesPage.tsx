import { ROOT_FOLDER_ID, type SceneSummary } from '@screenplay/core';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { FolderTree } from './FolderTree';
import { NewFolderForm } from './NewFolderForm';
import { SceneCard, type SceneCardActions } from './SceneCard';
import { scenesApi, type ScenesListing } from './scenesApi';

/** `/scenes`: the tenant's scenes in their folders — create, rename, copy, move, delete and open. */
export default function ScenesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { api, popups, toasts } = usePortal();
  const calls = useMemo(() => scenesApi(api), [api]);
  const [, navigate] = useLocation();
  const [listing, setListing] = useState<ScenesListing | null>(null);
  const [folderId, setFolderId] = useState<number>(ROOT_FOLDER_ID);

  const reload = useCallback(
    () =>
      calls
        .list()
        .then(setListing)
        .catch((error: unknown) => {
          setListing({ folders: [], scenes: [] });
          toastError(toasts, error);
        }),
    [calls, toasts],
  );
  useEffect(() => void reload(), [reload]);

  const act = (call: () => Promise<unknown>, messageKey?: string) =>
    call()
      .then(() => {
        if (messageKey) toasts.show({ type: 'INFO', messageKey });
        return reload();
      })
      .catch((error: unknown) => toastError(toasts, error));

  const actions: SceneCardActions = {
    onRename: (scene, name) => void act(() => calls.rename(scene.id, name), 'scenes.renamed'),
    onCopy: (scene) =>
      void act(
        () =>
          calls.copy(
            scene.id,
            folderId === ROOT_FOLDER_ID ? (scene.folderIds[0] ?? ROOT_FOLDER_ID) : folderId,
            t('scenes.copyName', { name: scene.name }),
          ),
        'scenes.copied',
      ),
    onMove: (scene, to) => void act(() => calls.move(scene.id, scene.folderIds[0] ?? null, to), 'scenes.moved'),
    onDelete: (scene) =>
      void popups
        .open({
          kind: 'confirm',
          message: t('scenes.deleteConfirm', { name: scene.name }),
          confirmLabelKey: 'common.delete',
        })
        .then((result) => {
          if (result.action === 'confirm') void act(() => calls.remove(scene.id), 'scenes.deleted');
        }),
  };

  const folders = listing?.folders ?? [];
  const folder = folders.find((candidate) => candidate.id === folderId) ?? null;
  const scenes: SceneSummary[] = (listing?.scenes ?? []).filter(
    (scene) => folderId === ROOT_FOLDER_ID || scene.folderIds.includes(folderId),
  );

  const createFolder = async (name: string) => {
    const created = await calls.createFolder(name, folder ? folder.id : null);
    await reload();
    setFolderId(created.id); // spec: creating a folder selects it
  };
  const deleteFolder = async () => {
    if (!folder) return;
    const result = await popups.open({
      kind: 'confirm',
      message: t('scenes.deleteFolderConfirm', { name: folder.name }),
      confirmLabelKey: 'common.delete',
    });
    if (result.action !== 'confirm') return;
    await act(async () => {
      await calls.deleteFolder(folder.id);
      setFolderId(folder.parentId ?? ROOT_FOLDER_ID); // spec: deleting returns to the parent
    });
  };

  if (!listing) return <LoadingIndicator />;
  const folderName = folder?.name ?? t('folders.all');
  return (
    <div data-scope="scenes" data-part="root">
      <aside data-scope="scenes" data-part="sidebar">
        <FolderTree folders={folders} selectedId={folderId} onSelect={setFolderId} />
        <NewFolderForm onCreate={createFolder} />
        {folder ? (
          <Button type="button" variant="danger" onClick={() => void deleteFolder()}>
            {t('scenes.deleteFolder')}
          </Button>
        ) : null}
      </aside>
      <section data-scope="scenes" data-part="content" aria-labelledby="scenes-heading">
        <header data-scope="scenes" data-part="header">
          <h2 id="scenes-heading">{folderName}</h2>
          <Button
            type="button"
            variant="primary"
            onClick={() => navigate(folder ? `/scenes/create_scene?folderId=${folder.id}` : '/scenes/create_scene')}
          >
            {t('scenes.newScene')}
          </Button>
        </header>
        {scenes.length === 0 ? (
          <div data-scope="scenes" data-part="empty">
            <p>{t('scenes.empty')}</p>
            <p>{t('scenes.emptyHint')}</p>
          </div>
        ) : (
          <ul data-scope="scenes" data-part="grid" aria-label={t('scenes.list', { folder: folderName })}>
            {scenes.map((scene) => (
              <SceneCard key={scene.id} scene={scene} folders={folders} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
