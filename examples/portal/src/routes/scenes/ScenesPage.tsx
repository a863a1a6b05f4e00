import type { SceneSummary } from '@screenplay/core';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { createFolderStore } from '@screenplay/hooks/library';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { FolderStoreTree } from '../../app/FolderStoreTree';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { SceneCard } from './SceneCard';
import { scenesCalls } from '@screenplay/hooks';
import { useSceneActions } from './useSceneActions';

/**
 * `/scenes`: the tenant's scenes beside their folder tree (the library's folder store and tree: create,
 * rename with F2, delete, each as the user's folder permissions allow) — open, rename, copy, move (asking to
 * copy instead into another owner's folder) and delete scenes.
 */
export default function ScenesPage() {
  const t = useText();
  const { api, toasts } = usePortal();
  const calls = useMemo(() => scenesCalls(api), [api]);
  const [folders] = useState(() => createFolderStore({ api, kind: 'scenes' }));
  const [, navigate] = useLocation();
  const listing = useLoader(() => calls.list(), [calls], {
    onData: (data) => folders.setFolders(data.folders),
    onError: (error) => toastError(toasts, error),
  });
  const selected = useValue(folders.$selected);
  const tree = useValue(folders.$tree);
  const actions = useSceneActions({ calls, folders, reload: listing.reload });

  if (listing.status === 'loading' && !listing.data) return <LoadingIndicator />;
  const scenes: SceneSummary[] = (listing.data?.scenes ?? []).filter(
    (scene) => selected === null || scene.folderIds.includes(selected.id),
  );
  const folderName = selected?.name ?? t('folders.all');
  return (
    <div data-scope="scenes" data-part="root">
      <aside data-scope="scenes" data-part="sidebar">
        <FolderStoreTree
          folders={folders}
          actionsFor={actions.actionsFor}
          deleteConfirmKey="scenes.deleteFolderConfirm"
          label={t('scenes.folders')}
        />
      </aside>
      <section data-scope="scenes" data-part="content" aria-labelledby="scenes-heading">
        <header data-scope="scenes" data-part="header">
          <h2 id="scenes-heading">{folderName}</h2>
          {actions.mayEditScenes ? (
            <Button
              type="button"
              variant="primary"
              onClick={() =>
                navigate(selected ? `/scenes/create_scene?folderId=${selected.id}` : '/scenes/create_scene')
              }
            >
              {t('scenes.newScene')}
            </Button>
          ) : null}
        </header>
        {scenes.length === 0 ? (
          <div data-scope="scenes" data-part="empty">
            <p>{t('scenes.empty')}</p>
            <p>{t('scenes.emptyHint')}</p>
          </div>
        ) : (
          <ul data-scope="scenes" data-part="grid" aria-label={t('scenes.list', { folder: folderName })}>
            {scenes.map((scene) => (
              <SceneCard
                key={scene.id}
                scene={scene}
                canMoveInto={actions.canMoveInto}
                tree={tree}
                isReadonly={!actions.canChange(scene)}
                canOpenEditor={actions.mayEditScenes}
                canCopy={actions.copyTarget(scene) !== null}
                actions={actions.card}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
