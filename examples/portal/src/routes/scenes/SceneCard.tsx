import { ROOT_FOLDER_ID, type Id, type SceneSummary } from '@screenplay/core';
import { treeFolders, type FolderTreeNode } from '@screenplay/core/library';
import { useText } from '@screenplay/hooks';
import { MoveMenu } from '@screenplay/ui/library';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import './sceneCard.css';

/** What a scene card can ask the Scenes screen to do. */
export interface SceneCardActions {
  onRename: (scene: SceneSummary, name: string) => void;
  onCopy: (scene: SceneSummary) => void;
  onMove: (scene: SceneSummary, to: number) => void;
  onDelete: (scene: SceneSummary) => void;
}

/**
 * One scene in the list, drawn as the library's cards are (the same card styles): its thumbnail (drawn from its
 * sections when it was last saved in the editor, named 'Preview of …'), or a neutral placeholder with its initial
 * until it has one; name and size, then open, preview, details, rename, copy,
 * "Move" (the library's move menu, one button instead of a wrapping label-select-button row) and a quiet Delete
 * (confirmed by a dialog, not red on every card). A scene in a folder the user may not change (readonly or hidden
 * for them) offers no rename, move or delete; it moves where `canMoveInto` allows, 'All' included, within `tree`.
 */
export function SceneCard({
  scene,
  canMoveInto,
  tree,
  isReadonly = false,
  canOpenEditor = true,
  canCopy = true,
  actions,
}: {
  scene: SceneSummary;
  /** Whether the scene may move into a folder, 'All' (ROOT_FOLDER_ID) included: the move menu offers those. */
  canMoveInto: (folderId: Id) => boolean;
  /** The scene folders as a tree, for the move menu's paths ('Menus / Winter'). */
  tree: readonly FolderTreeNode[];
  isReadonly?: boolean;
  /** Whether the title opens the editor (the user may edit scenes); otherwise it opens the scene's details. */
  canOpenEditor?: boolean;
  canCopy?: boolean;
  actions: SceneCardActions;
}) {
  const t = useText();
  const [isRenaming, setRenaming] = useState(false);
  const [name, setName] = useState(scene.name);
  const ids = { name: useId(), title: useId() };
  const nameField = useRef<HTMLInputElement>(null);
  // Rename was chosen: the field that appears takes focus, so typing goes straight into it.
  useEffect(() => {
    if (isRenaming) nameField.current?.focus();
  }, [isRenaming]);
  const commitRename = () => {
    const trimmed = name.trim();
    setRenaming(false);
    if (trimmed && trimmed !== scene.name) actions.onRename(scene, trimmed);
    else setName(scene.name);
  };
  const isIn = (id: Id) => (id === ROOT_FOLDER_ID ? scene.folderIds.length === 0 : scene.folderIds.includes(id));
  // Somewhere else to go: 'All' (a scene in a folder goes back there; issue 24) or a folder it is not in.
  const canMove = [ROOT_FOLDER_ID, ...treeFolders(tree).map((folder) => folder.id)].some(
    (id) => !isIn(id) && canMoveInto(id),
  );

  return (
    <li data-scope="scenes" data-part="card-item">
      <article data-scope="library-card" data-part="root" data-kind="scene" aria-labelledby={ids.title}>
        {scene.thumbnail ? (
          <img
            data-part="scene-thumb"
            src={scene.thumbnail}
            alt={t('library.preview', { name: scene.name })}
            loading="lazy"
            draggable={false}
          />
        ) : (
          <div data-part="scene-placeholder" aria-hidden="true">
            <span data-part="initial">{scene.name.trim().charAt(0).toUpperCase()}</span>
          </div>
        )}
        {isRenaming ? (
          <span data-part="rename">
            <label htmlFor={ids.name}>{t('scenes.name')}</label>
            <input
              ref={nameField}
              id={ids.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={commitRename}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitRename();
                if (event.key === 'Escape') {
                  setName(scene.name);
                  setRenaming(false);
                }
              }}
            />
          </span>
        ) : (
          <h3 id={ids.title} data-part="title">
            <Link href={canOpenEditor ? `/scenes/edit_scene/${scene.id}` : `/scenes/scene_details/${scene.id}`}>
              {scene.name}
            </Link>
          </h3>
        )}
        <p data-part="meta">
          {t('scenes.size', { width: scene.width, height: scene.height })} ·{' '}
          {t('scenes.sectionsCount', { count: scene.sectionsCount })}
        </p>
        <fieldset data-part="actions" aria-label={t('scenes.actions', { name: scene.name })}>
          <Link
            href={`/scenes/preview/${scene.id}/`}
            data-part="preview"
            aria-label={t('preview.openScene', { name: scene.name })}
          >
            {t('scenes.preview')}
          </Link>
          <Link
            href={`/scenes/scene_details/${scene.id}`}
            data-part="details"
            aria-label={t('sceneDetails.openScene', { name: scene.name })}
          >
            {t('scenes.details')}
          </Link>
          <button type="button" data-part="rename-button" disabled={isReadonly} onClick={() => setRenaming(true)}>
            {t('common.rename')}
          </button>
          <button type="button" data-part="copy" disabled={!canCopy} onClick={() => actions.onCopy(scene)}>
            {t('scenes.copy')}
          </button>
          {canMove && !isReadonly ? (
            <MoveMenu
              folders={tree}
              currentFolderIds={scene.folderIds}
              itemName={scene.name}
              onMove={(folderId) => actions.onMove(scene, folderId)}
              canDropInto={canMoveInto}
            />
          ) : null}
          <button type="button" data-part="quiet-delete" disabled={isReadonly} onClick={() => actions.onDelete(scene)}>
            {t('common.delete')}
          </button>
        </fieldset>
      </article>
    </li>
  );
}
