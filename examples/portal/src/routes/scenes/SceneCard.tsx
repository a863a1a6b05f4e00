import { ROOT_FOLDER_ID, type Folder, type SceneSummary } from '@screenplay/core';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useId, useState } from 'react';
import { Link } from 'wouter';

/** What a scene card can ask the Scenes screen to do. */
export interface SceneCardActions {
  onRename: (scene: SceneSummary, name: string) => void;
  onCopy: (scene: SceneSummary) => void;
  onMove: (scene: SceneSummary, to: number) => void;
  onDelete: (scene: SceneSummary) => void;
}

/**
 * One scene in the list: open it, rename, copy, move to a folder, or delete it. A scene in a folder the user may
 * not change (readonly or hidden for them) offers no rename, move or delete; `folders` are the folders it may move into.
 */
export function SceneCard({
  scene,
  folders,
  isReadonly = false,
  canOpenEditor = true,
  canCopy = true,
  actions,
}: {
  scene: SceneSummary;
  folders: readonly Folder[];
  isReadonly?: boolean;
  /** Whether the title opens the editor (the user may edit scenes); otherwise it opens the scene's details. */
  canOpenEditor?: boolean;
  canCopy?: boolean;
  actions: SceneCardActions;
}) {
  const t = useText();
  const [isRenaming, setRenaming] = useState(false);
  const [name, setName] = useState(scene.name);
  const [target, setTarget] = useState<number>(folders[0]?.id ?? ROOT_FOLDER_ID);
  const ids = { name: useId(), move: useId() };
  const commitRename = () => {
    const trimmed = name.trim();
    setRenaming(false);
    if (trimmed && trimmed !== scene.name) actions.onRename(scene, trimmed);
    else setName(scene.name);
  };

  return (
    <li data-scope="scene-card" data-part="root">
      <div data-part="thumb" aria-hidden="true" style={{ aspectRatio: `${scene.width} / ${scene.height}` }} />
      {isRenaming ? (
        <span data-part="rename">
          <label htmlFor={ids.name}>{t('scenes.name')}</label>
          <input
            id={ids.name}
            autoFocus
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
        <Link
          href={canOpenEditor ? `/scenes/edit_scene/${scene.id}` : `/scenes/scene_details/${scene.id}`}
          data-part="title"
        >
          {scene.name}
        </Link>
      )}
      <p data-part="meta">
        {t('scenes.size', { width: scene.width, height: scene.height })} ·{' '}
        {t('scenes.sectionsCount', { count: scene.sectionsCount })}
      </p>
      <div data-part="actions" role="group" aria-label={t('scenes.actions', { name: scene.name })}>
        <Link
          href={`/scenes/preview/${scene.id}/`}
          data-part="link"
          aria-label={t('preview.openScene', { name: scene.name })}
        >
          {t('scenes.preview')}
        </Link>
        <Link
          href={`/scenes/scene_details/${scene.id}`}
          data-part="link"
          aria-label={t('sceneDetails.openScene', { name: scene.name })}
        >
          {t('scenes.details')}
        </Link>
        <Button type="button" variant="secondary" disabled={isReadonly} onClick={() => setRenaming(true)}>
          {t('common.rename')}
        </Button>
        <Button type="button" variant="secondary" disabled={!canCopy} onClick={() => actions.onCopy(scene)}>
          {t('scenes.copy')}
        </Button>
        {folders.length > 0 && !isReadonly ? (
          <span data-part="move">
            <label htmlFor={ids.move}>{t('scenes.moveTo')}</label>
            <select id={ids.move} value={target} onChange={(event) => setTarget(Number(event.target.value))}>
              {folders.map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folder.name}
                </option>
              ))}
            </select>
            <Button type="button" variant="secondary" onClick={() => actions.onMove(scene, target)}>
              {t('scenes.move')}
            </Button>
          </span>
        ) : null}
        <Button type="button" variant="danger" disabled={isReadonly} onClick={() => actions.onDelete(scene)}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
