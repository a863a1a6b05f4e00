import { useLoader, useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { ScreenWeekSection } from '../../shared/screens/ScreenWeekSection';
import { scheduleEditorHref, useHasScheduleEditor } from '../../shared/screens/scheduleEditorLink';
import { AssignmentDialog } from './AssignmentDialog';
import { syncLabel } from './syncLabel';
import { useAssignment } from './useAssignment';
import './screens.css';

/**
 * `/screens/:screenId/assign_scenes` (spec accounts §2, §4): the assignment dialog in its scenes-to-a-screen mode.
 * Assigning creates each scene's schedule for the screen with the spec's defaults (`PATCH screens/{id}/schedules`);
 * unassigning deletes it (`DELETE screens/{id}/schedules/{sid}`). The assigned list is `GET screens/{id}/scenes`.
 * Each scene's sync is the screen's, live from `customer:{id}:screens` (a player going Live shows at once; the
 * assigned list is read only on opening and after a change). Below, the screen's week shows what plays when and why
 * (fetched again after each change); each schedule links to the schedule editor once the portal has it.
 */
export default function AssignScenesPage({ params }: PageProps) {
  const t = useText();
  const canEditSchedules = useHasScheduleEditor();
  const { toasts } = usePortal();
  const screenId = Number(params.screenId);
  const { calls, listing, change, unassignScene } = useAssignment();
  const current = useLoader(() => calls.screenScenes(screenId), [calls, screenId], {
    onError: (error) => toastError(toasts, error),
  });

  if ((listing.status === 'loading' && !listing.data) || (current.status === 'loading' && !current.data)) {
    return <LoadingIndicator />;
  }
  const screen = listing.data?.screens.find((one) => one.id === screenId);
  if (!listing.data || !screen || !current.data) {
    return (
      <p data-scope="screens" data-part="error" role="alert">
        {t('assignment.notFound')}
      </p>
    );
  }
  const assignedScenes = current.data;
  // The live sync of each scene on this screen; the assigned list's own is as it was when listed.
  const syncText = (scene: (typeof assignedScenes)[number]) => {
    const sync = screen.syncs.find((one) => one.sceneId === scene.id) ?? scene.sync;
    return sync ? syncLabel(t, sync.state) : null;
  };
  const assignedIds = new Set(assignedScenes.map((scene) => scene.id));
  const reload = () => {
    current.reload();
    listing.reload();
  };

  return (
    <>
      <AssignmentDialog
        title={t('assignment.scenesTitle', { name: screen.name })}
        kind="scene"
        chooseKey="assignment.chooseScenes"
        backHref="/screens"
        assigned={assignedScenes.map((scene) => ({
          id: scene.id,
          name: scene.name,
          detail: (
            <>
              {[
                t('assignment.schedules', { names: scene.schedules.map((schedule) => schedule.name).join(', ') }),
                syncText(scene),
              ]
                .filter(Boolean)
                .join(' · ')}
              {canEditSchedules
                ? scene.schedules.map((schedule) => (
                    <span key={schedule.id}>
                      {' · '}
                      <Link
                        href={scheduleEditorHref(scene.id, screenId, schedule.id)}
                        aria-label={t('weekView.editScheduleOf', { name: schedule.name, scene: scene.name })}
                      >
                        {t('weekView.editSchedule')}
                      </Link>
                    </span>
                  ))
                : null}
            </>
          ),
        }))}
        available={listing.data.scenes
          .filter((scene) => !assignedIds.has(scene.id))
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((scene) => ({ id: scene.id, name: scene.name }))}
        onAssign={async (sceneIds) => {
          const done = await change(() => calls.assignScenes(screenId, sceneIds, new Date()), 'assignment.done');
          reload();
          return done;
        }}
        onUnassign={async (sceneId) => {
          const done = await change(() => unassignScene(screenId, sceneId, assignedScenes), 'assignment.removed');
          reload();
          return done;
        }}
      />
      <ScreenWeekSection screen={screen} revision={current.data} />
    </>
  );
}
