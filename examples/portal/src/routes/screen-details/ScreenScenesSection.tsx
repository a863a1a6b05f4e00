import { syncMessageKey, type ScreenDto, type ScreenSyncDto } from '@screenplay/core/screens';
import { useLoader, useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { Fragment, useId, useState } from 'react';
import { Link } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { scheduleEditorHref, useHasScheduleEditor } from '../../shared/screens/scheduleEditorLink';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';
import { useIsGranted } from '../../app/useMayOpen';

/**
 * The screen's scenes with their sync status (core's `syncMessageKey` labels, live from the screen's
 * record, which also brings scenes put on the screen meanwhile) and a force push per scene (`POST screensyncs/{id}/forcepush {screenSyncId}`: the player fetches
 * the scene again now), and an 'Edit schedule' link per schedule once the portal has the schedule editor.
 */
export function ScreenScenesSection({ screen, calls }: { screen: ScreenDto; calls: ScreenDetailsCalls }) {
  const t = useText();
  const canEditSchedules = useHasScheduleEditor();
  const { toasts } = usePortal();
  const headingId = useId();
  const [pushing, setPushing] = useState<number | null>(null);
  // The scenes on the screen as its record knows them (live): a scene put on or taken off reloads the list.
  const sceneIds = [
    ...new Set([...screen.scenes.map((scene) => scene.id), ...screen.syncs.map((sync) => sync.sceneId)]),
  ]
    .sort((a, b) => a - b)
    .join(',');
  const scenes = useLoader(() => calls.scenes(), [calls, sceneIds], {
    keepPreviousData: true,
    onError: (error) => toastError(toasts, error),
  });

  const syncOf = (sceneId: number, fallback: ScreenSyncDto | null) =>
    screen.syncs.find((sync) => sync.sceneId === sceneId) ?? fallback;
  const forcePush = async (sync: ScreenSyncDto, name: string) => {
    setPushing(sync.id);
    try {
      await calls.forcePush(sync.id);
      toasts.show({ type: 'INFO', messageKey: 'proofOfPlay.forcePushed', values: { name } });
    } catch (error) {
      toastError(toasts, error);
    } finally {
      setPushing(null);
    }
  };

  const list = scenes.data ?? [];
  // A push changes the screen: the manageScreens grant at Full Access (issue 13), as the server checks.
  const mayPush = useIsGranted('manageScreens', 'write');
  return (
    <section data-scope="proof-of-play" data-part="scenes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('proofOfPlay.scenes')}</h3>
      {scenes.status === 'loading' && !scenes.data ? <LoadingIndicator /> : null}
      {scenes.status === 'error' ? (
        <Button variant="secondary" onClick={scenes.reload}>
          {t('screenDetails.retry')}
        </Button>
      ) : null}
      {scenes.status === 'ready' && list.length === 0 ? <p data-part="empty">{t('proofOfPlay.noScenes')}</p> : null}
      {list.length > 0 ? (
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('proofOfPlay.scene')}</th>
              <th scope="col">{t('proofOfPlay.syncStatus')}</th>
              <th scope="col">{t('proofOfPlay.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((scene) => {
              const sync = syncOf(scene.id, scene.sync);
              return (
                <tr key={scene.id}>
                  <th scope="row">{scene.name}</th>
                  <td data-part="sync" data-state={sync?.state}>
                    {sync ? t(syncMessageKey(sync.state)) : t('proofOfPlay.noSync')}
                  </td>
                  <td>
                    {sync && mayPush ? (
                      <Button
                        variant="secondary"
                        isLoading={pushing === sync.id}
                        aria-label={t('proofOfPlay.forcePushScene', { name: scene.name })}
                        onClick={() => void forcePush(sync, scene.name)}
                      >
                        {t('proofOfPlay.forcePush')}
                      </Button>
                    ) : null}
                    {canEditSchedules
                      ? scene.schedules.map((schedule) => (
                          // A space apart from the force push button and from each other.
                          <Fragment key={schedule.id}>
                            {' '}
                            <Link
                              href={scheduleEditorHref(scene.id, screen.id, schedule.id)}
                              aria-label={t('weekView.editScheduleOf', { name: schedule.name, scene: scene.name })}
                            >
                              {t('weekView.editSchedule')}
                            </Link>
                          </Fragment>
                        ))
                      : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
