import { ROOT_FOLDER_ID, type Folder } from '@screenplay/core';
import { sceneFolderActions, type FolderTreeNode } from '@screenplay/core/library';
import { useText, useValue } from '@screenplay/hooks';
import { createScreensStore } from '@screenplay/hooks/screens';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { FolderStoreTree } from '../../app/FolderStoreTree';
import { hasPage } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { MoveControl, ScreenCard } from './ScreenCard';
import { ScreensLicenceWarning } from './ScreensLicenceWarning';
import { useScreensRealtime } from '../../shared/screens/useScreensRealtime';
import './screens.css';

/** The add-screen wizard's route (spec accounts §2). */
export const ADD_SCREEN_ROUTE = '/screens/add_screen';

/** The player's address a display opens to show its pairing code. */
export function playerUrl(): string {
  return `${window.location.origin}/player`;
}

/** The folders of a tree, top-down: the ones the user sees (a hidden folder hides everything below it). */
function visibleFolders(nodes: readonly FolderTreeNode[]): Folder[] {
  return nodes.flatMap((node) => [node.folder, ...visibleFolders(node.children)]);
}

/**
 * `/screens` (spec accounts §2, §4): the tenant's screens beside their folder tree (create, rename, delete as on the
 * Scenes page; a screen moves by its folder menu or by dragging it onto a folder), single or multiple selection,
 * search by name and tag, status and sync per scene live from `customer:{id}:screens`, and an empty state saying how
 * to add the first screen. 'Add screen' shows only with the manage-screen flag.
 */
export default function ScreensPage() {
  const t = useText();
  const { api, toasts, session } = usePortal();
  const user = useValue(session.$user);
  const [store] = useState(() => createScreensStore({ api, onError: (error) => toastError(toasts, error) }));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  useScreensRealtime(store);

  const status = useValue(store.$status);
  const all = useValue(store.$screens);
  const visible = useValue(store.$visible);
  const manageScreen = useValue(store.$manageScreen);
  const query = useValue(store.$query);
  const mode = useValue(store.$selectionMode);
  const selectedIds = useValue(store.$selectedIds);
  const selected = useValue(store.folders.$selected);
  const tree = useValue(store.folders.$tree);
  const allFolders = useValue(store.folders.$folders);

  const actionsFor = (folder: Folder | null) =>
    user
      ? sceneFolderActions(user, folder)
      : { canCreate: false, canRename: false, canDelete: false, canDropInto: false };
  const rootFolder: Folder = {
    id: ROOT_FOLDER_ID,
    name: t('folders.all'),
    parentId: null,
    owner: null,
    kind: 'screens',
    groupPermissions: [],
  };
  // Moving a screen changes it: the manage-screen flag (the manageScreens grant at Full Access, issue 13) first.
  const moveTargets = manageScreen
    ? [rootFolder, ...visibleFolders(tree)].filter(
        (folder) => actionsFor(folder.id === ROOT_FOLDER_ID ? null : folder).canDropInto,
      )
    : [];
  const move = async (id: number, to: number) => {
    if (await store.move(id, to)) toasts.show({ type: 'INFO', messageKey: 'screens.moved' });
  };
  /** Moves every selected screen (one call each, in order); one toast when all moved. */
  const moveSelected = async (to: number) => {
    let isDone = true;
    for (const id of store.$selectedIds.peek()) isDone = (await store.move(id, to)) && isDone;
    if (isDone) toasts.show({ type: 'INFO', messageKey: 'screens.moved' });
  };

  if (status === 'idle' || (status === 'loading' && all.length === 0 && allFolders.length === 0)) {
    return <LoadingIndicator />;
  }
  if (status === 'error' && all.length === 0) {
    return (
      <div data-scope="screens" data-part="error" role="alert">
        <p>{t('screens.loadError')}</p>
        <Button type="button" onClick={() => void store.load()}>
          {t('screens.retry')}
        </Button>
      </div>
    );
  }

  const folderName = selected?.name ?? t('folders.all');
  const canAdd = manageScreen && hasPage(ADD_SCREEN_ROUTE);
  const addHref = selected ? `${ADD_SCREEN_ROUTE}?folderId=${selected.id}` : ADD_SCREEN_ROUTE;
  return (
    <div data-scope="screens" data-part="root">
      <aside data-scope="screens" data-part="sidebar">
        <FolderStoreTree
          folders={store.folders}
          actionsFor={actionsFor}
          deleteConfirmKey="screens.deleteFolderConfirm"
          label={t('screens.folders')}
          onDropItem={(payload, folderId) => {
            if (payload.kind === 'screen' && typeof payload.id === 'number') void move(payload.id, folderId);
          }}
        />
      </aside>
      <section data-scope="screens" data-part="content" aria-labelledby="screens-heading">
        <header data-scope="screens" data-part="header">
          <h2 id="screens-heading">{folderName}</h2>
          {canAdd && (
            <Link href={addHref} data-scope="screens" data-part="add">
              {t('addScreen.addScreen')}
            </Link>
          )}
        </header>
        <ScreensLicenceWarning screenCount={all.length} />
        {all.length > 0 && (
          <div data-scope="screens" data-part="toolbar">
            <TextField
              label={t('screens.search')}
              name="screen-search"
              type="search"
              value={query}
              onChange={(event) => store.search(event.target.value)}
            />
            <label data-part="mode">
              <input
                type="checkbox"
                checked={mode === 'multiple'}
                onChange={(event) => store.setSelectionMode(event.target.checked ? 'multiple' : 'single')}
              />
              {t('screens.selectMultiple')}
            </label>
            <span data-part="count" aria-live="polite">
              {selectedIds.length > 0 ? t('screens.selectedCount', { count: selectedIds.length }) : ''}
            </span>
            {selectedIds.length > 0 && (
              <div data-part="selection">
                <Button type="button" variant="ghost" onClick={() => store.clearSelection()}>
                  {t('screens.clearSelection')}
                </Button>
                {moveTargets.length > 0 && (
                  <MoveControl
                    key={selectedIds.join(',')}
                    label={t('screens.moveSelected')}
                    current={selected?.id ?? ROOT_FOLDER_ID}
                    targets={moveTargets}
                    onMove={(to) => void moveSelected(to)}
                  />
                )}
              </div>
            )}
          </div>
        )}
        {all.length === 0 ? (
          <div data-scope="screens" data-part="empty">
            <p>
              <strong>{t('screens.empty')}</strong>
            </p>
            <p>{t('screens.emptyHint', { playerUrl: playerUrl() })}</p>
            {!manageScreen && <p>{t('screens.emptyNoPermission')}</p>}
          </div>
        ) : visible.length === 0 ? (
          <div data-scope="screens" data-part="empty">
            <p>{query.trim() ? t('screens.noMatch', { query: query.trim() }) : t('screens.emptyFolder')}</p>
          </div>
        ) : (
          <ul data-scope="screens" data-part="grid" aria-label={t('screens.list', { folder: folderName })}>
            {visible.map((screen) => (
              <ScreenCard
                key={screen.id}
                screen={screen}
                isSelected={selectedIds.includes(screen.id)}
                onToggle={(id) => store.toggle(id)}
                moveTargets={moveTargets}
                onMove={(id, to) => void move(id, to)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
