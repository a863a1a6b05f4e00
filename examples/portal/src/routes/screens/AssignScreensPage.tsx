import { useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { ScreenWeekSection } from '../../shared/screens/ScreenWeekSection';
import { scheduleEditorHref, useHasScheduleEditor } from '../../shared/screens/scheduleEditorLink';
import { AssignmentDialog } from './AssignmentDialog';
import { statusKey } from './ScreenCard';
import { syncLabel } from './syncLabel';
import { useAssignment } from './useAssignment';
import './screens.css';

/**
 * `/scenes/:sceneId/assign_screen` (spec accounts §2, §4): the assignment dialog in its screens-for-a-scene mode.
 * Assigning creates the scene's schedule on each chosen screen with the spec's defaults (`POST scenes/{id}/schedules`);
 * unassigning deletes the scene's schedules on that screen (`DELETE screens/{id}/schedules/{sid}`).
 * Below, the week of an assigned screen the user picks (the first by default) shows what plays there and why; each
 * assigned screen links to the schedule editor for the scene's schedules there once the portal has it.
 */
export default function AssignScreensPage({ params }: PageProps) {
  const t = useText();
  const canEditSchedules = useHasScheduleEditor();
  const sceneId = Number(params.sceneId);
  const { calls, listing, change, unassignScene } = useAssignment();
  const pickerId = useId();
  const [weekScreenId, setWeekScreenId] = useState<number | null>(null);

  if (listing.status === 'loading' && !listing.data) return <LoadingIndicator />;
  const scene = listing.data?.scenes.find((one) => one.id === sceneId);
  if (!listing.data || !scene) {
    return (
      <p data-scope="screens" data-part="error" role="alert">
        {t('assignment.notFound')}
      </p>
    );
  }
  const screens = [...listing.data.screens].sort((a, b) => a.name.localeCompare(b.name));
  const isAssigned = (screen: (typeof screens)[number]) => screen.scenes.some((one) => one.id === sceneId);
  const assignedScreens = screens.filter(isAssigned);
  const weekScreen = assignedScreens.find((screen) => screen.id === weekScreenId) ?? assignedScreens[0];

  return (
    <>
      <AssignmentDialog
        title={t('assignment.screensTitle', { name: scene.name })}
        kind="screen"
        chooseKey="assignment.chooseScreens"
        backHref="/scenes"
        assigned={assignedScreens.map((screen) => {
          const sync = screen.syncs.find((one) => one.sceneId === sceneId);
          return {
            id: screen.id,
            name: screen.name,
            detail: (
              <>
                {[t(statusKey(screen.status)), sync ? syncLabel(t, sync.state) : null].filter(Boolean).join(' · ')}
                {canEditSchedules ? (
                  <>
                    {' · '}
                    <Link
                      href={scheduleEditorHref(sceneId, screen.id)}
                      aria-label={t('weekView.editScheduleOf', { name: screen.name, scene: scene.name })}
                    >
                      {t('weekView.editSchedule')}
                    </Link>
                  </>
                ) : null}
              </>
            ),
          };
        })}
        available={screens
          .filter((screen) => !isAssigned(screen))
          .map((screen) => ({ id: screen.id, name: screen.name, detail: t(statusKey(screen.status)) }))}
        onAssign={async (screenIds) => {
          const done = await change(() => calls.assignScreens(sceneId, screenIds, new Date()), 'assignment.done');
          listing.reload();
          return done;
        }}
        onUnassign={async (screenId) => {
          const done = await change(() => unassignScene(screenId, sceneId), 'assignment.removed');
          listing.reload();
          return done;
        }}
      />
      {weekScreen ? (
        <>
          <p data-scope="assignment" data-part="week-picker">
            <label htmlFor={pickerId}>{t('weekView.screenPicker')}</label>{' '}
            <select
              id={pickerId}
              value={weekScreen.id}
              onChange={(event) => setWeekScreenId(Number(event.target.value))}
            >
              {assignedScreens.map((screen) => (
                <option key={screen.id} value={screen.id}>
                  {screen.name}
                </option>
              ))}
            </select>
          </p>
          <ScreenWeekSection
            screen={weekScreen}
            revision={listing.data}
            title={t('weekView.titleOf', { name: weekScreen.name })}
          />
        </>
      ) : (
        <p data-scope="assignment" data-part="hint">
          {t('weekView.chooseScreen')}
        </p>
      )}
    </>
  );
}
