import { ROOT_FOLDER_ID, formatZonedTime, type Folder } from '@screenplay/core';
import { DRAG_MIME, encodeDragPayload } from '@screenplay/core/library';
import { syncMessageKey, type ScreenStatus } from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import type { ListedScreen } from '@screenplay/hooks/screens';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useIsGranted, useMayOpen } from '../../app/useMayOpen';

/** The message key of a status badge (spec §4: Online / Pending / Offline). */
export function statusKey(
  status: ScreenStatus,
): 'screens.statusOnline' | 'screens.statusPending' | 'screens.statusOffline' {
  if (status === 'ONLINE') return 'screens.statusOnline';
  if (status === 'PENDING') return 'screens.statusPending';
  return 'screens.statusOffline';
}

/** Routes of the spec (accounts §2) a screen card links to, when the portal has their pages. */
const DETAILS_ROUTE = '/screens/screen_details/:screenId';
const PROOF_OF_PLAY_ROUTE = '/screens/proof_of_play/:screenId';
const ASSIGN_ROUTE = '/screens/:screenId/assign_scenes';

/** Props of {@link ScreenCard}. */
export interface ScreenCardProps {
  screen: ListedScreen;
  isSelected: boolean;
  onToggle: (id: number) => void;
  /** The folders the screen may move into; empty when the user may not move it. */
  moveTargets: readonly Folder[];
  onMove: (id: number, to: number) => void;
}

/**
 * One screen of the list: a selection checkbox, its name, status badge (recomputed live), last-alive time, content
 * version, tags, the sync status of each of its scenes (core's spec §4 mapping; left out when scheduling scenes is
 * Hidden for the user), links to its details, proof of play
 * and scene assignment (only to pages that exist), and a folder to move it to. The card drags as a 'screen' item.
 */
export function ScreenCard({ screen, isSelected, onToggle, moveTargets, onMove }: ScreenCardProps) {
  const mayOpen = useMayOpen();
  // A Hidden scheduling scenes grant hides which scene is on the screen (issue 22): no scenes, not "no scenes".
  const seesSchedules = useIsGranted('scheduleScenes', 'read');
  const t = useText();
  const nameId = useId();
  const currentFolder = screen.folderIds[0] ?? ROOT_FOLDER_ID;
  const syncByScene = new Map(screen.syncs.map((sync) => [sync.sceneId, sync]));
  const scenes = [
    ...screen.scenes.map((scene) => ({ id: scene.id, name: scene.name, sync: syncByScene.get(scene.id) ?? null })),
    ...screen.syncs
      .filter((sync) => !screen.scenes.some((scene) => scene.id === sync.sceneId))
      .map((sync) => ({ id: sync.sceneId, name: sync.sceneName, sync })),
  ];
  const link = (route: string) => route.replace(':screenId', String(screen.id));

  return (
    <li
      data-scope="screen-card"
      data-part="root"
      data-selected={isSelected || undefined}
      data-status={screen.status}
      aria-labelledby={nameId}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_MIME, encodeDragPayload({ kind: 'screen', id: screen.id }));
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div data-part="head">
        <input
          type="checkbox"
          checked={isSelected}
          onChange={() => onToggle(screen.id)}
          aria-label={t('screens.selectScreen', { name: screen.name })}
        />
        <h3 id={nameId} data-part="title">
          {screen.name}
        </h3>
        <span data-part="status" data-status={screen.status}>
          {t(statusKey(screen.status))}
        </span>
      </div>
      <p data-part="meta">
        {screen.aliveAt
          ? t('screens.lastSeen', {
              time: formatZonedTime(screen.aliveAt, { timeZone: screen.timezone, withSeconds: true }),
            })
          : t('screens.neverSeen')}
        {' · '}
        {t('screens.contentVersion', {
          version: t(screen.contentVersion === 'Latest' ? 'screens.contentLatest' : 'screens.contentNewAvailable'),
        })}
      </p>
      {screen.tags.length > 0 && (
        <ul data-part="tags" aria-label={t('tags.label')}>
          {screen.tags.map((tag) => (
            <li key={tag.id}>{tag.name}</li>
          ))}
        </ul>
      )}
      {!seesSchedules ? null : scenes.length === 0 ? (
        <p data-part="no-scenes">{t('screens.noScenes')}</p>
      ) : (
        <ul data-part="scenes" aria-label={t('screens.scenes', { name: screen.name })}>
          {scenes.map((scene) => (
            <li key={scene.id}>
              <span>{scene.name}</span>
              {scene.sync && (
                <span data-part="sync" data-state={scene.sync.state}>
                  {t(syncMessageKey(scene.sync.state))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div data-part="actions">
        {mayOpen(DETAILS_ROUTE) && <Link href={link(DETAILS_ROUTE)}>{t('screens.details')}</Link>}
        {mayOpen(PROOF_OF_PLAY_ROUTE) && <Link href={link(PROOF_OF_PLAY_ROUTE)}>{t('screens.proofOfPlay')}</Link>}
        {mayOpen(ASSIGN_ROUTE) && <Link href={link(ASSIGN_ROUTE)}>{t('screens.assignScenes')}</Link>}
        {moveTargets.length > 0 && (
          <MoveControl
            label={t('screens.moveTo', { name: screen.name })}
            current={currentFolder}
            targets={moveTargets}
            onMove={(to) => onMove(screen.id, to)}
          />
        )}
      </div>
    </li>
  );
}

/** Props of {@link MoveControl}. */
export interface MoveControlProps {
  label: string;
  /** The folder the screen is in (-1: none), chosen first. */
  current: number;
  targets: readonly Folder[];
  onMove: (to: number) => void;
}

/**
 * A folder choice and a Move button (as on the Scenes page): choosing alone moves nothing, so arrowing through the
 * options with the keyboard does not move the screen at every step.
 */
export function MoveControl({ label, current, targets, onMove }: MoveControlProps) {
  const t = useText();
  const id = useId();
  const [target, setTarget] = useState(current);
  return (
    <span data-part="move">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={target} onChange={(event) => setTarget(Number(event.target.value))}>
        {targets.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.id === ROOT_FOLDER_ID ? t('folders.all') : folder.name}
          </option>
        ))}
      </select>
      <Button type="button" variant="secondary" disabled={target === current} onClick={() => onMove(target)}>
        {t('screens.move')}
      </Button>
    </span>
  );
}
