import { useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import type { PageProps } from '../../app/pages';
import { AssignmentDialog } from './AssignmentDialog';
import { statusKey } from './ScreenCard';
import { syncLabel } from './syncLabel';
import { useAssignment } from './useAssignment';
import './screens.css';

/**
 * `/scenes/:sceneId/assign_screen` (spec accounts §2, §4): the assignment dialog in its screens-for-a-scene mode.
 * Assigning creates the scene's schedule on each chosen screen with the spec's defaults (`POST scenes/{id}/schedules`);
 * unassigning deletes the scene's schedules on that screen (`DELETE screens/{id}/schedules/{sid}`).
 */
export default function AssignScreensPage({ params }: PageProps) {
  const t = useText();
  const sceneId = Number(params.sceneId);
  const { calls, listing, change, unassignScene } = useAssignment();

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

  return (
    <AssignmentDialog
      title={t('assignment.screensTitle', { name: scene.name })}
      kind="screen"
      chooseKey="assignment.chooseScreens"
      backHref="/scenes"
      assigned={screens.filter(isAssigned).map((screen) => {
        const sync = screen.syncs.find((one) => one.sceneId === sceneId);
        return {
          id: screen.id,
          name: screen.name,
          detail: [t(statusKey(screen.status)), sync ? syncLabel(t, sync.state) : null].filter(Boolean).join(' · '),
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
  );
}
